import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ZAdminBattleReplySchema,
  ZEventByAllBattleReplySchema,
  ZUserPostListReplySchema,
  ZUserPostReplySchema,
} from '@artclash/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { battles, mediaTypes, posts } from '../../db/schema/index.ts';
import { callAs, userWithToken, withChanges } from '../../test/accounts.ts';
import { buildBattle, buildEvent } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { imageForm, png } from '../../test/multipart.ts';
import { postFields, sendPost } from '../../test/posts.ts';

const t = useTestApp();
let organiser = '';
let mediaType = '';
beforeAll(async () => {
  organiser = (await userWithToken(t, { role: 'admin' })).token;
  mediaType = (await t.db.insert(mediaTypes).values({ nameEn: 'Paint', nameJa: '絵画' }).returning())[0]!.id;
});

const upload = async (
  battleId: string,
  side: string,
  { token = organiser, language = 'en', file }: { token?: string; language?: string; file?: Buffer } = {},
) => {
  const body = imageForm(file ?? (await png(1600, 1200)));
  return t.inject({
    method: 'POST',
    url: `/backend/admin-api/battles/${battleId}/artworks/${side}`,
    payload: body.payload,
    headers: { ...body.headers, 'accept-language': language, ...(token && { authorization: token }) },
  });
};

const filesIn = (...folder: string[]) => readdir(join(t.config.dataDir, ...folder)).catch(() => [] as string[]);
const artworkFiles = () => filesIn('uploads', 'artworks');
const draftFiles = () => filesIn('private-uploads', 'posts');

/** A battle whose timer ran out a minute ago (10 minutes, started 11 ago), its first artist with a session. */
async function battleAtTimeUp({ timeUp = true } = {}) {
  const artist = await userWithToken(t, { type: 'artist' });
  const eventId = await buildEvent({ db: t.db, titleEng: 'Winter Clash', titleJap: '冬の対決' });
  const { battleId, player2Id } = await buildBattle({
    db: t.db,
    eventId,
    battleName: 'Final',
    player1Id: artist.userId,
    battleStatus: 'live',
    timeStatus: 'play',
    timeStart: new Date(Date.now() - (timeUp ? 11 : 5) * 60_000),
    keyword1Eng: 'Ocean',
    keyword1Jap: '海',
    keyword2Eng: 'Robot',
    keyword2Jap: 'ロボット',
  });
  return { eventId, battleId, artist, player2Id };
}

const postsOf = async (userId: string, token?: string) =>
  ZUserPostListReplySchema.parse(
    (await callAs(t, 'GET', `/backend/api/user-post-getAll/${userId}`, { ...(token && { token }) })).json(),
  ).data;

