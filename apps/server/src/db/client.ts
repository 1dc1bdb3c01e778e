import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

/** One type for both drivers: queries are written once against it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a query runs on: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface OpenDatabaseOptions {
  /** postgres:// URL of a server; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` or undefined keeps them in memory. */
  pgliteDir?: string | undefined;
  /** A `dumpDataDir` tarball to start PGlite from (tests). */
  pgliteSnapshot?: Blob | undefined;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 16 });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool discards it and the next query connects again.
    pool.on('error', () => undefined);
    const db = drizzlePostgres({ client: pool, schema });
    await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db: db as Database, kind: 'postgres', close: () => pool.end() };
  }
  if (options.pgliteDir && !options.pgliteDir.startsWith('memory://')) await mkdir(options.pgliteDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.pgliteDir, loadDataDir: options.pgliteSnapshot });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as Database, kind: 'pglite', close: () => client.close() };
}

export const pgliteDirOf = (dataDir: string) => join(dataDir, 'pglite');
