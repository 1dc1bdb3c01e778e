import { SCREEN_HEADER } from '@artclash/contract/values';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postAs, userWithToken } from '../test/accounts.ts';
import { buildBattle, buildEvent } from '../test/factories.ts';
import { useTestApp } from '../test/helper.ts';
import { battles, eventLog, events } from './schema/index.ts';

// The record of the night (docs/decisions.md#403–#405), through the calls the control room and the phones make.
const t = useTestApp();
const keywords = [{ keyword_eng1: 'Ocean', keyword_jap1: '海', keyword_eng2: 'Fire', keyword_jap2: '炎' }];

/** An organiser's call with the screen header (or none), as the web app sends it. */
async function act(
  token: string | undefined,
  method: 'POST' | 'PUT',
  url: string,
  body: object,
  screen: string | null = 'controlRoom',
) {
  const reply = await t.inject({
    method,
    url,
    payload: body,
    headers: {
      'accept-language': 'en',
      ...(token && { authorization: token }),
      ...(screen && { [SCREEN_HEADER]: screen }),
    },
  });
  return reply.statusCode;
}

const logOf = (eventId: string) =>
  t.db.select().from(eventLog).where(eq(eventLog.eventId, eventId)).orderBy(asc(eventLog.seq));

const headOf = async (eventId: string) =>
  (await t.db.select({ seq: events.logSeq }).from(events).where(eq(events.id, eventId)))[0]!.seq;

async function eventOnStage() {
  const eventId = await buildEvent({ db: t.db, battlesTime: 60, eventType: 'battle_club' });
  const battle = await buildBattle({ db: t.db, eventId, roulette: { keywords, sponsorImg: '' } });
  const organiser = await userWithToken(t, { role: 'admin' });
  return { eventId, ...battle, organiser };
}

const paths = (eventId: string, battleId: string) => ({
  current: `/backend/admin-api/events/${eventId}/show/current`,
  roulette: `/backend/admin-api/events/${eventId}/show/roulette`,
  start: '/backend/admin-api/EventSingleBattleTimeStart',
  pause: '/backend/admin-api/EventSingleBattleTimePause',
  move: `/backend/admin-api/battles/${battleId}/move`,
  update: `/backend/admin-api/battles/${battleId}`,
});

