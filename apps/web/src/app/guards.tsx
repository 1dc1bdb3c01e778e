import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** Spec §2.2: auth-area (public-only) screens send a signed-in user to '/'. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  return session ? <Navigate to={paths.home.getHref()} replace /> : children;
}
