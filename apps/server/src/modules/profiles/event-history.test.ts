import { ZEventListReplySchema, ZPastVotingReplySchema } from '@artclash/contract';
import { describe, expect, it } from 'vitest';
import { callAs, userWithToken } from '../../test/accounts.ts';
import { buildBattle, buildEvent, castVote } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

// docs/decisions.md#9, #142: Participated Events, the profile's Events tab and Past Voting with real data.
const t = useTestApp();

describe('GET /backend/api/participated-events/{userId}', () => {
  it('lists the events a fan or artist took part in, to anyone of the main family', async () => {
    const artist = await userWithToken(t, { type: 'artist' });
    const viewer = await userWithToken(t);
    const joined = await buildEvent({ db: t.db, participants: [artist.userId], titleEng: 'Joined', titleJap: '参加' });
    await buildEvent({ db: t.db, participants: 2, titleEng: 'Elsewhere' });
    const reply = await callAs(t, 'GET', `/backend/api/participated-events/${artist.userId}`, { token: viewer.token, language: 'ja' });
    expect(reply.statusCode, reply.body).toBe(200);
    const { message, events } = ZEventListReplySchema.parse(reply.json());
    expect(message).not.toBe('');
    expect(events.map((event) => event._id)).toEqual([joined]);
    expect(events[0]?.participants.map((participant) => participant.user._id)).toEqual([artist.userId]);
  });

  it('404s an unknown user or a park account, and needs a session', async () => {
    const viewer = await userWithToken(t);
    const child = await userWithToken(t, { type: 'myself' });
    expect((await callAs(t, 'GET', '/backend/api/participated-events/nope', { token: viewer.token })).statusCode).toBe(404);
    expect((await callAs(t, 'GET', `/backend/api/participated-events/${child.userId}`, { token: viewer.token })).statusCode).toBe(404);
    expect((await t.get(`/backend/api/participated-events/${viewer.userId}`)).statusCode).toBe(401);
  });
});

describe('GET /backend/api/past-voting', () => {
  it("lists the signed-in user's own votes with their event, battle and player, latest first", async () => {
    const me = await userWithToken(t);
    const other = await userWithToken(t);
    const eventId = await buildEvent({ db: t.db, participants: 2, titleEng: 'Voted', titleJap: '投票済み' });
    const first = await buildBattle({ db: t.db, eventId, battleName: 'Round 1', battleNameJap: '第1ラウンド' });
    const second = await buildBattle({ db: t.db, eventId, battleName: 'Round 2' });
    await castVote({ db: t.db, battleId: first.battleId, receiverId: first.player2Id, voterId: me.userId });
    await castVote({ db: t.db, battleId: second.battleId, receiverId: second.player1Id, voterId: me.userId });
    await castVote({ db: t.db, battleId: second.battleId, receiverId: second.player2Id, voterId: other.userId });
    const reply = await callAs(t, 'GET', '/backend/api/past-voting', { token: me.token, language: 'ja' });
    expect(reply.statusCode, reply.body).toBe(200);
    const { data } = ZPastVotingReplySchema.parse(reply.json());
    expect(data.map((vote) => [vote.event.title_jap, vote.battle.battle_name, vote.voted_for._id])).toEqual([
      ['投票済み', 'Round 2', second.player1Id],
      ['投票済み', '第1ラウンド', first.player2Id],
    ]);
    expect((await callAs(t, 'GET', '/backend/api/past-voting', { token: (await userWithToken(t)).token })).json()).toMatchObject({ status: 1, data: [] });
    expect((await t.get('/backend/api/past-voting')).statusCode).toBe(401);
  });
});
