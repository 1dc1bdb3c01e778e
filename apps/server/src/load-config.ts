import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Config, ConfigError, defaultStreamTotal, imageLimitsOf, parseEnv } from './config.ts';

/** The monorepo root, found from this file rather than the working directory, so `npm start -w` and `tsx` agree. */
export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package-lock.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

/** A JWT secret kept in DATA_DIR when none is configured: generated once, readable only by the owner. */
async function storedJwtSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(async () => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}

/** A PEM file named by the environment; one that cannot be read stops the start with its name (main prints it). */
async function pemFile(variable: string, path: string): Promise<string> {
  try {
    return await readFile(fromRoot(path), 'utf8');
  } catch (error) {
    throw new ConfigError(
      `Invalid environment:\n  ${variable}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
}

/** This process's soft limit on open files (Linux: /proc/self/limits); Infinity when unlimited, undefined when unknown. */
export async function openFileLimit(limits = '/proc/self/limits'): Promise<number | undefined> {
  try {
    const soft = /^Max open files\s+(\S+)/m.exec(await readFile(limits, 'utf8'))?.[1];
    if (soft === 'unlimited') return Infinity;
    return soft && /^\d+$/.test(soft) ? Number(soft) : undefined;
  } catch {
    return undefined;
  }
}

export async function loadConfig(environment: Record<string, string | undefined> = process.env): Promise<Config> {
  const env = parseEnv(environment);
  const dataDir = fromRoot(env.DATA_DIR);
  const tls =
    env.TLS_CERT && env.TLS_KEY
      ? { cert: await pemFile('TLS_CERT', env.TLS_CERT), key: await pemFile('TLS_KEY', env.TLS_KEY) }
      : undefined;
  const jwtSecret = env.JWT_SECRET ?? (await storedJwtSecret(dataDir));
  const publicUrl = (env.PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    tls,
    jwtSecret,
    cookieSecrets: env.COOKIE_SECRETS ?? [jwtSecret],
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `${env.PRODUCT_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    google: { issuer: env.GOOGLE_ISSUER, clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET },
    line: { issuer: env.LINE_ISSUER, clientId: env.LINE_CLIENT_ID, clientSecret: env.LINE_CLIENT_SECRET },
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    demo: env.DEMO,
    embedHosts: env.EMBED_HOSTS,
    productName: env.PRODUCT_NAME,
    logLevel: env.LOG_LEVEL,
    webDist: fromRoot(env.WEB_DIST ?? 'apps/web/dist'),
    replyCacheMs: env.REPLY_CACHE_MS,
    trustProxy: env.TRUST_PROXY ?? false,
    metricsToken: env.METRICS_TOKEN,
    attemptCeilings: {
      signupsPerAddress: env.LIMIT_SIGNUPS_PER_ADDRESS,
      loginFailuresPerAddress: env.LIMIT_LOGIN_FAILURES_PER_ADDRESS,
      resetRequestsPerAddress: env.LIMIT_RESET_REQUESTS_PER_ADDRESS,
      wrongCodesPerAddress: env.LIMIT_WRONG_CODES_PER_ADDRESS,
      loginFailuresPerAccount: env.LIMIT_LOGIN_FAILURES_PER_ACCOUNT,
    },
    liveStreams: {
      total: env.LIVE_STREAMS_MAX ?? defaultStreamTotal(await openFileLimit()),
      perAddress: env.LIVE_STREAMS_PER_ADDRESS,
      lifetimeMs: env.LIVE_STREAM_LIFETIME_S * 1000,
    },
    liveEngine:
      env.LIVE_ENGINE_URL && env.LIVE_ENGINE_KEY
        ? { publishUrls: env.LIVE_ENGINE_URL, key: env.LIVE_ENGINE_KEY, writesPerSecond: env.LIVE_ENGINE_WRITES }
        : undefined,
    newTagsPerUserPerDay: env.LIMIT_NEW_TAGS_PER_USER,
    images: imageLimitsOf({
      maxMegapixels: env.IMAGE_MAX_MEGAPIXELS,
      decodesAtOnce: env.IMAGE_DECODES_AT_ONCE,
      decodesWaiting: env.IMAGE_DECODES_WAITING,
      uploadsPerUser: env.LIMIT_UPLOADS_PER_USER,
    }),
  };
}
