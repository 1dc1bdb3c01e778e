import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { translate } from '@artclash/i18n';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, pgliteDirOf } from './db/client.ts';
import { runRehearsal } from './rehearsal-cli.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';
import { newPostgresDatabase } from './test/test-database.ts';

// `npm run rehearsal` against a running server, as an organiser runs it before the doors open
// (docs/operations.md, "Event night"): every battle's votes counted, every viewer converged, and the
// rehearsal gone at the end with its accounts.
const ORGANISER = { email: 'rehearsal-organiser@example.com', password: 'Rehearse2026' };

describe('npm run rehearsal', () => {
  let dataDir: string;
  let drop: (() => Promise<void>) | undefined;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'artclash-rehearsal-'));
    let databaseUrl: string | undefined;
    if (process.env.TEST_DB === 'postgres') ({ url: databaseUrl, drop } = await newPostgresDatabase());
    // The embedded database starts from the suite's migrated one, as a deployment's would be after its first start.
    else
      await (
        await openDatabase({
          pgliteDir: pgliteDirOf(dataDir),
          pgliteSnapshot: new Blob([await readFile(inject('pgliteSnapshot'))]),
        })
      ).close();
    server = await startServerProcess({
      env: {
        DATA_DIR: dataDir,
        JWT_SECRET: 'rehearsal-secret-rehearsal-secret-rehearsal',
        ADMIN_EMAIL: ORGANISER.email,
        ADMIN_PASSWORD: ORGANISER.password,
        ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await drop?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs the battles while viewers watch, reports each, and removes the rehearsal', async () => {
    const lines: string[] = [];
    const args = ['--url', server.origin, '--email', ORGANISER.email, '--password', ORGANISER.password];
    const code = await runRehearsal([...args, '--fans', '12', '--viewers', '3', '--battles', '2'], {}, (line) =>
      lines.push(line),
    );
    expect(lines.filter((line) => line.startsWith('Battle '))).toHaveLength(2);
    for (const line of lines.filter((entry) => entry.startsWith('Battle ')))
      expect(line).toMatch(/votes sent 12, acknowledged 12, counted 12, lost 0; viewers converged 3\/3 in \d+ ms/);
    expect(lines.at(-1)).toMatch(/^Rehearsal \S+ removed, with its accounts and votes\.$/);
    expect(code).toBe(0);
    const eventId = /^Rehearsal (\S+) removed/.exec(lines.at(-1)!)![1];
    expect((await fetch(`${server.origin}/backend/api/EventByAllBattle/${eventId}`)).status).toBe(404);
  }, 120_000);

  it('says how to run it, in the operator language, when told too little, and a wrong password is refused', async () => {
    const lines: string[] = [];
    expect(await runRehearsal(['--url', server.origin], { LANG: 'ja_JP.UTF-8' }, (line) => lines.push(line))).toBe(2);
    expect(lines).toEqual([translate('ja', 'server.rehearsalUsage')]);
    const refused: string[] = [];
    const args = ['--url', server.origin, '--email', ORGANISER.email, '--password', 'Wrong12345'];
    expect(await runRehearsal(args, {}, (line) => refused.push(line))).toBe(1);
    expect(refused[0]).toBe(
      translate('en', 'server.rehearsalRefused', {
        status: 400,
        message: translate('en', 'auth.messages.loginFailed'),
      }),
    );
  });
});
