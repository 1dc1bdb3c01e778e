import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import {
  type Config,
  DEFAULT_ATTEMPT_CEILINGS,
  DEFAULT_EMBED_HOSTS,
  DEFAULT_IMAGE_LIMITS,
  DEFAULT_LIVE_STREAMS,
  DEFAULT_NEW_TAGS_PER_USER_PER_DAY,
  imageLimitsOf,
} from '../config.ts';
import type { Database, OpenDatabase } from '../db/client.ts';
import { authPlugin } from '../plugins/auth.ts';
import { dbPlugin } from '../plugins/db.ts';
import { errorHandler } from '../plugins/error-handler.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** GET with an Accept-Language (English unless told). */
  get(url: string, language?: string): Promise<LightMyRequestResponse>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    publicUrl: 'http://localhost:8080',
    tls: undefined,
    jwtSecret: 'test-secret-test-secret-test-secret-42',
    cookieSecrets: ['test-secret-test-secret-test-secret-42'],
    smtpUrl: undefined,
    mailFrom: 'ArtClash <no-reply@localhost>',
    google: { issuer: 'https://accounts.google.com', clientId: undefined, clientSecret: undefined },
    line: { issuer: 'https://access.line.me', clientId: undefined, clientSecret: undefined },
    admin: undefined,
    demo: false,
    embedHosts: DEFAULT_EMBED_HOSTS,
    productName: 'ArtClash',
    logLevel: 'silent',
    webDist: join(dataDir, 'no-web-dist'),
    // Tests write through factories, outside the app; a cache would hide their changes.
    replyCacheMs: 0,
    trustProxy: false,
    metricsToken: undefined,
    attemptCeilings: { ...DEFAULT_ATTEMPT_CEILINGS },
    liveStreams: { total: 1000, perAddress: DEFAULT_LIVE_STREAMS.perAddress, lifetimeMs: 60 * 60_000 },
    liveEngine: undefined,
    newTagsPerUserPerDay: DEFAULT_NEW_TAGS_PER_USER_PER_DAY,
    images: imageLimitsOf(DEFAULT_IMAGE_LIMITS),
    ...overrides,
  };
}

/** The app on a fresh database with its own DATA_DIR (fastify/demo's test helper). */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  { extend, logStream }: { extend?: (app: FastifyInstance) => void; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'artclash-data-'));
  const database = await openTestDatabase();
  const config = testConfig(dataDir, overrides);
  const app = await buildApp(config, { db: database.db, changes: database.changes, pool: database.pool, logStream });
  extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    get: (url, language = 'en') => app.inject({ method: 'GET', url, headers: { 'accept-language': language } }),
    inject: (options) => app.inject(options),
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One app per test file, built before its tests and closed after them. */
export function useTestApp(overrides: Partial<Config> = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await buildTestApp(overrides);
  });
  afterAll(async () => current?.close());
  const ready = () => {
    if (!current) throw new Error('The test app is built in beforeAll');
    return current;
  };
  return {
    get app() {
      return ready().app;
    },
    get db() {
      return ready().db;
    },
    get config() {
      return ready().config;
    },
    get: (url, language) => ready().get(url, language),
    inject: (options) => ready().inject(options),
    close: () => ready().close(),
  };
}

/** A bare Fastify app with only the database, the error handler and the session guards: a guard's own tests add their routes. */
export async function buildGuardedApp(database: OpenDatabase, config: Config): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(dbPlugin, { db: database.db, config, changes: database.changes });
  await app.register(errorHandler);
  await app.register(authPlugin);
  return app;
}
