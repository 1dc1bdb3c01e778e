import { randomUUID } from 'node:crypto';
import {
  ZAdminEventReplySchema,
  ZEventByAllBattleReplySchema,
  ZSingleEventDetailsReplySchema,
} from '@artclash/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { battles, eventDateTimes, roulettes, votes } from '../../db/schema/index.ts';
import { callAs, signUpAndLogIn, userWithToken, withChanges } from '../../test/accounts.ts';
import { buildBattle, buildEvent, buildUser, castVote } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

const t = useTestApp();
const EVENTS = '/backend/admin-api/events';
const youtube = '<iframe src="https://www.youtube.com/embed/live123" title="Live" allowfullscreen></iframe>';

const organiserToken = async () => (await userWithToken(t, { role: 'admin' })).token;

describe('POST /backend/admin-api/events', () => {
  it('creates an event with every field and answers it as SingleEventDetails does', async () => {
    const token = await organiserToken();
    const [artist1, artist2] = await Promise.all([
      buildUser({ db: t.db, type: 'artist' }),
      buildUser({ db: t.db, type: 'artist' }),
    ]);
    const body = {
      title_eng: '  Night Canvas  ',
      title_jap: 'ナイトキャンバス',
      rules_eng: 'Two rounds.\nTen minutes each.',
      rules_jap: '2ラウンド。\n各10分。',
      event_type: 'battle_club',
      youtube_emd: youtube,
      battles_time: 12,
      timezone: 'Asia/Seoul',
      city: 'Seoul',
      date_times: [{ dates: '2031-06-01', start_time: '22:00', end_time: '01:00' }],
      participants: [artist2!.id, artist1!.id],
      images: ['uploads/demo/cover.webp'],
      voting_rule: 'room',
      auto_close_voting: true,
      projector_language: 'en',
    };
    const [reply, heard] = await withChanges(t, () => callAs(t, 'POST', EVENTS, { token, body }));
    expect(reply.statusCode).toBe(200);
    const { event, message } = ZAdminEventReplySchema.parse(reply.json());
    expect(message).toBe('Event created');
    expect(event).toMatchObject({
      title_eng: 'Night Canvas',
      rules_eng: 'Two rounds.\nTen minutes each.',
      youtube_emd: youtube,
      battles_time: 12,
      timezone: 'Asia/Seoul',
      city: 'Seoul',
      images: ['uploads/demo/cover.webp'],
      types: 'upcoming',
      ranking: [],
      voting_rule: 'room',
      auto_close_voting: true,
      projector_language: 'en',
    });
    expect(event.date_times).toEqual([
      {
        _id: expect.any(String),
        dates: '2031-06-01',
        start_time: '22:00',
        end_time: '01:00',
        starts_at: '2031-06-01T13:00:00.000Z',
        ends_at: '2031-06-01T16:00:00.000Z',
      },
    ]);
    expect(event.participants.map((entry) => entry.user._id)).toEqual([artist2!.id, artist1!.id]);
    expect(heard).toEqual([{ eventId: event._id, kind: 'event', seq: expect.any(Number) }]);

    const details = ZSingleEventDetailsReplySchema.parse(
      (await t.get(`/backend/api/SingleEventDetails/${event._id}`)).json(),
    );
    // The public event is the same without the voting rule, the closing at time up and the projector's language, which
    // only the console and the live screens read.
    const { voting_rule: _rule, auto_close_voting: _closing, projector_language: _projector, ...shown } = event;
    expect(details.events).toEqual(shown);
  });

  it('needs only the two titles, and fills in the defaults', async () => {
    const reply = await callAs(t, 'POST', EVENTS, {
      token: await organiserToken(),
      body: { title_eng: 'Sketch', title_jap: 'スケッチ' },
      language: 'ja',
    });
    expect(reply.statusCode).toBe(200);
    expect(ZAdminEventReplySchema.parse(reply.json())).toMatchObject({
      message: 'イベントを作成しました',
      event: {
        event_type: 'battle_club',
        battles_time: 10,
        timezone: 'Asia/Tokyo',
        city: '',
        youtube_emd: '',
        images: [],
        date_times: [],
        participants: [],
        voting_rule: 'room_or_proven',
        projector_language: 'both',
      },
    });
  });

  it('keeps only the allowed iframe of the embed', async () => {
    const embed = `<p>Watch!</p><script>alert(1)</script><IFRAME SRC="https://www.youtube.com/embed/x" ONLOAD="alert(1)"></IFRAME><iframe src="https://player.twitch.tv/?channel=y"></iframe>`;
    const reply = await callAs(t, 'POST', EVENTS, {
      token: await organiserToken(),
      body: { title_eng: 'A', title_jap: 'A', youtube_emd: embed },
    });
    expect(ZAdminEventReplySchema.parse(reply.json()).event.youtube_emd).toBe(
      '<iframe src="https://www.youtube.com/embed/x"></iframe>',
    );
  });

  it.each([
    ['another host', '<iframe src="https://evil.example/embed"></iframe>'],
    ['http', '<iframe src="http://www.youtube.com/embed/x"></iframe>'],
    ['javascript:', '<iframe src="javascript:alert(1)"></iframe>'],
    ['a script alone', '<script>alert(1)</script>'],
  ])('refuses an embed with no allowed iframe (%s), in both languages', async (_, embed) => {
    const token = await organiserToken();
    const english = await callAs(t, 'POST', EVENTS, {
      token,
      body: { title_eng: 'A', title_jap: 'A', youtube_emd: embed },
    });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      status: 0,
      message:
        'The stream embed must be an <iframe> of an allowed player (youtube.com, www.youtube.com, www.youtube-nocookie.com, player.twitch.tv, player.vimeo.com) with an https address.',
      errors: { youtube_emd: 'This value is not valid.' },
    });
    const japanese = await callAs(t, 'POST', EVENTS, {
      token,
      body: { title_eng: 'A', title_jap: 'A', youtube_emd: embed },
      language: 'ja',
    });
    expect(japanese.json().message).toMatch(
      /^配信の埋め込みには、許可されたプレーヤー（youtube\.com, .*）の https のアドレスを持つ <iframe> を指定してください。$/,
    );
  });

  it.each([
    ['no titles', {}, 'title_eng'],
    ['an empty title', { title_eng: '   ', title_jap: 'A' }, 'title_eng'],
    ['a NUL byte', { title_eng: 'Night\u0000Canvas', title_jap: 'A' }, 'title_eng'],
    ['a line break in a title', { title_eng: 'Night\nCanvas', title_jap: 'A' }, 'title_eng'],
    ['a control character in the rules', { title_eng: 'A', title_jap: 'A', rules_eng: 'bell \u0007' }, 'rules_eng'],
    ['a title too long', { title_eng: 'x'.repeat(201), title_jap: 'A' }, 'title_eng'],
    ['minutes as text', { title_eng: 'A', title_jap: 'A', battles_time: '10' }, 'battles_time'],
    ['zero minutes', { title_eng: 'A', title_jap: 'A', battles_time: 0 }, 'battles_time'],
    ['three hours and a minute', { title_eng: 'A', title_jap: 'A', battles_time: 181 }, 'battles_time'],
    ['an unknown time zone', { title_eng: 'A', title_jap: 'A', timezone: 'Mars/Olympus' }, 'timezone'],
    ['a city that is no home tab', { title_eng: 'A', title_jap: 'A', city: 'Paris' }, 'city'],
    [
      'a day that does not exist',
      { title_eng: 'A', title_jap: 'A', date_times: [{ dates: '2031-02-30', start_time: '18:00', end_time: '20:00' }] },
      'date_times.0.dates',
    ],
    [
      'a time like 7pm',
      { title_eng: 'A', title_jap: 'A', date_times: [{ dates: '2031-02-03', start_time: '7pm', end_time: '20:00' }] },
      'date_times.0.start_time',
    ],
    ['an image URL', { title_eng: 'A', title_jap: 'A', images: ['https://evil.example/a.png'] }, 'images.0'],
    [
      'an image path out of the uploads',
      { title_eng: 'A', title_jap: 'A', images: ['uploads/../../etc/passwd'] },
      'images.0',
    ],
    ['participants that are not a list', { title_eng: 'A', title_jap: 'A', participants: 'everyone' }, 'participants'],
    [
      'the same participant twice',
      { title_eng: 'A', title_jap: 'A', participants: [randomUUID()].flatMap((id) => [id, id]) },
      'participants',
    ],
  ])('refuses %s with a 400 naming the field', async (_, body, field) => {
    const reply = await callAs(t, 'POST', EVENTS, { token: await organiserToken(), body });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      status: 0,
      message: 'Some of the information sent is not valid. Please check it and try again.',
    });
    expect(Object.keys(reply.json().errors)).toContain(field);
  });

  it('refuses participants who are not users, and creates nothing', async () => {
    const title = `Ghosts ${randomUUID()}`;
    const reply = await callAs(t, 'POST', EVENTS, {
      token: await organiserToken(),
      body: { title_eng: title, title_jap: 'A', participants: [randomUUID(), 'not-an-id'] },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ status: 0, message: 'One of the participants is not a registered user.' });
    const all = (await t.get('/backend/api/AllEventGet')).json() as { events: { title_eng: string }[] };
    expect(all.events.some((event) => event.title_eng === title)).toBe(false);
  });
});

