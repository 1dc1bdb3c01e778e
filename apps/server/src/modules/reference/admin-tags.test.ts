import { ZAdminTagListReplySchema, ZAdminTagReplySchema } from '@artclash/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { posts, postTags, tags } from '../../db/schema/index.ts';
import { callAs, userWithToken } from '../../test/accounts.ts';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

const t = useTestApp();
const TAGS = '/backend/admin-api/tags';
const UNKNOWN = '0b0e7c36-1111-4222-8333-444455556666';

const organiserToken = async () => (await userWithToken(t, { role: 'admin' })).token;
const fanToken = async () => (await userWithToken(t)).token;
const unique = () => Math.random().toString(36).slice(2, 8);

async function buildTag(db: Database, name = `tag-${unique()}`): Promise<string> {
  const [row] = await db.insert(tags).values({ name }).returning({ id: tags.id });
  return row!.id;
}

/** A post carrying `tagIds` in that order. */
async function buildPost(db: Database, tagIds: string[]): Promise<string> {
  const artist = await buildUser({ db, type: 'artist' });
  const [post] = await db
    .insert(posts)
    .values({ userId: artist.id, title: 'Work', image: 'uploads/p/1.webp', dateCreation: '2025-01-01' })
    .returning({ id: posts.id });
  if (tagIds.length > 0)
    await db.insert(postTags).values(tagIds.map((tagId, position) => ({ postId: post!.id, tagId, position })));
  return post!.id;
}

const tagsOf = async (postId: string) =>
  await t.db
    .select({ tagId: postTags.tagId, position: postTags.position })
    .from(postTags)
    .where(eq(postTags.postId, postId))
    .orderBy(asc(postTags.position));

describe('GET /backend/admin-api/tags', () => {
  it('finds tags by part of their name, case aside, with their post counts, by name', async () => {
    const stem = unique();
    const watercolour = await buildTag(t.db, `Watercolour-${stem}`);
    const water = await buildTag(t.db, `water-${stem}`);
    await buildTag(t.db, `Oil-${stem}`);
    await buildPost(t.db, [watercolour, water]);
    await buildPost(t.db, [watercolour]);
    const reply = await callAs(t, 'GET', `${TAGS}?q=WATER-${stem}`, { token: await organiserToken() });
    expect(reply.statusCode).toBe(200);
    const body = ZAdminTagListReplySchema.parse(reply.json());
    expect(body).toMatchObject({ page: 1, pages: 1, total: 1 });
    expect(body.tags).toEqual([{ _id: water, name: `water-${stem}`, posts: 1 }]);
    const all = ZAdminTagListReplySchema.parse(
      (await callAs(t, 'GET', `${TAGS}?q=${stem}`, { token: await organiserToken() })).json(),
    );
    expect(all.tags.map((tag) => tag.name)).toEqual([`Oil-${stem}`, `water-${stem}`, `Watercolour-${stem}`]);
    expect(all.tags.find((tag) => tag._id === watercolour)?.posts).toBe(2);
  });

  it('takes % and _ in the search literally', async () => {
    const stem = unique();
    const percent = await buildTag(t.db, `100%-${stem}`);
    await buildTag(t.db, `100x-${stem}`);
    const body = ZAdminTagListReplySchema.parse(
      (
        await callAs(t, 'GET', `${TAGS}?q=${encodeURIComponent(`100%-${stem}`)}`, { token: await organiserToken() })
      ).json(),
    );
    expect(body.tags.map((tag) => tag._id)).toEqual([percent]);
  });

  it('answers a page at a time, and 400 for a page out of range', async () => {
    const stem = unique();
    for (let index = 0; index < 51; index += 1) await buildTag(t.db, `page-${stem}-${String(index).padStart(2, '0')}`);
    const token = await organiserToken();
    const second = ZAdminTagListReplySchema.parse(
      (await callAs(t, 'GET', `${TAGS}?q=page-${stem}&page=2`, { token })).json(),
    );
    expect(second).toMatchObject({ page: 2, pages: 2, total: 51 });
    expect(second.tags.map((tag) => tag.name)).toEqual([`page-${stem}-50`]);
    expect((await callAs(t, 'GET', `${TAGS}?page=0`, { token })).statusCode).toBe(400);
  });

  it('answers 401 without a session and 403 to a fan', async () => {
    expect((await callAs(t, 'GET', TAGS)).statusCode).toBe(401);
    expect((await callAs(t, 'GET', TAGS, { token: await fanToken() })).statusCode).toBe(403);
  });
});

