import { timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MIGRATIONS_FOLDER, type PoolUse } from '../db/client.ts';
import { AppError } from '../errors/app-error.ts';
import { createMetrics, type Metrics } from '../services/metrics.ts';

/** Where the process is in its life: answering `ready` only while 'serving' (docs/decisions.md#247). */
type Lifecycle = 'starting' | 'serving' | 'stopping';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
    lifecycle: { state: Lifecycle };
  }
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Metrics are for the operator: open to a caller on this machine that no proxy forwarded (a proxy on the
 * same host would make every visitor look local), or to a bearer METRICS_TOKEN (docs/decisions.md#247).
 */
function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (token && given) {
    const [a, b] = [Buffer.from(given), Buffer.from(token)];
    return a.length === b.length && timingSafeEqual(a, b);
  }
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => request.headers[name] !== undefined);
  return !forwarded && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

/** How many migrations the code ships (drizzle's journal). */
async function shippedMigrations(): Promise<number> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/**
 * What a supervisor, a proxy and an operator ask of a process (docs/operations.md#health-and-metrics):
 * `/backend/health` (it runs), `/backend/ready` (it can serve: database reachable, migrations applied, change
 * feed listening; 503 while starting or stopping) and `/backend/metrics` (Prometheus text).
 */
export const operationsPlugin = fp(
  async (app: FastifyInstance, { pool }: { pool: () => PoolUse }) => {
    const lifecycle = { state: 'starting' as Lifecycle };
    const metrics = createMetrics({ pool });
    app.decorate('metrics', metrics);
    app.decorate('lifecycle', lifecycle);
    app.addHook('onReady', async () => {
      lifecycle.state = 'serving';
    });
    app.addHook('preClose', async () => {
      lifecycle.state = 'stopping';
    });
    // While stopping, every answer closes its connection: a client's kept-alive connection would otherwise
    // stay open after its last answer and hold the stop until the supervisor's timeout.
    app.addHook('onSend', async (_request, reply) => {
      if (lifecycle.state === 'stopping') reply.header('connection', 'close');
    });
    const migrations = await shippedMigrations();

    app.get('/backend/health', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ status: 'up' }),
    );

    app.get('/backend/ready', { schema: { hide: true } }, async (_request, reply) => {
      const checks = { serving: lifecycle.state === 'serving', database: false, migrations: false, changes: false };
      try {
        const rows = await app.db.execute<{ applied: number }>(
          sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
        );
        checks.database = true;
        checks.migrations = Number((rows as unknown as { rows: { applied: number }[] }).rows[0]?.applied) >= migrations;
      } catch {
        // Unreachable (or no migrations table): not ready, and the reply says which.
      }
      checks.changes = app.changes.listening();
      const ready = Object.values(checks).every(Boolean);
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? 'ready' : lifecycle.state === 'serving' ? 'unavailable' : lifecycle.state, checks });
    });

    app.get('/backend/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!mayReadMetrics(request, app.config.metricsToken)) throw new AppError('forbidden', 'server.forbidden');
      return reply
        .type(metrics.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.text());
    });
  },
  { name: 'operations', dependencies: ['db'] },
);
