import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { openDatabase, pgliteDirOf } from '../db/client.ts';
import { REPO_ROOT } from '../load-config.ts';
import { migratedSnapshot } from './test-database.ts';

/** Ports handed out to the processes of one Vitest worker, from 20,000 on: below the kernel's ephemeral ports. */
const PORTS_PER_WORKER = 400;
const FIRST_PORT = 20_000;
/** Where this worker starts in its range: two checkouts testing at once seldom meet. */
let nextPort = Math.floor(Math.random() * PORTS_PER_WORKER);

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A port for a process a test starts (a server, an nginx front), free now. Each Vitest worker takes its ports from a
 * range of its own (VITEST_POOL_ID), under the kernel's ephemeral ports: between this answer and the process's
 * listen, or while a front restarts on the same ports, no other worker's process nor any listen(0) takes it. A port
 * the kernel picked for listen(0) could be picked again for another worker at once, and a front's nginx then failed
 * to bind (seen with three workers).
 */
export async function freePort(): Promise<number> {
  const first = FIRST_PORT + Number(process.env.VITEST_POOL_ID ?? 0) * PORTS_PER_WORKER;
  for (let tries = 0; tries < PORTS_PER_WORKER; tries += 1) {
    const port = first + (nextPort++ % PORTS_PER_WORKER);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${first}–${first + PORTS_PER_WORKER - 1}`);
}

export interface ServerProcess {
  origin: string;
  port: number;
  child: ChildProcess;
  /** Milliseconds from the spawn to the first ready answer. */
  readyMs: number;
  /** Sends the signal and waits for the process to end; resolves with its exit code (null when killed). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** What the built server bundles: its sources, the workspace packages' and its build script. */
function newestSourceMs(): number {
  const roots = [
    join(REPO_ROOT, 'apps/server/src'),
    join(REPO_ROOT, 'packages/contract/src'),
    join(REPO_ROOT, 'packages/i18n/src'),
  ];
  let newest = statSync(join(REPO_ROOT, 'apps/server/scripts/build.mjs')).mtimeMs;
  for (const root of roots)
    for (const file of readdirSync(root, { recursive: true }) as string[])
      newest = Math.max(newest, statSync(join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0);
  return newest;
}

let serverArguments: string[] | undefined;

/**
 * How a server process starts: the built `dist/main.js` as `npm start` runs it, when it is newer than everything it
 * bundles (`npm test` builds before the tests); else the sources through tsx, which costs each start about 4 s.
 */
function serverCommand(): string[] {
  const built = join(REPO_ROOT, 'apps/server/dist/main.js');
  serverArguments ??=
    existsSync(built) && statSync(built).mtimeMs > newestSourceMs()
      ? ['--enable-source-maps', built]
      : ['--import', 'tsx', join(REPO_ROOT, 'apps/server/src/main.ts')];
  return serverArguments;
}

/**
 * One server process as production runs it (src/main.ts in its own Node process, no tsx wrapper process
 * between, so a signal reaches the server itself). Resolves once it answers on `readyPath`.
 */
export async function startServerProcess({
  env,
  port,
  readyPath = '/backend/ready',
  timeoutMs = 60_000,
  onLine,
}: {
  env: Record<string, string>;
  port?: number;
  readyPath?: string;
  timeoutMs?: number;
  /** Hears each line the process writes to standard output (its log); without it the output is dropped. */
  onLine?: (line: string) => void;
}): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const started = performance.now();
  const child = spawn(process.execPath, serverCommand(), {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(chosen), HOST: '127.0.0.1', DEMO: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', onLine ? 'pipe' : 'ignore', 'inherit'],
  });
  if (onLine && child.stdout) createInterface({ input: child.stdout }).on('line', onLine);
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const origin = `http://127.0.0.1:${chosen}`;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  let gone = false;
  void exited.then(() => (gone = true));
  while (performance.now() - started < timeoutMs && !gone) {
    const ready = await fetch(`${origin}${readyPath}`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ready) return { origin, port: chosen, child, readyMs: performance.now() - started, stop };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const exitedByItself = gone;
  await stop('SIGKILL');
  throw new Error(
    exitedByItself ? 'The server process exited while starting' : `The server did not start in ${timeoutMs} ms`,
  );
}

/**
 * Gives a DATA_DIR the embedded database as its first start leaves it, migrated, for a test of what comes after: a
 * new PGlite data dir costs several seconds of initdb, the snapshot about one.
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  await (await openDatabase({ pgliteDir: pgliteDirOf(dataDir), pgliteSnapshot: await migratedSnapshot() })).close();
}
