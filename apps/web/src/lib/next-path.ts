import { safeNextPath } from '@artclash/contract/values';
import { useLocation } from 'react-router';

/**
 * Back where you were going (docs/product.md#rule-152): a private screen opened signed out sends the
 * visitor to /home with `?next={the screen}`, and every screen of the way in keeps it until the
 * session exists. Only `safeNextPath` decides what a destination may be.
 */
const NEXT_PARAM = 'next';

/** The destination an address carries, or null when it has none or an unsafe one. */
export const readNext = (search: string): string | null => safeNextPath(new URLSearchParams(search).get(NEXT_PARAM));

/** `href` with the destination added to its query (unchanged when there is none). */
export function withNext(href: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  if (!safe) return href;
  const [path, hash = ''] = href.split('#', 2);
  const separator = path!.includes('?') ? '&' : '?';
  return `${path}${separator}${NEXT_PARAM}=${encodeURIComponent(safe)}${hash ? `#${hash}` : ''}`;
}

/** The address a signed-out visitor of `location` should come back to: its path, query and hash. */
export const hereAsNext = (location: { pathname: string; search: string; hash: string }): string =>
  `${location.pathname}${location.search}${location.hash}`;

/** The destination the current address carries, and a helper that keeps it on the links of the way in. */
export function useNextPath() {
  const { search } = useLocation();
  const next = readNext(search);
  return { next, keepNext: (href: string) => withNext(href, next) };
}
