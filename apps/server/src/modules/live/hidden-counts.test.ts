import {
  ZAdminBattlesReplySchema,
  ZEventByAllBattleReplySchema,
  ZLiveSnapshotSchema,
  ZVotingStatusReplySchema,
  ZVotingToReplySchema,
} from '@artclash/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, postAs, userWithToken } from '../../test/accounts.ts';
import { openEventStream } from '../../test/event-stream.ts';
import { buildBattle, buildEvent, castVote } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

// docs/product.md#rule-316: while the organisers hide a battle's bar, no public reply carries its counts.
const t = useTestApp({ replyCacheMs: 1000 });
let origin = '';
beforeAll(async () => {
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

async function hiddenBattle() {
  const eventId = await buildEvent({ db: t.db });
  const battle = await buildBattle({ db: t.db, eventId, votingStatus: 'on', votingBar: 'hide' });
  await castVote({ db: t.db, battleId: battle.battleId, receiverId: battle.player1Id });
  return { eventId, ...battle };
}
const publicBattle = async (eventId: string) =>
  ZEventByAllBattleReplySchema.parse((await t.get(`/backend/api/EventByAllBattle/${eventId}`)).json()).event
    .battles[0]!;

describe('counts while the bar is hidden', () => {
  it('keeps them out of EventByAllBattle, VotingTo and VotingStatusActive, and gives them to organisers', async () => {
    const { eventId, battleId, player1Id, player2Id } = await hiddenBattle();
    expect((await publicBattle(eventId)).votes).toBeNull();

    const fan = await userWithToken(t);
    const voted = await postAs(t, fan.token, '/backend/api/VotingTo', {
      eventId,
      battleId,
      vote_receive_userId: player2Id,
    });
    expect(ZVotingToReplySchema.parse(voted.json())).toMatchObject({ Player1: null, Player2: null, userId: player2Id });
    const status = await postAs(t, fan.token, '/backend/api/VotingStatusActive', { eventId, battleId });
    expect(ZVotingStatusReplySchema.parse(status.json())).toMatchObject({ Player1: null, Player2: null });
    expect(JSON.stringify((await t.get(`/backend/api/EventByAllBattle/${eventId}`)).json())).not.toMatch(
      /"Player1":\d/,
    );

    const organiser = await userWithToken(t, { role: 'admin' });
    const list = await callAs(t, 'GET', `/backend/admin-api/events/${eventId}/battles`, { token: organiser.token });
    expect(ZAdminBattlesReplySchema.parse(list.json()).battles[0]!.votes).toEqual({ Player1: 1, Player2: 1 });
    // The organisers' list is theirs alone.
    expect(
      (await callAs(t, 'GET', `/backend/admin-api/events/${eventId}/battles`, { token: fan.token })).statusCode,
    ).toBe(403);
    expect(
      (await callAs(t, 'GET', `/backend/admin-api/events/nope/battles`, { token: organiser.token })).statusCode,
    ).toBe(404);

    // Shown, they are public again; a complete battle's counts are its result, whatever the bar.
    await callAs(t, 'PUT', `/backend/admin-api/battles/${battleId}`, {
      token: organiser.token,
      body: { voting_bar: 'show' },
    });
    expect((await publicBattle(eventId)).votes).toEqual({ Player1: 1, Player2: 1 });
    await callAs(t, 'PUT', `/backend/admin-api/battles/${battleId}`, {
      token: organiser.token,
      body: { voting_bar: 'hide', battle_status: 'complete', player_winner_id: player1Id },
    });
    expect((await publicBattle(eventId)).votes).toEqual({ Player1: 1, Player2: 1 });
  });

  it('keeps them out of the live stream: a null snapshot, no votes message, the counts once the bar is shown', async () => {
    const { eventId, battleId, player2Id } = await hiddenBattle();
    const stream = await openEventStream(`${origin}/backend/api/live/${eventId}?lang=en`);
    const first = ZLiveSnapshotSchema.parse((await stream.next()).data);
    expect(first.event.battles[0]!.votes).toBeNull();

    const fan = await userWithToken(t);
    await postAs(t, fan.token, '/backend/api/VotingTo', { eventId, battleId, vote_receive_userId: player2Id });
    const organiser = await userWithToken(t, { role: 'admin' });
    await callAs(t, 'PUT', `/backend/admin-api/battles/${battleId}`, {
      token: organiser.token,
      body: { voting_bar: 'show' },
    });
    // The vote sent nothing: the next message is the snapshot after the bar was shown, with both votes.
    const next = await stream.next();
    expect(next.name).toBe('snapshot');
    expect(ZLiveSnapshotSchema.parse(next.data).event.battles[0]).toMatchObject({
      voting_bar: 'show',
      votes: { Player1: 1, Player2: 1 },
    });
    stream.close();
  });
});