describe('POST /backend/admin-api/battles/:battleId/artworks/:side (docs/decisions.md#425)', () => {
  it('stores the photo for the results and the live screens, and gives the artist a draft only they see', async () => {
    const { eventId, battleId, artist } = await battleAtTimeUp();
    const [reply, heard] = await withChanges(t, () => upload(battleId, '1'));
    expect(reply.statusCode, reply.body).toBe(200);
    const { battle, message } = ZAdminBattleReplySchema.parse(reply.json());
    expect(message).toBe('Artwork photo saved');
    expect(battle.battle2_artwork).toBeNull();
    expect(battle.battle1_artwork).toMatchObject({ width: 1280, height: 960 });
    expect(battle.battle1_artwork?.sizes.map((size) => size.width)).toEqual([320, 640, 1280]);
    expect(heard).toEqual([{ eventId, kind: 'battles', seq: expect.any(Number) }]);

    const widest = battle.battle1_artwork!.sizes.at(-1)!.path;
    expect(widest).toMatch(/^uploads\/artworks\/[0-9a-f-]{36}-1280\.webp$/);
    const served = await t.get(`/backend/${widest}`);
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1280 });
    const live = ZEventByAllBattleReplySchema.parse((await t.get(`/backend/api/EventByAllBattle/${eventId}`)).json());
    expect(live.event.battles[0]?.battle1_artwork).toEqual(battle.battle1_artwork);

    const [draft, ...more] = await postsOf(artist.userId, artist.token);
    expect(more).toEqual([]);
    expect(draft).toMatchObject({
      draft: true,
      visibility_settings: 'Private',
      title: 'Winter Clash · Final',
      intended_message: 'Ocean + Robot (海 + ロボット)',
      image_meta: { width: 1280, height: 960 },
    });
    // Signed, private: the draft has its own copy of the photo.
    expect(draft?.image).toMatch(/^api\/post-image\//);
    expect((await t.get(`/backend/${draft!.image}`)).statusCode).toBe(200);
    const fan = await userWithToken(t);
    expect(await postsOf(artist.userId, fan.token)).toEqual([]);
    expect(await postsOf(artist.userId, organiser)).toEqual([]);
    const single = await callAs(t, 'GET', `/backend/api/single-user-post-getAll/${draft!._id}`, { token: fan.token });
    expect(single.statusCode).toBe(404);
  });

  it('replaces a retaken photo and the draft’s, leaving no old file; a published post is left as its artist made it', async () => {
    const { battleId, artist } = await battleAtTimeUp();
    const taken = ZAdminBattleReplySchema.parse((await upload(battleId, '1')).json()).battle.battle1_artwork!;
    const [first] = await postsOf(artist.userId, artist.token);
    const draftsBefore = await draftFiles();
    const retaken = ZAdminBattleReplySchema.parse((await upload(battleId, '1', { file: await png(800, 600) })).json());
    expect(retaken.battle.battle1_artwork).toMatchObject({ width: 800, height: 600 });
    const [draft, ...more] = await postsOf(artist.userId, artist.token);
    expect(more).toEqual([]);
    expect(draft).toMatchObject({ _id: first!._id, draft: true, image_meta: { width: 800, height: 600 } });
    const filesOf = (meta: { sizes: { path: string }[] }) => meta.sizes.map((size) => size.path.split('/').at(-1)!);
    const photos = await artworkFiles();
    expect(photos).toEqual(expect.arrayContaining(filesOf(retaken.battle.battle1_artwork!)));
    expect(photos.filter((file) => filesOf(taken).includes(file))).toEqual([]);
    // The draft's copy was replaced too: as many files as before, none of the first copy's.
    const drafts = await draftFiles();
    expect(drafts).toHaveLength(draftsBefore.length);
    expect(drafts.filter((file) => draftsBefore.includes(file))).toHaveLength(draftsBefore.length - 3);

    // The artist completes the form: the post is published, public, no longer a draft.
    const published = await sendPost(t, {
      token: artist.token,
      call: 'update',
      image: null,
      fields: postFields(mediaType, { postid: draft!._id, title: 'Ocean robot', visibility_settings: 'Public' }),
    });
    expect(published.statusCode, published.body).toBe(200);
    const post = ZUserPostReplySchema.parse(published.json()).data;
    expect(post).toMatchObject({ draft: false, visibility_settings: 'Public', title: 'Ocean robot' });
    const fan = await userWithToken(t);
    expect((await postsOf(artist.userId, fan.token)).map((each) => each._id)).toEqual([post._id]);

    const kept = await draftFiles();
    const again = await upload(battleId, '1');
    expect(again.statusCode).toBe(200);
    expect(await postsOf(artist.userId, artist.token)).toEqual([post]);
    expect(await draftFiles()).toEqual(kept);
  });

  it('takes a photo away with its artist’s draft and every file, leaving a published post; a second time changes nothing', async () => {
    const { eventId, battleId, artist, player2Id } = await battleAtTimeUp();
    const remove = (side: string, token = organiser) =>
      callAs(t, 'DELETE', `/backend/admin-api/battles/${battleId}/artworks/${side}`, { token, language: 'ja' });
    const first = ZAdminBattleReplySchema.parse((await upload(battleId, '1')).json()).battle.battle1_artwork!;
    const second = ZAdminBattleReplySchema.parse((await upload(battleId, '2')).json()).battle.battle2_artwork!;
    const [draft] = await postsOf(artist.userId, artist.token);
    const draftsBefore = await draftFiles();
    expect((await remove('1', artist.token)).statusCode).toBe(403);

    const [removed, heard] = await withChanges(t, () => remove('1'));
    expect(removed.statusCode, removed.body).toBe(200);
    const { battle, message } = ZAdminBattleReplySchema.parse(removed.json());
    expect(message).toBe('作品の写真を削除しました');
    expect(battle.battle1_artwork).toBeNull();
    expect(battle.battle2_artwork).toEqual(second);
    expect(heard).toEqual([{ eventId, kind: 'battles', seq: expect.any(Number) }]);
    expect(await postsOf(artist.userId, artist.token)).toEqual([]);
    const fileOf = (path: string) => path.split('/').at(-1)!;
    expect(
      (await artworkFiles()).filter((file) => first.sizes.map((size) => fileOf(size.path)).includes(file)),
    ).toEqual([]);
    expect((await t.get(`/backend/${first.sizes[0]!.path}`)).statusCode).toBe(404);
    expect((await draftFiles()).length).toBe(draftsBefore.length - 3);
    expect((await t.get(`/backend/${draft!.image}`)).statusCode).toBe(404);

    // Again: nothing to take, nothing told.
    const [again, none] = await withChanges(t, () => remove('1'));
    expect(again.statusCode).toBe(200);
    expect(none).toEqual([]);

    // The other side's artist published theirs: the photo goes, the post stays.
    const [theirs] = await t.db.query.posts.findMany({ where: (posts, { eq }) => eq(posts.userId, player2Id) });
    await t.db.update(posts).set({ draft: false }).where(eq(posts.id, theirs!.id));
    expect((await remove('2')).statusCode).toBe(200);
    expect(await t.db.query.posts.findMany({ where: (posts, { eq }) => eq(posts.userId, player2Id) })).toHaveLength(1);
    expect(
      (await callAs(t, 'DELETE', '/backend/admin-api/battles/nope/artworks/1', { token: organiser })).statusCode,
    ).toBe(404);
  });

  it('refuses before time is up and for a side without an artist with a 409 in both languages, storing nothing', async () => {
    const { battleId } = await battleAtTimeUp({ timeUp: false });
    const before = await artworkFiles();
    const early = await upload(battleId, '2', { language: 'ja' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ status: 0, message: 'キャンバスの写真は、時間切れの後に撮れます。' });
    expect((await upload(battleId, '2')).json().message).toBe('The canvases can be photographed once time is up.');

    const { battleId: done } = await battleAtTimeUp();
    await t.db.update(battles).set({ battleStatus: 'complete', player2Id: null }).where(eq(battles.id, done));
    const empty = await upload(done, '2');
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe('This side of the battle has no artist yet.');
    expect(await artworkFiles()).toEqual(before);
  });

  it('answers 400, 404, 415 and 403 to what is not a photo of a battle by an organiser, changing nothing', async () => {
    const { battleId, artist } = await battleAtTimeUp();
    const before = await artworkFiles();
    expect((await upload(battleId, '3')).statusCode).toBe(400);
    expect((await upload('not-a-battle', '1')).statusCode).toBe(404);
    expect((await upload('00000000-0000-4000-8000-000000000000', '1')).statusCode).toBe(404);
    const text = await upload(battleId, '1', { file: Buffer.from('not an image at all'), language: 'ja' });
    expect(text.statusCode).toBe(415);
    expect((await upload(battleId, '1', { token: artist.token })).statusCode).toBe(403);
    expect(await artworkFiles()).toEqual(before);
    expect(await postsOf(artist.userId, artist.token)).toEqual([]);
  });

  it('writes the photo in the night’s record, naming the artist', async () => {
    const { eventId, battleId, player2Id } = await battleAtTimeUp();
    await upload(battleId, '2');
    const record = await callAs(t, 'GET', `/backend/admin-api/events/${eventId}/record`, { token: organiser });
    const [line] = record.json().entries as { line: { key: string; values: Record<string, string> } }[];
    const [artist] = await t.db.query.users.findMany({ where: (users, { eq }) => eq(users.id, player2Id) });
    expect(line?.line).toEqual({
      key: 'organiser.record.lines.artworkSaved',
      values: { battle: 'Final', artist: artist!.username },
    });
  });
});
