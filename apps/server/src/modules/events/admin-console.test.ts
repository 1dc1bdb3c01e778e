import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ADMIN_EVENTS_PAGE_SIZE,
  eventImageSizes,
  ZAdminEventListReplySchema,
  ZAdminEventReplySchema,
  ZSingleEventDetailsReplySchema,
} from '@artclash/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, signUpAndLogIn, userWithToken, withChanges } from '../../test/accounts.ts';
import { buildEvent } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { imageForm, png } from '../../test/multipart.ts';
import { MAX_EVENT_IMAGES } from './add-event-image.ts';

// The console's event calls beyond create/update/delete (docs/product.md#rule-67, #rule-68).
const t = useTestApp();
const EVENTS = '/backend/admin-api/events';
let organiser = '';
beforeAll(async () => {
  organiser = (await userWithToken(t, { role: 'admin' })).token;
});

const day = 24 * 60 * 60 * 1000;
const onDay = (offsetDays: number) => {
  const date = new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10);
  return [{ dates: date, start_time: '18:00', end_time: '21:00' }];
};

describe('GET /backend/admin-api/events', () => {
  it('lists upcoming events soonest first and past ones latest first, found by either title, a page at a time', async () => {
    const tag = randomUUID().slice(0, 8);
    const soon = await buildEvent({
      db: t.db,
      titleEng: `Soon ${tag}`,
      titleJap: `まもなく ${tag}`,
      dateTimes: onDay(3),
    });
    const later = await buildEvent({
      db: t.db,
      titleEng: `Later ${tag}`,
      titleJap: `のちほど ${tag}`,
      dateTimes: onDay(30),
    });
    const past = await buildEvent({
      db: t.db,
      titleEng: `Past ${tag}`,
      titleJap: `過去 ${tag}`,
      dateTimes: onDay(-10),
    });
    const older = await buildEvent({
      db: t.db,
      titleEng: `Older ${tag}`,
      titleJap: `昔 ${tag}`,
      dateTimes: onDay(-40),
    });

    const list = async (query: string) =>
      ZAdminEventListReplySchema.parse((await callAs(t, 'GET', `${EVENTS}?${query}`, { token: organiser })).json());
    expect((await list(`q=${tag}`)).events.map((event) => event._id)).toEqual([soon, later]);
    expect((await list(`when=past&q=${tag}`)).events.map((event) => event._id)).toEqual([past, older]);
    expect((await list(`q=${encodeURIComponent(`のちほど ${tag}`)}`)).events.map((event) => event._id)).toEqual([
      later,
    ]);
    const found = await list(`q=${tag.toUpperCase()}`);
    expect(found).toMatchObject({ status: 1, page: 1, pages: 1, total: 2 });
    expect(found.events[0]).toMatchObject({
      title_eng: `Soon ${tag}`,
      battles: 0,
      timezone: 'Asia/Tokyo',
      starts_at: expect.any(String),
    });
    // LIKE's wildcards are searched as themselves.
    expect((await list('q=%25')).events).toEqual([]);
  });

  it('pages through the list', async () => {
    const tag = randomUUID().slice(0, 8);
    for (let index = 0; index <= ADMIN_EVENTS_PAGE_SIZE; index += 1)
      await buildEvent({ db: t.db, titleEng: `Paged ${tag} ${index}`, dateTimes: onDay(5 + index) });
    const page = async (number: number) =>
      ZAdminEventListReplySchema.parse(
        (await callAs(t, 'GET', `${EVENTS}?q=${tag}&page=${number}`, { token: organiser })).json(),
      );
    const [first, second] = [await page(1), await page(2)];
    expect(first.events).toHaveLength(ADMIN_EVENTS_PAGE_SIZE);
    expect(second.events.map((event) => event.title_eng)).toEqual([`Paged ${tag} ${ADMIN_EVENTS_PAGE_SIZE}`]);
    expect(second).toMatchObject({ page: 2, pages: 2, total: ADMIN_EVENTS_PAGE_SIZE + 1 });
  });

  it.each(['when=soon', 'page=0', 'page=x', `q=${'a'.repeat(101)}`, 'q=%00'])(
    'refuses %s with a 400',
    async (query) => {
      const reply = await callAs(t, 'GET', `${EVENTS}?${query}`, { token: organiser, language: 'ja' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ status: 0 });
    },
  );
});

