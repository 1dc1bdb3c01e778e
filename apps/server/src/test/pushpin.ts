import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../load-config.ts';
import { freePort } from './server-process.ts';

/** Whether Debian's pushpin is installed (.ci/run installs it). */
export const hasPushpin = (() => {
  try {
    execFileSync('pushpin', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

export interface PushpinProcess {
  /** Where viewers connect. */
  origin: string;
  /** Where the app publishes (LIVE_ENGINE_URL). */
  publishUrl: string;
  stop(): Promise<void>;
}

/**
 * Where a Pushpin of a run will be: its viewers' port and its publishing port (free now), its folder, and its stats
 * socket there (LIVE_ENGINE_STATS).
 */
export async function pushpinPorts() {
  const dir = await mkdtemp(join(tmpdir(), 'artclash-pushpin-'));
  return {
    port: await freePort(),
    publishPort: await freePort(),
    dir,
    statsAddress: `ipc://${join(dir, 'run', 'pushpin-stats')}`,
  };
}

/**
 * deploy/pushpin.conf as shipped, with only what an operator edits changed (the key, the ports, the run and log
 * folders), in front of `appOrigins`; resolves once it takes publications and holds a stream: the live stream of
 * `probeEventId` (for a moment after its start, Pushpin answers a stream with 500 while its parts connect).
 */
export async function startPushpin({
  appOrigins,
  key,
  ports,
  probeEventId,
}: {
  appOrigins: string[];
  key: string;
  ports: Awaited<ReturnType<typeof pushpinPorts>>;
  probeEventId: string;
}): Promise<PushpinProcess> {
  const { dir } = ports;
  await Promise.all([mkdir(join(dir, 'run'), { recursive: true }), mkdir(join(dir, 'log'), { recursive: true })]);
  const shipped = await readFile(join(REPO_ROOT, 'deploy/pushpin.conf'), 'utf8');
  const conf = shipped
    .replace(/^rundir=.*$/m, `rundir=${join(dir, 'run')}`)
    .replace(/^logdir=.*$/m, `logdir=${join(dir, 'log')}`)
    .replace(/^http_port=.*$/m, `http_port=127.0.0.1:${ports.port}`)
    .replace(/^push_in_http_port=.*$/m, `push_in_http_port=${ports.publishPort}`)
    .replace(/^stats_spec=.*$/m, `stats_spec=${ports.statsAddress}`)
    .replace(/^sig_key=.*$/m, `sig_key=${key}`);
  await writeFile(join(dir, 'pushpin.conf'), conf);
  await writeFile(join(dir, 'routes'), `* ${appOrigins.map((origin) => new URL(origin).host).join(' ')}\n`);
  // In a process group of its own: the runner's services (condure, zurl, the proxy, the handler) end with it.
  const child: ChildProcess = spawn('pushpin', ['--config', join(dir, 'pushpin.conf')], {
    stdio: 'ignore',
    detached: true,
  });
  const groupAlive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Gone already.
    }
  };
  const origin = `http://127.0.0.1:${ports.port}`;
  const publishUrl = `http://127.0.0.1:${ports.publishPort}`;
  /** Whether the publishing port answers. */
  const publishes = async () => {
    try {
      await (await fetch(`${publishUrl}/publish/`, { signal: AbortSignal.timeout(2000) })).arrayBuffer();
      return true;
    } catch {
      return false;
    }
  };
  /** Whether Pushpin holds a stream: the probe's first bytes come. */
  const holds = async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 2000);
    try {
      const response = await fetch(`${origin}/backend/api/live/${probeEventId}`, {
        headers: { accept: 'text/event-stream' },
        signal: controller.signal,
      });
      return response.status === 200 && !(await response.body!.getReader().read()).done;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  };
  for (const deadline = Date.now() + 20_000; ;) {
    if ((await publishes()) && (await holds())) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      signal('SIGKILL');
      throw new Error(
        `pushpin did not start: ${await readFile(join(dir, 'log/pushpin-proxy.log'), 'utf8').catch(() => '')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    publishUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        signal('SIGTERM');
        await exited;
      }
      // And its services, which let go of the ports last.
      for (let waited = 0; groupAlive() && waited < 5000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      signal('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    },
  };
}
