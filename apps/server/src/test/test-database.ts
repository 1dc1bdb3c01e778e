import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { inject } from 'vitest';
import { createChangeFeed } from '../db/change-feed.ts';
import { type Database, type OpenDatabase, openDatabase } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { onPostgresServer, postgresUrl } from './postgres-server.ts';

/**
 * A fresh database for one test file: in-memory PGlite as just migrated, or a PostgreSQL database copied from the
 * run's migrated template (global-setup.ts drops it with the run's others at the end).
 */
export async function openTestDatabase(): Promise<OpenDatabase> {
  if (process.env.TEST_DB === 'postgres') {
    const name = newName();
    await onPostgresServer(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresPrefix')}_template`);
    return openDatabase({ databaseUrl: postgresUrl(name), poolSize: 4 });
  }
  return openPooledPglite();
}

/**
 * The worker's in-memory PGlite databases that test files have closed, emptied. Loading the migrated snapshot takes
 * a second or more and a worker runs many files (vitest.config.ts shares modules), while emptying every table takes
 * tens of milliseconds; the migrations add no rows, so an emptied database is a migrated one.
 */
const emptied: PGlite[] = [];

/** The run's migrated PGlite data dir (global-setup.ts), to start an embedded database from: `pgliteSnapshot`. */
export const migratedSnapshot = async () => new Blob([await readFile(inject('pgliteSnapshot'))]);

async function openPooledPglite(): Promise<OpenDatabase> {
  const client = emptied.pop() ?? (await PGlite.create({ loadDataDir: await migratedSnapshot() }));
  return {
    db: drizzle({ client, schema }) as unknown as Database,
    kind: 'pglite',
    changes: createChangeFeed(),
    pool: () => ({ total: 1, idle: 1, waiting: 0 }),
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: async () => {
      try {
        await empty(client);
        emptied.push(client);
      } catch {
        await client.close();
      }
    },
  };
}

/** Empties every table of the app's schema, restarting their sequences: the database as the migrations left it. */
async function empty(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
  );
  if (rows.length > 0) await client.exec(`TRUNCATE ${rows.map((row) => row.name).join(', ')} RESTART IDENTITY CASCADE`);
}

/** A new, empty PostgreSQL database on TEST_DATABASE_URL's server (for a server process to migrate): its URL, and how to drop it. */
export async function newPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = newName();
  await onPostgresServer(`CREATE DATABASE ${name}`);
  return {
    url: postgresUrl(name),
    drop: async () => void (await onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

const newName = () => `${inject('postgresPrefix')}_${randomBytes(6).toString('hex')}`;