describe('PUT /backend/admin-api/tags/:tagId', () => {
  it('renames a tag, its case too', async () => {
    const token = await organiserToken();
    const stem = unique();
    const tag = await buildTag(t.db, `sketch-${stem}`);
    await buildPost(t.db, [tag]);
    const reply = await callAs(t, 'PUT', `${TAGS}/${tag}`, {
      token,
      body: { name: `  Sketch-${stem} ` },
      language: 'ja',
    });
    expect(reply.statusCode).toBe(200);
    expect(ZAdminTagReplySchema.parse(reply.json())).toEqual({
      status: 1,
      message: 'タグの名前を変更しました',
      tag: { _id: tag, name: `Sketch-${stem}`, posts: 1 },
    });
  });

  it('refuses the name of another tag, case aside, and suggests merging (409)', async () => {
    const token = await organiserToken();
    const stem = unique();
    const tag = await buildTag(t.db, `ink-${stem}`);
    await buildTag(t.db, `Pen-${stem}`);
    const english = await callAs(t, 'PUT', `${TAGS}/${tag}`, { token, body: { name: `pen-${stem}` } });
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({
      status: 0,
      message: `Another tag is already called “Pen-${stem}”. Merge this tag into it instead.`,
      errors: { name: 'This name is already in the list.' },
    });
    const japanese = await callAs(t, 'PUT', `${TAGS}/${tag}`, { token, body: { name: `PEN-${stem}` }, language: 'ja' });
    expect((japanese.json() as { message: string }).message).toBe(
      `「Pen-${stem}」という名前のタグがすでにあります。このタグをそちらに統合してください。`,
    );
  });

  it('refuses an empty or over-long name (400), an unknown tag (404), and others (401, 403)', async () => {
    const token = await organiserToken();
    const tag = await buildTag(t.db);
    const empty = await callAs(t, 'PUT', `${TAGS}/${tag}`, { token, body: { name: '  ' }, language: 'ja' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ status: 0, errors: { name: expect.any(String) } });
    expect((await callAs(t, 'PUT', `${TAGS}/${tag}`, { token, body: { name: 'x'.repeat(101) } })).statusCode).toBe(400);
    const unknown = await callAs(t, 'PUT', `${TAGS}/${UNKNOWN}`, { token, body: { name: 'x' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      status: 0,
      message: 'This tag was not found: someone may have removed or merged it. Reload the list.',
    });
    expect((await callAs(t, 'PUT', `${TAGS}/nope`, { token, body: { name: 'x' } })).statusCode).toBe(404);
    expect((await callAs(t, 'PUT', `${TAGS}/${tag}`, { body: { name: 'x' } })).statusCode).toBe(401);
    expect(
      (await callAs(t, 'PUT', `${TAGS}/${tag}`, { token: await fanToken(), body: { name: 'x' } })).statusCode,
    ).toBe(403);
  });
});

describe('POST /backend/admin-api/tags/:tagId/merge', () => {
  it('moves every post of the tag to the target in the same place, keeps one where a post had both, and removes the tag', async () => {
    const token = await organiserToken();
    const [source, target, other] = [await buildTag(t.db), await buildTag(t.db), await buildTag(t.db)];
    const onlySource = await buildPost(t.db, [other, source]);
    const both = await buildPost(t.db, [source, other, target]);
    const onlyTarget = await buildPost(t.db, [target]);
    const reply = await callAs(t, 'POST', `${TAGS}/${source}/merge`, { token, body: { into: target } });
    expect(reply.statusCode).toBe(200);
    expect(ZAdminTagReplySchema.parse(reply.json())).toMatchObject({
      message: 'Tags merged',
      tag: { _id: target, posts: 3 },
    });
    expect(await tagsOf(onlySource)).toEqual([
      { tagId: other, position: 0 },
      { tagId: target, position: 1 },
    ]);
    expect(await tagsOf(both)).toEqual([
      { tagId: other, position: 1 },
      { tagId: target, position: 2 },
    ]);
    expect(await tagsOf(onlyTarget)).toEqual([{ tagId: target, position: 0 }]);
    expect(await t.db.select().from(tags).where(eq(tags.id, source))).toEqual([]);
  });

  it('refuses to merge a tag into itself (400, in both languages)', async () => {
    const token = await organiserToken();
    const tag = await buildTag(t.db);
    const english = await callAs(t, 'POST', `${TAGS}/${tag}/merge`, { token, body: { into: tag } });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      status: 0,
      message: 'A tag cannot be merged into itself. Choose another tag.',
      errors: { into: 'A tag cannot be merged into itself. Choose another tag.' },
    });
    const japanese = await callAs(t, 'POST', `${TAGS}/${tag}/merge`, { token, body: { into: tag }, language: 'ja' });
    expect((japanese.json() as { message: string }).message).toBe(
      'タグを同じタグに統合することはできません。別のタグを選択してください。',
    );
    expect(await t.db.select().from(tags).where(eq(tags.id, tag))).toHaveLength(1);
  });

  it('answers 404 when either tag is unknown and changes nothing, and 401 and 403 to others', async () => {
    const token = await organiserToken();
    const tag = await buildTag(t.db);
    const post = await buildPost(t.db, [tag]);
    expect((await callAs(t, 'POST', `${TAGS}/${tag}/merge`, { token, body: { into: UNKNOWN } })).statusCode).toBe(404);
    expect((await callAs(t, 'POST', `${TAGS}/${tag}/merge`, { token, body: { into: 'not-an-id' } })).statusCode).toBe(
      404,
    );
    expect((await callAs(t, 'POST', `${TAGS}/${UNKNOWN}/merge`, { token, body: { into: tag } })).statusCode).toBe(404);
    expect(await tagsOf(post)).toEqual([{ tagId: tag, position: 0 }]);
    expect((await callAs(t, 'POST', `${TAGS}/${tag}/merge`, { token, body: {} })).statusCode).toBe(400);
    expect((await callAs(t, 'POST', `${TAGS}/${tag}/merge`, { body: { into: UNKNOWN } })).statusCode).toBe(401);
    expect(
      (await callAs(t, 'POST', `${TAGS}/${tag}/merge`, { token: await fanToken(), body: { into: UNKNOWN } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('DELETE /backend/admin-api/tags/:tagId', () => {
  it('deletes a tag, takes it off its posts and says how many posts had it', async () => {
    const token = await organiserToken();
    const [doomed, kept] = [await buildTag(t.db), await buildTag(t.db)];
    const post = await buildPost(t.db, [doomed, kept]);
    await buildPost(t.db, [doomed]);
    const reply = await callAs(t, 'DELETE', `${TAGS}/${doomed}`, { token });
    expect(reply.json()).toEqual({ status: 1, message: 'Tag deleted', posts: 2 });
    expect(await tagsOf(post)).toEqual([{ tagId: kept, position: 1 }]);
    expect((await callAs(t, 'DELETE', `${TAGS}/${doomed}`, { token })).statusCode).toBe(404);
  });

  it('answers 401 and 403 to others', async () => {
    const tag = await buildTag(t.db);
    expect((await callAs(t, 'DELETE', `${TAGS}/${tag}`)).statusCode).toBe(401);
    expect((await callAs(t, 'DELETE', `${TAGS}/${tag}`, { token: await fanToken() })).statusCode).toBe(403);
  });
});
