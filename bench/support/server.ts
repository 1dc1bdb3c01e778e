import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first answered request. */
  startedInMs: number;
  stop(): Promise<void>;
}

/** Starts the real server as `npm start` runs it (the built bundle) and waits until it answers `probe`. */
export async function startServer(env: Record<string, string>, probe = '/backend/api/GetUpcomingEvent'): Promise<RunningServer> {
  const port = env.PORT ?? '8190';
  const url = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: port },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`server exited with ${code}`))));
  for (;;) {
    const answered = await Promise.race([
      fetch(url + probe).then((r) => r.ok, () => false),
      exited,
    ]);
    if (answered) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  const startedInMs = performance.now() - began;
  return {
    url,
    process: child,
    startedInMs,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? NaN;
}
