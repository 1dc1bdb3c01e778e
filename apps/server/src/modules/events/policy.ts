import { isOrganiser, type Viewer } from '../../lib/viewer.ts';

/** Who may do what with events. */
export const eventPolicy = {
  /** Event lists and details are public, signed in or not (§7 Lookup and list calls, docs/decisions.md#22). */
  canRead: (_viewer: Viewer | null): boolean => true,
  /** Creating, editing and scheduling events is the organisers' (docs/decisions.md#21). */
  canManage: (viewer: Viewer | null): boolean => isOrganiser(viewer),
};
