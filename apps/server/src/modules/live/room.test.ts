import { ZEventRoomReplySchema } from '@artclash/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { processHeartbeats, votes } from '../../db/schema/index.ts';
import { callAs, userWithToken } from '../../test/accounts.ts';
import { buildBattle, buildEvent, castVote } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { openEventStream } from '../../test/event-stream.ts';
import { screenKeyOf } from '../votes/index.ts';
import { writeHeartbeat } from './queries.ts';

const t = useTestApp();
const organiser = () => userWithToken(t, { role: 'admin' }).then((user) => user.token);
const roomReply = async (token: string, eventId: string) =>
  ZEventRoomReplySchema.parse((await callAs(t, 'GET', `/backend/admin-api/events/${eventId}/room`, { token })).json());
const roomOf = async (token: string, eventId: string) => (await roomReply(token, eventId)).room;

describe("the control room's view of the room (docs/decisions.md#251)", () => {
  it('adds up the viewers of every running process, their oldest unanswered vote and the votes of the last minute', async () => {
    const token = await organiser();
    const eventId = await buildEvent({ db: t.db });
    const other = await buildEvent({ db: t.db });
    const { battleId, player1Id } = await buildBattle({ db: t.db, eventId, votingStatus: 'on', battleStatus: 'live' });
    const now = new Date();
    await writeHeartbeat({
      db: t.db,
      beat: { processId: 'a', viewers: { [eventId]: 120, [other]: 7 }, oldestVoteMs: 40, listening: true, beatAt: now },
    });
    await writeHeartbeat({
      db: t.db,
      beat: { processId: 'b', viewers: { [eventId]: 80 }, oldestVoteMs: 250, listening: false, beatAt: now },
    });
    // A process that stopped beating 30 s ago is gone: not counted.
    await writeHeartbeat({
      db: t.db,
      beat: {
        processId: 'gone',
        viewers: { [eventId]: 999 },
        oldestVoteMs: 9999,
        listening: true,
        beatAt: new Date(now.getTime() - 30_000),
      },
    });
    for (let fan = 0; fan < 3; fan += 1) {
      const voter = await userWithToken(t);
      const voted = await callAs(t, 'POST', '/backend/api/VotingTo', {
        token: voter.token,
        body: { eventId, battleId, vote_receive_userId: player1Id },
      });
      expect(voted.statusCode).toBe(200);
    }
    expect(await roomOf(token, eventId)).toEqual({
      viewers: 200,
      votes_last_minute: 3,
      oldest_vote_ms: 250,
      processes: 2,
      processes_receiving: 1,
      votes_by_origin: [{ battle_id: battleId, in_room: 0, online: 3 }],
    });
    expect((await roomOf(token, other)).viewers).toBe(7);
    await t.db.delete(processHeartbeats).where(eq(processHeartbeats.processId, 'a'));
    await t.db.delete(processHeartbeats).where(eq(processHeartbeats.processId, 'b'));
    await t.db.delete(processHeartbeats).where(eq(processHeartbeats.processId, 'gone'));
  });

  it("counts this process's own viewers from the heartbeat it writes once it listens", async () => {
    const token = await organiser();
    const eventId = await buildEvent({ db: t.db });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const viewer = await openEventStream(`http://127.0.0.1:${port}/backend/api/live/${eventId}?lang=en`);
    expect((await viewer.next()).name).toBe('snapshot');
    let room = await roomOf(token, eventId);
    for (let waited = 0; room.viewers !== 1 && waited < 5000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      room = await roomOf(token, eventId);
    }
    expect(room).toMatchObject({ viewers: 1, processes: 1, processes_receiving: 1 });
    viewer.close();
    expect(await t.db.select().from(processHeartbeats)).toHaveLength(1);
  });

  it('counts per battle, in its order, the votes from the room and online, hidden counts too (docs/product.md#rule-352)', async () => {
    const token = await organiser();
    const eventId = await buildEvent({ db: t.db, votingRule: 'room' });
    const later = await buildBattle({ db: t.db, eventId, position: 1 });
    const hidden = await buildBattle({ db: t.db, eventId, position: 0, votingBar: 'hide', battleStatus: 'live' });
    const voters = await Promise.all(
      [1, 2, 3, 4, 5].map(() => castVote({ db: t.db, battleId: hidden.battleId, receiverId: hidden.player1Id })),
    );
    await castVote({ db: t.db, battleId: later.battleId, receiverId: later.player2Id });
    for (const voterId of voters.slice(0, 3))
      await t.db
        .update(votes)
        .set({ inRoom: true })
        .where(and(eq(votes.battleId, hidden.battleId), eq(votes.voterId, voterId)));
    expect((await roomOf(token, eventId)).votes_by_origin).toEqual([
      { battle_id: hidden.battleId, in_room: 3, online: 2 },
      { battle_id: later.battleId, in_room: 0, online: 1 },
    ]);
  });

  it("hands the control room the projector's screen key, whatever the voting rule (docs/product.md#rule-350)", async () => {
    const token = await organiser();
    for (const votingRule of ['room', 'anyone'] as const) {
      const eventId = await buildEvent({ db: t.db, votingRule });
      expect((await roomReply(token, eventId)).screen_key).toBe(screenKeyOf(t.config.jwtSecret, eventId));
    }
  });

  it('answers 404 for an event that does not exist', async () => {
    const token = await organiser();
    const missing = await callAs(t, 'GET', '/backend/admin-api/events/0b0e7c36-1111-4222-8333-444455556666/room', {
      token,
    });
    expect(missing.statusCode).toBe(404);
  });
});
