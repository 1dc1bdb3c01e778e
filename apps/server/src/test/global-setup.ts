import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, openDatabase } from '../db/client.ts';
import { dropRunDatabases, onPostgresServer, postgresUrl } from './postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data dir (dumpDataDir tarball) that each test file starts from. */
    pgliteSnapshot: string;
    /** What this run's PostgreSQL databases are named after: `<prefix>_<random>`; the migrated template is `<prefix>_template`. */
    postgresPrefix: string;
  }
}

/**
 * Migrates once per run; each test file then starts from the result: PGlite loads a snapshot in about a second, and
 * PostgreSQL copies a template database in tens of milliseconds instead of running every migration (about 600 ms).
 * The run's PostgreSQL databases are dropped together at its end rather than one by one in each file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'artclash-test-'));
  const file = join(dir, 'migrated.tar');
  const prefix = `artclash_test_${randomBytes(4).toString('hex')}`;
  const onPostgres = project.config.env.TEST_DB === 'postgres';
  if (onPostgres) {
    await onPostgresServer(`CREATE DATABASE ${prefix}_template`);
    const template = await openDatabase({ databaseUrl: postgresUrl(`${prefix}_template`), poolSize: 1 });
    await template.close();
  } else {
    const client = await PGlite.create();
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await client.close();
  }
  project.provide('pgliteSnapshot', file);
  project.provide('postgresPrefix', prefix);
  return async () => {
    if (onPostgres) await dropRunDatabases(prefix);
    await rm(dir, { recursive: true, force: true });
  };
}
