import { ZEventListReplySchema, ZFailureReplySchema } from '@artclash/contract';
import { describe, expect, it } from 'vitest';
import { buildBattle, buildEvent, buildUser, castVote } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { sessionAround } from '../../test/wall-clock.ts';

const t = useTestApp();

const idsOf = (body: unknown) => ZEventListReplySchema.parse(body).events.map((event) => event._id);

describe('GET /backend/api/GetUpcomingEvent', () => {
  it('lists events not yet ended, soonest first', async () => {
    const later = await buildEvent({ db: t.db, dateTimes: [sessionAround({ timezone: 'Asia/Tokyo', fromHours: 72 })] });
    const sooner = await buildEvent({
      db: t.db,
      dateTimes: [sessionAround({ timezone: 'Asia/Seoul', fromHours: 24 })],
    });
    const running = await buildEvent({
      db: t.db,
      dateTimes: [sessionAround({ timezone: 'Asia/Tokyo', fromHours: -1, hours: 3 })],
    });
    const ended = await buildEvent({ db: t.db, dateTimes: [sessionAround({ timezone: 'Asia/Tokyo', fromHours: -5 })] });

    const reply = await t.get('/backend/api/GetUpcomingEvent');
    expect(reply.statusCode).toBe(200);
    const body = ZEventListReplySchema.parse(reply.json());
    expect(body).toMatchObject({ status: 1, message: 'Events fetched successfully' });
    const ids = idsOf(reply.json());
    expect(ids).toEqual(expect.arrayContaining([later, sooner, running]));
    expect(ids).not.toContain(ended);
    expect(ids.indexOf(running)).toBeLessThan(ids.indexOf(sooner));
    expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later));
    expect(body.events.every((event) => event.types === 'upcoming' && event.ranking.length === 0)).toBe(true);
  });

  it('answers the message in Japanese unless English is asked for', async () => {
    const reply = await t.get('/backend/api/GetUpcomingEvent', 'ja,en;q=0.5');
    expect(reply.json().message).toBe('イベントを取得しました');
  });

  it('presents date_times, participants and the event fields of the contract', async () => {
    const id = await buildEvent({
      db: t.db,
      timezone: 'Asia/Taipei',
      city: 'Taiwan',
      images: ['uploads/demo/cover.webp'],
      participants: 2,
      dateTimes: [{ dates: '2999-05-01', start_time: '20:00', end_time: '00:30' }],
    });
    const event = ZEventListReplySchema.parse((await t.get('/backend/api/GetUpcomingEvent')).json()).events.find(
      (e) => e._id === id,
    );
    expect(event).toMatchObject({
      timezone: 'Asia/Taipei',
      city: 'Taiwan',
      images: ['uploads/demo/cover.webp'],
      event_type: 'battle_club',
      battles_time: 10,
    });
    expect(event?.date_times).toEqual([
      {
        _id: expect.any(String),
        dates: '2999-05-01',
        start_time: '20:00',
        end_time: '00:30',
        starts_at: '2999-05-01T12:00:00.000Z',
        ends_at: '2999-05-01T16:30:00.000Z',
      },
    ]);
    expect(event?.participants).toHaveLength(2);
    expect(Object.keys(event?.participants[0]?.user ?? {}).sort()).toEqual([
      '_id',
      'city',
      'country',
      'profileImage',
      'username',
    ]);
  });
});

