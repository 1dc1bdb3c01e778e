import { isMainType, isParkType } from '@artclash/contract/values';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { hereAsNext, readNext, withNext } from '@/lib/next-path';
import { useSession, wasSignedOutByUser } from '@/lib/session';

/**
 * Route guards of docs/product.md §2.2 (navigation only: the server enforces every permission,
 * docs/product.md#rule-22). Each works as a wrapper (`<RequireSession><Screen /></RequireSession>`) or as a layout
 * route element without children, guarding its child routes through an <Outlet />.
 */
interface GuardProps {
  children?: ReactNode;
}

/**
 * /home; a visitor who is signed out is sent there with the screen they opened as `next`, so the
 * way in ends there (docs/product.md#rule-152). A signed-in user of the wrong kind, and someone who
 * just logged out here, get no `next`.
 */
function SignedOutTarget({ remember }: { remember: boolean }) {
  const location = useLocation();
  const next = remember && !wasSignedOutByUser() ? hereAsNext(location) : null;
  return <Navigate to={withNext(paths.chooser.getHref(), next)} replace />;
}

/** Public-only (the auth area): a signed-in user goes to '/', or to the `next` the address carries. */
export function PublicOnly({ children }: GuardProps) {
  const session = useSession();
  const { search } = useLocation();
  if (session) return <Navigate to={readNext(search) ?? paths.home.getHref()} replace />;
  return children ?? <Outlet />;
}

/** Private routes need a stored session; without one (or with one that cannot be read) → /home. */
export function RequireSession({ children }: GuardProps) {
  const session = useSession();
  if (!session) return <SignedOutTarget remember />;
  return children ?? <Outlet />;
}

function requireType(admits: (type: string) => boolean) {
  return function TypeGuard({ children }: GuardProps) {
    const session = useSession();
    if (!session || !admits(session.type)) return <SignedOutTarget remember={!session} />;
    return children ?? <Outlet />;
  };
}

/**
 * Admits only park users (types parent and myself); anyone else → /home (§2.2, §6). Meant for
 * park-only screens of later issues; it guards no onboarding page, because a user finishing
 * onboarding has no session yet.
 */
export const RequireParkType = requireType(isParkType);

/** Admits only the main family (types fan and artist); anyone else → /home (§2.2, §6). */
export const RequireMainType = requireType(isMainType);

/** The organisers' console (`/admin` and under it, docs/product.md#rule-21): only a session whose role is admin; anyone else → /home. */
export function RequireOrganiser({ children }: GuardProps) {
  const session = useSession();
  if (session?.role !== 'admin') return <SignedOutTarget remember={!session} />;
  return children ?? <Outlet />;
}
