import type { Viewer } from '../../lib/viewer.ts';

/**
 * Who may read the reference lists. Countries, cities and the park's interest events feed the
 * sign-up screens, so anyone may read them, signed in or not (§7 Lookup and list calls).
 */
export const referencePolicy = {
  canReadSignUpLists: (_viewer: Viewer | null): boolean => true,
};
