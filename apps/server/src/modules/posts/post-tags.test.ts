import { readdir } from 'node:fs/promises';
import { ZTagListReplySchema, ZUserPostReplySchema } from '@artclash/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaTypes, posts, postTags, tags } from '../../db/schema/index.ts';
import { uploadsDirOf } from '../../lib/uploads-dir.ts';
import { callAs, userWithToken } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { postFields, sendPost } from '../../test/posts.ts';
import { tagIdsOf } from './post-input.ts';
import { replacePostTags } from './queries.ts';

// docs/product.md#rule-317: the tag list shows no word from someone else's non-Public post, and keeps no tag nobody
// uses.
// docs/decisions.md#252: new tags per user are capped (three a day here), and no tag is deleted under a post taking it.
const NEW_TAGS_PER_DAY = 3;
const t = useTestApp({ newTagsPerUserPerDay: NEW_TAGS_PER_DAY });
let video = '';
beforeAll(async () => {
  video = (await t.db.insert(mediaTypes).values({ nameEn: 'Video', nameJa: '映像' }).returning())[0]!.id;
});

const post = async (token: string, tagNames: string[], visibility = 'Public') => {
  const reply = await sendPost(t, {
    token,
    fields: postFields(video, { tags: JSON.stringify(tagNames), visibility_settings: visibility }),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return ZUserPostReplySchema.parse(reply.json()).data;
};
const tagList = async (token: string) =>
  ZTagListReplySchema.parse(
    (await callAs(t, 'GET', '/backend/api/tag-category-keyword-getAll', { token })).json(),
  ).data.map((tag) => tag.name);
const storedTags = async () => (await t.db.select({ name: tags.name }).from(tags)).map((row) => row.name).sort();

describe('the tag list (tag-category-keyword-getAll)', () => {
  it("lists the tags of Public posts and of the caller's own, never those of another's Private or Judges/Sponsors post", async () => {
    const author = await userWithToken(t, { type: 'artist' });
    const other = await userWithToken(t, { type: 'artist' });
    await post(author.token, ['Secret project', 'ink'], 'Private');
    await post(author.token, ['Sponsor pitch'], 'Judges/Sponsors Only');
    await post(other.token, ['ink', 'Abstract']);
    expect(await tagList(other.token)).toEqual(['Abstract', 'ink']);
    expect(await tagList(author.token)).toEqual(['Abstract', 'ink', 'Secret project', 'Sponsor pitch']);
  });

  it('forgets a tag once no post uses it: after an edit and after a delete', async () => {
    const author = await userWithToken(t, { type: 'artist' });
    const other = await userWithToken(t, { type: 'artist' });
    const mine = await post(author.token, ['dusk-only', 'shared-word']);
    const theirs = await post(other.token, ['shared-word']);
    const edited = await sendPost(t, {
      call: 'update',
      token: author.token,
      fields: postFields(video, { postid: mine._id, tags: JSON.stringify(['dawn-only']) }),
      image: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await storedTags()).not.toContain('dusk-only');
    expect(await storedTags()).toEqual(expect.arrayContaining(['dawn-only', 'shared-word']));

    const removed = await callAs(t, 'DELETE', `/backend/api/user-post-delete/${theirs._id}`, { token: other.token });
    expect(removed.statusCode).toBe(200);
    expect(await storedTags()).not.toContain('shared-word');
    expect(await tagList(author.token)).toContain('dawn-only');
  });
});

const storedPostCount = async (userId: string) =>
  (await t.db.select({ id: posts.id }).from(posts).where(eq(posts.userId, userId))).length;
const publicImageFiles = async () => (await readdir(`${uploadsDirOf(t.config)}/posts`).catch(() => [])).length;

describe('the cap on new tags per user (docs/decisions.md#252)', () => {
  it("counts only tags that did not exist, and refuses a post past the day's cap with nothing changed", async () => {
    const author = await userWithToken(t, { type: 'artist' });
    const other = await userWithToken(t, { type: 'artist' });
    await post(other.token, ['Existing word']);
    // Two new tags and two that exist (one by id, one by name in another case): two of three used.
    const first = await post(author.token, ['capped-one', 'capped-two', 'existing WORD']);
    const existing = first.tags.find((tag) => tag.name === 'Existing word')!;
    await post(author.token, [existing._id, 'Capped-One', 'capped-three']);

    const [postsBefore, filesBefore, tagsBefore] = [
      await storedPostCount(author.userId),
      await publicImageFiles(),
      await storedTags(),
    ];
    for (const language of ['en', 'ja']) {
      const refused = await sendPost(t, {
        token: author.token,
        language,
        fields: postFields(video, { tags: JSON.stringify(['capped-four', 'ink-new']) }),
      });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
      expect(refused.json()).toEqual(
        language === 'en'
          ? {
              status: 0,
              message:
                'You have made too many new tags for one day. Choose from the existing tags, or try again later.',
              errors: {
                tags: 'You have made too many new tags for one day. Choose from the existing tags, or try again later.',
              },
            }
          : expect.objectContaining({
              message:
                '1日に作成できる新しいタグの数を超えました。既存のタグから選ぶか、時間をおいてもう一度お試しください。',
            }),
      );
    }
    // An edit that would add a new tag is refused as well, and leaves the post as it was.
    const edit = await sendPost(t, {
      call: 'update',
      token: author.token,
      fields: postFields(video, { postid: first._id, tags: JSON.stringify(['capped-five']), title: 'Changed' }),
      image: null,
    });
    expect(edit.statusCode).toBe(429);
    const kept = ZUserPostReplySchema.parse(
      (await callAs(t, 'GET', `/backend/api/single-user-post-getAll/${first._id}`, { token: author.token })).json(),
    ).data;
    expect([kept.title, kept.tags.map((tag) => tag.name)]).toEqual([
      'Night market',
      ['capped-one', 'capped-two', 'Existing word'],
    ]);
    expect([await storedPostCount(author.userId), await publicImageFiles(), await storedTags()]).toEqual([
      postsBefore,
      filesBefore,
      tagsBefore,
    ]);

    // Tags that exist stay free, and the cap is the author's alone.
    await post(author.token, ['capped-three', 'EXISTING word']);
    await post(other.token, ['capped-four']);
  });
});

/** A promise and the function that settles it: a step of one transaction that the test releases. */
function signal() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a tag deleted as unused while another request attaches it (docs/decisions.md#252)', () => {
  const newTags = () => ({ limiter: t.app.attemptLimits.limiter, perDay: 100 });

  it('stays, with the post that took it, when the edit that dropped its last use comes while it is being attached', async () => {
    const author = await userWithToken(t, { type: 'artist' });
    const other = await userWithToken(t, { type: 'artist' });
    const mine = await post(author.token, ['fleeting-word']);
    const theirs = await post(other.token, ['steady-word']);
    const fleeting = mine.tags[0]!._id;

    // Another request takes the tag and holds its transaction open...
    const taken = signal();
    const finish = signal();
    const attaching = t.db.transaction(async (tx) => {
      const tagIds = await tagIdsOf({ db: tx, values: [fleeting], userId: other.userId, newTags: newTags() });
      await replacePostTags({ db: tx, postId: theirs._id, tagIds: [theirs.tags[0]!._id, ...tagIds] });
      taken.release();
      await finish.promise;
    });
    await taken.promise;
    // ...while the author's edit drops the tag's last use.
    const editing = sendPost(t, {
      call: 'update',
      token: author.token,
      fields: postFields(video, { postid: mine._id, tags: JSON.stringify(['steady-word']) }),
      image: null,
    });
    // On PostgreSQL the edit passes the tag by (it is held) and ends at once; PGlite runs one transaction at a time.
    await Promise.race([editing, pause(1500)]);
    finish.release();
    await attaching;
    expect((await editing).statusCode).toBe(200);

    expect(await t.db.select({ id: tags.id }).from(tags).where(eq(tags.id, fleeting))).toHaveLength(1);
    const kept = await t.db.select({ tagId: postTags.tagId }).from(postTags).where(eq(postTags.postId, theirs._id));
    expect(kept.map((row) => row.tagId)).toEqual([theirs.tags[0]!._id, fleeting]);
  });

  it('is made again when attached by name after the delete, and an id that is gone is refused with a 400', async () => {
    const author = await userWithToken(t, { type: 'artist' });
    const other = await userWithToken(t, { type: 'artist' });
    const mine = await post(author.token, ['passing-word']);
    const passing = mine.tags[0]!._id;
    const keep = (await post(author.token, ['anchor-word'])).tags[0]!._id;

    // The author's edit drops the tag's last use and holds its transaction open...
    const dropped = signal();
    const finish = signal();
    const dropping = t.db.transaction(async (tx) => {
      await replacePostTags({ db: tx, postId: mine._id, tagIds: [keep] });
      dropped.release();
      await finish.promise;
    });
    await dropped.promise;
    // ...while others attach it, by name and by id.
    const byName = sendPost(t, {
      token: other.token,
      fields: postFields(video, { tags: JSON.stringify(['Passing-Word']) }),
    });
    const byId = sendPost(t, { token: other.token, fields: postFields(video, { tags: JSON.stringify([passing]) }) });
    await Promise.race([Promise.all([byName, byId]), pause(1500)]);
    finish.release();
    await dropping;

    const named = await byName;
    expect(named.statusCode, named.body).toBe(200);
    const made = ZUserPostReplySchema.parse(named.json()).data.tags;
    expect(made.map((tag) => tag.name)).toEqual(['Passing-Word']);
    expect(made[0]!._id).not.toBe(passing);
    expect((await byId).statusCode).toBe(400);
    expect((await byId).json()).toMatchObject({ errors: { tags: 'One of the chosen options does not exist.' } });
    expect(await t.db.select({ id: tags.id }).from(tags).where(eq(tags.id, passing))).toEqual([]);
  });
});
