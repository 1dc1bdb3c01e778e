import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../load-config.ts';
import { freePort } from './server-process.ts';

// Debian puts nginx in /usr/sbin, which is not on every user's PATH.
const NGINX = process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
/** Debian's libnginx-mod-nchan (.ci/run installs it): loaded by the run's own nginx.conf. */
const NCHAN_MODULE = '/usr/lib/nginx/modules/ngx_nchan_module.so';

/** Whether Debian's nginx and its Nchan module are installed (.ci/run installs both). */
export const hasNginx = (() => {
  try {
    execFileSync(NGINX, ['-v'], { stdio: 'ignore' });
    return existsSync(NCHAN_MODULE);
  } catch {
    return false;
  }
})();

/**
 * The edit of nginx.conf that docs/operations.md's install has the operator make (its `sed -i '…'
 * /etc/nginx/nginx.conf` line): read from there, so that the tests and the bench run the front the operator runs
 * (docs/decisions.md#436).
 */
export const NGINX_CONF_EDIT = (() => {
  const operations = readFileSync(join(REPO_ROOT, 'docs/operations.md'), 'utf8');
  const edit = /^sed -i '(.+)' \/etc\/nginx\/nginx\.conf/m.exec(operations)?.[1];
  if (!edit) throw new Error('docs/operations.md no longer edits nginx.conf in its install');
  return edit;
})();

/** nginx's worker processes on a front that shares its machine with the app processes: what that edit sets. */
export const FRONT_WORKERS = (() => {
  const workers = /worker_processes (\d+);/.exec(NGINX_CONF_EDIT)?.[1];
  if (!workers) throw new Error("docs/operations.md's install no longer sets nginx's worker_processes");
  return Number(workers);
})();

export const NGINX_MISSING = 'nginx and Nchan are not installed: apt-get install -y nginx-light libnginx-mod-nchan';

export interface FrontOptions {
  /** The server processes' origins (`http://127.0.0.1:port`). */
  upstreams: readonly string[];
  /** LIVE_ENGINE_KEY: what nginx sends the processes with each viewer's request. */
  key: string;
  /** LIVE_STREAMS_PER_ADDRESS, as an operator sets it in limit_conn. */
  streamsPerAddress?: number;
  /** The certificate and its key: HTTPS and HTTP/2 as shipped; none: plain HTTP/1.1 on the same site. */
  tls?: { cert: string; key: string };
  /** nginx's worker processes: FRONT_WORKERS unless set. */
  workers?: number;
  /** Its ports (frontPorts): the same again for a restart; none: new ones. */
  ports?: FrontPorts;
}

/** A front's ports: for clients, for the redirect to HTTPS, for the processes' publications. */
export interface FrontPorts {
  port: number;
  redirectPort: number;
  publishPort: number;
}

/** Free ports for a front, and where the processes will publish to it (LIVE_ENGINE_URL). */
export async function frontPorts(): Promise<FrontPorts & { publishUrl: string }> {
  const [port, redirectPort, publishPort] = [await freePort(), await freePort(), await freePort()];
  return { port, redirectPort, publishPort, publishUrl: `http://127.0.0.1:${publishPort}` };
}

/** A front server: deploy/nginx-artclash.conf in an nginx of its own, with Nchan. */
export interface Front {
  /** Where clients connect. */
  origin: string;
  /** Where the processes publish (LIVE_ENGINE_URL). */
  publishUrl: string;
  ports: FrontPorts;
  /** The nginx master's process id. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * The site as shipped, with only what an operator edits changed: the processes, ports, certificate, key, the streams
 * per address, no IPv6 listener (and, without TLS, its lines gone).
 */
function siteForRun(
  site: string,
  { upstreams, key, streamsPerAddress = 3000, tls }: FrontOptions,
  { port, redirectPort, publishPort }: FrontPorts,
) {
  const upstreamLines = upstreams.map((origin) => `  server ${new URL(origin).host} max_fails=1 fail_timeout=5s;`);
  const shipped = site
    .replace(/^\s*server 127\.0\.0\.1:\d+ .*$\n?/gm, '')
    .replace(/least_conn;/, `least_conn;\n${upstreamLines.join('\n')}`)
    .replace(/limit_conn artclash_live_streams \d+;/, `limit_conn artclash_live_streams ${streamsPerAddress};`)
    .replace(/X-Live-Engine "[^"]*";/, `X-Live-Engine "${key}";`)
    .replace(/listen 127\.0\.0\.1:7999;/, `listen 127.0.0.1:${publishPort};`)
    .replace(/^\s*listen \[::\].*$\n?/gm, '')
    .replace(/listen 80;/, `listen 127.0.0.1:${redirectPort};`);
  if (!tls)
    return shipped.replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${port};`).replace(/^\s*ssl_.*$\n?/gm, '');
  return shipped
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${port} ssl http2;`)
    .replace(/ssl_certificate \S+;/, `ssl_certificate ${tls.cert};`)
    .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${tls.key};`);
}

/**
 * deploy/nginx-artclash.conf in a folder of its own, on new ports, in front of `upstreams`; resolves once Nchan takes
 * publications.
 */
export async function startFront(options: FrontOptions): Promise<Front> {
  const home = await mkdtemp(join(tmpdir(), 'artclash-front-'));
  // nginx's workers run as nobody when the test runs as root: their temporary files go where they may write.
  await chmod(home, 0o777);
  const ports = options.ports ?? (await frontPorts());
  const site = siteForRun(await readFile(join(REPO_ROOT, 'deploy/nginx-artclash.conf'), 'utf8'), options, ports);
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  await Promise.all(temps.map((name) => mkdir(join(home, name))));
  await writeFile(join(home, 'site.conf'), site);
  const workers = options.workers ?? FRONT_WORKERS;
  await writeFile(
    join(home, 'nginx.conf'),
    [
      `load_module ${NCHAN_MODULE};`,
      'daemon off;',
      `worker_processes ${workers};`,
      // Within this machine's open-file limit (docs/operations.md, "Scaling out").
      'worker_rlimit_nofile 19000;',
      `pid ${join(home, 'nginx.pid')};`,
      `error_log ${join(home, 'error.log')} warn;`,
      // Each worker may hold the streams of all (the kernel does not spread the connections evenly).
      'events { worker_connections 18000; }',
      'http {',
      '  access_log off;',
      ...temps.map((name) => `  ${name}_temp_path ${join(home, name)};`),
      `  include ${join(home, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  const nginx: ChildProcess = spawn(
    NGINX,
    ['-p', home, '-c', join(home, 'nginx.conf'), '-e', join(home, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const publishUrl = `http://127.0.0.1:${ports.publishPort}`;
  for (let tries = 0; ; tries += 1) {
    const answered = await fetch(`${publishUrl}/pub/ping`, { signal: AbortSignal.timeout(1000) }).then(
      async (response) => (await response.arrayBuffer(), true),
      () => false,
    );
    if (answered) break;
    if (tries > 200 || nginx.exitCode !== null) {
      nginx.kill('SIGKILL');
      throw new Error(`nginx did not start: ${await readFile(join(home, 'error.log'), 'utf8').catch(() => '')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  let stopped = false;
  return {
    origin: `${options.tls ? 'https' : 'http'}://127.0.0.1:${ports.port}`,
    publishUrl,
    ports,
    pid: nginx.pid!,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (nginx.exitCode === null) {
        const exited = once(nginx, 'exit');
        nginx.kill('SIGTERM');
        await exited;
      }
      await rm(home, { recursive: true, force: true });
    },
  };
}
