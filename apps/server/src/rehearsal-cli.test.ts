import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ZAdminAccountListReplySchema, ZRehearsalListReplySchema } from '@artclash/contract';
import { translate } from '@artclash/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDirOf } from './db/client.ts';
import { REPO_ROOT } from './load-config.ts';
import { runRehearsal } from './rehearsal-cli.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';
import { migratedSnapshot, newPostgresDatabase } from './test/test-database.ts';

// `npm run rehearsal` against a running server, as an organiser runs it before the doors open
// (docs/operations.md, "Event night"): every battle's votes counted, every viewer converged, and the
// rehearsal gone at the end with its accounts, when it is stopped (SIGINT) too, and what a killed run left
// removed by `--clean` (docs/decisions.md#360). The password comes from REHEARSAL_PASSWORD or is asked, never
// from the command line (docs/decisions.md#361).
const ORGANISER = { email: 'rehearsal-organiser@example.com', password: 'Rehearse2026' };
const PASSWORD = { REHEARSAL_PASSWORD: ORGANISER.password };

/** `npm run rehearsal` in a process of its own, as an operator runs it; its output's lines as they come. */
function spawnRehearsal(args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'apps/server/src/rehearsal-cli.ts'), ...args],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ...PASSWORD, LANG: 'en' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines: string[] = [];
  const waiting: { test: (line: string) => boolean; resolve: () => void }[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    for (const wait of waiting.filter((entry) => entry.test(line))) wait.resolve();
  });
  const exited = once(child, 'exit').then(([code, signal]) => ({ code: code as number | null, signal }));
  return {
    child,
    lines,
    exited,
    /** Resolves when a line matching `pattern` has been written. */
    lineMatching: (pattern: RegExp) =>
      new Promise<void>((resolve) => {
        if (lines.some((line) => pattern.test(line))) resolve();
        else waiting.push({ test: (line) => pattern.test(line), resolve });
      }),
  };
}

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
          pgliteSnapshot: await migratedSnapshot(),
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

  /** What the deployment holds of rehearsals, as the organiser reads it: the events and the throwaway accounts. */
  const leftovers = async () => {
    const login = await fetch(`${server.origin}/backend/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ORGANISER),
    });
    const { token } = (await login.json()) as { token: string };
    const get = async (path: string) =>
      (await fetch(`${server.origin}${path}`, { headers: { authorization: token } })).json();
    const { rehearsals } = ZRehearsalListReplySchema.parse(await get('/backend/admin-api/rehearsals'));
    const { total } = ZAdminAccountListReplySchema.parse(
      await get('/backend/admin-api/accounts?q=%40rehearsal.invalid'),
    );
    return { events: rehearsals.map((rehearsal) => rehearsal._id), accounts: total };
  };
  const runArgs = () => ['--url', server.origin, '--email', ORGANISER.email];

  it('runs the battles while viewers watch, reports each, and removes the rehearsal', async () => {
    const lines: string[] = [];
    const args = runArgs();
    const code = await runRehearsal([...args, '--fans', '12', '--viewers', '3', '--battles', '2'], PASSWORD, (line) =>
      lines.push(line),
    );
    expect(lines.filter((line) => line.startsWith('Battle '))).toHaveLength(2);
    for (const line of lines.filter((entry) => entry.startsWith('Battle ')))
      expect(line).toMatch(/votes sent 12, acknowledged 12, counted 12, lost 0; viewers converged 3\/3 in \d+ ms/);
    expect(lines.at(-1)).toMatch(/^Rehearsal \S+ removed, with its accounts and votes\.$/);
    expect(code).toBe(0);
    const eventId = /^Rehearsal (\S+) removed/.exec(lines.at(-1)!)![1];
    expect((await fetch(`${server.origin}/backend/api/EventByAllBattle/${eventId}`)).status).toBe(404);
    expect(await leftovers()).toEqual({ events: [], accounts: 0 });
  }, 120_000);

  it('stopped with Ctrl-C (SIGINT) in the middle of a battle, removes the rehearsal and its accounts', async () => {
    const run = spawnRehearsal([...runArgs(), '--fans', '40', '--viewers', '2', '--battles', '6']);
    await run.lineMatching(/^Battle 1: /);
    const eventId = /^Rehearsal (\S+): 40 fans/.exec(run.lines.find((line) => line.startsWith('Rehearsal '))!)![1]!;
    // In the middle of the run: the rehearsal and its 40 fans and 12 players are there.
    expect(await leftovers()).toEqual({ events: [eventId], accounts: 52 });
    run.child.kill('SIGINT');
    expect(await run.exited).toEqual({ code: 130, signal: null });
    expect(run.lines.slice(-2)).toEqual([
      'Stopped (SIGINT): removing the rehearsal…',
      `Rehearsal ${eventId} removed, with its accounts and votes.`,
    ]);
    expect(run.lines.filter((line) => line.startsWith('Battle ')).length).toBeLessThan(6);
    expect(await leftovers()).toEqual({ events: [], accounts: 0 });
  }, 120_000);

  it('--clean removes what a killed run (SIGKILL) left: the event and its accounts', async () => {
    const run = spawnRehearsal([...runArgs(), '--fans', '20', '--viewers', '2', '--battles', '4']);
    await run.lineMatching(/^Battle 1: /);
    run.child.kill('SIGKILL');
    expect((await run.exited).signal).toBe('SIGKILL');
    const eventId = /^Rehearsal (\S+):/.exec(run.lines[0]!)![1]!;
    expect(await leftovers()).toEqual({ events: [eventId], accounts: 28 });

    const lines: string[] = [];
    expect(await runRehearsal([...runArgs(), '--clean'], PASSWORD, (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual([`Rehearsal ${eventId} removed, with its accounts and votes.`]);
    expect(await leftovers()).toEqual({ events: [], accounts: 0 });
    expect((await fetch(`${server.origin}/backend/api/EventByAllBattle/${eventId}`)).status).toBe(404);

    const again: string[] = [];
    expect(await runRehearsal([...runArgs(), '--clean'], PASSWORD, (line) => again.push(line))).toBe(0);
    expect(again).toEqual(['No rehearsal left on the deployment.']);
  }, 120_000);

  it('refuses --password, naming REHEARSAL_PASSWORD, and asks for the password when it is unset', async () => {
    const refused: string[] = [];
    const args = [...runArgs(), '--password', ORGANISER.password, '--clean'];
    expect(await runRehearsal(args, PASSWORD, (line) => refused.push(line))).toBe(2);
    expect(refused).toEqual([
      '--password is not taken: a command line shows in ps to every user of the machine. Set REHEARSAL_PASSWORD, or leave it unset to be asked.',
    ]);

    const asked: string[] = [];
    const lines: string[] = [];
    const askPassword = async (question: string) => {
      asked.push(question);
      return ORGANISER.password;
    };
    expect(await runRehearsal([...runArgs(), '--clean'], {}, (line) => lines.push(line), { askPassword })).toBe(0);
    expect(asked).toEqual([`Password of ${ORGANISER.email}: `]);
    expect(lines).toEqual(['No rehearsal left on the deployment.']);

    // Nowhere to ask (no terminal) and no variable: it says how to give it.
    const none: string[] = [];
    expect(await runRehearsal([...runArgs(), '--clean'], {}, (line) => none.push(line))).toBe(2);
    expect(none).toEqual(['No password: set REHEARSAL_PASSWORD, or run the rehearsal in a terminal to be asked.']);
  });

  it('says how to run it, in the operator language, when told too little, and a wrong password is refused', async () => {
    const lines: string[] = [];
    expect(await runRehearsal(['--url', server.origin], { LANG: 'ja_JP.UTF-8' }, (line) => lines.push(line))).toBe(2);
    expect(lines).toEqual([translate('ja', 'server.rehearsalUsage')]);
    const refused: string[] = [];
    expect(await runRehearsal(runArgs(), { REHEARSAL_PASSWORD: 'Wrong12345' }, (line) => refused.push(line))).toBe(1);
    expect(refused[0]).toBe(
      translate('en', 'server.rehearsalRefused', {
        status: 400,
        message: translate('en', 'auth.messages.loginFailed'),
      }),
    );
  });
});
