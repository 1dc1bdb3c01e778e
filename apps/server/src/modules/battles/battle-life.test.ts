import {
  BATTLE_MOVE_NAMES,
  BATTLE_MOVES,
  type BattlePhase,
  checkMove,
  factsOf,
  ZAdminBattleReplySchema,
  ZEventByAllBattleReplySchema,
} from '@artclash/contract';
import { translate } from '@artclash/i18n';
import { describe, expect, it } from 'vitest';
import { callAs, postAs, userWithToken, withChanges } from '../../test/accounts.ts';
import { type BuildBattleOptions, buildBattle, buildEvent, buildUser, castVote } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

const t = useTestApp();
const organiser = () => userWithToken(t, { role: 'admin' }).then((user) => user.token);
const moveUrl = (battleId: string) => `/backend/admin-api/battles/${battleId}/move`;

/** A battle in each phase, with the votes and switches that let that phase's moves be tried. */
const fixtures: { name: string; battle: Omit<BuildBattleOptions, 'db' | 'eventId'>; votes: [number, number] }[] = [
  { name: 'not started', battle: {}, votes: [0, 0] },
  { name: 'live, voting never opened', battle: { battleStatus: 'live' }, votes: [0, 0] },
  {
    name: 'live, voting open, 2–1',
    battle: { battleStatus: 'live', votingStatus: 'on', votingOpenedAt: new Date() },
    votes: [2, 1],
  },
  {
    name: 'live, voting open, 1–1',
    battle: { battleStatus: 'live', votingStatus: 'on', votingOpenedAt: new Date() },
    votes: [1, 1],
  },
  { name: 'voting closed, 0–1', battle: { battleStatus: 'live', votingOpenedAt: new Date() }, votes: [0, 1] },
  { name: 'complete', battle: { battleStatus: 'complete', votingOpenedAt: new Date() }, votes: [3, 1] },
];

async function battleIn(fixture: (typeof fixtures)[number]) {
  const eventId = await buildEvent({ db: t.db });
  const built = await buildBattle({ db: t.db, eventId, ...fixture.battle });
  for (let i = 0; i < fixture.votes[0]; i += 1)
    await castVote({ db: t.db, battleId: built.battleId, receiverId: built.player1Id });
  for (let i = 0; i < fixture.votes[1]; i += 1)
    await castVote({ db: t.db, battleId: built.battleId, receiverId: built.player2Id });
  return { eventId, ...built };
}

async function battleNow(eventId: string, battleId: string) {
  const body = ZEventByAllBattleReplySchema.parse((await t.get(`/backend/api/EventByAllBattle/${eventId}`)).json());
  return body.event.battles.find((battle) => battle._id === battleId)!;
}

