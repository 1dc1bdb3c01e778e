// `npm run backup [-- <folder>]` and `npm run restore -- <folder>` (docs/decisions.md#248): the database
// (pg_dump's custom format for PostgreSQL, PGlite's data-dir dump for the embedded one) and the uploaded
// images, in one folder with a manifest. A restore goes into a new, empty database and DATA_DIR. The backup's
// folder and files, and the restored DATA_DIR, are their owner's alone (docs/decisions.md#358).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { access, readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { MessageKey, Variables } from '@artclash/i18n';
import { type Config, ConfigError } from './config.ts';
import { type OpenDatabase, openDatabase, pgliteDirOf } from './db/client.ts';
import { DatabaseInUseError } from './db/pglite-lock.ts';
import { createOwnerOnly, keepToOwner, OWNER_ONLY } from './lib/owner-only.ts';
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

/** What a folder holds; nothing when it does not exist. */
const entriesOf = (dir: string) =>
  readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });

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
  // A folder of its own: a backup never mixes with other files, nor makes a shared folder owner-only.
  if ((await entriesOf(folder)).length > 0) throw new BackupError('server.backupFolderNotEmpty', { folder });
  // The folder is the owner's alone before anything is written in it (docs/decisions.md#358).
  await keepToOwner(folder);
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
      await writeFile(join(folder, DUMP.pglite), Buffer.from(await dump.arrayBuffer()), { mode: OWNER_ONLY.file });
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
  await writeFile(join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: OWNER_ONLY.file });
  // pg_dump's and tar's files are made with the umask: 0600 whatever it was.
  await keepToOwner(folder);
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

/**
 * Restores the backup in `folder` into the configured (new, empty) database and DATA_DIR. Nothing is written
 * unless both are empty: images restored beside a live DATA_DIR's would serve again what was taken down since.
 */
export async function restore(config: Config, folder: string): Promise<Manifest> {
  const manifest = await readManifest(folder);
  const target: DatabaseKind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== target)
    throw new BackupError('server.backupWrongDatabase', { database: NAMES[manifest.database] });
  if (config.databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    let tables = 0;
    try {
      const { rows } = await client.query<{ tables: number }>(
        "select count(*)::int as tables from information_schema.tables where table_schema in ('public', 'drizzle')",
      );
      tables = rows[0]?.tables ?? 0;
    } finally {
      await client.end();
    }
    if (tables > 0) throw new BackupError('server.restoreTargetNotEmpty');
  } else if ((await entriesOf(pgliteDirOf(config.dataDir))).some((name) => name !== '.lock')) {
    // An embedded database is made with its tables at its first opening: any file of one holds data.
    throw new BackupError('server.restoreTargetNotEmpty');
  }
  if ((await entriesOf(config.dataDir)).length > 0)
    throw new BackupError('server.restoreDataDirNotEmpty', { dataDir: config.dataDir });
  await keepToOwner(config.dataDir);
  if (config.databaseUrl) {
    await tool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${config.databaseUrl}`,
      join(folder, DUMP.postgres),
    ]);
  } else {
    const snapshot = new Blob([await readFile(join(folder, DUMP.pglite))]);
    // Opening applies any migration newer than the backup, as a start would.
    await (await openDatabase({ pgliteDir: pgliteDirOf(config.dataDir), pgliteSnapshot: snapshot })).close();
  }
  // The files are this user's, whoever owned them where the backup was made, and owner-only.
  if (await exists(join(folder, UPLOADS)))
    await tool('tar', [
      '-C',
      config.dataDir,
      '--no-same-owner',
      '--no-same-permissions',
      '-xzf',
      join(folder, UPLOADS),
    ]);
  await keepToOwner(config.dataDir);
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
    // A restore makes no session key of its own in the DATA_DIR it checks is empty: the backup's comes with it.
    const placeholder = command === 'restore' && !env.JWT_SECRET ? randomBytes(32).toString('base64url') : undefined;
    const config = await loadConfig(placeholder ? { ...env, JWT_SECRET: placeholder } : env);
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
  createOwnerOnly();
  process.exitCode = await runBackupCli(process.argv.slice(2), process.env, (line) => console.log(line));
}
