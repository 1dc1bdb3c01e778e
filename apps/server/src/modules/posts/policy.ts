import { POST_VISIBILITIES, type TPostVisibility } from '@artclash/contract';
import { isMainFamily, isOrganiser, type Viewer } from '../../lib/viewer.ts';

/** A post as the rules see it: whose it is and who may see it. */
export interface PostAccess {
  userId: string;
  visibility: TPostVisibility;
}

/**
 * Who may do what with posts (docs/product.md#rule-10, #rule-22): fans and artists post; Public posts are
 * for everyone signed in, 'Judges/Sponsors Only' for organisers and the owner, Private for the owner
 * alone; only the owner changes or deletes a post.
 */
export const postPolicy = {
  canPost: (viewer: Viewer | null): boolean => isMainFamily(viewer),
  /** The visibilities of `ownerId`'s posts this viewer may see: the filter of every read path. */
  visibilitiesFor: (viewer: Viewer | null, ownerId: string): readonly TPostVisibility[] => {
    if (viewer?.id === ownerId) return POST_VISIBILITIES;
    if (isOrganiser(viewer)) return ['Public', 'Judges/Sponsors Only'];
    return ['Public'];
  },
  canSee: (viewer: Viewer | null, post: PostAccess): boolean =>
    postPolicy.visibilitiesFor(viewer, post.userId).includes(post.visibility),
  canChange: (viewer: Viewer | null, post: PostAccess): boolean => viewer !== null && viewer.id === post.userId,
};