describe('GET /backend/admin-api/events/:eventId', () => {
  it('answers the event with its venue and version', async () => {
    const eventId = await buildEvent({
      db: t.db,
      venueNameEng: 'Hall A',
      venueNameJap: 'Aホール',
      venueAddressEng: '1-1 Shibuya',
      venueAddressJap: '渋谷1-1',
    });
    const reply = ZAdminEventReplySchema.parse(
      (await callAs(t, 'GET', `${EVENTS}/${eventId}`, { token: organiser })).json(),
    );
    expect(reply.version).toBe(1);
    expect(reply.event).toMatchObject({
      venue_name_eng: 'Hall A',
      venue_name_jap: 'Aホール',
      venue_address_eng: '1-1 Shibuya',
      venue_address_jap: '渋谷1-1',
    });
  });

  it.each([randomUUID(), 'nope'])('answers 404 for %s', async (eventId) => {
    expect((await callAs(t, 'GET', `${EVENTS}/${eventId}`, { token: organiser })).statusCode).toBe(404);
  });
});

describe('the version check (docs/product.md#rule-68)', () => {
  it('raises the version on each save and refuses a save of an older version with 409, changing nothing', async () => {
    const eventId = await buildEvent({ db: t.db, titleEng: 'First' });
    const save = (body: object, language = 'en') =>
      callAs(t, 'PUT', `${EVENTS}/${eventId}`, { token: organiser, body, language });
    const mine = await save({ title_eng: 'Mine', version: 1 });
    expect(ZAdminEventReplySchema.parse(mine.json())).toMatchObject({ version: 2, event: { title_eng: 'Mine' } });

    const theirs = await save({ title_eng: 'Theirs', venue_name_eng: 'Elsewhere', version: 1 });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json()).toEqual({
      status: 0,
      message: 'Someone else saved this event after you opened it. Reload to see their changes, then make yours again.',
    });
    expect((await save({ title_eng: 'Theirs', version: 1 }, 'ja')).json().message).toBe(
      'このイベントは、開いた後に別の主催者が保存しました。再読み込みして変更内容を確認してから、もう一度編集してください。',
    );
    const details = ZSingleEventDetailsReplySchema.parse(
      (await t.get(`/backend/api/SingleEventDetails/${eventId}`)).json(),
    ).events;
    expect(details).toMatchObject({ title_eng: 'Mine', venue_name_eng: '' });
  });

  it('lets exactly one of two saves of the same version through', async () => {
    const eventId = await buildEvent({ db: t.db });
    const replies = await Promise.all(
      ['One', 'Two', 'Three', 'Four'].map((title) =>
        callAs(t, 'PUT', `${EVENTS}/${eventId}`, { token: organiser, body: { title_eng: title, version: 1 } }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409, 409]);
  });

  it('saves the venue in both languages and shows it in SingleEventDetails', async () => {
    const eventId = await buildEvent({ db: t.db });
    const venue = {
      venue_name_eng: ' Shibuya Hall ',
      venue_name_jap: '渋谷ホール',
      venue_address_eng: '2-1 Dogenzaka, Tokyo',
      venue_address_jap: '東京都渋谷区道玄坂2-1',
    };
    expect(
      (await callAs(t, 'PUT', `${EVENTS}/${eventId}`, { token: organiser, body: { ...venue, version: 1 } })).statusCode,
    ).toBe(200);
    const details = ZSingleEventDetailsReplySchema.parse(
      (await t.get(`/backend/api/SingleEventDetails/${eventId}`)).json(),
    ).events;
    expect(details).toMatchObject({ ...venue, venue_name_eng: 'Shibuya Hall' });
  });

  it.each([0, 1.5, -1, '2'])('refuses the version %s with a 400', async (version) => {
    const eventId = await buildEvent({ db: t.db });
    expect(
      (await callAs(t, 'PUT', `${EVENTS}/${eventId}`, { token: organiser, body: { title_eng: 'X', version } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('POST /backend/admin-api/events/:eventId/images', () => {
  const upload = (eventId: string, file: Buffer, token = organiser) => {
    const form = imageForm(file);
    return t.inject({
      method: 'POST',
      url: `${EVENTS}/${eventId}/images`,
      payload: form.payload,
      headers: { ...form.headers, 'accept-language': 'en', ...(token && { authorization: token }) },
    });
  };
  const eventFiles = async () => readdir(join(t.config.dataDir, 'uploads', 'events')).catch(() => [] as string[]);

  it('adds the image after the others, raises the version and tells the live screens', async () => {
    const eventId = await buildEvent({ db: t.db, images: ['uploads/demo/cover.webp'] });
    const [reply, heard] = await withChanges(t, async () => upload(eventId, await png()));
    expect(reply.statusCode).toBe(200);
    const { event, version, message } = ZAdminEventReplySchema.parse(reply.json());
    expect(message).toBe('Image added');
    expect(version).toBe(2);
    expect(event.images).toEqual([
      'uploads/demo/cover.webp',
      expect.stringMatching(/^uploads\/events\/[0-9a-f-]{36}-1600\.webp$/),
    ]);
    expect(heard).toEqual([{ eventId, kind: 'event', seq: expect.any(Number) }]);
    // Every width of docs/decisions.md#180 is served beside the path the event keeps.
    for (const size of eventImageSizes(event.images[1]!)!)
      expect((await t.get(`/backend/${size.path}`)).statusCode).toBe(200);
  });

  it('refuses a file that is not an image, and past the limit, leaving no file behind', async () => {
    const full = Array.from({ length: MAX_EVENT_IMAGES }, (_, index) => `uploads/demo/${index}.webp`);
    const eventId = await buildEvent({ db: t.db, images: full });
    const before = await eventFiles();
    expect((await upload(eventId, Buffer.from('not an image'))).statusCode).toBe(415);
    const tooMany = await upload(eventId, await png());
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ status: 0, message: `An event can have at most ${MAX_EVENT_IMAGES} images.` });
    expect(await eventFiles()).toEqual(before);
  });

  it('answers 404 for an unknown event and 401/403 to others, storing nothing', async () => {
    const before = await eventFiles();
    expect((await upload(randomUUID(), await png())).statusCode).toBe(404);
    const eventId = await buildEvent({ db: t.db });
    expect((await upload(eventId, await png(), '')).statusCode).toBe(401);
    expect((await upload(eventId, await png(), (await signUpAndLogIn(t)).token)).statusCode).toBe(403);
    expect(await eventFiles()).toEqual(before);
  });
});

describe('who may call the console event calls', () => {
  it('answers 401 without a session and 403 to a fan', async () => {
    const eventId = await buildEvent({ db: t.db });
    const fan = await signUpAndLogIn(t);
    for (const url of [
      EVENTS,
      `${EVENTS}/${eventId}`,
      `${EVENTS}/${eventId}/roulette`,
      '/backend/admin-api/users?q=a',
    ]) {
      expect((await callAs(t, 'GET', url)).statusCode).toBe(401);
      expect((await callAs(t, 'GET', url, { token: fan.token })).statusCode).toBe(403);
    }
  });
});

describe('POST /backend/admin-api/embed-preview', () => {
  const preview = (youtube_emd: unknown, token = organiser) =>
    callAs(t, 'POST', '/backend/admin-api/embed-preview', { token, body: { youtube_emd } });

  it('answers the embed as it would be saved, or empty when nothing allowed survives', async () => {
    const kept = await preview(
      '<p>x</p><iframe src="https://www.youtube.com/embed/abc" onload="alert(1)" title="Live"></iframe>',
    );
    expect(kept.json()).toEqual({
      status: 1,
      message: 'Embed checked',
      embed: '<iframe src="https://www.youtube.com/embed/abc" title="Live"></iframe>',
    });
    expect((await preview('<iframe src="https://evil.example/x"></iframe>')).json()).toMatchObject({ embed: '' });
  });

  it('refuses a wrong type with 400, and others with 401/403', async () => {
    expect((await preview(5)).statusCode).toBe(400);
    expect((await preview('<iframe>', '')).statusCode).toBe(401);
    expect((await preview('<iframe>', (await signUpAndLogIn(t)).token)).statusCode).toBe(403);
  });
});
