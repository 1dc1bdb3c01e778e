import { ZEventReportReplySchema } from '@artclash/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventLog, events } from '../../db/schema/index.ts';
import { callAs, userWithToken } from '../../test/accounts.ts';
import { buildBattle, buildEvent } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { roomKeyAt } from '../votes/index.ts';

// The night's report for organisers and sponsors (docs/decisions.md#424), through the calls a night makes.
const t = useTestApp();
const keywords = [{ keyword_eng1: 'Ocean', keyword_jap1: '海', keyword_eng2: 'Fire', keyword_jap2: '炎' }];
const SPONSOR = 'uploads/sponsors/brush-co.webp';

describe("the night's report", () => {
  it('says who joined, the peak watching, each battle’s votes by origin with its curve, and each sponsor’s time', async () => {
    const eventId = await buildEvent({ db: t.db, participants: 2 });
    const { battleId, player1Id, player2Id } = await buildBattle({
      db: t.db,
      eventId,
      roulette: { keywords, sponsorImg: SPONSOR },
    });
    const organiser = await userWithToken(t, { role: 'admin' });
    const act = async (url: string, body: object) => {
      expect((await callAs(t, 'POST', url, { token: organiser.token, body })).statusCode).toBe(200);
    };
    for (const [action, from] of [
      ['spin', 'idle'],
      ['stop', 'spinning'],
      ['lock', 'stopped'],
    ])
      await act(`/backend/admin-api/events/${eventId}/show/roulette`, { battleId, action, from });
    await act(`/backend/admin-api/battles/${battleId}/move`, { move: 'openVoting', from: 'live' });

    // One fan in the room for player 1, two online for player 2.
    const inRoom = await userWithToken(t);
    const pass = await callAs(t, 'POST', '/backend/api/room-pass', {
      token: inRoom.token,
      body: { eventId, code: roomKeyAt({ secret: t.config.jwtSecret, eventId, now: new Date() }) },
    });
    const cookie = [pass.headers['set-cookie']]
      .flat()
      .map((line) => String(line).split(';')[0])
      .join('; ');
    const vote = (token: string, receiver: string, headers: Record<string, string> = {}) =>
      t.inject({
        method: 'POST',
        url: '/backend/api/VotingTo',
        payload: { eventId, battleId, vote_receive_userId: receiver },
        headers: { authorization: token, ...headers },
      });
    expect((await vote(inRoom.token, player1Id, { cookie })).statusCode).toBe(200);
    for (const fan of [await userWithToken(t), await userWithToken(t)])
      expect((await vote(fan.token, player2Id)).statusCode).toBe(200);
    await act(`/backend/admin-api/battles/${battleId}/move`, { move: 'complete', from: 'live' });
    // The sponsor came on with the roulette's first spin and went with the battle's completion, ten minutes later.
    const at = (kind: string, when: string) =>
      t.db
        .update(eventLog)
        .set({ at: new Date(when) })
        .where(and(eq(eventLog.eventId, eventId), sql`${eventLog.kind} = ${kind}`));
    await at('rouletteSpun', '2026-12-05T12:00:00Z');
    await t.db
      .update(eventLog)
      .set({ at: new Date('2026-12-05T12:10:00Z') })
      .where(and(eq(eventLog.eventId, eventId), sql`${eventLog.payload}->>'move' = 'complete'`));

    // The peak the heartbeats kept (live/room-heartbeat.test.ts).
    const now = new Date();
    await t.db.update(events).set({ peakViewers: 42, peakViewersAt: now }).where(eq(events.id, eventId));

    const reply = await callAs(t, 'GET', `/backend/admin-api/events/${eventId}/report`, { token: organiser.token });
    expect(reply.statusCode).toBe(200);
    const report = ZEventReportReplySchema.parse(reply.json());
    expect(report.joined).toEqual({ artists: 2, voters: 3, voters_in_room: 1 });
    expect(report.peak_watching).toEqual({ viewers: 42, at: now.toISOString() });
    expect(report.battles).toHaveLength(1);
    expect(report.battles[0]).toMatchObject({
      battle_id: battleId,
      status: 'complete',
      winner_id: player2Id,
      votes: { room: { Player1: 1, Player2: 0 }, online: { Player1: 0, Player2: 2 } },
    });
    expect(report.battles[0]?.curve?.points.at(-1)).toMatchObject({
      room: { Player1: 1, Player2: 0 },
      online: { Player1: 0, Player2: 2 },
    });
    expect(report.sponsors).toEqual([{ image: SPONSOR, seconds: 600 }]);

    for (const id of ['nope', '2b3c1d52-6f3a-4d3c-9a0b-0f2f4e5d6c7b'])
      expect(
        (await callAs(t, 'GET', `/backend/admin-api/events/${id}/report`, { token: organiser.token })).statusCode,
      ).toBe(404);
  });
});
