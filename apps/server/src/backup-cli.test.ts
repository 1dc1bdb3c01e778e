import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase, pgliteDirOf } from './db/client.ts';
import { loadDemo } from './demo/load-demo.ts';
import { runBackupCli } from './backup-cli.ts';
import { privateUploadsDirOf, uploadsDirOf } from './lib/uploads-dir.ts';
import { castVote } from './test/factories.ts';
import { notOwnerOnly } from './test/owner-only.ts';
import { migratedSnapshot, newPostgresDatabase } from './test/test-database.ts';
import { battles, posts, votes } from './db/schema/index.ts';

// Backups that restore (docs/decisions.md#248): a database with votes, posts and images is backed up with
// `npm run backup`, restored with `npm run restore` into a new database and DATA_DIR, and compared.
const onPostgres = process.env.TEST_DB === 'postgres';
const JWT_SECRET = 'backup-secret-backup-secret-backup-secret';

/** Every row of every table, in a stable order: two databases with the same content give the same text. */
async function contentOf(open: OpenDatabase): Promise<Record<string, string[]>> {
  const result = await open.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  const tables = (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  const content: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await open.db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`);
    content[table] = (rows as unknown as { rows: { row: string }[] }).rows.map((row) => row.row).sort();
  }
  return content;
}

/** Every file under a folder and its hash. */
async function filesOf(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  const files: Record<string, string> = {};
  for (const entry of entries.filter((item) => item.isFile())) {
    const path = join(entry.parentPath, entry.name);
    files[path.slice(dir.length)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return files;
}

describe('npm run backup and npm run restore', () => {
  let root: string;
  const drops: (() => Promise<void>)[] = [];
  const site = async (name: string) => {
    const dataDir = join(root, name);
    if (!onPostgres) return { DATA_DIR: dataDir };
    const fresh = await newPostgresDatabase();
    drops.push(fresh.drop);
    return { DATA_DIR: dataDir, DATABASE_URL: fresh.url };
  };
  const open = (env: { DATA_DIR: string; DATABASE_URL?: string }, snapshot?: Blob) =>
    openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: pgliteDirOf(env.DATA_DIR), pgliteSnapshot: snapshot });
  const cli = async (args: string[], env: Record<string, string | undefined>) => {
    const lines: string[] = [];
    const code = await runBackupCli(args, { ...env, JWT_SECRET, DEMO: '0' }, (line) => lines.push(line));
    return { code, output: lines.join('\n') };
  };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'artclash-backup-'));
  });
  afterAll(async () => {
    for (const drop of drops) await drop();
    await rm(root, { recursive: true, force: true });
  });

  it('restores votes, posts and images into a new database exactly as they were', async () => {
    const source = await site('source');
    const database = await open(source, onPostgres ? undefined : await migratedSnapshot());
    const config = { dataDir: source.DATA_DIR };
    await loadDemo({
      db: database.db,
      uploadsDir: uploadsDirOf(config),
      privateUploadsDir: privateUploadsDirOf(config),
      now: new Date(),
    });
    const [battle] = await database.db.select().from(battles).limit(1);
    await castVote({ db: database.db, battleId: battle!.id, receiverId: battle!.player1Id! });
    const before = await contentOf(database);
    await database.close();
    expect(before.votes!.length).toBeGreaterThan(0);
    expect(before.posts!.length).toBeGreaterThan(0);
    const images = await filesOf(source.DATA_DIR + '/uploads');
    const privateImages = await filesOf(source.DATA_DIR + '/private-uploads');
    expect(Object.keys(images).length).toBeGreaterThan(0);
    expect(Object.keys(privateImages).length).toBeGreaterThan(0);

    // The demo's images are written with this process's umask (0644 and 0755 here): the backup and the restored
    // tree are owner-only all the same (docs/decisions.md#358).
    const folder = join(root, 'backup');
    const written = await cli(['backup', folder], source);
    expect(written.code).toBe(0);
    expect(written.output).toBe(
      `Backup written to ${folder}: the database (${onPostgres ? 'PostgreSQL' : 'PGlite'}) and ${
        Object.keys(images).length + Object.keys(privateImages).length
      } uploaded files.`,
    );

    expect(await notOwnerOnly(folder)).toEqual([]);
    expect((await readdir(folder)).sort()).toEqual(
      [onPostgres ? 'database.dump' : 'pglite.tar.gz', 'manifest.json', 'uploads.tar.gz'].sort(),
    );
    // A second backup into the same folder is refused: a backup's folder is its own.
    expect(await cli(['backup', folder], source)).toEqual({
      code: 1,
      output: `${folder} already holds files: name a new folder for the backup.`,
    });

    // A DATA_DIR that holds anything, as one beside a live server would, is refused before anything is written:
    // an old image restored there would serve again what was taken down since (docs/decisions.md#359).
    const beside = await site('beside');
    await mkdir(join(beside.DATA_DIR, 'uploads/posts'), { recursive: true });
    await writeFile(join(beside.DATA_DIR, 'uploads/posts/live.webp'), 'the live image');
    expect(await cli(['restore', folder], beside)).toEqual({
      code: 1,
      output: `DATA_DIR (${beside.DATA_DIR}) already holds files: restore into a new, empty DATA_DIR, then point the server at it.`,
    });
    expect(await readdir(beside.DATA_DIR, { recursive: true })).toEqual([
      'uploads',
      'uploads/posts',
      'uploads/posts/live.webp',
    ]);
    if (onPostgres) {
      // Asked without opening it, which would apply the migrations.
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: beside.DATABASE_URL });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number }>(
          "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
        );
        expect(rows[0]!.n).toBe(0);
      } finally {
        await client.end();
      }
    }

    const target = await site('target');
    const restored = await cli(['restore', folder], { ...target, LANG: 'ja_JP.UTF-8' });
    expect(restored.code).toBe(0);
    expect(restored.output).toContain(`${folder} から復元しました`);

    const copy = await open(target);
    try {
      expect(await contentOf(copy)).toEqual(before);
      expect((await copy.db.select().from(votes)).length).toBe(before.votes!.length);
      expect((await copy.db.select().from(posts)).length).toBe(before.posts!.length);
    } finally {
      await copy.close();
    }
    expect(await filesOf(target.DATA_DIR + '/uploads')).toEqual(images);
    expect(await filesOf(target.DATA_DIR + '/private-uploads')).toEqual(privateImages);
    expect(await notOwnerOnly(target.DATA_DIR)).toEqual([]);

    // A second restore into the same, now full, database changes nothing and says why.
    expect(await cli(['restore', folder], target)).toEqual({
      code: 1,
      output: 'The database to restore into already holds data: restore into a new, empty database.',
    });
  }, 180_000);

  it('says how to use it, and names a folder without a backup', async () => {
    const usage = 'Usage: npm run backup [-- <folder>] | npm run restore -- <folder>';
    for (const args of [[], ['restore'], ['copy'], ['backup', 'a', 'b']])
      expect(await cli(args, { DATA_DIR: join(root, 'unused') })).toEqual({ code: 2, output: usage });
    const empty = join(root, 'empty');
    expect(await cli(['restore', empty], { DATA_DIR: join(root, 'unused') })).toEqual({
      code: 1,
      output: `No backup in ${empty} (its manifest.json is missing or unreadable).`,
    });
  });
});
