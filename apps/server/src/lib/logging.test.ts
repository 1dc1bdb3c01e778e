import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { maskText, safeError, safeUrl } from './logging.ts';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

/** A failed insert as drizzle reports it: the SQL, then every parameter, then the driver's error with its detail. */
function failedInsert(): Error {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
    code: '23505',
    detail: 'Key (email)=(mika.paints@example.com) already exists.',
  });
  return new DrizzleQueryError(
    'insert into "users" ("email", "password_hash") values ($1, $2)',
    ['mika.paints@example.com', HASH],
    cause,
  );
}

describe('log lines without secrets (docs/operations.md)', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      { logLevel: 'info' },
      {
        logStream: { write: (line) => void lines.push(line) },
        extend: (app) => {
          app.post('/backend/test/fails', async () => {
            throw failedInsert();
          });
          app.get('/backend/test/logs', async (request) => {
            request.log.warn('outer line');
            request.log.child({ step: 'inner' }).warn({ password: 'Secret123' }, 'inner line');
            return {};
          });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('logs a failed request with its SQL but without the parameters, the hash or the whole address', async () => {
    const reply = await t.inject({
      method: 'POST',
      url: '/backend/test/fails',
      payload: { email: 'mika.paints@example.com', password: 'Secret123' },
      headers: {
        'accept-language': 'en',
        authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.secret.token',
        cookie: 'sid=abc',
      },
    });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({ status: 0, message: 'Something went wrong on our side. Please try again.' });
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('insert into \\"users\\"');
    expect(log).toContain('23505');
    expect(log).toContain('m***@example.com');
    for (const secret of [
      'mika.paints@example.com',
      '$argon2id',
      'aGFzaGhhc2hoYXNoaGFzaA',
      'Secret123',
      'eyJhbGciOiJIUzI1NiJ9',
      'sid=abc',
    ])
      expect(log).not.toContain(secret);
  });

  it("names the request on each of its lines, and on those of a logger made from the request's (lib/logging.ts requestLogger)", async () => {
    const from = lines.length;
    for (let i = 0; i < 2; i++) await t.inject({ method: 'GET', url: '/backend/test/logs' });
    const written = lines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);
    const outer = written.filter((line) => line.msg === 'outer line');
    const inner = written.filter((line) => line.msg === 'inner line');
    expect(outer).toHaveLength(2);
    expect(inner).toHaveLength(2);
    expect(outer.map((line) => typeof line.reqId)).toEqual(['string', 'string']);
    expect(outer[0]!.reqId).not.toBe(outer[1]!.reqId);
    expect(inner.map((line) => line.reqId)).toEqual(outer.map((line) => line.reqId));
    expect(inner.map((line) => [line.step, line.password])).toEqual([
      ['inner', '[redacted]'],
      ['inner', '[redacted]'],
    ]);
  });

  it("logs a request's URL without the one-time codes, states and tokens of its query", async () => {
    const debugLines: string[] = [];
    const debug = await buildTestApp(
      { logLevel: 'debug' },
      { logStream: { write: (line) => void debugLines.push(line) } },
    );
    try {
      await debug.inject({
        method: 'GET',
        url: '/backend/auth/google/callback?code=one-time-secret&state=state-secret&iss=x',
      });
      await debug.inject({ method: 'GET', url: '/?code=sign-in-secret&message=ok&userID=u1' });
    } finally {
      await debug.close();
    }
    const log = debugLines.join('');
    expect(log).toContain('/backend/auth/google/callback?code=[redacted]&state=[redacted]&iss=x');
    for (const secret of ['one-time-secret', 'state-secret', 'sign-in-secret']) expect(log).not.toContain(secret);
    expect(safeUrl('/x?email=mika@example.com&token=abc#top')).toBe('/x?email=m***@example.com&token=[redacted]#top');
  });

  it('masks addresses and hashes in any text, and redacts the parameters of every cause', () => {
    expect(maskText(`login of jun_ink@example.co.jp with ${HASH} failed`)).toBe(
      'login of j***@example.co.jp with [redacted] failed',
    );
    const wrapped = Object.assign(new Error('outer'), { cause: failedInsert() });
    const serialized = JSON.stringify(safeError(wrapped));
    expect(serialized).not.toContain('mika.paints@example.com');
    expect(serialized).not.toContain('$argon2');
    expect(serialized).toContain('params: [redacted]');
  });
});