describe('the event log (docs/decisions.md#403)', () => {
  it('appends one entry per change of a scripted battle: its kind, the organiser and the screen, numbered 1, 2, 3…', async () => {
    const { eventId, battleId, player1Id, organiser } = await eventOnStage();
    const { token, userId } = organiser;
    const to = paths(eventId, battleId);
    const ids = { eventId, battleId };
    expect(await headOf(eventId)).toBe(0);

    const script: [number, string, Record<string, unknown>?][] = [
      [await act(token, 'PUT', to.current, { battleId }), 'battleOnStage'],
      [await act(token, 'POST', to.roulette, { battleId, action: 'spin', from: 'idle' }), 'rouletteSpun'],
      [await act(token, 'POST', to.roulette, { battleId, action: 'stop', from: 'spinning' }), 'rouletteStopped'],
      [await act(token, 'POST', to.roulette, { battleId, action: 'lock', from: 'stopped' }), 'rouletteLocked'],
      [await act(token, 'POST', to.start, { ...ids, bt_status: '' }, 'shortcut'), 'timerStarted', { restarted: false }],
      [await act(token, 'POST', to.pause, ids), 'timerPaused'],
      [await act(token, 'POST', to.start, { ...ids, bt_status: '' }), 'timerStarted', { restarted: true }],
      [await act(token, 'POST', to.move, { move: 'openVoting', from: 'live' }), 'battleMoved', { move: 'openVoting' }],
      [await act(token, 'PUT', to.update, { voting_bar: 'hide' }), 'battleUpdated', { edits: { voting_bar: 'hide' } }],
      [await act(token, 'PUT', to.update, { voting_bar: 'show' }), 'battleUpdated', { edits: { voting_bar: 'show' } }],
      [
        await act(token, 'POST', to.move, { move: 'closeVoting', from: 'live' }),
        'battleMoved',
        { move: 'closeVoting' },
      ],
      [
        await act(token, 'POST', to.move, { move: 'complete', from: 'voting_closed', player_winner_id: player1Id }),
        'battleMoved',
        { move: 'complete', winnerId: player1Id, draw: false },
      ],
      // A screen the contract does not name is recorded as none (a hint, never a permission).
      [await act(token, 'POST', to.move, { move: 'reopen', from: 'complete' }, 'bigScreen'), 'battleMoved'],
      [await act(token, 'POST', to.move, { move: 'complete', from: 'voting_closed', draw: true }, null), 'battleMoved'],
    ];
    expect(script.map(([status]) => status)).toEqual(script.map(() => 200));

    const log = await logOf(eventId);
    expect(log.map((entry) => entry.seq)).toEqual(script.map((_, index) => index + 1));
    expect(await headOf(eventId)).toBe(script.length);
    log.forEach((entry, index) => {
      const [, kind, payload = {}] = script[index]!;
      expect(entry).toMatchObject({ kind, actorId: userId, battleId, payload: expect.objectContaining(payload) });
    });
    expect(log.map((entry) => entry.screen)).toEqual([
      ...Array.from({ length: 4 }, () => 'controlRoom'),
      'shortcut',
      ...Array.from({ length: 7 }, () => 'controlRoom'),
      null,
      null,
    ]);
    expect(log.at(-1)!.payload).toEqual({ move: 'complete', from: 'voting_closed', winnerId: null, draw: true });
  });

  it("keeps a fan's first vote when it moves: two vote entries, the second marked moved; the counts are the moved ones", async () => {
    const eventId = await buildEvent({ db: t.db });
    const { battleId, player1Id, player2Id } = await buildBattle({
      db: t.db,
      eventId,
      battleStatus: 'live',
      votingStatus: 'on',
    });
    const fan = await userWithToken(t);
    const vote = (receiver: string) =>
      postAs(t, fan.token, '/backend/api/VotingTo', { eventId, battleId, vote_receive_userId: receiver });

    expect((await vote(player1Id)).statusCode).toBe(200);
    const [cast] = await logOf(eventId);
    expect(cast).toMatchObject({
      seq: 1,
      kind: 'vote',
      actorId: fan.userId,
      screen: null,
      battleId,
      payload: { receiverId: player1Id, inRoom: false, moved: false },
    });

    const moved = await vote(player2Id);
    expect(moved.json()).toMatchObject({ Player1: 0, Player2: 1, userId: player2Id });
    const log = await logOf(eventId);
    expect(log).toHaveLength(2);
    expect(log[0]).toEqual(cast);
    expect(log[1]).toMatchObject({
      seq: 2,
      kind: 'vote',
      actorId: fan.userId,
      battleId,
      payload: { receiverId: player2Id, inRoom: false, moved: true },
    });
    const status = await postAs(t, fan.token, '/backend/api/VotingStatusActive', { eventId, battleId });
    expect(status.json()).toMatchObject({ Player1: 0, Player2: 1, userId: player2Id });

    // A refused vote (voting stopped) appends nothing.
    await t.db.update(battles).set({ votingStatus: 'off' }).where(eq(battles.id, battleId));
    expect((await vote(player1Id)).statusCode).toBe(409);
    expect(await logOf(eventId)).toHaveLength(2);
  });

  it('appends nothing for a refused change, and the change it refused is not made (one transaction)', async () => {
    const { eventId, battleId, player1Id, organiser } = await eventOnStage();
    const to = paths(eventId, battleId);
    const ids = { eventId, battleId };
    await act(organiser.token, 'POST', to.roulette, { battleId, action: 'spin', from: 'idle' });
    await act(organiser.token, 'POST', to.roulette, { battleId, action: 'stop', from: 'spinning' });
    await act(organiser.token, 'POST', to.roulette, { battleId, action: 'lock', from: 'stopped' });
    const before = await logOf(eventId);
    const [battle] = await t.db.select().from(battles).where(eq(battles.id, battleId));
    expect(before).toHaveLength(3);

    const fan = await userWithToken(t);
    const refused = [
      // a fan, and a visitor
      await act(fan.token, 'POST', to.move, { move: 'openVoting', from: 'live' }),
      await act(undefined, 'PUT', to.update, { voting_bar: 'hide' }),
      await act(fan.token, 'POST', to.start, { ...ids, bt_status: '' }),
      // bad input: no such move, a winner who does not play
      await act(organiser.token, 'POST', to.move, { move: 'fly', from: 'live' }),
      await act(organiser.token, 'PUT', to.update, { voting_bar: 'half' }),
      await act(organiser.token, 'PUT', to.update, { player_winner_id: fan.userId }),
      // a screen that is out of date
      await act(organiser.token, 'POST', to.move, { move: 'openVoting', from: 'not_started' }),
      await act(organiser.token, 'POST', to.pause, ids),
      // voting opened, then the winner refused while the battle is not complete: the opening is undone with it
      await act(organiser.token, 'PUT', to.update, {
        voting_status: 'on',
        voting_bar: 'hide',
        player_winner_id: player1Id,
      }),
    ];
    expect(refused).toEqual([403, 401, 403, 400, 400, 400, 409, 409, 409]);
    expect(await logOf(eventId)).toEqual(before);
    expect(await headOf(eventId)).toBe(3);
    expect((await t.db.select().from(battles).where(eq(battles.id, battleId)))[0]).toEqual(battle);
    expect(battle).toMatchObject({ battleStatus: 'live', votingStatus: 'off', votingOpenedAt: null });

    // The next change takes the next number.
    expect(await act(organiser.token, 'POST', to.move, { move: 'openVoting', from: 'live' })).toBe(200);
    expect((await logOf(eventId)).map((entry) => entry.seq)).toEqual([1, 2, 3, 4]);
  });

  it('appends nothing for a save that changes nothing: the bar hidden again, the same name sent back', async () => {
    const { eventId, battleId, organiser } = await eventOnStage();
    const to = paths(eventId, battleId);
    expect(await act(organiser.token, 'PUT', to.update, { voting_bar: 'hide' })).toBe(200);
    const before = await logOf(eventId);
    const [battle] = await t.db.select().from(battles).where(eq(battles.id, battleId));
    expect(await act(organiser.token, 'PUT', to.update, { voting_bar: 'hide' })).toBe(200);
    expect(await act(organiser.token, 'PUT', to.update, { battle_name: battle!.battleName, voting_bar: 'hide' })).toBe(
      200,
    );
    expect(await logOf(eventId)).toEqual(before);
    expect(before.map((entry) => entry.kind)).toEqual(['battleUpdated']);
    // A real change after them is recorded, with the next number.
    expect(await act(organiser.token, 'PUT', to.update, { voting_bar: 'show' })).toBe(200);
    expect((await logOf(eventId)).map((entry) => entry.seq)).toEqual([1, 2]);
  });

  it("numbers each event's entries on its own", async () => {
    const [a, b] = [await eventOnStage(), await eventOnStage()];
    const other = {
      a: (await buildBattle({ db: t.db, eventId: a.eventId })).battleId,
      b: (await buildBattle({ db: t.db, eventId: b.eventId })).battleId,
    };
    const stage = (event: typeof a, battleId: string) =>
      act(event.organiser.token, 'PUT', paths(event.eventId, battleId).current, { battleId });
    // Interleaved: a, b, a, b, a; and a fan's vote in b.
    const statuses = [
      await stage(a, a.battleId),
      await stage(b, b.battleId),
      await stage(a, other.a),
      await stage(b, other.b),
      await stage(a, a.battleId),
    ];
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    await t.db.update(battles).set({ battleStatus: 'live', votingStatus: 'on' }).where(eq(battles.id, other.b));
    const fan = await userWithToken(t);
    const voted = await postAs(t, fan.token, '/backend/api/VotingTo', {
      eventId: b.eventId,
      battleId: other.b,
      vote_receive_userId: (await t.db.select().from(battles).where(eq(battles.id, other.b)))[0]!.player1Id,
    });
    expect(voted.statusCode).toBe(200);

    const logA = await logOf(a.eventId);
    const logB = await logOf(b.eventId);
    expect(logA.map((entry) => [entry.seq, entry.battleId])).toEqual([
      [1, a.battleId],
      [2, other.a],
      [3, a.battleId],
    ]);
    expect(logB.map((entry) => [entry.seq, entry.kind, entry.battleId])).toEqual([
      [1, 'battleOnStage', b.battleId],
      [2, 'battleOnStage', other.b],
      [3, 'vote', other.b],
    ]);
    expect([await headOf(a.eventId), await headOf(b.eventId)]).toEqual([3, 3]);
  });
});
