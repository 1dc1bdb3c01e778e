import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_IMAGE_BYTES, ZAdminRouletteReplySchema, ZEventByAllBattleReplySchema } from '@artclash/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithToken } from '../../test/accounts.ts';
import { buildBattle, buildEvent } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { imageForm as form, png } from '../../test/multipart.ts';

const t = useTestApp();
let organiser = '';
beforeAll(async () => {
  organiser = (await userWithToken(t, { role: 'admin' })).token;
});

const upload = (
  eventId: string,
  body: { payload: Buffer; headers: Record<string, string> },
  { token = organiser, language = 'en' }: { token?: string; language?: string } = {},
) =>
  t.inject({
    method: 'POST',
    url: `/backend/admin-api/events/${eventId}/roulette/sponsor-image`,
    payload: body.payload,
    headers: { ...body.headers, 'accept-language': language, ...(token && { authorization: token }) },
  });

const sponsorFiles = async () => readdir(join(t.config.dataDir, 'uploads', 'sponsors')).catch(() => [] as string[]);

describe('POST /backend/admin-api/events/:eventId/roulette/sponsor-image (docs/product.md#rule-26)', () => {
  it('stores the image re-encoded under a random name, serves it, and shows it on every battle without its own roulette', async () => {
    const eventId = await buildEvent({ db: t.db });
    const { battleId } = await buildBattle({ db: t.db, eventId });
    const heard: unknown[] = [];
    const stop = t.app.changes.subscribe((change) => heard.push(change));
    const reply = await upload(eventId, form(await png()));
    stop();
    expect(reply.statusCode).toBe(200);
    const { Roulette, message } = ZAdminRouletteReplySchema.parse(reply.json());
    expect(message).toBe('Sponsor image saved');
    expect(Roulette.keywords).toEqual([]);
    expect(Roulette.sponsor_img).toMatch(/^uploads\/sponsors\/[0-9a-f-]{36}\.webp$/);
    expect(heard).toEqual([{ eventId, kind: 'battles', seq: expect.any(Number) }]);

    const served = await t.get(`/backend/${Roulette.sponsor_img}`);
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 40, height: 20 });

    const event = ZEventByAllBattleReplySchema.parse(
      (await t.get(`/backend/api/EventByAllBattle/${eventId}`)).json(),
    ).event;
    expect(event.battles.find((battle) => battle._id === battleId)?.roulette).toEqual({
      sponsor_img: Roulette.sponsor_img,
    });
  });

  it('keeps the keywords when the image changes, and the image when the keywords change', async () => {
    const eventId = await buildEvent({ db: t.db });
    const keywords = [{ keyword_eng1: 'Ocean', keyword_jap1: '海', keyword_eng2: 'Fire', keyword_jap2: '炎' }];
    const roulette = `/backend/admin-api/events/${eventId}/roulette`;
    await t.inject({ method: 'PUT', url: roulette, payload: { keywords }, headers: { authorization: organiser } });
    const withImage = ZAdminRouletteReplySchema.parse((await upload(eventId, form(await png()))).json()).Roulette;
    expect(withImage.keywords).toEqual(keywords);
    const saved = ZAdminRouletteReplySchema.parse(
      (
        await t.inject({
          method: 'PUT',
          url: roulette,
          payload: { keywords: [] },
          headers: { authorization: organiser },
        })
      ).json(),
    ).Roulette;
    expect(saved).toEqual({ keywords: [], sponsor_img: withImage.sponsor_img });
  });

  it('refuses a text file named .png with a 415, in both languages, and stores nothing', async () => {
    const eventId = await buildEvent({ db: t.db });
    const before = await sponsorFiles();
    const text = form(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), {
      filename: 'logo.png',
      type: 'image/png',
    });
    const english = await upload(eventId, text);
    expect(english.statusCode).toBe(415);
    expect(english.json()).toEqual({ status: 0, message: 'Only JPG, JPEG, PNG, or WEBP images are allowed.' });
    expect((await upload(eventId, text, { language: 'ja' })).json()).toEqual({
      status: 0,
      message: 'JPG・JPEG・PNG・WEBP形式の画像のみアップロードできます。',
    });
    // The right magic bytes on a broken file are no image either.
    const broken = Buffer.concat([(await png()).subarray(0, 16), Buffer.alloc(64)]);
    expect((await upload(eventId, form(broken))).statusCode).toBe(415);
    expect(await sponsorFiles()).toEqual(before);
  });

  it('refuses a file over 5 MB with a 413, in both languages', async () => {
    const eventId = await buildEvent({ db: t.db });
    const huge = Buffer.concat([await png(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    const english = await upload(eventId, form(huge));
    expect(english.statusCode).toBe(413);
    expect(english.json()).toEqual({ status: 0, message: 'The image is too large: it must be 5 MB or less.' });
    expect((await upload(eventId, form(huge), { language: 'ja' })).json()).toEqual({
      status: 0,
      message: '画像のサイズが大きすぎます。5 MB 以下の画像を選択してください。',
    });
  });

  it('asks for an image when the form has none, or the call is not a form', async () => {
    const eventId = await buildEvent({ db: t.db });
    const wrongField = await upload(eventId, form(await png(), { field: 'file' }));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({
      status: 0,
      message: 'Please select an image to upload.',
      errors: { image: 'Please select an image to upload.' },
    });
    const json = await t.inject({
      method: 'POST',
      url: `/backend/admin-api/events/${eventId}/roulette/sponsor-image`,
      payload: { image: 'x' },
      headers: { authorization: organiser },
    });
    expect(json.statusCode).toBe(400);
  });

  it.each([randomUUID(), 'not-an-id'])(
    'answers 404 for the unknown or malformed event %s, and stores nothing',
    async (eventId) => {
      const before = await sponsorFiles();
      const reply = await upload(eventId, form(await png()));
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ status: 0, message: 'Event data not found' });
      expect(await sponsorFiles()).toEqual(before);
    },
  );

  it('answers 401 without a session and 403 to a fan', async () => {
    const eventId = await buildEvent({ db: t.db });
    expect((await upload(eventId, form(await png()), { token: '' })).statusCode).toBe(401);
    expect((await upload(eventId, form(await png()), { token: (await userWithToken(t)).token })).statusCode).toBe(403);
  });
});
