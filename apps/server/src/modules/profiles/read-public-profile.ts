import { isMainType, type Language, type TPublicProfile } from '@artclash/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { countPostsOf, postPolicy } from '../posts/index.ts';
import { presentPublicProfile } from './presenter.ts';
import { battlesPlayedBy, recordProfileView, userWithPlace } from './queries.ts';

/** The calendar day a view counts on: the product's home time zone (docs/product.md#rule-137). */
const VIEW_DAY_ZONE = 'Asia/Tokyo';
export const viewDayOf = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: VIEW_DAY_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/**
 * /public-profile/{userId} (docs/product.md#rule-10): a fan's or an artist's profile as this viewer may
 * see it, `uploads` counting only the posts they may see, with their battles played and wins
 * (docs/product.md#rule-379). Another person's visit counts as a view, once per viewer per day; the owner's own never
 * does (docs/product.md#rule-137). 404 for anyone else.
 */
export async function readPublicProfile({
  db,
  viewer,
  userId,
  language,
  now,
}: {
  db: Database;
  viewer: Viewer;
  userId: string;
  language: Language;
  now: Date;
}): Promise<TPublicProfile> {
  if (!isUuid(userId)) throw new AppError('notFound', 'server.userNotFound');
  const found = await userWithPlace({ db, userId });
  if (!found || !isMainType(found.user.type)) throw new AppError('notFound', 'server.userNotFound');
  const counted =
    viewer.id !== userId &&
    (await recordProfileView({ db, profileId: userId, viewerId: viewer.id, day: viewDayOf(now) }));
  const [uploads, played] = await Promise.all([
    countPostsOf({ db, userId, visibilities: postPolicy.visibilitiesFor(viewer, userId) }),
    battlesPlayedBy({ db, userId }),
  ]);
  const user = { ...found.user, profileViews: found.user.profileViews + (counted ? 1 : 0) };
  return presentPublicProfile({ ...found, user }, { language, uploads, played });
}
