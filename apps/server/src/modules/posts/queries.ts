import type { TPostVisibility } from '@artclash/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mediaTypes, posts, postTags, tags, users } from '../../db/schema/index.ts';

export type PostRow = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;

/** A post with its author's public face and its media type's names. */
const postColumns = {
  post: posts,
  username: users.username,
  profileImage: users.profileImage,
  mediaTypeEn: mediaTypes.nameEn,
  mediaTypeJa: mediaTypes.nameJa,
};
export type PostWithNames = {
  post: PostRow;
  username: string;
  profileImage: string;
  mediaTypeEn: string | null;
  mediaTypeJa: string | null;
};

const postsWithNames = (db: Executor) =>
  db
    .select(postColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(mediaTypes, eq(mediaTypes.id, posts.mediaTypeId));

export async function postById({ db, postId }: { db: Executor; postId: string }): Promise<PostWithNames | undefined> {
  const [row] = await postsWithNames(db).where(eq(posts.id, postId)).limit(1);
  return row;
}

/** A user's posts that a viewer may see: those of the given visibilities. */
interface PostsOfUserOptions {
  db: Executor;
  userId: string;
  visibilities: readonly TPostVisibility[];
}

const visibleOf = ({ userId, visibilities }: Omit<PostsOfUserOptions, 'db'>) =>
  and(eq(posts.userId, userId), inArray(posts.visibilitySettings, [...visibilities]));

/** A user's posts of the given visibilities, newest first. */
export const postsOfUser = ({ db, userId, visibilities }: PostsOfUserOptions): Promise<PostWithNames[]> =>
  postsWithNames(db).where(visibleOf({ userId, visibilities })).orderBy(desc(posts.createdAt), desc(posts.id));

export async function countPostsOf({ db, userId, visibilities }: PostsOfUserOptions): Promise<number> {
  const [row] = await db.select({ n: count() }).from(posts).where(visibleOf({ userId, visibilities }));
  return row?.n ?? 0;
}

/** The tags of each post, in the order the author gave them. */
export async function tagsOfPosts({
  db,
  postIds,
}: {
  db: Executor;
  postIds: string[];
}): Promise<Map<string, { id: string; name: string }[]>> {
  const byPost = new Map<string, { id: string; name: string }[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({ postId: postTags.postId, id: tags.id, name: tags.name })
    .from(postTags)
    .innerJoin(tags, eq(tags.id, postTags.tagId))
    .where(inArray(postTags.postId, postIds))
    .orderBy(asc(postTags.position));
  for (const { postId, ...tag } of rows) byPost.set(postId, [...(byPost.get(postId) ?? []), tag]);
  return byPost;
}

export const userExists = async ({ db, userId }: { db: Executor; userId: string }): Promise<boolean> =>
  (await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1)).length > 0;

export const mediaTypeExists = async ({ db, mediaTypeId }: { db: Executor; mediaTypeId: string }): Promise<boolean> =>
  (await db.select({ id: mediaTypes.id }).from(mediaTypes).where(eq(mediaTypes.id, mediaTypeId)).limit(1)).length > 0;

/**
 * Which of `ids` are tags, each held until the transaction ends so that no edit elsewhere deletes it as unused
 * meanwhile (docs/decisions.md#252): a tag being deleted is waited for and then left out.
 */
export async function holdTags({ db, ids }: { db: Executor; ids: string[] }): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(inArray(tags.id, ids))
    .orderBy(asc(tags.id))
    .for('key share');
  return new Set(rows.map((row) => row.id));
}

/** Makes a tag of each of `names` that none has yet (names compared ignoring case, like the unique index, §5 New tag); answers how many it made. */
export async function insertNewTags({ db, names }: { db: Executor; names: string[] }): Promise<number> {
  if (names.length === 0) return 0;
  const made = await db
    .insert(tags)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing()
    .returning({ id: tags.id });
  return made.length;
}

/** The ids of the tags named `names`, by lower-case name. */
export async function tagIdsByName({ db, names }: { db: Executor; names: string[] }): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const lower = names.map((name) => name.toLowerCase());
  const rows = await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(inArray(sql`lower(${tags.name})`, lower));
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

/** Sets a post's tags, in order; a tag it left that no post uses any more disappears (docs/product.md#rule-317). */
export async function replacePostTags({
  db,
  postId,
  tagIds,
}: {
  db: Executor;
  postId: string;
  tagIds: string[];
}): Promise<void> {
  const left = await db.delete(postTags).where(eq(postTags.postId, postId)).returning({ tagId: postTags.tagId });
  if (tagIds.length) await db.insert(postTags).values(tagIds.map((tagId, position) => ({ postId, tagId, position })));
  await dropUnusedTags({ db, tagIds: left.map((row) => row.tagId) });
}

/**
 * Deletes those of `tagIds` that no post uses (docs/product.md#rule-317): the tag list never grows with words nobody
 * keeps. Safe against a request attaching one of them meanwhile (docs/decisions.md#252): the tags are locked first,
 * skipping any that request holds (holdTags), and the delete then reads the posts' tags anew, so a tag that a post
 * took in between stays; a request that comes later waits for the delete and finds the tag gone.
 */
async function dropUnusedTags({ db, tagIds }: { db: Executor; tagIds: string[] }): Promise<void> {
  if (tagIds.length === 0) return;
  const unused = sql`not exists (select 1 from ${postTags} where ${postTags.tagId} = ${tags.id})`;
  const locked = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(inArray(tags.id, tagIds), unused))
    .orderBy(asc(tags.id))
    .for('update', { skipLocked: true });
  if (locked.length === 0) return;
  await db.delete(tags).where(
    and(
      inArray(
        tags.id,
        locked.map((row) => row.id),
      ),
      unused,
    ),
  );
}

export async function insertPost({ db, values }: { db: Executor; values: NewPost }): Promise<string> {
  const [row] = await db.insert(posts).values(values).returning({ id: posts.id });
  return row!.id;
}

/** Changes the owner's post; false when it is no longer there (deleted meanwhile). */
export async function updateOwnPost({
  db,
  postId,
  userId,
  values,
}: {
  db: Executor;
  postId: string;
  userId: string;
  values: Partial<NewPost>;
}): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(posts.id, postId), eq(posts.userId, userId)))
    .returning({ id: posts.id });
  return rows.length > 0;
}

export async function deleteOwnPost({
  db,
  postId,
  userId,
}: {
  db: Executor;
  postId: string;
  userId: string;
}): Promise<PostRow | undefined> {
  const tagIds = (await db.select({ tagId: postTags.tagId }).from(postTags).where(eq(postTags.postId, postId))).map(
    (row) => row.tagId,
  );
  const [row] = await db
    .delete(posts)
    .where(and(eq(posts.id, postId), eq(posts.userId, userId)))
    .returning();
  if (row) await dropUnusedTags({ db, tagIds });
  return row;
}
