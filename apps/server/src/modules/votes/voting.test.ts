import { ZFailureReplySchema, ZVotingStatusReplySchema, ZVotingToReplySchema } from '@artclash/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { postAs, userWithToken, withChanges } from '../../test/accounts.ts';
import { buildBattle, buildEvent } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

const t = useTestApp();
const VOTE = '/backend/api/VotingTo';
const STATUS = '/backend/api/VotingStatusActive';

async function openBattle(votingStatus = 'on') {
  const eventId = await buildEvent({ db: t.db });
  const battle = await buildBattle({ db: t.db, eventId, battleStatus: 'live', votingStatus });
  return { eventId, ...battle };
}

const status = async (token: string, eventId: string, battleId: string) =>
  ZVotingStatusReplySchema.parse((await postAs(t, token, STATUS, { eventId, battleId })).json());

describe('POST /backend/api/VotingTo and VotingStatusActive (docs/product.md#rule-17)', () => {
  it('records one vote per user per battle, moves it on a second vote, and tells who the caller voted for', async () => {
    const { eventId, battleId, player1Id, player2Id } = await openBattle();
    const fan = await userWithToken(t);
    const first = await postAs(t, fan.token, VOTE, {
      eventId,
      battleId,
      vote_receive_userId: player1Id,
      vote_send_userId: fan.userId,
      vote: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(ZVotingToReplySchema.parse(first.json())).toEqual({
      status: 1,
      message: 'Your vote has been recorded.',
      Player1: 1,
      Player2: 0,
      userId: player1Id,
    });

    const moved = ZVotingToReplySchema.parse(
      (await postAs(t, fan.token, VOTE, { eventId, battleId, vote_receive_userId: player2Id })).json(),
    );
    expect(moved).toMatchObject({ Player1: 0, Player2: 1, userId: player2Id });
    expect(await status(fan.token, eventId, battleId)).toMatchObject({
      status: 1,
      Player1: 0,
      Player2: 1,
      userId: player2Id,
    });
  });

  it('never trusts vote_send_userId: the vote is the token holder’s', async () => {
    const { eventId, battleId, player1Id } = await openBattle();
    const [fan, victim] = [await userWithToken(t), await userWithToken(t)];
    await postAs(t, fan.token, VOTE, {
      eventId,
      battleId,
      vote_receive_userId: player1Id,
      vote_send_userId: victim.userId,
    });
    expect(await status(victim.token, eventId, battleId)).toMatchObject({ Player1: 1, userId: null });
    expect(await status(fan.token, eventId, battleId)).toMatchObject({ Player1: 1, userId: player1Id });
  });

  it("refuses a vote while voting is not 'on', in both languages, and counts nothing", async () => {
    const { eventId, battleId, player1Id } = await openBattle('off');
    const fan = await userWithToken(t);
    const en = await postAs(t, fan.token, VOTE, { eventId, battleId, vote_receive_userId: player1Id });
    expect(en.statusCode).toBe(409);
    expect(ZFailureReplySchema.parse(en.json()).message).toBe('Your vote not submitted, Voting stopped');
    const ja = await postAs(t, fan.token, VOTE, { eventId, battleId, vote_receive_userId: player1Id }, 'ja');
    expect(ja.json()).toEqual({ status: 0, message: '投票は受け付けられませんでした（投票は終了しています）' });
    expect(await status(fan.token, eventId, battleId)).toMatchObject({ Player1: 0, Player2: 0, userId: null });
  });

  it('refuses players voting in their own battle and votes for anyone else', async () => {
    const player = await userWithToken(t);
    const eventId = await buildEvent({ db: t.db });
    const { battleId, player2Id } = await buildBattle({
      db: t.db,
      eventId,
      battleStatus: 'live',
      votingStatus: 'on',
      player1Id: player.userId,
    });
    const fan = await userWithToken(t);
    const stranger = await userWithToken(t);
    const forStranger = await postAs(t, fan.token, VOTE, { eventId, battleId, vote_receive_userId: stranger.userId });
    expect(forStranger.statusCode).toBe(400);
    expect(forStranger.json().message).toBe('You can only vote for one of the two players of this battle.');
    expect(
      (await postAs(t, fan.token, VOTE, { eventId, battleId, vote_receive_userId: 'not-a-player-id' })).statusCode,
    ).toBe(400);
    const byPlayer = await postAs(t, player.token, VOTE, { eventId, battleId, vote_receive_userId: player2Id });
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json().message).toBe('Players cannot vote in their own battle.');
    expect(await status(fan.token, eventId, battleId)).toMatchObject({ Player1: 0, Player2: 0 });
  });

  it('answers 404 for an unknown, malformed or other event’s battle, and 401 without a session', async () => {
    const { eventId, battleId, player1Id } = await openBattle();
    const other = await openBattle();
    const fan = await userWithToken(t);
    for (const body of [
      { eventId, battleId: randomUUID(), vote_receive_userId: player1Id },
      { eventId, battleId: 'not-an-id', vote_receive_userId: player1Id },
      { eventId: other.eventId, battleId, vote_receive_userId: player1Id },
    ]) {
      const reply = await postAs(t, fan.token, VOTE, body);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ status: 0, message: 'Battle not found' });
    }
    expect((await postAs(t, fan.token, STATUS, { eventId: other.eventId, battleId })).statusCode).toBe(404);
    expect((await postAs(t, undefined, VOTE, { eventId, battleId, vote_receive_userId: player1Id })).statusCode).toBe(
      401,
    );
    expect((await postAs(t, undefined, STATUS, { eventId, battleId })).statusCode).toBe(401);
    expect(
      (await postAs(t, fan.token, VOTE, { eventId, battleId, vote_receive_userId: player1Id, vote: 2 })).statusCode,
    ).toBe(400);
    expect(
      (await postAs(t, fan.token, VOTE, { eventId: `${eventId}\u0000`, battleId, vote_receive_userId: player1Id }))
        .statusCode,
    ).toBe(404);
  });

  it('counts 500 concurrent voters exactly, each voting twice at once', async () => {
    const { eventId, battleId, player1Id, player2Id } = await openBattle();
    const voters = await Promise.all(Array.from({ length: 500 }, () => userWithToken(t)));
    const replies = await Promise.all(
      voters.flatMap(({ token }, index) => [
        postAs(t, token, VOTE, { eventId, battleId, vote_receive_userId: index % 2 ? player1Id : player2Id }),
        postAs(t, token, VOTE, { eventId, battleId, vote_receive_userId: index % 5 ? player1Id : player2Id }),
      ]),
    );
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    const counts = await status(voters[0]!.token, eventId, battleId);
    expect(counts.Player1! + counts.Player2!).toBe(500);
    // Each voter's final choice is one of their two votes; the totals match the stored choices exactly.
    const choices = await Promise.all(voters.map(async ({ token }) => (await status(token, eventId, battleId)).userId));
    expect(choices.filter((choice) => choice === player1Id)).toHaveLength(counts.Player1!);
    expect(choices.filter((choice) => choice === player2Id)).toHaveLength(counts.Player2!);
  }, 120_000);

  it('answers each of many votes sent together by its own rules: the allowed counted, the refused refused (docs/decisions.md#186)', async () => {
    const open = await openBattle();
    const closed = await openBattle('off');
    const fans = await Promise.all(Array.from({ length: 8 }, () => userWithToken(t)));
    const player = await userWithToken(t);
    const eventId = await buildEvent({ db: t.db });
    const own = await buildBattle({
      db: t.db,
      eventId,
      battleStatus: 'live',
      votingStatus: 'on',
      player1Id: player.userId,
    });
    const replies = await Promise.all([
      ...fans.map(({ token }) =>
        postAs(t, token, VOTE, { eventId: open.eventId, battleId: open.battleId, vote_receive_userId: open.player1Id }),
      ),
      postAs(t, fans[0]!.token, VOTE, {
        eventId: closed.eventId,
        battleId: closed.battleId,
        vote_receive_userId: closed.player1Id,
      }),
      postAs(t, player.token, VOTE, { eventId, battleId: own.battleId, vote_receive_userId: own.player2Id }),
      postAs(t, fans[1]!.token, VOTE, {
        eventId: open.eventId,
        battleId: open.battleId,
        vote_receive_userId: fans[2]!.userId,
      }),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([...Array(8).fill(200), 409, 403, 400]);
    expect(await status(fans[0]!.token, open.eventId, open.battleId)).toMatchObject({
      Player1: 8,
      Player2: 0,
      userId: open.player1Id,
    });
    expect(await status(fans[0]!.token, closed.eventId, closed.battleId)).toMatchObject({
      Player1: 0,
      Player2: 0,
      userId: null,
    });
  });

  it('limits votes per user, not per address: a flood from one fan stops at 10, a venue of fans on one address does not', async () => {
    const { eventId, battleId, player1Id, player2Id } = await openBattle();
    const flooder = await userWithToken(t);
    const burst = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        postAs(t, flooder.token, VOTE, { eventId, battleId, vote_receive_userId: index % 2 ? player1Id : player2Id }),
      ),
    );
    expect(burst.filter((reply) => reply.statusCode === 200)).toHaveLength(10);
    const refused = burst.find((reply) => reply.statusCode === 429)!;
    expect(refused.json()).toEqual({
      status: 0,
      message: 'You are voting too fast. Please wait a moment and try again.',
    });
    // Fifty fans behind the same address all vote.
    const fans = await Promise.all(Array.from({ length: 50 }, () => userWithToken(t)));
    const venue = await Promise.all(
      fans.map(({ token }) =>
        t.inject({
          method: 'POST',
          url: VOTE,
          remoteAddress: '203.0.113.7',
          payload: { eventId, battleId, vote_receive_userId: player1Id },
          headers: { authorization: token },
        }),
      ),
    );
    expect(venue.every((reply) => reply.statusCode === 200)).toBe(true);
  });

  it('tells live viewers which battle’s votes changed', async () => {
    const { eventId, battleId, player1Id } = await openBattle();
    const fan = await userWithToken(t);
    const [, heard] = await withChanges(t, () =>
      postAs(t, fan.token, VOTE, { eventId, battleId, vote_receive_userId: player1Id }),
    );
    expect(heard).toEqual([{ eventId, kind: 'votes', battleId, seq: expect.any(Number) }]);
  });
});
