import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZLiveSnapshotSchema, ZLiveVotesSchema } from '@artclash/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { type OpenDatabase, openDatabase } from './db/client.ts';
import { voteCounts } from './modules/votes/index.ts';
import { openEventStream } from './test/event-stream.ts';
import { testConfig } from './test/helper.ts';
import { newPostgresDatabase } from './test/test-database.ts';
import { seedVotingBattle, voteBurst } from './test/vote-burst.ts';

// Every process hears every change, or catches up (docs/decisions.md#406): two apps on one PostgreSQL, each with its
// own pool and LISTEN connection; both listeners are killed (pg_terminate_backend) in the middle of a vote burst
// spread over the two. Once each listens again, every viewer on both converges to the exact counts within a second.
describe.runIf(process.env.TEST_DB === 'postgres')('a LISTEN connection killed in the middle of a vote burst', () => {
  const secret = 'test-secret-test-secret-test-secret-42';
  let drop: () => Promise<void>;
  let dataDir: string;
  const databases: OpenDatabase[] = [];
  const apps: FastifyInstance[] = [];
  const origins: string[] = [];

  beforeAll(async () => {
    const fresh = await newPostgresDatabase();
    drop = fresh.drop;
    dataDir = await mkdtemp(join(tmpdir(), 'artclash-catch-up-'));
    for (const name of ['a', 'b']) {
      const database = await openDatabase({ databaseUrl: fresh.url, poolSize: 4 });
      databases.push(database);
      const app = await buildApp(testConfig(join(dataDir, name), { replyCacheMs: 60_000 }), database);
      apps.push(app);
      origins.push(await app.listen({ port: 0, host: '127.0.0.1' }));
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.close()));
    await drop?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A viewer's last counts of the battle, from its snapshot and every votes message after it. */
  async function watch(origin: string, eventId: string, battleId: string) {
    const stream = await openEventStream(`${origin}/backend/api/live/${eventId}?lang=en`);
    const seen = { votes: { Player1: -1, Player2: -1 }, stream };
    void (async () => {
      for (;;) {
        const message = await stream.next(120_000).catch(() => undefined);
        if (!message) return;
        if (message.name === 'votes') {
          const data = ZLiveVotesSchema.parse(message.data);
          if (data.battleId === battleId) seen.votes = data.votes;
        } else if (message.name === 'snapshot') {
          const battle = ZLiveSnapshotSchema.parse(message.data).event.battles.find((one) => one._id === battleId);
          if (battle?.votes) seen.votes = battle.votes;
        }
      }
    })();
    return seen;
  }

  it('converges every viewer on both processes to the exact counts within 1 s of the reconnect', async () => {
    const [a, b] = databases as [OpenDatabase, OpenDatabase];
    const { eventId, battleId, voters } = await seedVotingBattle({ db: a.db, secret, fans: 240 });
    const viewers = await Promise.all([0, 1, 0, 1].map((index) => watch(origins[index]!, eventId, battleId)));
    const killListeners = () =>
      a.db.execute(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where application_name in ('artclash-changes-${a.changes.origin}', 'artclash-changes-${b.changes.origin}')`,
      );
    let killed: Promise<unknown> | undefined;
    let turn = 0;
    const { acknowledged } = await voteBurst({
      originOf: () => origins[turn++ % 2]!,
      eventId,
      battleId,
      voters,
      concurrency: 12,
      onAcknowledged: (count) => {
        if (count === 60) killed = killListeners();
      },
    });
    await killed;
    expect(acknowledged.length).toBe(voters.length);

    // Both listen again (the retry backs off from 250 ms), then the viewers have a second.
    while (!a.changes.listening() || !b.changes.listening()) await new Promise((resolve) => setTimeout(resolve, 10));
    const reconnected = Date.now();
    const exact = (await voteCounts({ db: a.db, eventId, battleId })).get(battleId)!;
    const expected = { Player1: exact.Player1, Player2: exact.Player2 };
    expect(expected.Player1 + expected.Player2).toBe(voters.length);
    while (Date.now() - reconnected < 1000 && !viewers.every((viewer) => viewer.votes.Player1 === expected.Player1))
      await new Promise((resolve) => setTimeout(resolve, 20));
    for (const viewer of viewers) expect(viewer.votes).toEqual(expected);
    for (const viewer of viewers) viewer.stream.close();
  }, 120_000);
});
