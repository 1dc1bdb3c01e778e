import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/client.ts';
import { onPostgresServer, postgresUrl } from './postgres-server.ts';

/**
 * A fresh database for one test file: in-memory PGlite from the migrated snapshot, or a PostgreSQL database copied
 * from the run's migrated template (global-setup.ts drops it with the run's others at the end).
 */
export async function openTestDatabase(): Promise<OpenDatabase> {
  if (process.env.TEST_DB === 'postgres') {
    const name = newName();
    await onPostgresServer(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresPrefix')}_template`);
    return openDatabase({ databaseUrl: postgresUrl(name), poolSize: 4 });
  }
  const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
  return openDatabase({ pgliteSnapshot: snapshot });
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
