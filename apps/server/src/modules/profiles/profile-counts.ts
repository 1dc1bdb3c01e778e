import { POST_VISIBILITIES, type TImageMeta } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import { countPostsOf } from '../posts/index.ts';
import { profileImageMetaOf } from './profile-image.ts';
import { userById } from './queries.ts';

/**
 * What My Profile shows besides the account's details (docs/product.md#rule-9, #rule-137, docs/decisions.md#132): the
 * profile image's widths, every post of the user, and the profile's views.
 */
export async function ownProfileExtras({
  db,
  userId,
}: {
  db: Executor;
  userId: string;
}): Promise<{ profileImageMeta: TImageMeta | null; uploads: number; views: number }> {
  const [user, uploads] = await Promise.all([
    userById({ db, userId }),
    countPostsOf({ db, userId, visibilities: POST_VISIBILITIES }),
  ]);
  return { profileImageMeta: user ? profileImageMetaOf(user) : null, uploads, views: user?.profileViews ?? 0 };
}
