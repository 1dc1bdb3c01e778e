import { ZTagListReplySchema, ZUserPostReplySchema } from '@artclash/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaTypes, tags } from '../../db/schema/index.ts';
import { callAs, userWithToken } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { postFields, sendPost } from '../../test/posts.ts';

// docs/decisions.md#317: the tag list shows no word from someone else's non-Public post, and keeps no tag nobody uses.
const t = useTestApp();
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
