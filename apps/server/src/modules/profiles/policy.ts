import { isMainFamily, type Viewer } from '../../lib/viewer.ts';

/**
 * Who may do what with profiles (docs/product.md#rule-22, #rule-130): fans and artists (organisers are fan
 * accounts) edit their own profile only, whatever `userId` a body carries, and see each other's
 * public profiles. The option lists and one's own Event History (docs/product.md#rule-178: park users
 * take part in events and battles too) need only a session, which the contract's `auth` asks for, so no
 * rule here restates it. An account's own details
 * (get_user) are for that account only: public profiles of others come with their own call
 * (docs/product.md#rule-10); organisers get theirs through the admin console.
 */
export const profilePolicy = {
  canEditOwnProfile: (viewer: Viewer | null): boolean => isMainFamily(viewer),
  canViewProfiles: (viewer: Viewer | null): boolean => isMainFamily(viewer),
  canReadDetails: (viewer: Viewer | null, { params }: { params: { userId: string } }): boolean =>
    viewer !== null && viewer.id === params.userId,
};
