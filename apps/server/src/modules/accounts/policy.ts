import type { Viewer } from '../../lib/viewer.ts';

/**
 * Who may read whose account details (get_user): only the account itself. Public profiles of
 * others come with their own call (docs/decisions.md#10); organisers get theirs through the admin console.
 */
export const accountPolicy = {
  canReadDetails: (viewer: Viewer | null, { params }: { params: { userId: string } }): boolean => viewer !== null && viewer.id === params.userId,
};
