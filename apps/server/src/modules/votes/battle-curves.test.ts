import {
  type TBattleCurve,
  type TVoteLogEntry,
  ZBattleCurvesReplySchema,
  ZVoteLogReplySchema,
} from '@artclash/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventLog } from '../../db/schema/index.ts';
import { callAs, userWithToken } from '../../test/accounts.ts';
import { buildBattle, buildEvent } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { curveOf, type VotingMove } from './battle-curves.ts';
import { roomKeyAt } from './room-code.ts';
import type { VoteEntry } from './vote-log.ts';

// How each battle was won (docs/decisions.md#421): the curve the results page and the control room draw.
const t = useTestApp({ replyCacheMs: 0 });
const START = new Date('2026-11-20T11:00:00.000Z');
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);

/** The scripted battle's votes: who, when (seconds after voting opened), for whom and from where. */
const SCRIPT = [
  { fan: 0, at: 2, side: 'Player1', origin: 'room' },
  { fan: 1, at: 5, side: 'Player2', origin: 'online' },
  { fan: 2, at: 9, side: 'Player2', origin: 'online' },
  { fan: 3, at: 14, side: 'Player1', origin: 'room' },
  // fan 1 moves their vote: both entries stay in the log, the last counts
  { fan: 1, at: 20, side: 'Player1', origin: 'online' },
] as const;
const CLOSED_AT = 30;

/** The counts of a vote log's entries up to `until`: each voter once, on the side and from the place of their last. */
function countsUpTo(entries: readonly TVoteLogEntry[], until: number) {
  const last = new Map(entries.filter((entry) => Date.parse(entry.at) <= until).map((entry) => [entry.voter, entry]));
  const counts = { room: { Player1: 0, Player2: 0 }, online: { Player1: 0, Player2: 0 } };
  for (const entry of last.values()) counts[entry.origin][entry.side] += 1;
  return counts;
}

describe('a battle’s curve from its votes (docs/decisions.md#421)', () => {
  const votes: VoteEntry[] = SCRIPT.map((vote) => ({
    battleId: 'b',
    at: at(vote.at),
    voterId: `fan-${vote.fan}`,
    side: vote.side,
    origin: vote.origin,
  }));
  const moves: VotingMove[] = [
    { battleId: 'b', at: at(0), opens: true },
    { battleId: 'b', at: at(CLOSED_AT), opens: false },
  ];

  it('counts each step from the opening to the closing, each voter once, where the lead changed', () => {
    const curve = curveOf({ battleId: 'b', votes, moves, now: at(500) });
    expect(curve).toMatchObject({ battle_id: 'b', started_at: START.toISOString(), step: 1 });
    expect(curve?.points).toHaveLength(31);
    expect(curve?.points[4]).toEqual({ at: 4, room: { Player1: 1, Player2: 0 }, online: { Player1: 0, Player2: 0 } });
    expect(curve?.points[9]).toEqual({ at: 9, room: { Player1: 1, Player2: 0 }, online: { Player1: 0, Player2: 2 } });
    expect(curve?.points.at(-1)).toEqual({
      at: 30,
      room: { Player1: 2, Player2: 0 },
      online: { Player1: 1, Player2: 1 },
    });
    // A tie (at 5 s and 14 s) leads no one; the same side ahead again after a tie is no change.
    expect(curve?.lead_changes).toEqual([
      { at: 2, leader: 'Player1' },
      { at: 9, leader: 'Player2' },
      { at: 20, leader: 'Player1' },
    ]);
    expect(curve?.voting).toEqual([{ opened: 0, closed: 30 }]);
  });

  it('ends now while voting is open, and keeps within 60 points for a long battle', () => {
    const open = curveOf({ battleId: 'b', votes, moves: moves.slice(0, 1), now: at(20 * 60 + 0.25) });
    expect(open?.voting).toEqual([{ opened: 0, closed: null }]);
    expect(open?.step).toBe(30);
    expect(open?.points.length).toBeLessThanOrEqual(61);
    expect(open?.points.at(-1)?.at).toBe(1200.3);
    expect(open?.points.map((point) => point.at).slice(0, 3)).toEqual([0, 30, 60]);
  });

  it('shows each time voting was open again, and is nothing for a battle that never opened nor took a vote', () => {
    const reopened = [
      ...moves,
      { battleId: 'b', at: at(40), opens: true },
      { battleId: 'b', at: at(50), opens: false },
    ];
    expect(curveOf({ battleId: 'b', votes, moves: reopened, now: at(90) })?.voting).toEqual([
      { opened: 0, closed: 30 },
      { opened: 40, closed: 50 },
    ]);
    expect(curveOf({ battleId: 'b', votes: [], moves: [], now: at(90) })).toBeUndefined();
  });
});

