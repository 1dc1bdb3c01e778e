import { chmod, lstat, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDirOf } from './db/client.ts';
import { notOwnerOnly } from './test/owner-only.ts';
import { startServerProcess } from './test/server-process.ts';
import { migratedSnapshot, newPostgresDatabase } from './test/test-database.ts';

// What the server keeps in DATA_DIR (the session key, the embedded database, uploads, mail) is its owner's
// alone (docs/decisions.md#358): another user of the host reads none of it, and writes none of the database.
// On a fresh DATA_DIR from the first file on, and on an existing one made by an older version (PGlite's 0666
// files, folders 0755) from the start on.
const onPostgres = process.env.TEST_DB === 'postgres';

describe('DATA_DIR is the owner’s alone', () => {
  let root: string;
  const drops: (() => Promise<void>)[] = [];
  const databaseUrl = async () => {
    if (!onPostgres) return undefined;
    const fresh = await newPostgresDatabase();
    drops.push(fresh.drop);
    return fresh.url;
  };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'artclash-modes-'));
  });
  afterAll(async () => {
    for (const drop of drops) await drop();
    await rm(root, { recursive: true, force: true });
  });

  it('on a fresh start: the folder, the generated session key, the database and the demo images', async () => {
    const dataDir = join(root, 'fresh');
    const url = await databaseUrl();
    // No JWT_SECRET: the session key is generated in DATA_DIR; the demo writes its images at start.
    const server = await startServerProcess({
      env: { DATA_DIR: dataDir, DEMO: 'true', JWT_SECRET: '', ...(url && { DATABASE_URL: url }) },
    });
    try {
      const held = await readdir(dataDir);
      expect(held).toEqual(expect.arrayContaining(['jwt-secret', 'uploads', ...(onPostgres ? [] : ['pglite'])]));
      expect((await readdir(join(dataDir, 'uploads'), { recursive: true })).length).toBeGreaterThan(0);
      expect(await notOwnerOnly(dataDir)).toEqual([]);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    // And after a stop: what PGlite wrote while it ran too.
    expect(await notOwnerOnly(dataDir)).toEqual([]);
  }, 120_000);

  it('on an existing DATA_DIR of folders 0755 and files 0644 or 0666: fixed at start, links left alone', async () => {
    const dataDir = join(root, 'existing');
    const url = await databaseUrl();
    if (!onPostgres) {
      await (
        await openDatabase({
          pgliteDir: pgliteDirOf(dataDir),
          pgliteSnapshot: await migratedSnapshot(),
        })
      ).close();
      // As an older version left it: PGlite's files 0666, its folders 0755.
      for (const entry of await readdir(pgliteDirOf(dataDir), { withFileTypes: true, recursive: true }))
        await chmod(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o666);
      await chmod(pgliteDirOf(dataDir), 0o755);
    }
    const files = {
      'jwt-secret': 'existing-secret-existing-secret-existing-secret\n',
      'uploads/posts/public.webp': 'a public image',
      'private-uploads/posts/private.webp': 'a private image',
      'outbox/2026-01-01-fan@example.com.eml': 'a mail',
    };
    for (const [name, content] of Object.entries(files)) {
      await mkdir(join(dataDir, name, '..'), { recursive: true, mode: 0o755 });
      await writeFile(join(dataDir, name), content, { mode: name.startsWith('outbox') ? 0o666 : 0o644 });
      await chmod(join(dataDir, name), name.startsWith('outbox') ? 0o666 : 0o644);
    }
    for (const folder of ['', 'uploads', 'uploads/posts', 'private-uploads', 'private-uploads/posts', 'outbox'])
      await chmod(join(dataDir, folder), 0o755);
    // A link to a file elsewhere (shared storage, say) is not followed: that file keeps its mode.
    const elsewhere = join(root, 'elsewhere.webp');
    await writeFile(elsewhere, 'a shared image', { mode: 0o644 });
    await symlink(elsewhere, join(dataDir, 'uploads/shared.webp'));
    expect((await notOwnerOnly(dataDir)).length).toBeGreaterThanOrEqual(Object.keys(files).length + 6);

    const server = await startServerProcess({
      env: { DATA_DIR: dataDir, ...(url && { DATABASE_URL: url }) },
    });
    try {
      expect(await notOwnerOnly(dataDir)).toEqual([]);
      for (const [name, content] of Object.entries(files))
        expect(await readFile(join(dataDir, name), 'utf8')).toBe(content);
      expect((await lstat(elsewhere)).mode & 0o777).toBe(0o644);
      // The public image is still served: the server reads what is its own.
      expect(await (await fetch(`${server.origin}/backend/uploads/posts/public.webp`)).text()).toBe('a public image');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 120_000);
});
