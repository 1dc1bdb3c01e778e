import {
  ZEventHistoryReplySchema,
  ZEventListReplySchema,
  ZPastVotingReplySchema,
  ZPublicProfileReplySchema,
} from '@artclash/contract';
import { describe, expect, it } from 'vitest';
import { callAs, userWithToken } from '../../test/accounts.ts';
import { eq } from 'drizzle-orm';
import { battles } from '../../db/schema/index.ts';
import { type BuildBattleOptions, buildBattle, buildEvent, castVote } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { sessionAround } from '../../test/wall-clock.ts';

// docs/product.md#rule-9, #rule-142, #rule-178: Participated Events, the profile's Events tab, Past Voting and Event
// History with real data.
const t = useTestApp();

describe('GET /backend/api/participated-events/{userId}', () => {
  it('lists the events a fan or artist took part in, to anyone of the main family', async () => {
    const artist = await userWithToken(t, { type: 'artist' });
    const viewer = await userWithToken(t);
    const joined = await buildEvent({ db: t.db, participants: [artist.userId], titleEng: 'Joined', titleJap: '参加' });
    await buildEvent({ db: t.db, participants: 2, titleEng: 'Elsewhere' });
    const reply = await callAs(t, 'GET', `/backend/api/participated-events/${artist.userId}`, {
      token: viewer.token,
      language: 'ja',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const { message, events } = ZEventListReplySchema.parse(reply.json());
    expect(message).not.toBe('');
    expect(events.map((event) => event._id)).toEqual([joined]);
    expect(events[0]?.participants.map((participant) => participant.user._id)).toEqual([artist.userId]);
  });

  it('404s an unknown user or a park account, and needs a session', async () => {
    const viewer = await userWithToken(t);
    const child = await userWithToken(t, { type: 'myself' });
    expect((await callAs(t, 'GET', '/backend/api/participated-events/nope', { token: viewer.token })).statusCode).toBe(
      404,
    );
    expect(
      (await callAs(t, 'GET', `/backend/api/participated-events/${child.userId}`, { token: viewer.token })).statusCode,
    ).toBe(404);
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
    expect(
      (await callAs(t, 'GET', '/backend/api/past-voting', { token: (await userWithToken(t)).token })).json(),
    ).toMatchObject({ status: 1, data: [] });
    expect((await t.get('/backend/api/past-voting')).statusCode).toBe(401);
  });
});

describe('past voting says whether the pick won (docs/product.md#rule-378)', () => {
  it('answers won, lost or draw for a complete battle, and null until then', async () => {
    const me = await userWithToken(t);
    const eventId = await buildEvent({ db: t.db });
    const battleOf = (position: number, battle: Partial<BuildBattleOptions>) =>
      buildBattle({ db: t.db, eventId, position, battleName: `Round ${position}`, ...battle });
    const won = await battleOf(0, { battleStatus: 'complete' });
    await t.db.update(battles).set({ winnerId: won.player1Id }).where(eq(battles.id, won.battleId));
    const lost = await battleOf(1, { battleStatus: 'complete' });
    await t.db.update(battles).set({ winnerId: lost.player2Id }).where(eq(battles.id, lost.battleId));
    const drawn = await battleOf(2, { battleStatus: 'complete', draw: true });
    const running = await battleOf(3, { battleStatus: 'live' });
    for (const battle of [won, lost, drawn, running])
      await castVote({ db: t.db, battleId: battle.battleId, receiverId: battle.player1Id, voterId: me.userId });

    const reply = await callAs(t, 'GET', '/backend/api/past-voting', { token: me.token });
    const { data } = ZPastVotingReplySchema.parse(reply.json());
    const outcomeOf = new Map(data.map((vote) => [vote.battle.battle_name, vote.outcome]));
    expect(Object.fromEntries(outcomeOf)).toEqual({
      'Round 0': 'won',
      'Round 1': 'lost',
      'Round 2': 'draw',
      'Round 3': null,
    });
  });
});

describe('GET /backend/api/event-history', () => {
  const ended = (fromHours: number) => [sessionAround({ timezone: 'Asia/Tokyo', fromHours })];

  it("lists the token holder's ended events, as participant or player, latest first, each with its battles", async () => {
    const me = await userWithToken(t, { type: 'artist' });
    const rival = await userWithToken(t, { type: 'artist' });
    const older = await buildEvent({
      db: t.db,
      participants: [me.userId],
      titleEng: 'Older',
      city: 'Seoul',
      timezone: 'Asia/Tokyo',
      dateTimes: ended(-100),
    });
    const played = await buildEvent({
      db: t.db,
      titleEng: 'Played',
      titleJap: '出場',
      timezone: 'Asia/Tokyo',
      battlesTime: 15,
      dateTimes: ended(-10),
    });
    const final = await buildBattle({
      db: t.db,
      eventId: played,
      battleName: 'Final',
      battleNameJap: '決勝',
      player1Id: me.userId,
      player2Id: rival.userId,
      winnerId: rival.userId,
      battleStatus: 'complete',
    });
    const other = await buildBattle({ db: t.db, eventId: played, battleName: 'Semi' });
    await castVote({ db: t.db, battleId: final.battleId, receiverId: me.userId });
    await castVote({ db: t.db, battleId: final.battleId, receiverId: rival.userId });
    await castVote({ db: t.db, battleId: final.battleId, receiverId: rival.userId });
    // Not history: an event still to come, and one the user had no part in.
    await buildEvent({
      db: t.db,
      participants: [me.userId],
      titleEng: 'Upcoming',
      dateTimes: [sessionAround({ timezone: 'Asia/Tokyo', fromHours: 48 })],
    });
    await buildEvent({ db: t.db, participants: [rival.userId], titleEng: 'Rival only', dateTimes: ended(-5) });

    const reply = await callAs(t, 'GET', '/backend/api/event-history', { token: me.token, language: 'ja' });
    expect(reply.statusCode, reply.body).toBe(200);
    const { data } = ZEventHistoryReplySchema.parse(reply.json());
    expect(data.map((entry) => entry.event._id)).toEqual([played, older]);
    const [latest, earlier] = data;
    expect(latest?.event).toMatchObject({ title_jap: '出場', battles_time: 15, types: 'past' });
    expect(latest?.battles.map((battle) => [battle.battle_name, battle.total_votes])).toEqual([
      ['決勝', 3],
      ['Semi', 0],
    ]);
    expect(latest?.battles[0]).toMatchObject({
      _id: final.battleId,
      player_winner_id: rival.userId,
      battle1: { _id: me.userId },
      battle2: { _id: rival.userId },
    });
    expect(latest?.battles[1]?._id).toBe(other.battleId);
    expect(latest?.battles.map((battle) => battle.draw)).toEqual([false, false]);
    expect(earlier).toMatchObject({ event: { city: 'Seoul' }, battles: [] });
  });

  it('says a drawn battle is a draw, with no winner (docs/product.md#rule-377)', async () => {
    const me = await userWithToken(t, { type: 'artist' });
    const eventId = await buildEvent({ db: t.db, dateTimes: ended(-10) });
    await buildBattle({ db: t.db, eventId, player1Id: me.userId, battleStatus: 'complete', draw: true });
    const { data } = ZEventHistoryReplySchema.parse(
      (await callAs(t, 'GET', '/backend/api/event-history', { token: me.token })).json(),
    );
    expect(data[0]?.battles).toMatchObject([{ draw: true, player_winner_id: null }]);
  });

  it('only ever shows the token holder their own history, whatever the address carries', async () => {
    const me = await userWithToken(t);
    const someone = await userWithToken(t, { type: 'artist' });
    await buildEvent({ db: t.db, participants: [someone.userId], dateTimes: ended(-20) });
    const reply = await callAs(t, 'GET', `/backend/api/event-history?userId=${someone.userId}`, { token: me.token });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ status: 1, data: [] });
    expect(
      ZEventHistoryReplySchema.parse(
        (await callAs(t, 'GET', '/backend/api/event-history', { token: someone.token })).json(),
      ).data,
    ).toHaveLength(1);
  });

  it('is open to a park user, and needs a session', async () => {
    const child = await userWithToken(t, { type: 'myself' });
    const eventId = await buildEvent({ db: t.db, participants: [child.userId], dateTimes: ended(-3) });
    const reply = await callAs(t, 'GET', '/backend/api/event-history', { token: child.token });
    expect(ZEventHistoryReplySchema.parse(reply.json()).data.map((entry) => entry.event._id)).toEqual([eventId]);
    const refused = await t.get('/backend/api/event-history');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ status: 0 });
  });
});