describe('GET /backend/api/GetPastEvent', () => {
  it('splits by the event time zone: ended in Tokyo, not yet in Los Angeles at the same wall clock', async () => {
    // A session that ended 30 minutes ago on Tokyo's wall clock; the same wall-clock hours in Los Angeles are still ahead.
    const tokyoSession = sessionAround({ timezone: 'Asia/Tokyo', fromHours: -2.5 });
    const inTokyo = await buildEvent({ db: t.db, timezone: 'Asia/Tokyo', dateTimes: [tokyoSession] });
    const inLosAngeles = await buildEvent({ db: t.db, timezone: 'America/Los_Angeles', dateTimes: [tokyoSession] });

    const past = idsOf((await t.get('/backend/api/GetPastEvent')).json());
    const upcoming = idsOf((await t.get('/backend/api/GetUpcomingEvent')).json());
    expect(past).toContain(inTokyo);
    expect(past).not.toContain(inLosAngeles);
    expect(upcoming).toContain(inLosAngeles);
    expect(upcoming).not.toContain(inTokyo);
  });

  it('lists ended events, most recent first, with their ranking', async () => {
    const older = await buildEvent({
      db: t.db,
      dateTimes: [sessionAround({ timezone: 'Asia/Tokyo', fromHours: -100 })],
    });
    const recent = await buildEvent({
      db: t.db,
      dateTimes: [sessionAround({ timezone: 'Asia/Tokyo', fromHours: -30 })],
    });
    const champion = (await buildUser({ db: t.db, type: 'artist', username: 'champion' })).id;
    const first = await buildBattle({
      db: t.db,
      eventId: recent,
      player1Id: champion,
      winnerId: champion,
      battleStatus: 'complete',
    });
    const second = await buildBattle({
      db: t.db,
      eventId: recent,
      position: 1,
      player1Id: champion,
      winnerId: champion,
      battleStatus: 'complete',
    });
    await castVote({ db: t.db, battleId: first.battleId, receiverId: first.player2Id });
    await castVote({ db: t.db, battleId: first.battleId, receiverId: first.player2Id });
    await castVote({ db: t.db, battleId: second.battleId, receiverId: second.player2Id });

    const body = ZEventListReplySchema.parse((await t.get('/backend/api/GetPastEvent')).json());
    const ids = body.events.map((event) => event._id);
    expect(ids.indexOf(recent)).toBeLessThan(ids.indexOf(older));
    const event = body.events.find((e) => e._id === recent);
    expect(event?.types).toBe('past');
    // The final (the last completed battle) names the champion and the runner-up, whatever the
    // votes say (docs/product.md#rule-111); the rest follow by wins, then votes.
    expect(event?.ranking.map((entry) => [entry.user._id, entry.wins, entry.votes])).toEqual([
      [champion, 2, 0],
      [second.player2Id, 0, 1],
      [first.player2Id, 0, 2],
    ]);
    expect(body.events.find((e) => e._id === older)?.ranking).toEqual([]);
  });

  it('filters by home city', async () => {
    const seoul = await buildEvent({
      db: t.db,
      city: 'Seoul',
      timezone: 'Asia/Seoul',
      dateTimes: [sessionAround({ timezone: 'Asia/Seoul', fromHours: -10 })],
    });
    const hongKong = await buildEvent({
      db: t.db,
      city: 'Hong Kong',
      timezone: 'Asia/Hong_Kong',
      dateTimes: [sessionAround({ timezone: 'Asia/Hong_Kong', fromHours: -10 })],
    });
    const ids = idsOf((await t.get('/backend/api/GetPastEvent?city=Seoul')).json());
    expect(ids).toContain(seoul);
    expect(ids).not.toContain(hongKong);
    expect(idsOf((await t.get(`/backend/api/GetPastEvent?city=${encodeURIComponent('Hong Kong')}`)).json())).toEqual([
      hongKong,
    ]);
  });

  it('refuses an unknown city with a localised 400', async () => {
    const english = await t.get('/backend/api/GetPastEvent?city=Paris', 'en');
    expect(english.statusCode).toBe(400);
    expect(ZFailureReplySchema.parse(english.json())).toEqual({
      status: 0,
      message: 'Some of the information sent is not valid. Please check it and try again.',
      errors: { city: 'This value is not valid.' },
    });
    const japanese = await t.get('/backend/api/GetPastEvent?city=Paris', 'ja');
    expect(japanese.json()).toMatchObject({
      status: 0,
      message: '送信された内容に正しくない項目があります。確認してもう一度お試しください。',
      errors: { city: 'この値は正しくありません。' },
    });
  });
});
