import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBattle, buildEvent, buildUser } from '../test/factories.ts';
import { openTestDatabase } from '../test/test-database.ts';
import type { Change } from './change-feed.ts';
import { createChangeFollower } from './change-follower.ts';
import type { OpenDatabase } from './client.ts';
import { logChange, logSessionsEnded } from './event-log.ts';

// A process follows the others' changes by their sequence (docs/decisions.md#406): a notice that follows on is told
// at once, a gap is read from the log, and a catch-up after the LISTEN connection was down reads only what moved on.
describe('the change follower', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database?.close());

  const follow = () => {
    const told: Change[] = [];
    const follower = createChangeFollower({
      db: database.db,
      origin: 'this-process',
      tell: (change) => told.push(change),
      onError: (error) => {
        throw error;
      },
    });
    return { told, follower };
  };
  const other = { origin: 'other-process' };

  it('tells a notice that follows on, skips its own and repeats, and reads a gap from the log', async () => {
    const { db } = database;
    const eventId = await buildEvent({ db });
    const { battleId } = await buildBattle({ db, eventId });
    const { told, follower } = follow();
    await follower.start();

    const first = await logChange({ db, changes: other, eventId, kind: 'battleMoved', battleId });
    follower.notice({ ...first, origin: other.origin, from: first.seq! });
    const own = await logChange({ db, changes: { origin: 'this-process' }, eventId, kind: 'timerStarted', battleId });
    follower.notice({ ...own, origin: 'this-process', from: own.seq! });
    follower.notice({ ...first, origin: other.origin, from: first.seq! });
    await follower.catchUp();
    expect(told).toEqual([{ eventId, kind: 'battles', seq: 1 }]);

    // Two entries whose notices were lost, then one that arrives: the gap is read, one change per kind and battle.
    const { follower: later, told: laterTold } = follow();
    await later.start();
    await logChange({ db, changes: other, eventId, kind: 'timerPaused', battleId });
    await logChange({ db, changes: other, eventId, kind: 'timerResumed', battleId });
    const third = await logChange({ db, changes: other, eventId, kind: 'eventUpdated' });
    later.notice({ ...third, origin: other.origin, from: third.seq! });
    await later.catchUp();
    expect(laterTold).toEqual([
      { eventId, kind: 'battles', seq: 4 },
      { eventId, kind: 'event', seq: 5 },
    ]);
  });

  it('catches up after the connection was down: the events whose log moved on, a deleted event, the ended sessions', async () => {
    const { db } = database;
    const quiet = await buildEvent({ db });
    const busy = await buildEvent({ db });
    const gone = await buildEvent({ db });
    const { battleId, player1Id } = await buildBattle({ db, eventId: busy, votingStatus: 'on' });
    const fan = await buildUser({ db });
    const { told, follower } = follow();
    await follower.start();

    await logChange({ db, changes: other, eventId: busy, kind: 'vote', battleId, payload: { receiverId: player1Id } });
    await logChange({ db, changes: other, eventId: busy, kind: 'vote', battleId, payload: { receiverId: player1Id } });
    await logChange({ db, changes: other, eventId: gone, kind: 'eventUpdated' });
    await db.transaction((tx) => logSessionsEnded({ db: tx, changes: other, userId: fan.id }));
    await db.execute(`delete from events where id = '${gone}'`);
    await follower.catchUp();

    expect(told).toContainEqual({ eventId: busy, kind: 'votes', battleId, seq: expect.any(Number) });
    expect(told).toContainEqual({ eventId: gone, kind: 'event' });
    expect(told).toContainEqual({ kind: 'sessions', userId: fan.id, seq: expect.any(Number) });
    expect(told.filter((change) => 'eventId' in change && change.eventId === quiet)).toEqual([]);
    expect(told.filter((change) => change.kind === 'votes')).toHaveLength(1);
  });
});