describe('POST /backend/admin-api/battles/:battleId/move (docs/decisions.md#275)', () => {
  it('allows exactly the moves of the contract’s table, from every phase, and reaches every pair it names', async () => {
    const token = await organiser();
    const reached = new Set<string>();
    for (const fixture of fixtures) {
      for (const move of BATTLE_MOVE_NAMES) {
        const { eventId, battleId } = await battleIn(fixture);
        const before = await battleNow(eventId, battleId);
        const expected = checkMove(factsOf(before), move);
        const [reply, heard] = await withChanges(t, () =>
          postAs(t, token, moveUrl(battleId), { move, from: before.battle_phase }),
        );
        const after = await battleNow(eventId, battleId);
        const label = `${move} from ${fixture.name}`;
        if (expected.ok) {
          expect(reply.statusCode, label).toBe(200);
          expect(ZAdminBattleReplySchema.parse(reply.json()).battle.battle_phase, label).toBe(expected.to);
          expect(after.battle_phase, label).toBe(expected.to);
          expect(heard, label).toEqual([{ eventId, kind: 'battles', seq: expect.any(Number) }]);
          reached.add(`${before.battle_phase}→${after.battle_phase}`);
        } else {
          expect(reply.statusCode, label).toBe(409);
          expect(reply.json(), label).toEqual({
            status: 0,
            message: translate('en', `show.refusal.${expected.refusal}`),
          });
          expect(after, label).toEqual(before);
          expect(heard, label).toEqual([]);
        }
      }
    }
    const pairs = new Set(BATTLE_MOVES.map((entry) => `${entry.from}→${entry.to}`));
    expect([...reached].sort()).toEqual([...pairs].sort());
  });

  it('refuses a move from a phase the battle has left (a stale screen), in both languages, and changes nothing', async () => {
    const token = await organiser();
    const { eventId, battleId } = await battleIn(fixtures[2]!);
    const before = await battleNow(eventId, battleId);
    const phases: BattlePhase[] = ['not_started', 'voting_closed', 'complete'];
    for (const from of phases) {
      const reply = await callAs(t, 'POST', moveUrl(battleId), {
        token,
        body: { move: 'complete', from },
        language: 'ja',
      });
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toEqual({ status: 0, message: translate('ja', 'show.refusal.wrongPhase') });
    }
    expect(await battleNow(eventId, battleId)).toEqual(before);
  });

  it('declares the winner only on completion: more votes win, a tie needs a pick or a draw', async () => {
    const token = await organiser();
    const ahead = await battleIn(fixtures[2]!);
    const done = ZAdminBattleReplySchema.parse(
      (await postAs(t, token, moveUrl(ahead.battleId), { move: 'complete', from: 'live' })).json(),
    ).battle;
    expect(done).toMatchObject({
      battle_status: 'complete',
      voting_status: 'off',
      player_winner_id: ahead.player1Id,
      draw: false,
    });

    const tie = await battleIn(fixtures[3]!);
    const asked = await postAs(t, token, moveUrl(tie.battleId), { move: 'complete', from: 'live' }, 'ja');
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe('得票数が同じです。勝者を選ぶか、引き分けにしてください。');
    const picked = await postAs(t, token, moveUrl(tie.battleId), {
      move: 'complete',
      from: 'live',
      player_winner_id: tie.player2Id,
    });
    expect(ZAdminBattleReplySchema.parse(picked.json()).battle).toMatchObject({
      player_winner_id: tie.player2Id,
      draw: false,
    });

    const drawn = await battleIn(fixtures[3]!);
    const draw = await postAs(t, token, moveUrl(drawn.battleId), { move: 'complete', from: 'live', draw: true });
    expect(ZAdminBattleReplySchema.parse(draw.json()).battle).toMatchObject({ player_winner_id: null, draw: true });

    const outsider = await buildUser({ db: t.db });
    const open = await battleIn(fixtures[2]!);
    const wrong = await postAs(t, token, moveUrl(open.battleId), {
      move: 'complete',
      from: 'live',
      player_winner_id: outsider.id,
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('closes voting on completion: a vote after it is refused (issue 22, item 6)', async () => {
    const token = await organiser();
    const { eventId, battleId, player1Id } = await battleIn(fixtures[2]!);
    await postAs(t, token, moveUrl(battleId), { move: 'complete', from: 'live' });
    const fan = await userWithToken(t);
    const vote = await postAs(t, fan.token, '/backend/api/VotingTo', {
      eventId,
      battleId,
      vote_receive_userId: player1Id,
    });
    expect(vote.statusCode).toBe(409);
    expect((await battleNow(eventId, battleId)).votes).toEqual({ Player1: 2, Player2: 1 });
  });

  it('lets one battle of an event be live at a time', async () => {
    const token = await organiser();
    const eventId = await buildEvent({ db: t.db });
    await buildBattle({ db: t.db, eventId, battleStatus: 'live', votingOpenedAt: new Date() });
    const { battleId } = await buildBattle({ db: t.db, eventId });
    const reply = await postAs(t, token, moveUrl(battleId), { move: 'start', from: 'not_started' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(translate('en', 'server.anotherBattleLive'));
  });

  it('undoes going live while nothing was spent, and not after the timer ran', async () => {
    const token = await organiser();
    const { battleId } = await battleIn(fixtures[1]!);
    const undone = await postAs(t, token, moveUrl(battleId), { move: 'undoStart', from: 'live' });
    expect(ZAdminBattleReplySchema.parse(undone.json()).battle).toMatchObject({
      battle_status: null,
      battle_phase: 'not_started',
      battle1_keyword_eng: '',
    });
    const eventId = await buildEvent({ db: t.db });
    const timed = await buildBattle({
      db: t.db,
      eventId,
      battleStatus: 'live',
      timeStatus: 'play',
      timeStart: new Date(),
    });
    const refused = await postAs(t, token, moveUrl(timed.battleId), { move: 'undoStart', from: 'live' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(translate('en', 'show.refusal.somethingSpent'));
  });

  it('admits organisers only', async () => {
    const { battleId } = await battleIn(fixtures[0]!);
    const fan = await userWithToken(t);
    expect((await postAs(t, fan.token, moveUrl(battleId), { move: 'start', from: 'not_started' })).statusCode).toBe(
      403,
    );
    expect((await postAs(t, undefined, moveUrl(battleId), { move: 'start', from: 'not_started' })).statusCode).toBe(
      401,
    );
  });
});
