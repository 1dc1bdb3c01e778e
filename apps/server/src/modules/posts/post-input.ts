import { OTHER_MEDIA_TYPE, type TUserPostFields } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AttemptLimiter } from '../../services/attempt-limiter.ts';
import { holdTags, insertNewTags, mediaTypeExists, type NewPost, tagIdsByName } from './queries.ts';

/** The stored columns of a post form's fields (§3 User post); the media type must be a listed one or 'Other'. */
export async function postColumnsOf({
  db,
  fields,
}: {
  db: Executor;
  fields: TUserPostFields;
}): Promise<Omit<NewPost, 'userId' | 'image'>> {
  const other = fields.mediatype.toLowerCase() === OTHER_MEDIA_TYPE;
  if (!other && !(isUuid(fields.mediatype) && (await mediaTypeExists({ db, mediaTypeId: fields.mediatype })))) {
    throw new AppError('invalidInput', 'server.unknownMediaType', { errors: { mediatype: 'server.unknownMediaType' } });
  }
  return {
    title: fields.title,
    mediaTypeId: other ? null : fields.mediatype,
    other: other ? fields.other : '',
    softwareTools: fields.software_tools,
    dateCreation: fields.date_creation,
    description: fields.description,
    collaborationCredits: fields.collaboration_credits,
    intendedMessage: fields.intended_message,
    projectContext: fields.project_context,
    skillLevel: fields.skill_level,
    visibilitySettings: fields.visibility_settings,
    licensingReuseRights: fields.licensing_reuse_rights,
  };
}

/** How many tags one user may make a day (docs/decisions.md#252), counted with the attempt limits. */
export interface NewTagCap {
  limiter: AttemptLimiter;
  perDay: number;
}

const DAY_MS = 24 * 60 * 60_000;
/** A name a concurrent edit deletes again and again is looked up at most this often before the post is refused. */
const TAG_ROUNDS = 3;

/** Counts `amount` new tags of `userId` in the post's transaction, or refuses the post (429) when they pass the day's cap. */
async function countNewTags({
  db,
  cap,
  userId,
  amount,
}: {
  db: Executor;
  cap: NewTagCap;
  userId: string;
  amount: number;
}) {
  const outcome = await cap.limiter.reserve(
    `newTags:${userId}`,
    { limit: cap.perDay, windowMs: DAY_MS },
    { amount, db },
  );
  if (!outcome.reserved)
    throw new AppError('tooManyAttempts', 'server.tooManyNewTags', {
      errors: { tags: 'server.tooManyNewTags' },
      retryAfterSeconds: Math.ceil(outcome.waitMs / 1000),
    });
}

/**
 * The ids of a post's tags (§3 User post: ids or new values): an id must be a tag's; any other value
 * is a name, the existing tag of that name (ignoring case, §5 New tag) or a new one. Each tag once,
 * in the order given. Runs in the post's transaction, so a refused post leaves no new tag, and the new
 * ones count against the author's cap (docs/decisions.md#252). Every tag is held until the post is
 * written, so no edit elsewhere deletes it as unused meanwhile; a name whose tag was deleted under it is
 * made again.
 */
export async function tagIdsOf({
  db,
  values,
  userId,
  newTags,
}: {
  db: Executor;
  values: string[];
  userId: string;
  newTags: NewTagCap;
}): Promise<string[]> {
  const ids = values.filter(isUuid);
  const held = await holdTags({ db, ids });
  if (ids.some((id) => !held.has(id)))
    throw new AppError('invalidInput', 'server.unknownOption', { errors: { tags: 'server.unknownOption' } });
  const byName = new Map<string, string>();
  // Each name once, as first written.
  const names = new Map<string, string>();
  for (const value of values)
    if (!isUuid(value) && !names.has(value.toLowerCase())) names.set(value.toLowerCase(), value);
  let missing = [...names.values()];
  for (let round = 0; missing.length > 0; round += 1) {
    if (round === TAG_ROUNDS) throw new AppError('conflict', 'server.tagsChanged');
    const made = await insertNewTags({ db, names: missing });
    if (made > 0) await countNewTags({ db, cap: newTags, userId, amount: made });
    const found = await tagIdsByName({ db, names: missing });
    const kept = await holdTags({ db, ids: [...found.values()] });
    for (const [name, id] of found) if (kept.has(id)) byName.set(name, id);
    missing = missing.filter((name) => !byName.has(name.toLowerCase()));
  }
  return [...new Set(values.map((value) => (isUuid(value) ? value : byName.get(value.toLowerCase())!)))];
}
