import { ZFailureReplySchema, ZSingleEventDetailsReplySchema } from '@artclash/contract';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { battles } from '../../db/schema/index.ts';
import { buildBattle, buildEvent, buildUser, castVote } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { sessionAround } from '../../test/wall-clock.ts';

const t = useTestApp();

describe('GET /backend/api/SingleEventDetails/:eventId', () => {
  it('answers the event and whether it is upcoming, without a token', async () => {
    const id = await buildEvent({
      db: t.db,
      titleEng: 'Night Canvas',
      titleJap: 'ナイトキャンバス',
      participants: 3,
      dateTimes: [sessionAround({ timezone: 'Asia/Tokyo', fromHours: 48 })],
    });
    const reply = await t.get(`/backend/api/SingleEventDetails/${id}`);
    expect(reply.statusCode).toBe(200);
    const body = ZSingleEventDetailsReplySchema.parse(reply.json());
    expect(body).toMatchObject({
      status: 1,
      message: 'Event fetched successfully',
      types: 'upcoming',
      events: { _id: id, title_eng: 'Night Canvas', title_jap: 'ナイトキャンバス' },
    });
    expect(body.events.participants).toHaveLength(3);
  });

  it('says past once the last date-time has ended', async () => {
    const id = await buildEvent({ db: t.db, dateTimes: [sessionAround({ timezone: 'Asia/Seoul', fromHours: -4 })] });
    expect(
      ZSingleEventDetailsReplySchema.parse((await t.get(`/backend/api/SingleEventDetails/${id}`)).json()).types,
    ).toBe('past');
  });

  it('makes the results public once every battle is complete, before the scheduled end (docs/product.md#rule-376)', async () => {
    const id = await buildEvent({ db: t.db, dateTimes: [sessionAround({ timezone: 'Asia/Tokyo', fromHours: -1 })] });
    const [mika, jun] = [await buildUser({ db: t.db, type: 'artist' }), await buildUser({ db: t.db, type: 'artist' })];
    const details = async () =>
      ZSingleEventDetailsReplySchema.parse((await t.get(`/backend/api/SingleEventDetails/${id}`)).json());
    expect((await details()).events).toMatchObject({ types: 'upcoming', results_public: false, ranking: [] });

    const opening = { db: t.db, eventId: id, player1Id: mika.id, player2Id: jun.id };
    await buildBattle({ ...opening, position: 0, battleStatus: 'complete', winnerId: jun.id });
    const { battleId: final } = await buildBattle({ ...opening, position: 1, battleStatus: 'live' });
    await castVote({ db: t.db, battleId: final, receiverId: mika.id });
    // A battle still running keeps the results back.
    expect((await details()).events).toMatchObject({ results_public: false, ranking: [], champion: null });

    await t.db.update(battles).set({ battleStatus: 'complete', winnerId: mika.id }).where(eq(battles.id, final));
    const over = (await details()).events;
    expect(over).toMatchObject({ types: 'upcoming', results_public: true, champion: mika.id });
    expect(over.ranking.map((entry) => [entry.user._id, entry.wins, entry.votes])).toEqual([
      [mika.id, 1, 1],
      [jun.id, 1, 0],
    ]);
  });

  it('keeps the results of an event without battles back until its scheduled end, then makes them public', async () => {
    const coming = await buildEvent({ db: t.db, dateTimes: [sessionAround({ timezone: 'Asia/Tokyo', fromHours: 2 })] });
    const ended = await buildEvent({ db: t.db, dateTimes: [sessionAround({ timezone: 'Asia/Tokyo', fromHours: -4 })] });
    const publicOf = async (id: string) =>
      ZSingleEventDetailsReplySchema.parse((await t.get(`/backend/api/SingleEventDetails/${id}`)).json()).events
        .results_public;
    expect(await publicOf(coming)).toBe(false);
    expect(await publicOf(ended)).toBe(true);
  });

  it.each([
    ['an unknown id', '0b0e7c36-1111-4222-8333-444455556666'],
    ['a malformed id', 'not-a-uuid'],
    ['an id with SQL in it', "1' or '1'='1"],
  ])('answers 404 for %s', async (_, id) => {
    const reply = await t.get(`/backend/api/SingleEventDetails/${encodeURIComponent(id)}`, 'ja');
    expect(reply.statusCode).toBe(404);
    expect(ZFailureReplySchema.parse(reply.json())).toEqual({ status: 0, message: 'イベントが見つかりません' });
  });
});
