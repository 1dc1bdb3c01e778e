// `npm run backup [-- <folder>]` and `npm run restore -- <folder>` (docs/decisions.md#248): the database
// (pg_dump's custom format for PostgreSQL, PGlite's data-dir dump for the embedded one) and the uploaded
// images, in one folder with a manifest. A restore goes into a new, empty database and DATA_DIR.
import { execFile } from 'node:child_process';
import { access, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { MessageKey, Variables } from '@artclash/i18n';
import { sql } from 'drizzle-orm';
import { type Config, ConfigError } from './config.ts';
import { type OpenDatabase, openDatabase, pgliteDirOf } from './db/client.ts';
import { DatabaseInUseError } from './db/pglite-lock.ts';
import { privateUploadsDirOf, uploadsDirOf } from './lib/uploads-dir.ts';
import { loadConfig } from './load-config.ts';
import { operatorVoice } from './lib/operator-voice.ts';

const run = promisify(execFile);

type DatabaseKind = OpenDatabase['kind'];

interface Manifest {
  format: 1;
  database: DatabaseKind;
  createdAt: string;
  /** Uploaded files in the backup (both folders). */
  files: number;
}

const NAMES: Record<DatabaseKind, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };
const DUMP = { postgres: 'database.dump', pglite: 'pglite.tar.gz' } as const;
const UPLOADS = 'uploads.tar.gz';

/** A refusal the operator can act on, in their language. */
class BackupError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly variables?: Variables,
  ) {
    super(key);
  }
}

async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Runs a database tool; its own message, when it fails, is the operator's clue. */
async function tool(name: string, args: string[]): Promise<void> {
  try {
    await run(name, args, { maxBuffer: 16 << 20 });
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new BackupError('server.backupToolFailed', { tool: name, reason: (stderr || message).trim() });
  }
}

/**
 * What DATA_DIR holds besides the database, relative to it: the uploads folders, and the generated session key
 * (without it every session ends after a restore on another machine, unless JWT_SECRET is set).
 */
async function uploadFolders(config: Config): Promise<string[]> {
  const folders = [uploadsDirOf(config), privateUploadsDirOf(config), join(config.dataDir, 'jwt-secret')];
  const present = await Promise.all(folders.map(exists));
  return folders.filter((_, index) => present[index]).map((folder) => folder.slice(config.dataDir.length + 1));
}

/** Writes a backup of the configured database and uploads into `folder`; resolves with its manifest. */
export async function backup(config: Config, folder: string): Promise<Manifest> {
  await mkdir(folder, { recursive: true });
  let database: DatabaseKind;
  if (config.databaseUrl) {
    database = 'postgres';
    await tool('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${join(folder, DUMP.postgres)}`,
      config.databaseUrl,
    ]);
  } else {
    database = 'pglite';
    // The embedded database is opened (and locked) as the server would: a running server must be stopped first.
    const open = await openDatabase({ pgliteDir: pgliteDirOf(config.dataDir) });
    try {
      const dump = await open.dumpDataDir!();
      await writeFile(join(folder, DUMP.pglite), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await open.close();
    }
  }
  const folders = await uploadFolders(config);
  if (folders.length > 0) await tool('tar', ['-C', config.dataDir, '-czf', join(folder, UPLOADS), ...folders]);
  const counts = await Promise.all(
    folders.filter((name) => name.includes('uploads')).map((name) => countFiles(join(config.dataDir, name))),
  );
  const manifest: Manifest = {
    format: 1,
    database,
    createdAt: new Date().toISOString(),
    files: counts.reduce((sum, count) => sum + count, 0),
  };
  await writeFile(join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function readManifest(folder: string): Promise<Manifest> {
  try {
    const manifest = JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format === 1 && (manifest.database === 'postgres' || manifest.database === 'pglite')) return manifest;
  } catch {
    // Answered below.
  }
  throw new BackupError('server.backupNotFound', { folder });
}

/** Whether the database holds any table of ours (a restore goes only into an empty one). */
async function holdsData(open: OpenDatabase): Promise<boolean> {
  const result = await open.db.execute<{ tables: number }>(
    sql`select count(*)::int as tables from information_schema.tables where table_schema = 'public'`,
  );
  return Number((result as unknown as { rows: { tables: number }[] }).rows[0]?.tables) > 0;
}

/** Restores the backup in `folder` into the configured (new, empty) database and DATA_DIR. */
export async function restore(config: Config, folder: string): Promise<Manifest> {
  const manifest = await readManifest(folder);
  const target: DatabaseKind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== target)
    throw new BackupError('server.backupWrongDatabase', { database: NAMES[manifest.database] });
  if (config.databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    const { rows } = await client
      .query<{ tables: number }>(
        "select count(*)::int as tables from information_schema.tables where table_schema in ('public', 'drizzle')",
      )
      .finally(() => client.end());
    if ((rows[0]?.tables ?? 0) > 0) throw new BackupError('server.restoreTargetNotEmpty');
    await tool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${config.databaseUrl}`,
      join(folder, DUMP.postgres),
    ]);
  } else {
    const dir = pgliteDirOf(config.dataDir);
    if ((await readdir(dir).catch(() => [])).some((name) => name !== '.lock')) {
      const open = await openDatabase({ pgliteDir: dir });
      const full = await holdsData(open).finally(() => open.close());
      if (full) throw new BackupError('server.restoreTargetNotEmpty');
    }
    const snapshot = new Blob([await readFile(join(folder, DUMP.pglite))]);
    // Opening applies any migration newer than the backup, as a start would.
    await (await openDatabase({ pgliteDir: dir, pgliteSnapshot: snapshot })).close();
  }
  if (await exists(join(folder, UPLOADS))) {
    await mkdir(config.dataDir, { recursive: true });
    await tool('tar', ['-C', config.dataDir, '-xzf', join(folder, UPLOADS)]);
  }
  return manifest;
}

/** Runs one command; returns the process's exit code. Messages go to `print` in the operator's language (LANG). */
export async function runBackupCli(
  args: readonly string[],
  env: Record<string, string | undefined>,
  print: (line: string) => void,
): Promise<number> {
  const { say } = operatorVoice(env, print);
  const [command = '', given, ...rest] = args;
  if (!['backup', 'restore'].includes(command) || rest.length > 0 || (command === 'restore' && !given)) {
    say('server.backupUsage');
    return 2;
  }
  try {
    const config = await loadConfig(env);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const folder = resolve(given ?? join('backups', `artclash-${stamp}`));
    const manifest = command === 'backup' ? await backup(config, folder) : await restore(config, folder);
    say(command === 'backup' ? 'server.backupWritten' : 'server.backupRestored', {
      folder,
      database: NAMES[manifest.database],
      files: manifest.files,
    });
    return 0;
  } catch (error) {
    if (error instanceof BackupError) say(error.key, error.variables);
    else if (error instanceof ConfigError || error instanceof DatabaseInUseError) print(error.message);
    else throw error;
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runBackupCli(process.argv.slice(2), process.env, (line) => console.log(line));
}