describe('the curves through the calls, from a scripted night’s log', () => {
  /** The scripted battle voted through the calls, its log's times then set to the script's. */
  async function scriptedBattle() {
    const eventId = await buildEvent({ db: t.db, votingRule: 'anyone' });
    const { battleId, player1Id, player2Id } = await buildBattle({ db: t.db, eventId });
    const organiser = await userWithToken(t, { role: 'admin' });
    const move = (body: object) =>
      callAs(t, 'POST', `/backend/admin-api/battles/${battleId}/move`, { token: organiser.token, body });
    expect((await move({ move: 'start', from: 'not_started' })).statusCode).toBe(200);
    expect((await move({ move: 'openVoting', from: 'live' })).statusCode).toBe(200);

    const fans = await Promise.all([0, 1, 2, 3].map(() => userWithToken(t)));
    const key = roomKeyAt({ secret: t.config.jwtSecret, eventId, now: new Date() });
    const passes = new Map<number, string>();
    for (const vote of SCRIPT) {
      const fan = fans[vote.fan]!;
      if (vote.origin === 'room' && !passes.has(vote.fan)) {
        const pass = await callAs(t, 'POST', '/backend/api/room-pass', {
          token: fan.token,
          body: { eventId, code: key },
        });
        expect(pass.statusCode).toBe(200);
        passes.set(
          vote.fan,
          [pass.headers['set-cookie']]
            .flat()
            .map((line) => String(line).split(';')[0])
            .join('; '),
        );
      }
      const reply = await t.inject({
        method: 'POST',
        url: '/backend/api/VotingTo',
        payload: { eventId, battleId, vote_receive_userId: vote.side === 'Player1' ? player1Id : player2Id },
        headers: { authorization: fan.token, ...(passes.has(vote.fan) && { cookie: passes.get(vote.fan) }) },
      });
      expect(reply.statusCode).toBe(200);
    }
    // The log's times as the script says: the opening at 0 s, the votes at theirs.
    const times = [0, ...SCRIPT.map((vote) => vote.at)];
    const entries = await t.db
      .select({ seq: eventLog.seq })
      .from(eventLog)
      .where(and(eq(eventLog.eventId, eventId), sql`${eventLog.seq} > 1`))
      .orderBy(eventLog.seq);
    expect(entries).toHaveLength(times.length);
    for (const [index, { seq }] of entries.entries()) {
      await t.db
        .update(eventLog)
        .set({ at: at(times[index]!) })
        .where(and(eq(eventLog.eventId, eventId), eq(eventLog.seq, seq)));
    }
    return { eventId, battleId, player1Id, organiser, move };
  }

  it('are the log: each point counts the vote log’s entries up to it, for the organisers while voting is open and for everyone after', async () => {
    const { eventId, battleId, player1Id, organiser, move } = await scriptedBattle();
    const live = await callAs(t, 'GET', `/backend/admin-api/battles/${battleId}/curve`, { token: organiser.token });
    expect(live.statusCode).toBe(200);
    const running: TBattleCurve = live.json().curve;
    expect(running.voting).toEqual([{ opened: 0, closed: null }]);
    expect(running.lead_changes.map((change) => change.leader)).toEqual(['Player1', 'Player2', 'Player1']);

    // Not for anyone before the results are public, in the reader's language.
    const early = await callAs(t, 'GET', `/backend/api/events/${eventId}/battle-curves`, { language: 'ja' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('投票記録は、夜の終わりに結果とともに公開されます。');

    expect((await move({ move: 'closeVoting', from: 'live' })).statusCode).toBe(200);
    await t.db
      .update(eventLog)
      .set({ at: at(CLOSED_AT) })
      .where(and(eq(eventLog.eventId, eventId), sql`${eventLog.payload}->>'move' = 'closeVoting'`));
    expect((await move({ move: 'complete', from: 'voting_closed', player_winner_id: player1Id })).statusCode).toBe(200);

    const reply = await callAs(t, 'GET', `/backend/api/events/${eventId}/battle-curves`);
    expect(reply.statusCode).toBe(200);
    const { battles } = ZBattleCurvesReplySchema.parse(reply.json());
    expect(battles.map((curve) => curve.battle_id)).toEqual([battleId]);
    const [curve] = battles as [TBattleCurve];
    expect(curve).toMatchObject({ started_at: START.toISOString(), step: 1, voting: [{ opened: 0, closed: 30 }] });
    expect(curve.lead_changes).toEqual([
      { at: 2, leader: 'Player1' },
      { at: 9, leader: 'Player2' },
      { at: 20, leader: 'Player1' },
    ]);

    const log = ZVoteLogReplySchema.parse((await callAs(t, 'GET', `/backend/api/events/${eventId}/vote-log`)).json());
    expect(log.entries).toHaveLength(SCRIPT.length);
    expect(curve.points).toHaveLength(31);
    for (const point of curve.points) {
      const { room, online } = countsUpTo(log.entries, START.getTime() + point.at * 1000);
      expect({ at: point.at, room: point.room, online: point.online }).toEqual({ at: point.at, room, online });
    }
    expect(curve.points.at(-1)).toMatchObject({ room: { Player1: 2, Player2: 0 }, online: { Player1: 1, Player2: 1 } });
  });

  it('answer 404 for an unknown or malformed battle or event, and null for a battle whose voting never opened', async () => {
    const organiser = await userWithToken(t, { role: 'admin' });
    const eventId = await buildEvent({ db: t.db });
    const { battleId } = await buildBattle({ db: t.db, eventId });
    const curveOfBattle = (id: string) =>
      callAs(t, 'GET', `/backend/admin-api/battles/${id}/curve`, { token: organiser.token, language: 'ja' });
    expect((await curveOfBattle(battleId)).json()).toMatchObject({ status: 1, curve: null });
    for (const id of ['nope', '2b3c1d52-6f3a-4d3c-9a0b-0f2f4e5d6c7b']) {
      expect((await curveOfBattle(id)).statusCode).toBe(404);
      expect((await callAs(t, 'GET', `/backend/api/events/${id}/battle-curves`)).statusCode).toBe(404);
    }
  });
});
