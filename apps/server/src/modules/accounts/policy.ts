import type { AuthenticatedUser } from '../../plugins/auth.ts';

/**
 * Who may read whose account details (get_user): only the account itself. Public profiles of
 * others come with their own call (decision 10); organisers get theirs through the admin console.
 */
export const accountPolicy = {
  canReadDetails: (viewer: AuthenticatedUser, userId: string): boolean => viewer.id === userId,
};
