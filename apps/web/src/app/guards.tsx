import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useSession, type Session } from '@/lib/session';

/**
 * Route guards of spec §2.2 (navigation only: the server enforces every permission, decision 22).
 * Each works as a wrapper (`<RequireSession><Screen /></RequireSession>`) or as a layout route
 * element without children, guarding its child routes through an <Outlet />.
 */
interface GuardProps {
  children?: ReactNode;
}

const signedOutTarget = () => <Navigate to={paths.chooser.getHref()} replace />;

/** Public-only (the auth area): a signed-in user goes to '/'. */
export function PublicOnly({ children }: GuardProps) {
  const session = useSession();
  if (session) return <Navigate to={paths.home.getHref()} replace />;
  return children ?? <Outlet />;
}

/** Private routes need a stored session; without one (or with one that cannot be read) → /home. */
export function RequireSession({ children }: GuardProps) {
  const session = useSession();
  if (!session) return signedOutTarget();
  return children ?? <Outlet />;
}

function requireType(allowed: readonly string[]) {
  return function TypeGuard({ children }: GuardProps) {
    const session = useSession();
    if (!isOfType(session, allowed)) return signedOutTarget();
    return children ?? <Outlet />;
  };
}

const isOfType = (session: Session | null, allowed: readonly string[]) => Boolean(session && allowed.includes(session.type));

/**
 * Admits only park users (types parent and myself); anyone else → /home (§2.2, §6). Meant for
 * park-only screens of later issues; it guards no onboarding page, because a user finishing
 * onboarding has no session yet.
 */
export const RequireParkType = requireType(['parent', 'myself']);

/** Admits only the main family (types fan and artist); anyone else → /home (§2.2, §6). */
export const RequireMainType = requireType(['fan', 'artist']);
