import {
  ZArtTypeListReplySchema,
  ZGetUserReplySchema,
  ZMediaTypeListReplySchema,
  ZTagListReplySchema,
} from '@artclash/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  artTypes,
  artWorks,
  communicateOptions,
  mediaTypes,
  participateOptions,
  tags,
  users,
} from '../../db/schema/index.ts';
import { callAs, codeFromOutbox, postAs, sessionTokenOf, userWithToken } from '../../test/accounts.ts';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

const t = useTestApp();
const option = async (table: typeof artTypes, nameEn: string, nameJa: string, position = 0) =>
  (await t.db.insert(table).values({ nameEn, nameJa, position }).returning({ id: table.id }))[0]!.id;
const accountOf = async (userId: string) => (await t.db.select().from(users).where(eq(users.id, userId)))[0]!;
const detailsOf = async (me: { userId: string; token: string }, language = 'en') =>
  ZGetUserReplySchema.parse(
    (await callAs(t, 'GET', `/backend/api/get_user/${me.userId}`, { token: me.token, language })).json(),
  ).data;

let ids: { painting: string; mural: string; sketch: string; live: string; online: string; video: string };
beforeAll(async () => {
  ids = {
    painting: await option(artTypes, 'Painting', '絵画', 0),
    mural: await option(artTypes, 'Mural', '壁画', 1),
    sketch: await option(artWorks, 'Sketch', 'スケッチ'),
    live: await option(participateOptions, 'Live battles', 'ライブバトル'),
    online: await option(communicateOptions, 'Online', 'オンライン'),
    video: await option(mediaTypes, 'Video', '映像'),
  };
});

describe('POST /backend/api/GeneralUserProfileUp', () => {
  const URL = '/backend/api/GeneralUserProfileUp';

  it("saves the token holder's fields, trimmed, and get_user answers them", async () => {
    const me = await userWithToken(t, { type: 'artist' });
    const reply = await postAs(t, me.token, URL, {
      userId: me.userId,
      username: '  sora  ',
      nickname: 'Sora',
      email: '',
      country: 'Japan',
      city: 'Tokyo',
      instagram_link: 'instagram.com/sora',
      twitter_link: 'https://x.com/sora',
      website_link: 'http://sora.example.com',
      school: 'Tokyo Arts',
      team_name: 'Ink',
    });
    expect(reply.json()).toEqual({ status: 1, message: 'Profile updated successfully' });
    expect(await detailsOf(me)).toMatchObject({
      username: 'sora',
      nickname: 'Sora',
      country: 'Japan',
      city: 'Tokyo',
      instagram_link: 'https://instagram.com/sora',
      twitter_link: 'https://x.com/sora',
      website_link: 'http://sora.example.com',
      school: 'Tokyo Arts',
      team_name: 'Ink',
    });
    // The same in Japanese.
    expect((await postAs(t, me.token, URL, { bio: 'x', nickname: 'ソラ' }, 'ja')).json()).toEqual({
      status: 1,
      message: 'プロフィールを更新しました',
    });
  });

  it('never changes another account, whatever userId the body carries', async () => {
    const me = await userWithToken(t);
    const other = await userWithToken(t);
    const before = await accountOf(other.userId);
    expect(
      (await postAs(t, me.token, URL, { userId: other.userId, username: 'taken-over', nickname: 'x' })).statusCode,
    ).toBe(200);
    expect(await accountOf(other.userId)).toEqual(before);
    expect((await accountOf(me.userId)).username).toBe('taken-over');
  });

  it('saves an e-mail only once its code is entered (docs/decisions.md#260), and then refuses another one', async () => {
    const line = await buildUser({ db: t.db, email: null, loginStatus: 'line_login' });
    const me = { userId: line.id, token: await sessionTokenOf({ db: t.db, secret: t.config.jwtSecret, user: line }) };
    const typed = await postAs(t, me.token, URL, { email: 'Line.User@Example.com', nickname: 'Kept' }, 'ja');
    expect(typed.statusCode).toBe(400);
    expect(typed.json()).toEqual({
      status: 0,
      message: '先に、このメールアドレスに送信するコードで確認を済ませてください。',
      errors: { email: '先に、このメールアドレスに送信するコードで確認を済ませてください。' },
    });
    expect(await accountOf(me.userId)).toMatchObject({ email: null, nickname: line.nickname });
    await postAs(t, me.token, '/backend/api/email-code/send', { email: 'Line.User@Example.com' });
    const code = await codeFromOutbox(t, 'line.user@example.com');
    const confirm = { email: 'line.user@example.com', code };
    expect((await postAs(t, me.token, '/backend/api/email-code/confirm', confirm)).statusCode).toBe(200);
    expect((await accountOf(me.userId)).email).toBe('line.user@example.com');
    // Sending the same address again is no change; another one is refused.
    expect((await postAs(t, me.token, URL, { email: 'line.user@example.com' })).statusCode).toBe(200);
    const refused = await postAs(t, me.token, URL, { email: 'new@example.com' }, 'ja');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status: 0,
      message: 'メールアドレスは登録済みのため、ここでは変更できません。',
    });
  });

  it('refuses a malformed e-mail', async () => {
    const blank = await buildUser({ db: t.db, email: null });
    const token = await sessionTokenOf({ db: t.db, secret: t.config.jwtSecret, user: blank });
    const malformed = await postAs(t, token, URL, { email: 'not-an-email' }, 'ja');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      message: 'メールアドレスの形式が正しくありません',
      errors: { email: 'メールアドレスの形式が正しくありません' },
    });
    expect((await accountOf(blank.id)).email).toBeNull();
  });

  it('refuses links that are not web addresses, an empty username and control characters, changing nothing', async () => {
    const me = await userWithToken(t);
    const before = await accountOf(me.userId);
    const script = await postAs(t, me.token, URL, { username: 'ok', website_link: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({
      errors: { website_link: 'Please enter a web address starting with http:// or https://.' },
    });
    const empty = await postAs(t, me.token, URL, { username: '   ' }, 'ja');
    expect(empty.json()).toMatchObject({
      status: 0,
      message: 'ユーザー名を入力してください',
      errors: { username: 'ユーザー名を入力してください' },
    });
    expect((await postAs(t, me.token, URL, { nickname: 'a\u0000b' })).statusCode).toBe(400);
    expect(await accountOf(me.userId)).toEqual(before);
  });

  it('is for signed-in fans and artists only', async () => {
    expect((await postAs(t, undefined, URL, { nickname: 'x' })).statusCode).toBe(401);
    const child = await userWithToken(t, { type: 'myself' });
    expect((await postAs(t, child.token, URL, { nickname: 'x' })).statusCode).toBe(403);
  });
});