describe('PUT /backend/admin-api/events/:eventId', () => {
  it('changes only the fields sent, and tells the live screens', async () => {
    const eventId = await buildEvent({
      db: t.db,
      titleEng: 'Before',
      titleJap: '前',
      rulesEng: 'Keep me',
      participants: 2,
      dateTimes: [{ dates: '2032-01-10', start_time: '18:00', end_time: '20:00' }],
    });
    const token = await organiserToken();
    const [reply, heard] = await withChanges(t, () =>
      callAs(t, 'PUT', `${EVENTS}/${eventId}`, {
        token,
        body: { title_eng: 'After', battles_time: 15, youtube_emd: youtube },
      }),
    );
    expect(reply.statusCode).toBe(200);
    const { event, message } = ZAdminEventReplySchema.parse(reply.json());
    expect(message).toBe('Event updated');
    expect(event).toMatchObject({
      _id: eventId,
      title_eng: 'After',
      title_jap: '前',
      rules_eng: 'Keep me',
      battles_time: 15,
      youtube_emd: youtube,
    });
    expect(event.participants).toHaveLength(2);
    expect(event.date_times).toHaveLength(1);
    expect(heard).toEqual([{ eventId, kind: 'event', seq: expect.any(Number) }]);
    // The live screens' own reply shows the change at once.
    expect(
      ZEventByAllBattleReplySchema.parse((await t.get(`/backend/api/EventByAllBattle/${eventId}`)).json()).event,
    ).toMatchObject({ title_eng: 'After', battles_time: 15 });
  });

  it('reads the kept schedule again in a new time zone, and replaces schedule and participants when sent', async () => {
    const eventId = await buildEvent({
      db: t.db,
      timezone: 'Asia/Tokyo',
      participants: 2,
      dateTimes: [{ dates: '2032-03-01', start_time: '18:00', end_time: '20:00' }],
    });
    const token = await organiserToken();
    const moved = ZAdminEventReplySchema.parse(
      (await callAs(t, 'PUT', `${EVENTS}/${eventId}`, { token, body: { timezone: 'Asia/Singapore' } })).json(),
    ).event;
    expect(moved.date_times[0]).toMatchObject({
      dates: '2032-03-01',
      start_time: '18:00',
      starts_at: '2032-03-01T10:00:00.000Z',
    });

    const newcomer = await buildUser({ db: t.db, type: 'artist' });
    const body = {
      participants: [newcomer.id],
      date_times: [
        { dates: '2032-04-01', start_time: '10:00', end_time: '11:00' },
        { dates: '2032-04-02', start_time: '10:00', end_time: '11:00' },
      ],
    };
    const replaced = ZAdminEventReplySchema.parse(
      (await callAs(t, 'PUT', `${EVENTS}/${eventId}`, { token, body })).json(),
    ).event;
    expect(replaced.participants.map((entry) => entry.user._id)).toEqual([newcomer.id]);
    expect(replaced.date_times.map((entry) => [entry.dates, entry.starts_at])).toEqual([
      ['2032-04-01', '2032-04-01T02:00:00.000Z'],
      ['2032-04-02', '2032-04-02T02:00:00.000Z'],
    ]);
    expect(await t.db.select().from(eventDateTimes).where(eq(eventDateTimes.eventId, eventId))).toHaveLength(2);
  });

  it('clears the embed with an empty string, and refuses one with no allowed iframe without changing it', async () => {
    const eventId = await buildEvent({ db: t.db, youtubeEmd: youtube });
    const token = await organiserToken();
    expect(
      (
        await callAs(t, 'PUT', `${EVENTS}/${eventId}`, {
          token,
          body: { youtube_emd: '<iframe src="https://evil.example/"></iframe>' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      ZSingleEventDetailsReplySchema.parse((await t.get(`/backend/api/SingleEventDetails/${eventId}`)).json()).events
        .youtube_emd,
    ).toBe(youtube);
    expect(
      ZAdminEventReplySchema.parse(
        (await callAs(t, 'PUT', `${EVENTS}/${eventId}`, { token, body: { youtube_emd: '' } })).json(),
      ).event.youtube_emd,
    ).toBe('');
  });

  it('refuses a participant who is not a user and keeps the old ones', async () => {
    const eventId = await buildEvent({ db: t.db, participants: 1 });
    const reply = await callAs(t, 'PUT', `${EVENTS}/${eventId}`, {
      token: await organiserToken(),
      body: { title_eng: 'Changed', participants: [randomUUID()] },
      language: 'ja',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ status: 0, message: '参加者に登録されていないユーザーが含まれています。' });
    const event = ZSingleEventDetailsReplySchema.parse(
      (await t.get(`/backend/api/SingleEventDetails/${eventId}`)).json(),
    ).events;
    expect(event.participants).toHaveLength(1);
    expect(event.title_eng).not.toBe('Changed');
  });

  it.each([
    ['an unknown id', randomUUID()],
    ['a malformed id', 'not-an-id'],
    ['an id with SQL in it', "1' or '1'='1"],
  ])('answers 404 for %s', async (_, id) => {
    const reply = await callAs(t, 'PUT', `${EVENTS}/${encodeURIComponent(id)}`, {
      token: await organiserToken(),
      body: { title_eng: 'X' },
      language: 'ja',
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ status: 0, message: 'イベントが見つかりません' });
  });

  it('refuses a malformed body with a 400', async () => {
    const eventId = await buildEvent({ db: t.db });
    const reply = await callAs(t, 'PUT', `${EVENTS}/${eventId}`, {
      token: await organiserToken(),
      body: { title_jap: 'A\u0000', images: 'cover.webp' },
    });
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(reply.json().errors).sort()).toEqual(['images', 'title_jap']);
  });
});

describe('the voting rule through the event calls (docs/decisions.md#305)', () => {
  it('changes with the other fields, is read back by the console, and refuses a rule it does not know', async () => {
    const token = await organiserToken();
    const eventId = await buildEvent({ db: t.db, votingRule: 'room_or_proven' });
    const changed = await callAs(t, 'PUT', `${EVENTS}/${eventId}`, { token, body: { voting_rule: 'anyone' } });
    expect(ZAdminEventReplySchema.parse(changed.json()).event.voting_rule).toBe('anyone');
    const read = ZAdminEventReplySchema.parse((await callAs(t, 'GET', `${EVENTS}/${eventId}`, { token })).json());
    expect(read.event.voting_rule).toBe('anyone');
    expect(read.screen_key).toMatch(/^[\w-]{22}$/);
    const refused = await callAs(t, 'PUT', `${EVENTS}/${eventId}`, {
      token,
      body: { voting_rule: 'everyone' },
      language: 'ja',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: 0, errors: { voting_rule: expect.any(String) } });
    const again = ZAdminEventReplySchema.parse((await callAs(t, 'GET', `${EVENTS}/${eventId}`, { token })).json());
    expect(again).toMatchObject({ event: { voting_rule: 'anyone' }, version: read.version });
  });
});

describe("the projector's language through the event calls (docs/product.md#rule-397)", () => {
  it('changes with the other fields, reaches the live screens, and refuses a language it does not know, in both languages', async () => {
    const token = await organiserToken();
    const eventId = await buildEvent({ db: t.db });
    const live = async () =>
      ZEventByAllBattleReplySchema.parse((await t.get(`/backend/api/EventByAllBattle/${eventId}`)).json()).event;
    expect((await live()).projector_language).toBe('both');
    const [changed, heard] = await withChanges(t, () =>
      callAs(t, 'PUT', `${EVENTS}/${eventId}`, { token, body: { projector_language: 'ja' } }),
    );
    expect(ZAdminEventReplySchema.parse(changed.json()).event.projector_language).toBe('ja');
    expect(heard).toEqual([{ eventId, kind: 'event', seq: expect.any(Number) }]);
    expect((await live()).projector_language).toBe('ja');
    for (const [language, message] of [
      ['en', 'Some of the information sent is not valid. Please check it and try again.'],
      ['ja', expect.stringMatching(/[\u3040-\u30ff]/)],
    ] as const) {
      const refused = await callAs(t, 'PUT', `${EVENTS}/${eventId}`, {
        token,
        body: { projector_language: 'fr' },
        language,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ status: 0, message, errors: { projector_language: expect.any(String) } });
    }
    expect((await live()).projector_language).toBe('ja');
  });
});

describe('DELETE /backend/admin-api/events/:eventId', () => {
  it('deletes the event with its battles, roulettes and votes, and tells the live screens', async () => {
    const eventId = await buildEvent({
      db: t.db,
      participants: 2,
      dateTimes: [{ dates: '2032-05-01', start_time: '18:00', end_time: '20:00' }],
    });
    const { battleId, player1Id } = await buildBattle({
      db: t.db,
      eventId,
      roulette: { keywords: [], sponsorImg: '' },
    });
    await castVote({ db: t.db, battleId, receiverId: player1Id });
    const token = await organiserToken();

    const [reply, heard] = await withChanges(t, () => callAs(t, 'DELETE', `${EVENTS}/${eventId}`, { token }));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 1, message: 'Event deleted' });
    // Its log went with it: the change names no entry (docs/decisions.md#406).
    expect(heard).toEqual([{ eventId, kind: 'event' }]);

    expect((await t.get(`/backend/api/SingleEventDetails/${eventId}`)).statusCode).toBe(404);
    expect(await t.db.select().from(battles).where(eq(battles.eventId, eventId))).toEqual([]);
    expect(await t.db.select().from(roulettes).where(eq(roulettes.eventId, eventId))).toEqual([]);
    expect(await t.db.select().from(votes).where(eq(votes.eventId, eventId))).toEqual([]);
    expect(await t.db.select().from(eventDateTimes).where(eq(eventDateTimes.eventId, eventId))).toEqual([]);
    // Deleting it again finds nothing.
    expect((await callAs(t, 'DELETE', `${EVENTS}/${eventId}`, { token })).statusCode).toBe(404);
  });

  it('answers 404 for a malformed id', async () => {
    expect((await callAs(t, 'DELETE', `${EVENTS}/%00`, { token: await organiserToken() })).statusCode).toBe(404);
  });
});

describe('who may call the event admin calls', () => {
  it('answers 401 without a session and 403 to a fan, and changes nothing', async () => {
    const eventId = await buildEvent({ db: t.db, titleEng: 'Untouched' });
    const fan = await signUpAndLogIn(t);
    for (const [method, url, body] of [
      ['POST', EVENTS, { title_eng: 'A', title_jap: 'A' }],
      ['PUT', `${EVENTS}/${eventId}`, { title_eng: 'Changed' }],
      ['DELETE', `${EVENTS}/${eventId}`, undefined],
    ] as const) {
      const anonymous = await callAs(t, method, url, { body });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ status: 0, message: 'Please log in to continue.' });
      const refused = await callAs(t, method, url, { token: fan.token, body, language: 'ja' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ status: 0, message: 'この操作は許可されていません。' });
    }
    expect(
      ZSingleEventDetailsReplySchema.parse((await t.get(`/backend/api/SingleEventDetails/${eventId}`)).json()).events
        .title_eng,
    ).toBe('Untouched');
  });
});
