import { isOrganiser, type Viewer } from '../../lib/viewer.ts';

/** Who may do what with other users' accounts. */
export const userPolicy = {
  /** Finding users by username or e-mail, to pick participants and players, is the organisers' (docs/decisions.md#21). */
  canSearch: (viewer: Viewer | null): boolean => isOrganiser(viewer),
  /** Making users organisers and organisers users again is the organisers' (docs/decisions.md#112). */
  canManageRoles: (viewer: Viewer | null): boolean => isOrganiser(viewer),
};
