import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from '../load-config.ts';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

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

export const MIGRATIONS_FOLDER = join(REPO_ROOT, 'apps/server/drizzle');

export interface OpenDatabaseOptions {
  /** postgres:// URL of a server; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` or undefined keeps them in memory. */
  pgliteDir?: string | undefined;
  /** A `dumpDataDir` tarball to start PGlite from (tests). */
  pgliteSnapshot?: Blob | undefined;
  poolSize?: number;
}

/** Opens the database and applies the migrations. Each driver is imported only when used: it shortens the start. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 16) : openPglite(options);
}

async function openPostgres(connectionString: string, max: number): Promise<OpenDatabase> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool discards it and the next query connects again.
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as Database, kind: 'postgres', close: () => pool.end() };
}

async function openPglite({ pgliteDir, pgliteSnapshot }: OpenDatabaseOptions): Promise<OpenDatabase> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (pgliteDir && !pgliteDir.startsWith('memory://')) await mkdir(pgliteDir, { recursive: true });
  const client = await PGlite.create({ dataDir: pgliteDir, loadDataDir: pgliteSnapshot });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as Database, kind: 'pglite', close: () => client.close() };
}

export const pgliteDirOf = (dataDir: string) => join(dataDir, 'pglite');