describe('GET /backend/api/public-profile/{userId}: the battle record (docs/product.md#rule-379)', () => {
  const recordOf = async (userId: string, token: string, language = 'en') => {
    const reply = await callAs(t, 'GET', `/backend/api/public-profile/${userId}`, { token, language });
    expect(reply.statusCode, reply.body).toBe(200);
    return ZPublicProfileReplySchema.parse(reply.json()).data;
  };

  it('lists the battles an artist played to the end with the result, the latest event first, and counts wins and events', async () => {
    const artist = await userWithToken(t, { type: 'artist' });
    const rival = await userWithToken(t, { type: 'artist' });
    const viewer = await userWithToken(t);
    const earlier = await buildEvent({
      db: t.db,
      titleEng: 'Earlier',
      titleJap: '前回',
      dateTimes: [sessionAround({ timezone: 'Asia/Tokyo', fromHours: -200 })],
    });
    const later = await buildEvent({
      db: t.db,
      titleEng: 'Later',
      titleJap: '今回',
      dateTimes: [sessionAround({ timezone: 'Asia/Tokyo', fromHours: -2 })],
    });
    const pair = { player1Id: artist.userId, player2Id: rival.userId, battleStatus: 'complete' as const };
    await buildBattle({
      db: t.db,
      eventId: earlier,
      position: 0,
      battleName: 'Opening',
      ...pair,
      winnerId: rival.userId,
    });
    await buildBattle({
      db: t.db,
      eventId: later,
      position: 0,
      battleName: 'Semi',
      battleNameJap: '準決勝',
      ...pair,
      winnerId: artist.userId,
    });
    await buildBattle({ db: t.db, eventId: later, position: 1, battleName: 'Final', ...pair, draw: true });
    // Not in the record: a battle still running, and someone else's battle.
    await buildBattle({ db: t.db, eventId: later, position: 2, battleName: 'Encore', ...pair, battleStatus: 'live' });
    await buildBattle({ db: t.db, eventId: later, position: 3, battleName: 'Others', battleStatus: 'complete' });

    const profile = await recordOf(artist.userId, viewer.token);
    expect(profile.battle_record).toEqual({ battles: 3, wins: 1, events: 2 });
    expect(profile.battles.map((battle) => [battle.battle_name, battle.event.title_eng, battle.result])).toEqual([
      ['Semi', 'Later', 'won'],
      ['Final', 'Later', 'draw'],
      ['Opening', 'Earlier', 'lost'],
    ]);
    expect(profile.battles[0]).toMatchObject({
      event: { _id: later, title_jap: '今回' },
      opponent: { _id: rival.userId },
    });
    expect((await recordOf(artist.userId, viewer.token, 'ja')).battles[0]?.battle_name).toBe('準決勝');

    // The other player's record reads the same battles the other way round.
    const theirs = await recordOf(rival.userId, artist.token);
    expect(theirs.battle_record).toEqual({ battles: 3, wins: 1, events: 2 });
    expect(theirs.battles.map((battle) => battle.result)).toEqual(['lost', 'draw', 'won']);
  });

  it('is empty for someone who has played no battle, and the call still 404s an unknown user', async () => {
    const fan = await userWithToken(t);
    const viewer = await userWithToken(t);
    expect(await recordOf(fan.userId, viewer.token)).toMatchObject({
      battle_record: { battles: 0, wins: 0, events: 0 },
      battles: [],
    });
    const unknown = await callAs(t, 'GET', '/backend/api/public-profile/0b0e7c36-1111-4222-8333-444455556666', {
      token: viewer.token,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 0 });
  });
});