describe('POST /backend/api/UserBioUpdate', () => {
  const URL = '/backend/api/UserBioUpdate';

  it("saves the token holder's bio, never another's", async () => {
    const me = await userWithToken(t);
    const other = await userWithToken(t);
    const reply = await postAs(t, me.token, URL, { userId: other.userId, bio: 'I paint\nin ink. ' });
    expect(reply.json()).toEqual({ status: 1, message: 'Profile bio updated successfully' });
    expect((await detailsOf(me)).bio).toBe('I paint\nin ink.');
    expect((await accountOf(other.userId)).bio).toBe('');
  });

  it('refuses an empty bio with the §5 message in both languages', async () => {
    const me = await userWithToken(t);
    const english = await postAs(t, me.token, URL, { bio: '  ' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      status: 0,
      message: 'Please select Profile Bio.',
      errors: { bio: 'Please select Profile Bio.' },
    });
    expect((await postAs(t, me.token, URL, { bio: '' }, 'ja')).json()).toMatchObject({
      message: '自己紹介を入力してください。',
    });
    expect((await postAs(t, me.token, URL, {})).statusCode).toBe(400);
  });

  it('is for signed-in fans and artists only', async () => {
    expect((await postAs(t, undefined, URL, { bio: 'x' })).statusCode).toBe(401);
    const parent = await userWithToken(t, { type: 'parent' });
    expect((await postAs(t, parent.token, URL, { bio: 'x' })).statusCode).toBe(403);
  });
});

