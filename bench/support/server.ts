import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'selfsigned';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first answered request. */
  startedInMs: number;
  stop(): Promise<void>;
  /** A JSON call to the server (over HTTPS, trusting its own certificate, when it has one). */
  call(path: string, body?: unknown): Promise<{ status: number; json: unknown }>;
}

/** A certificate for 127.0.0.1, written to `dir`: the environment that makes the server speak HTTPS and HTTP/2. */
export async function selfSignedCertificate(dir: string): Promise<{ cert: string; env: Record<string, string> }> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  writeFileSync(join(dir, 'tls-cert.pem'), pems.cert);
  writeFileSync(join(dir, 'tls-key.pem'), pems.private, { mode: 0o600 });
  return { cert: pems.cert, env: { TLS_CERT: join(dir, 'tls-cert.pem'), TLS_KEY: join(dir, 'tls-key.pem') } };
}

/** Chromium's flag that trusts `cert` (by its key's hash), and no other certificate it was not told of. */
export function trustCertificateFlag(cert: string): string {
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
}

/** The pages the run measures: those PAGES names (`home`, or a part of a path, comma-separated), else all. */
export function pagesToRun<T extends { path: string }>(pages: T[]): T[] {
  const only = process.env.PAGES?.split(',').filter(Boolean);
  return pages.filter(
    ({ path }) => !only || only.some((part) => (part === 'home' ? path === '/' : path.includes(part))),
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A JSON call over HTTPS trusting `ca` (fetch cannot be told which certificate to trust). */
function callOverTls(url: string, ca: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = httpsRequest(
      url,
      { ca, method: payload ? 'POST' : 'GET', headers: payload ? { 'content-type': 'application/json' } : {} },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, json: parseJson(text) }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * Starts the real server as `npm start` runs it (the built bundle) and waits until it answers `probe`.
 * With `tls` (from selfSignedCertificate) it speaks HTTPS and HTTP/2, as behind a deployment's TLS.
 */
export async function startServer(
  env: Record<string, string>,
  probe = '/backend/api/GetUpcomingEvent',
  tls?: { cert: string; env: Record<string, string> },
): Promise<RunningServer> {
  const port = env.PORT ?? '8190';
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const call = async (path: string, body?: unknown) => {
    if (tls) return callOverTls(url + path, tls.cert, body);
    const response = await fetch(
      url + path,
      body === undefined
        ? {}
        : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
    return { status: response.status, json: parseJson(await response.text()) };
  };
  const began = performance.now();
  const child = spawn(
    process.execPath,
    [
      ...(process.env.PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROF_DIR}`] : []),
      'apps/server/dist/main.js',
    ],
    {
      cwd: root,
      env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, ...tls?.env, PORT: port },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`))),
  );
  for (;;) {
    const answered = await Promise.race([
      call(probe).then(
        (r) => r.status === 200,
        () => false,
      ),
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
    call,
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
