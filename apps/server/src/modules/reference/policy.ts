import { isOrganiser, type Viewer } from '../../lib/viewer.ts';

/** Who may do what with the reference lists and tags. */
export const referencePolicy = {
  /**
   * Countries, cities and the park's interest events feed the sign-up screens, so anyone may read
   * them, signed in or not (§7 Lookup and list calls).
   */
  canReadSignUpLists: (_viewer: Viewer | null): boolean => true,
  /** Adding, editing, removing and merging reference items and tags is the organisers' (docs/decisions.md#120). */
  canManage: (viewer: Viewer | null): boolean => isOrganiser(viewer),
};