describe('POST /backend/api/InterestsUserProfile', () => {
  const URL = '/backend/api/InterestsUserProfile';

  it("replaces the token holder's choice of each list sent, and get_user names them in the reply language", async () => {
    const me = await userWithToken(t);
    const other = await userWithToken(t);
    const reply = await postAs(t, me.token, URL, {
      userId: other.userId,
      art_types: [ids.painting, ids.mural, ids.painting],
      art_works: [ids.sketch],
      participates: [ids.live],
      communicates: [ids.online],
    });
    expect(reply.json()).toEqual({ status: 1, message: 'Interests updated successfully' });
    const details = await detailsOf(me, 'ja');
    expect(details.art_types).toEqual([
      { _id: ids.painting, art_type: '絵画' },
      { _id: ids.mural, art_type: '壁画' },
    ]);
    expect(details.art_works).toEqual([{ _id: ids.sketch, art_work: 'スケッチ' }]);
    expect(details.participates).toEqual([{ _id: ids.live, participate: 'ライブバトル' }]);
    expect(details.communicates).toEqual([{ _id: ids.online, communicate: 'オンライン' }]);
    expect((await detailsOf(other)).art_types).toEqual([]);
    // A list left out stays; an empty one clears.
    await postAs(t, me.token, URL, { art_types: [] });
    const after = await detailsOf(me);
    expect(after.art_types).toEqual([]);
    expect(after.art_works).toHaveLength(1);
  });

  it('refuses an id of another list or of nothing, changing nothing', async () => {
    const me = await userWithToken(t);
    await postAs(t, me.token, URL, { art_types: [ids.painting] });
    const reply = await postAs(t, me.token, URL, { art_types: [ids.mural], art_works: [ids.painting] }, 'ja');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      status: 0,
      message: '選択された項目の中に存在しないものがあります。',
      errors: { art_works: '選択された項目の中に存在しないものがあります。' },
    });
    expect((await postAs(t, me.token, URL, { art_types: ['nope'] })).statusCode).toBe(400);
    expect((await detailsOf(me)).art_types.map((item) => item._id)).toEqual([ids.painting]);
  });

  it('is for signed-in fans and artists only', async () => {
    expect((await postAs(t, undefined, URL, { art_types: [] })).statusCode).toBe(401);
    const parent = await userWithToken(t, { type: 'parent' });
    expect((await postAs(t, parent.token, URL, { art_types: [] })).statusCode).toBe(403);
  });
});

describe('the option lists of the profile and post screens', () => {
  it('answer each list in the reply language, to anyone signed in', async () => {
    const me = await userWithToken(t);
    const get = (path: string, language = 'en') =>
      callAs(t, 'GET', `/backend/api/${path}`, { token: me.token, language });
    expect(ZArtTypeListReplySchema.parse((await get('art-type-getAll', 'ja')).json()).data).toEqual([
      { _id: ids.painting, art_type: '絵画' },
      { _id: ids.mural, art_type: '壁画' },
    ]);
    expect((await get('art-work-getAll')).json()).toMatchObject({
      status: 1,
      data: [{ _id: ids.sketch, art_work: 'Sketch' }],
    });
    expect((await get('participate-prefer-getAll')).json()).toMatchObject({
      data: [{ _id: ids.live, participate: 'Live battles' }],
    });
    expect((await get('communicate-getAll', 'ja')).json()).toMatchObject({
      data: [{ _id: ids.online, communicate: 'オンライン' }],
    });
    expect(ZMediaTypeListReplySchema.parse((await get('media-type-getAll')).json()).data).toEqual([
      { _id: ids.video, name: 'Video' },
    ]);
    // Tags no post uses are not listed (docs/product.md#rule-317; modules/posts/post-tags.test.ts lists used ones).
    await t.db.insert(tags).values([{ name: 'ink' }, { name: 'Abstract' }]);
    expect(ZTagListReplySchema.parse((await get('tag-category-keyword-getAll')).json()).data).toEqual([]);
    const parent = await userWithToken(t, { type: 'parent' });
    expect((await callAs(t, 'GET', '/backend/api/art-type-getAll', { token: parent.token })).statusCode).toBe(200);
  });

  it('need a session', async () => {
    for (const path of [
      'art-type-getAll',
      'art-work-getAll',
      'participate-prefer-getAll',
      'communicate-getAll',
      'media-type-getAll',
      'tag-category-keyword-getAll',
    ]) {
      expect((await t.get(`/backend/api/${path}`)).statusCode, path).toBe(401);
    }
  });
});
