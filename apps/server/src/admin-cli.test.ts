import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli } from './admin-cli.ts';
import { type OpenDatabase, openDatabase, pgliteDirOf } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { buildUser } from './test/factories.ts';
import { seedDataDir } from './test/server-process.ts';
import { newPostgresDatabase } from './test/test-database.ts';

// `npm run admin -- promote|demote <email>` against the database the server would open: the
// embedded one in DATA_DIR, or PostgreSQL at DATABASE_URL (TEST_DB=postgres).
const onPostgres = process.env.TEST_DB === 'postgres';
let dataDir = '';
let env: Record<string, string | undefined> = {};
let dropPostgres: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'artclash-cli-'));
  env = { DATA_DIR: dataDir, JWT_SECRET: 'cli-test-secret-cli-test-secret-0123', LANG: 'en_GB.UTF-8' };
  if (onPostgres) {
    const database = await newPostgresDatabase();
    env.DATABASE_URL = database.url;
    dropPostgres = database.drop;
  } else await seedDataDir(dataDir);
});
afterAll(async () => {
  await dropPostgres();
  await rm(dataDir, { recursive: true, force: true });
});

/** Opens the CLI's database for a moment: to arrange accounts or read roles, then closes it (PGlite's files belong to one process at a time). */
async function withDatabase<T>(use: (database: OpenDatabase) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: pgliteDirOf(dataDir), poolSize: 1 });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}
const run = async (args: string[], language = 'en_GB.UTF-8') => {
  const lines: string[] = [];
  const code = await runAdminCli(args, { ...env, LANG: language }, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
};
const roleOf = (email: string) =>
  withDatabase(
    async ({ db }) => (await db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role,
  );

// The embedded database is opened from its files several times per test: slower than the in-memory one.
describe('npm run admin', { timeout: 60_000 }, () => {
  it('promotes an account by its e-mail, in any case, and demotes it again', async () => {
    const email = await withDatabase(async ({ db }) => {
      await buildUser({ db, role: 'admin' });
      return (await buildUser({ db })).email!;
    });
    expect(await run(['promote', email.toUpperCase()])).toEqual({ code: 0, output: `${email} is now an organiser.` });
    expect(await roleOf(email)).toBe('admin');
    expect(await run(['promote', email])).toEqual({
      code: 0,
      output: `${email} already has that role: nothing changed.`,
    });
    expect(await run(['demote', email], 'ja_JP.UTF-8')).toEqual({
      code: 0,
      output: `${email} を主催者から外しました。`,
    });
    expect(await roleOf(email)).toBe('user');
  });

  it('never demotes the last organiser, and says why', async () => {
    const email = await withDatabase(async ({ db }) => {
      await db.update(users).set({ role: 'user' });
      return (await buildUser({ db, role: 'admin' })).email!;
    });
    expect(await run(['demote', email])).toEqual({
      code: 1,
      output: 'This is the last organiser: make someone else an organiser first.',
    });
    expect(await roleOf(email)).toBe('admin');
  });

  it('names an unknown e-mail, and shows the usage for anything else', async () => {
    expect(await run(['promote', 'nobody@example.com'])).toEqual({
      code: 1,
      output: 'No account with that id or e-mail.',
    });
    const usage = 'Usage: npm run admin -- promote <email> | demote <email>';
    for (const args of [[], ['promote'], ['grant', 'a@example.com'], ['promote', 'a@example.com', 'extra']])
      expect(await run(args)).toEqual({ code: 2, output: usage });
  });

  it.skipIf(onPostgres)(
    'refuses to open the embedded database while a server has it open, and changes nothing',
    async () => {
      const email = await withDatabase(async ({ db }) => (await buildUser({ db })).email!);
      const server = await openDatabase({ pgliteDir: pgliteDirOf(dataDir) });
      try {
        const { code, output } = await run(['promote', email]);
        expect(code).toBe(1);
        expect(output).toContain('is in use by another process');
      } finally {
        await server.close();
      }
      expect(await roleOf(email)).toBe('user');
    },
  );
});
