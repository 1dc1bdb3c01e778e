import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from '../load-config.ts';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type PgModuleDefault from 'pg';
import { type ChangeFeed, createChangeFeed, type ProcessFeed, parseNotice } from './change-feed.ts';
import { createChangeFollower } from './change-follower.ts';
import { type Actor, CHANGES_CHANNEL } from './event-log.ts';
import { keepToOwner, OWNER_ONLY } from '../lib/owner-only.ts';
import { lockDatabaseDir } from './pglite-lock.ts';
import * as schema from './schema/index.ts';

/** One type for both drivers: queries are written once against it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a query runs on: the database or an open transaction. */
export type Executor = Database | Transaction;
/**
 * What a use case that tells the live screens takes (docs/architecture.md, One module shape): the database
 * itself, never an open transaction, as it publishes after its last write committed, and the change feed.
 */
export interface Publishing {
  db: Database;
  changes: ChangeFeed;
  /** The organiser acting, for the event's log (docs/decisions.md#404); none for the server's own acts. */
  by?: Actor | undefined;
}

/** How busy the database's connections are: open, idle, and requests waiting for one. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Changes to events, told to every process on this database (PostgreSQL) or within this one (PGlite). */
  changes: ChangeFeed;
  /** The connections' use now (for the metrics); the embedded database is one connection. */
  pool(): PoolUse;
  /** The embedded database's files as one gzipped tarball (PGlite's `dumpDataDir`), for a backup. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

type PgModule = typeof PgModuleDefault;

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
  const changes = createChangeFeed();
  const listener = await listenForChanges(pg, connectionString, changes, db as Database);
  changes.connect(listener);
  return {
    db: db as Database,
    kind: 'postgres',
    changes,
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

/**
 * One connection per process LISTENs for the changes of every process, its own included, and hands them to the
 * change follower (docs/decisions.md#406), which tells the others' changes and reads from the log what a lost
 * notice missed. When the connection drops (a database restart, a failover, a killed backend) it connects again,
 * backing off up to 5 s, and catches up from the log once it listens again.
 */
async function listenForChanges(
  pg: PgModule,
  connectionString: string,
  feed: ProcessFeed,
  db: Database,
): Promise<{ listening(): boolean; lead: ChangeFeed['lead']; close(): Promise<void> }> {
  let client: InstanceType<PgModule['Client']> | undefined;
  let closed = false;
  let up = false;
  let timer: NodeJS.Timeout | undefined;
  // The leads this process asked for (docs/decisions.md#428): session advisory locks on this connection, so each ends
  // with it and another process takes it; one not held is asked for again every second while the connection is up.
  const leads = new Map<string, { held: boolean; gained: () => void }>();
  let asking = false;
  const askLeads = async () => {
    const on = client;
    if (!on || !up || asking) return;
    asking = true;
    try {
      for (const [name, lead] of leads) {
        if (lead.held) continue;
        const { rows } = await on.query<{ taken: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS taken', [
          `artclash:lead:${name}`,
        ]);
        if (rows[0]?.taken !== true || client !== on) continue;
        lead.held = true;
        lead.gained();
      }
    } finally {
      asking = false;
    }
  };
  const leadTimer = setInterval(() => void askLeads().catch(() => undefined), 1000);
  leadTimer.unref();
  const follower = createChangeFollower({
    db,
    origin: feed.origin,
    tell: feed.deliver,
    onError: () => void client?.end().catch(() => undefined),
  });
  const connect = async (first: boolean): Promise<void> => {
    // Named for this process, so an operator (or a test) can find its listener in pg_stat_activity.
    const next = new pg.Client({ connectionString, application_name: `artclash-changes-${feed.origin}` });
    next.on('notification', (message) => {
      const notice = message.channel === CHANGES_CHANNEL ? parseNotice(message.payload) : undefined;
      if (notice && client === next) follower.notice(notice);
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next) return;
      up = false;
      for (const lead of leads.values()) lead.held = false;
      if (!closed) retry(250);
    });
    await next.connect();
    try {
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
      client = next;
      // Listening first, then reading where the log is: nothing committed in between is missed.
      await (first ? follower.start() : follower.catchUp());
    } catch (error) {
      if (client === next) client = undefined;
      await next.end().catch(() => undefined);
      throw error;
    }
    up = true;
    void askLeads().catch(() => undefined);
  };
  const retry = (delay: number) => {
    timer = setTimeout(() => {
      connect(false).catch(() => !closed && retry(Math.min(delay * 2, 5000)));
    }, delay);
    timer.unref();
  };
  await connect(true);
  return {
    listening: () => up,
    lead(name, gained) {
      const lead = { held: false, gained };
      leads.set(name, lead);
      void askLeads().catch(() => undefined);
      return { held: () => lead.held };
    },
    close: async () => {
      closed = true;
      up = false;
      clearTimeout(timer);
      clearInterval(leadTimer);
      await client?.end().catch(() => undefined);
    },
  };
}

async function openPglite({ pgliteDir, pgliteSnapshot }: OpenDatabaseOptions): Promise<OpenDatabase> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const onDisk = pgliteDir !== undefined && !pgliteDir.startsWith('memory://');
  if (onDisk) await mkdir(pgliteDir, { recursive: true, mode: OWNER_ONLY.folder });
  const release = onDisk ? await lockDatabaseDir(pgliteDir) : async () => undefined;
  // PGlite gives the files it unpacks mode 0666 whatever the umask: they are made the owner's alone once it has
  // made them, and again when it closes (docs/decisions.md#358).
  const keep = async () => {
    if (onDisk) await keepToOwner(pgliteDir);
  };
  try {
    const client = await PGlite.create({ dataDir: pgliteDir, loadDataDir: pgliteSnapshot });
    await keep();
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    // The embedded database belongs to one process: its changes need go no further.
    const changes = createChangeFeed();
    return {
      db: db as Database,
      kind: 'pglite',
      changes,
      pool: () => ({ total: 1, idle: 1, waiting: 0 }),
      dumpDataDir: () => client.dumpDataDir('gzip'),
      close: async () => {
        await client.close();
        try {
          await keep();
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

export const pgliteDirOf = (dataDir: string) => join(dataDir, 'pglite');
