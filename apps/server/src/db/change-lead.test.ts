import { afterEach, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from './client.ts';
import type { Lead } from './change-feed.ts';
import { newPostgresDatabase } from '../test/test-database.ts';

// One process at a time holds a lead (docs/decisions.md#428): the live engine's publisher among the processes behind
// the same fronts. On PostgreSQL it is a session advisory lock on each process's LISTEN connection.

const until = async (done: () => boolean, withinMs: number) => {
  const start = Date.now();
  while (!done() && Date.now() - start < withinMs) await new Promise((resolve) => setTimeout(resolve, 20));
  return Date.now() - start;
};

describe.runIf(process.env.TEST_DB !== 'postgres')('a lead, alone (PGlite)', () => {
  it('is held at once', async () => {
    const database = await openDatabase({});
    let gained = 0;
    const lead = database.changes.lead('live:front', () => (gained += 1));
    expect(lead.held()).toBe(true);
    expect(gained).toBe(1);
    await database.close();
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('a lead among processes on one PostgreSQL', () => {
  let databases: OpenDatabase[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await Promise.all(databases.map((database) => database.close().catch(() => undefined)));
    databases = [];
    await drop?.();
  });

  /** Three processes (each its own pool and LISTEN connection) asking for the lead `name`. */
  async function processes(name: string) {
    const fresh = await newPostgresDatabase();
    drop = fresh.drop;
    // One at a time: the first applies the migrations.
    for (let index = 0; index < 3; index += 1)
      databases.push(await openDatabase({ databaseUrl: fresh.url, poolSize: 2 }));
    const gains = [0, 0, 0];
    const leads: Lead[] = databases.map((database, index) =>
      database.changes.lead(name, () => {
        gains[index] = gains[index]! + 1;
      }),
    );
    const holders = () => leads.flatMap((lead, index) => (lead.held() ? [index] : []));
    await until(() => holders().length > 0, 2000);
    return { fresh, leads, gains, holders };
  }

  it('is held by one process, and by another within 2 s of that one closing', async () => {
    const { holders, gains, fresh } = await processes('live:front-a');
    // Every process asks again each second: still one.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(holders()).toHaveLength(1);
    const [first] = holders() as [number];
    expect(gains[first]).toBe(1);
    // Another lead's name is another lock: a deployment beside this one on the same database has its own.
    const other = await openDatabase({ databaseUrl: fresh.url, poolSize: 2 });
    databases.push(other);
    const beside = other.changes.lead('live:front-b', () => undefined);
    await until(() => beside.held(), 2000);
    expect(beside.held()).toBe(true);

    await databases[first]!.close();
    const waited = await until(() => holders().some((index) => index !== first), 2000);
    expect(waited).toBeLessThan(2000);
    expect(holders().filter((index) => index !== first)).toHaveLength(1);
    const [second] = holders().filter((index) => index !== first) as [number];
    expect(gains[second]).toBe(1);
  }, 20_000);

  it('moves to another process when the LISTEN connection of the one holding it is killed', async () => {
    const { holders, gains, leads } = await processes('live:front-d');
    const [first] = holders() as [number];
    const holder = databases[first]!;
    await holder.db.execute(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where application_name = 'artclash-changes-${holder.changes.origin}'`,
    );
    await until(() => !leads[first]!.held(), 2000);
    expect(leads[first]!.held()).toBe(false);
    // One process takes it: the killed one back, or another; each gain is told.
    await until(() => holders().length === 1 && gains.reduce((sum, n) => sum + n, 0) === 2, 3000);
    expect(holders()).toHaveLength(1);
    expect(gains.reduce((sum, n) => sum + n, 0)).toBe(2);
  }, 20_000);
});
