import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { CLIENT_ERRORS_PER_ADDRESS } from './log-client-error.ts';

const URL = '/backend/api/client-errors';
const report = {
  message: "Cannot read properties of undefined (reading 'username') for mika.paints@example.com",
  stack: 'TypeError: Cannot read properties of undefined\n    at VoteButton (/assets/voting-3f2a.js:1:2345)',
  route: '/voting/0b0e7c36-1111-4222-8333-444455556666',
  build: 'm4x9k2',
  part: 'vote-card',
};

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

describe('POST /backend/api/client-errors (docs/decisions.md#342)', () => {
  const lines: string[] = [];
  let t: TestApp;
  let address = 0;
  /** Each test reports from its own address, so the limit of one never reaches another. */
  let from = '';
  const send = (body: unknown, { ip = from, language = 'en' } = {}) =>
    t.inject({
      method: 'POST',
      url: URL,
      payload: body as object,
      remoteAddress: ip,
      headers: { 'accept-language': language, 'user-agent': 'Mozilla/5.0 Chrome/156.0.0.0 Mobile' },
    });
  const logged = () => lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.msg === 'client error');

  beforeAll(async () => {
    t = await buildTestApp({ logLevel: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    lines.length = 0;
    from = `198.51.100.${++address}`;
  });

  it('takes a report without a session and logs it at warn with its route, build and part, e-mail addresses masked', async () => {
    const reply = await send(report);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 1, message: 'The error was reported. Thank you.' });
    const [line, ...more] = logged();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 40,
      route: report.route,
      build: 'm4x9k2',
      part: 'vote-card',
      error: "Cannot read properties of undefined (reading 'username') for m***@example.com",
      stack: report.stack,
      userAgent: 'Mozilla/5.0 Chrome/156.0.0.0 Mobile',
    });
    // Never as the server's own error: no line at error level, no `err` the server's failures carry.
    const all = lines.map((text) => JSON.parse(text) as LogLine);
    expect(all.filter((entry) => entry.level >= 50)).toEqual([]);
    expect(line).not.toHaveProperty('err');
  });

  it('takes a report without its stack or part', async () => {
    const reply = await send({ message: 'Script error.', route: '/', build: 'dev' });
    expect(reply.statusCode).toBe(200);
    expect(logged()[0]).toMatchObject({ level: 40, route: '/', build: 'dev', part: null, stack: null });
  });

  it('refuses junk with 400 and logs nothing', async () => {
    const junk = [
      { ...report, message: 'broken\u0000' },
      { ...report, message: '' },
      { ...report, message: 'x'.repeat(501) },
      { ...report, stack: 'y'.repeat(4001) },
      { ...report, route: 'https://elsewhere.example/voting' },
      { ...report, route: '/voting/1?screen=secret-key' },
      { ...report, build: 'build id with spaces' },
      { ...report, part: 'Vote Card<script>' },
      { message: 'no route', build: 'dev' },
      ['not', 'an', 'object'],
    ];
    for (const body of junk) {
      const reply = await send(body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json()).toMatchObject({ status: 0 });
    }
    expect(logged()).toEqual([]);
  });

  it('limits reports per client address, in the reply language, and lets other addresses report', async () => {
    for (let sent = 0; sent < CLIENT_ERRORS_PER_ADDRESS.limit; sent++)
      expect((await send(report)).statusCode).toBe(200);
    const refused = await send(report);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 0, message: 'Too many attempts. Please wait a moment and try again.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(report, { language: 'ja' })).json()).toEqual({
      status: 0,
      message: '試行回数が多すぎます。しばらく待ってからもう一度お試しください。',
    });
    expect(logged()).toHaveLength(CLIENT_ERRORS_PER_ADDRESS.limit);
    expect((await send(report, { ip: '198.51.100.250' })).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let sent = 0; sent < CLIENT_ERRORS_PER_ADDRESS.limit; sent++)
      expect((await send(report, { ip: `2001:db8:7:7::${sent + 1}` })).statusCode).toBe(200);
    expect((await send(report, { ip: '2001:db8:7:7:ffff::1' })).statusCode).toBe(429);
    expect((await send(report, { ip: '2001:db8:7:8::1' })).statusCode).toBe(200);
  });
});
