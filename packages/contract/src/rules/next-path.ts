const BASE = 'http://next.invalid';

/**
 * Where a sign-in or sign-up goes on to (docs/product.md#rule-152): a path on this origin, or null.
 * Only a relative path with a single leading '/' is taken: never '//host' or '/\host' (browsers
 * read both as another host), a scheme ('javascript:', 'https:'), a backslash or control character
 * anywhere (the URL parser drops tabs and newlines, so '/\t/host' would become '//host'), the
 * server's own '/backend' paths, or more than 2,000 characters. Answers the normalised path.
 */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into '//host' ('/..//host'): the normalised path is checked again.
  if (
    url.origin !== BASE ||
    path.startsWith('//') ||
    url.pathname === '/backend' ||
    url.pathname.startsWith('/backend/')
  )
    return null;
  return path;
}
