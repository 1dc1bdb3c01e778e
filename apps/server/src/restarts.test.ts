import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZBattleControlReplySchema, ZEventByAllBattleReplySchema } from '@artclash/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDirOf } from './db/client.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';
import { migratedSnapshot, newPostgresDatabase } from './test/test-database.ts';
import { missingVotes, postJson, seedVotingBattle, voteBurst } from './test/vote-burst.ts';

// A stop that loses nothing (docs/decisions.md#249): SIGTERM in the middle of a vote burst; every acknowledged
// vote is in the database, live viewers are told to reconnect, and the process exits 0.
// Back within seconds after a crash (docs/decisions.md#245): the server is killed (-9) in the middle of a vote burst on
// a paused battle and started again at once; it serves with every acknowledged vote and the paused timer as they were,
// without waiting on anything the killed process held (its 5 s target is bench/restart.ts's). On the embedded database
// this is the lock of a process that is gone being taken at once; on PostgreSQL, nothing is held by the dead process.
const JWT_SECRET = 'crash-restart-secret-crash-restart-secret';
const onPostgres = process.env.TEST_DB === 'postgres';

describe('a server stopped or killed in the middle of a vote burst', () => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  let server: ServerProcess | undefined;
  let seeds: Awaited<ReturnType<typeof seedVotingBattle>>[] = [];
  const open = async (snapshot?: Blob) =>
    openDatabase({ databaseUrl, pgliteDir: pgliteDirOf(dataDir), pgliteSnapshot: snapshot, poolSize: 2 });
  const start = () =>
    startServerProcess({ env: { DATA_DIR: dataDir, JWT_SECRET, ...(databaseUrl && { DATABASE_URL: databaseUrl }) } });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'artclash-crash-'));
    if (onPostgres) ({ url: databaseUrl, drop } = await newPostgresDatabase());
    // The embedded database starts from the suite's migrated one, as a real one would be after its first start.
    const seeding = await open(onPostgres ? undefined : await migratedSnapshot());
    seeds = [
      await seedVotingBattle({ db: seeding.db, secret: JWT_SECRET, fans: 90 }),
      await seedVotingBattle({ db: seeding.db, secret: JWT_SECRET, fans: 90 }),
    ];
    await seeding.close();
  }, 180_000);

  it('on SIGTERM answers every vote under way, tells viewers to reconnect and exits with every acknowledged vote stored', async () => {
    const { eventId, battleId, voters } = seeds[0]!;
    server = await start();
    const viewer = await fetch(`${server.origin}/backend/api/live/${eventId}?lang=en`);
    const stream = viewer.text();
    let exited: Promise<number | null> | undefined;
    const { acknowledged, failures } = await voteBurst({
      originOf: () => server!.origin,
      eventId,
      battleId,
      voters,
      concurrency: 15,
      onAcknowledged: (count) => {
        if (count === 30) exited = server!.stop('SIGTERM');
      },
    });
    expect(await exited).toBe(0);
    server = undefined;
    // The stream ended with a short retry: EventSource reconnects within about a second.
    expect(await stream).toMatch(/retry: \d+\n\n$/);
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);
    // Refused (503 while closing) or not answered (the port is closed): never acknowledged and lost.
    expect([...failures.keys()].every((status) => status === 0 || status === 503)).toBe(true);
    const reading = await open();
    try {
      expect(await missingVotes({ db: reading.db, battleId, acknowledged })).toEqual([]);
    } finally {
      await reading.close();
    }
  }, 120_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await drop?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves at once with every acknowledged vote and the paused timer, waiting on nothing the killed process held', async () => {
    const { eventId, battleId, organiserToken, voters } = seeds[1]!;

    server = await start();
    const firstStartMs = server.readyMs;
    const control = (call: string, body: object) =>
      postJson(server!.origin, `/backend/admin-api/${call}`, { eventId, battleId, ...body }, organiserToken);
    expect((await control('EventSingleBattleTimeStart', { bt_status: '' })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const paused = ZBattleControlReplySchema.parse(await (await control('EventSingleBattleTimePause', {})).json());
    expect(paused.battle.battle_time_status).toBe('pause');

    // Killed once a third of the fans have their answer; the rest of the burst meets a dead server.
    let origin = server.origin;
    const killed = new Promise<void>((resolve) => {
      const burst = voteBurst({
        originOf: () => origin,
        eventId,
        battleId,
        voters,
        concurrency: 15,
        onAcknowledged: (count) => {
          if (count === 30) void server!.stop('SIGKILL').then(() => resolve());
        },
      });
      void burst.then((result) => (outcome = result));
    });
    let outcome: Awaited<ReturnType<typeof voteBurst>> | undefined;
    await killed;

    server = await start();
    origin = server.origin;
    const restartedInMs = server.readyMs;
    while (!outcome) await new Promise((resolve) => setTimeout(resolve, 20));
    const { acknowledged } = outcome;
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);
    expect(acknowledged.length).toBeLessThan(voters.length);

    const after = ZEventByAllBattleReplySchema.parse(
      await (await fetch(`${server.origin}/backend/api/EventByAllBattle/${eventId}`)).json(),
    );
    const battle = after.event.battles.find((entry) => entry._id === battleId)!;
    expect(battle).toMatchObject({
      battle_time_status: 'pause',
      battle_time_start: paused.battle.battle_time_start,
      battle_time_pause: paused.battle.battle_time_pause,
      battle_timeRemaining: paused.battle.battle_timeRemaining,
    });
    expect(battle.votes!.Player1 + battle.votes!.Player2).toBeGreaterThanOrEqual(acknowledged.length);

    await server.stop('SIGTERM');
    server = undefined;
    const reading = await open();
    try {
      expect(await missingVotes({ db: reading.db, battleId, acknowledged })).toEqual([]);
    } finally {
      await reading.close();
    }
    // From the spawn to the first ready answer: nothing waits on what the killed process left behind, where the
    // lock of an owner that may live is waited on for 30 s. The bound is half that, so a start slowed by a busy
    // machine passes and a wait on the lock fails; the 5 s target is a benchmark's, never a test's timing
    // (bench/restart.ts prints it: 1.04 s median on a quiet machine). The first start is the yardstick of the load.
    expect(restartedInMs).toBeLessThan(Math.max(15_000, 2 * firstStartMs));
  }, 120_000);
});
