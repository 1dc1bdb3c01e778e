import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_EMBED_HOSTS, defaultStreamTotal, parseEnv } from './config.ts';
import { loadConfig, openFileLimit, REPO_ROOT } from './load-config.ts';

const refusal = (environment: Record<string, string>) => {
  try {
    parseEnv(environment);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the environment to be refused');
};

describe('config', () => {
  it('starts with the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      DEMO: true,
      PRODUCT_NAME: 'ArtClash',
      LOG_LEVEL: 'info',
      REPLY_CACHE_MS: 1000,
    });
    expect(env.EMBED_HOSTS).toEqual(DEFAULT_EMBED_HOSTS);
    expect(env.GOOGLE_ISSUER).toBe('https://accounts.google.com');
    expect(env.LINE_ISSUER).toBe('https://access.line.me');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBeUndefined();
  });

  it.each([
    ['10.0.0.5', ['10.0.0.5']],
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.0/8, 2001:db8::/32 ,loopback', ['10.0.0.0/8', '2001:db8::/32', 'loopback']],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('reads the attempt ceilings, whose defaults let a venue of 2,000 behind one address in (docs/decisions.md#74)', async () => {
    expect(parseEnv({})).toMatchObject({
      LIMIT_SIGNUPS_PER_ADDRESS: 3000,
      LIMIT_LOGIN_FAILURES_PER_ADDRESS: 3000,
      LIMIT_RESET_REQUESTS_PER_ADDRESS: 2000,
      LIMIT_WRONG_CODES_PER_ADDRESS: 2000,
      LIMIT_LOGIN_FAILURES_PER_ACCOUNT: 100,
    });
    const config = await loadConfig({
      LIMIT_SIGNUPS_PER_ADDRESS: '5000',
      LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '20',
      JWT_SECRET: 'x'.repeat(32),
    });
    expect(config.attemptCeilings).toEqual({
      signupsPerAddress: 5000,
      loginFailuresPerAddress: 3000,
      resetRequestsPerAddress: 2000,
      wrongCodesPerAddress: 2000,
      loginFailuresPerAccount: 20,
    });
    expect(refusal({ LIMIT_SIGNUPS_PER_ADDRESS: '0' })).toContain('LIMIT_SIGNUPS_PER_ADDRESS: must be at least 1');
    expect(refusal({ LIMIT_LOGIN_FAILURES_PER_ACCOUNT: 'many' })).toContain(
      'LIMIT_LOGIN_FAILURES_PER_ACCOUNT: must be a number',
    );
    expect(refusal({ LIMIT_WRONG_CODES_PER_ADDRESS: '2.5' })).toContain('must be a whole number');
  });

  it('caps the live stream under the open-file limit unless told, 3,000 per address, 30 minutes a stream (docs/decisions.md#315)', async () => {
    expect([defaultStreamTotal(20_000), defaultStreamTotal(1024), defaultStreamTotal(undefined)]).toEqual([
      15_000, 768, 768,
    ]);
    expect(defaultStreamTotal(Infinity)).toBe(75_000);
    const dir = await mkdtemp(join(tmpdir(), 'artclash-limits-'));
    const limits = join(dir, 'limits');
    await writeFile(
      limits,
      'Max processes             63704                63704                processes\nMax open files            20000                524288               files\n',
    );
    expect(await openFileLimit(limits)).toBe(20_000);
    await writeFile(limits, 'Max open files            unlimited            unlimited            files\n');
    expect(await openFileLimit(limits)).toBe(Infinity);
    expect(await openFileLimit(join(dir, 'none'))).toBeUndefined();

    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect((await loadConfig(secret)).liveStreams).toEqual({
      total: defaultStreamTotal(await openFileLimit()),
      perAddress: 3000,
      lifetimeMs: 1_800_000,
    });
    expect(
      (
        await loadConfig({
          ...secret,
          LIVE_STREAMS_MAX: '500',
          LIVE_STREAMS_PER_ADDRESS: '50',
          LIVE_STREAM_LIFETIME_S: '60',
        })
      ).liveStreams,
    ).toEqual({ total: 500, perAddress: 50, lifetimeMs: 60_000 });
    expect(refusal({ LIVE_STREAMS_MAX: '0' })).toContain('LIVE_STREAMS_MAX: must be at least 1');
    expect(refusal({ LIVE_STREAMS_PER_ADDRESS: 'lots' })).toContain('LIVE_STREAMS_PER_ADDRESS: must be a number');
    expect(refusal({ LIVE_STREAM_LIFETIME_S: '5' })).toContain('LIVE_STREAM_LIFETIME_S: must be at least 10');
  });

  it('caps the new tags of one user at 50 a day unless told (docs/decisions.md#252)', async () => {
    expect(parseEnv({}).LIMIT_NEW_TAGS_PER_USER).toBe(50);
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect((await loadConfig({ ...secret, LIMIT_NEW_TAGS_PER_USER: '5' })).newTagsPerUserPerDay).toBe(5);
    expect(refusal({ LIMIT_NEW_TAGS_PER_USER: '0' })).toContain('LIMIT_NEW_TAGS_PER_USER: must be at least 1');
  });

  it('lets images in under 40 megapixels, two decodes at a time with 20 waiting, 30 uploads a user per 10 minutes (docs/decisions.md#253)', async () => {
    expect(parseEnv({})).toMatchObject({
      IMAGE_MAX_MEGAPIXELS: 40,
      IMAGE_DECODES_AT_ONCE: 2,
      IMAGE_DECODES_WAITING: 20,
      LIMIT_UPLOADS_PER_USER: 30,
    });
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect((await loadConfig(secret)).images).toEqual({
      maxPixels: 40_000_000,
      decodesAtOnce: 2,
      decodesWaiting: 20,
      uploadsPerUser: 30,
    });
    expect(
      (
        await loadConfig({
          ...secret,
          IMAGE_MAX_MEGAPIXELS: '24',
          IMAGE_DECODES_AT_ONCE: '1',
          IMAGE_DECODES_WAITING: '0',
          LIMIT_UPLOADS_PER_USER: '5',
        })
      ).images,
    ).toEqual({ maxPixels: 24_000_000, decodesAtOnce: 1, decodesWaiting: 0, uploadsPerUser: 5 });
    expect(refusal({ IMAGE_MAX_MEGAPIXELS: '0' })).toContain('IMAGE_MAX_MEGAPIXELS: must be at least 1');
    expect(refusal({ IMAGE_DECODES_AT_ONCE: '65' })).toContain('IMAGE_DECODES_AT_ONCE: must be at most 64');
    expect(refusal({ IMAGE_DECODES_WAITING: '-1' })).toContain('IMAGE_DECODES_WAITING: must be at least 0');
  });

  it('reads good values', () => {
    const env = parseEnv({
      PORT: '3000',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/artclash',
      PUBLIC_URL: 'https://art.example.com',
      SMTP_URL: 'smtp://mail.example.com:25',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'Organiser1',
      DEMO: 'false',
      EMBED_HOSTS: 'www.youtube.com, Player.Twitch.tv',
      LOG_LEVEL: 'warn',
    });
    expect(env).toMatchObject({ PORT: 3000, DEMO: false, LOG_LEVEL: 'warn', ADMIN_EMAIL: 'boss@example.com' });
    expect(env.EMBED_HOSTS).toEqual(['www.youtube.com', 'player.twitch.tv']);
  });

  it('treats empty values as unset and 0 as demo off', () => {
    expect(parseEnv({ PORT: '', DEMO: '0' })).toMatchObject({ PORT: 8080, DEMO: false });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: must be a number'],
    [{ PORT: '70000' }, 'PORT: must be at most 65535'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL: must be an http:// or https:// URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET: must be at least 32 characters'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    [{ GOOGLE_ISSUER: 'accounts.google.com' }, 'GOOGLE_ISSUER: must be an http(s) URL'],
    [{ ADMIN_EMAIL: 'boss', ADMIN_PASSWORD: 'Organiser1' }, 'ADMIN_EMAIL: must be an e-mail address'],
    [{ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'weakpass' }, 'ADMIN_PASSWORD: must be 8+ one-byte letters'],
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ DEMO: 'maybe' }, 'DEMO: must be 1, 0, true, false'],
    [{ EMBED_HOSTS: 'https://youtube.com/' }, 'EMBED_HOSTS: must be a comma-separated list of host names'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: must be one of fatal'],
    [{ REPLY_CACHE_MS: '-5' }, 'REPLY_CACHE_MS: must be 0 or more'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY: must name the proxies: a comma-separated list of their IP addresses'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY: must name the proxies'],
    [{ TRUST_PROXY: '10.0.0.1,proxy.example.com' }, 'TRUST_PROXY: must name the proxies'],
    [{ TRUST_PROXY: ',' }, 'TRUST_PROXY: must name the proxies'],
    [{ TLS_CERT: 'cert.pem' }, 'TLS_KEY: TLS_CERT and TLS_KEY must be set together'],
    [{ LIVE_ENGINE_URL: 'http://127.0.0.1:7999' }, 'LIVE_ENGINE_KEY: LIVE_ENGINE_URL and LIVE_ENGINE_KEY must be set'],
    [{ LIVE_ENGINE_URL: '127.0.0.1:7999' }, 'LIVE_ENGINE_URL: must be a comma-separated list of http(s) URLs'],
    [{ LIVE_ENGINE_KEY: 'short' }, 'LIVE_ENGINE_KEY: must be at least 16 characters'],
    [{ LIVE_ENGINE_KEY: 'a key with spaces in it' }, 'LIVE_ENGINE_KEY: must be printable ASCII without spaces'],
    [{ LIVE_ENGINE_WRITES: '99' }, 'LIVE_ENGINE_WRITES: must be at least 100'],
    [{ LIVE_ENGINE_WRITES: '2.5e4x' }, 'LIVE_ENGINE_WRITES: must be a number'],
  ])('refuses %j with a message naming the variable', (environment, message) => {
    expect(refusal(environment)).toContain(message);
  });

  // docs/decisions.md#362: behind nginx, which appends to X-Forwarded-For, `true` let a client's own leftmost
  // entry be its address; the server now refuses to start and says what to write instead.
  it.each([
    [
      'true',
      "TRUST_PROXY: true is not accepted: it trusts every peer, so a client's own X-Forwarded-For entry would count; name the proxies instead, e.g. TRUST_PROXY=127.0.0.1 for nginx on the same host",
    ],
    ['On', 'TRUST_PROXY: On is not accepted: it trusts every peer'],
    ['yes', 'e.g. TRUST_PROXY=127.0.0.1 for nginx on the same host'],
    ['false', 'TRUST_PROXY: false is not accepted: leave TRUST_PROXY unset when no proxy is in front'],
    ['off', 'leave TRUST_PROXY unset when no proxy is in front'],
    ['0', "TRUST_PROXY: a hop count is not accepted: list the proxies' addresses instead, e.g. TRUST_PROXY=127.0.0.1"],
    ['1', 'TRUST_PROXY: a hop count is not accepted'],
    ['2', 'TRUST_PROXY: a hop count is not accepted'],
  ])('refuses TRUST_PROXY=%j at start and says what to write instead', async (value, message) => {
    expect(refusal({ TRUST_PROXY: value })).toContain(message);
    await expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: value })).rejects.toThrow(ConfigError);
  });

  it('reads the live engine of a deployment: its fronts’ publishing URLs, its key and what a front may write (docs/decisions.md#426, #435)', async () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect((await loadConfig(secret)).liveEngine).toBeUndefined();
    const config = await loadConfig({
      ...secret,
      LIVE_ENGINE_URL: 'http://127.0.0.1:7999/, http://10.0.0.2:7999',
      LIVE_ENGINE_KEY: 'k'.repeat(16),
    });
    expect(config.liveEngine).toEqual({
      publishUrls: ['http://127.0.0.1:7999', 'http://10.0.0.2:7999'],
      key: 'k'.repeat(16),
      writesPerSecond: 25_000,
    });
    const bigger = await loadConfig({
      ...secret,
      LIVE_ENGINE_URL: 'http://127.0.0.1:7999',
      LIVE_ENGINE_KEY: 'k'.repeat(16),
      LIVE_ENGINE_WRITES: '60000',
    });
    expect(bigger.liveEngine?.writesPerSecond).toBe(60_000);
  });

  it('resolves a relative DATA_DIR against the repository root', async () => {
    const config = await loadConfig({ DATA_DIR: 'data', JWT_SECRET: 'x'.repeat(32) });
    expect(config.dataDir).toBe(join(REPO_ROOT, 'data'));
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.webDist).toBe(join(REPO_ROOT, 'apps/web/dist'));
    expect(config.trustProxy).toBe(false);
    expect((await loadConfig({ JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: '127.0.0.1' })).trustProxy).toEqual([
      '127.0.0.1',
    ]);
  });

  it('reads TLS_CERT and TLS_KEY as files, makes the default PUBLIC_URL https, and names a file it cannot read', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ac-tls-'));
    await writeFile(join(dir, 'cert.pem'), 'CERT');
    await writeFile(join(dir, 'key.pem'), 'KEY');
    const config = await loadConfig({
      JWT_SECRET: 'x'.repeat(32),
      TLS_CERT: join(dir, 'cert.pem'),
      TLS_KEY: join(dir, 'key.pem'),
    });
    expect(config.tls).toEqual({ cert: 'CERT', key: 'KEY' });
    expect(config.publicUrl).toBe('https://localhost:8080');
    expect((await loadConfig({ JWT_SECRET: 'x'.repeat(32) })).tls).toBeUndefined();
    const missing = loadConfig({
      JWT_SECRET: 'x'.repeat(32),
      TLS_CERT: join(dir, 'cert.pem'),
      TLS_KEY: join(dir, 'nope.pem'),
    });
    await expect(missing).rejects.toThrow(ConfigError);
    await expect(missing).rejects.toThrow(`TLS_KEY: cannot read ${join(dir, 'nope.pem')} (ENOENT)`);
  });

  it('generates the JWT secret once and keeps it in DATA_DIR with mode 0600', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ac-config-'));
    const first = await loadConfig({ DATA_DIR: dataDir });
    const second = await loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret).toHaveLength(64);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect((await readFile(join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(first.jwtSecret);
    expect((await stat(join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
  });
});
