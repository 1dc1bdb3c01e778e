import { isMainFamily, type Viewer } from '../../lib/viewer.ts';

/**
 * Who may do what with profiles (docs/decisions.md#22, #130): fans and artists (organisers are fan
 * accounts) edit their own profile only, whatever `userId` a body carries, and see each other's
 * public profiles; the option lists, and one's own Event History (docs/decisions.md#178: park users
 * take part in events and battles too), are for anyone signed in.
 */
export const profilePolicy = {
  canEditOwnProfile: (viewer: Viewer | null): boolean => isMainFamily(viewer),
  canViewProfiles: (viewer: Viewer | null): boolean => isMainFamily(viewer),
  canReadOptions: (viewer: Viewer | null): boolean => viewer !== null,
  canReadOwnHistory: (viewer: Viewer | null): boolean => viewer !== null,
};
