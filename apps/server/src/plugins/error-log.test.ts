import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdTable, rawRequest } from '../test/abandoned-request.ts';
import { userWithToken } from '../test/accounts.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}
const DEBUG = 20;
const WARN = 40;

// What a client's leaving and a client's mistakes write to the log, on a listening server at LOG_LEVEL=debug
// (docs/decisions.md#354).
const lines: LogLine[] = [];
let t: TestApp;
let origin = '';
beforeAll(async () => {
  t = await buildTestApp(
    { logLevel: 'debug' },
    { logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } },
  );
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());
beforeEach(() => {
  lines.length = 0;
});

const metric = async (name: string) =>
  Number(
    (await t.inject({ method: 'GET', url: '/backend/metrics' })).body
      .split('\n')
      .find((line) => line.startsWith(`${name} `))
      ?.split(' ')[1],
  );
const above = (level: number) => lines.filter((line) => line.level > level);

describe('a request whose client is gone', () => {
  it('is no error: a vote whose connection reset before its handler read the address logs nothing above debug', async () => {
    const fan = await userWithToken(t);
    const body = JSON.stringify({ eventId: randomUUID(), battleId: randomUUID(), vote_receive_userId: randomUUID() });
    const head = [
      'POST /backend/api/VotingTo HTTP/1.1',
      'Host: localhost',
      `Authorization: ${fan.token}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
    ].join('\r\n');
    // The session guard's read waits for the test: the request is inside the server, its address not yet read.
    const sessions = await holdTable(t.db, 'sessions');
    let vote: Awaited<ReturnType<typeof rawRequest>> | undefined;
    try {
      const arrived = new Promise<IncomingMessage>((resolve) => t.app.server.once('request', resolve));
      vote = await rawRequest(origin, head, body);
      const request = await arrived;
      // Its body read, the request waits in the guard; then its client resets, and the server sees it.
      if (!request.readableEnded) await new Promise((resolve) => request.once('end', resolve));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const closed = new Promise((resolve) => request.socket.once('close', resolve));
      await vote.reset();
      await closed;
      lines.length = 0;
    } finally {
      await sessions.release();
    }
    await vi.waitFor(async () =>
      expect(
        (await metric('artclash_http_clients_gone_total')) + (await metric('artclash_http_server_errors_total')),
      ).toBe(1),
    );
    expect(await metric('artclash_http_server_errors_total')).toBe(0);
    expect(await metric('artclash_http_clients_gone_total')).toBe(1);
    expect(above(DEBUG)).toEqual([]);
    expect(lines.find((line) => line.msg === 'client gone')).toMatchObject({
      level: DEBUG,
      code: 'CLIENT_GONE',
      url: '/backend/api/VotingTo',
    });
  });
});

describe("a client's mistakes", () => {
  it('write nothing above debug, whatever the mistake', async () => {
    const statuses: number[] = [];
    const send = async (options: Parameters<TestApp['inject']>[0]) =>
      statuses.push((await t.inject(options)).statusCode);
    for (let round = 0; round < 20; round += 1) {
      await send({
        method: 'POST',
        url: '/backend/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      });
      await send({ method: 'GET', url: '/backend/api/SingleEventDetails/%c0%ae' });
      await send({ method: 'POST', url: '/backend/api/login', payload: { email: 'not an address' } });
      await send({
        method: 'POST',
        url: '/backend/api/login',
        headers: { 'content-type': 'text/x-nope' },
        payload: 'x',
      });
      await send({ method: 'GET', url: `/backend/api/SingleEventDetails/${randomUUID()}` });
      await send({ method: 'POST', url: '/backend/api/logout' });
      await send({ method: 'GET', url: '/backend/api/no-such-call' });
    }
    expect(new Set(statuses)).toEqual(new Set([400, 415, 404, 401]));
    expect(above(DEBUG)).toEqual([]);
    expect(lines.filter((line) => line.msg === 'request refused').length).toBeGreaterThan(0);
    expect(await metric('artclash_http_server_errors_total')).toBe(0);
  });

  it('write a bounded number of warn lines per client when they come slowly, one saying the rest go to debug', async () => {
    // Unknown events, answered 404 after the event's read, which waits more than a second: each a slow request.
    const events = await holdTable(t.db, 'events');
    const ask = (remoteAddress: string) =>
      t.inject({ method: 'GET', url: `/backend/api/SingleEventDetails/${randomUUID()}`, remoteAddress });
    const asked = Promise.all([
      ...Array.from({ length: 60 }, () => ask('203.0.113.50')),
      ...Array.from({ length: 3 }, () => ask('203.0.113.51')),
    ]);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100));
    } finally {
      await events.release();
    }
    const replies = await asked;
    expect(new Set(replies.map((reply) => reply.statusCode))).toEqual(new Set([404]));
    const warned = lines.filter((line) => line.level === WARN);
    expect(above(WARN)).toEqual([]);
    // The flooding client: 20 lines and the one saying so; the other client's own lines all show.
    expect(warned.filter((line) => line.msg === 'slow request')).toHaveLength(20 + 3);
    expect(warned.filter((line) => line.msg === 'client log limited')).toEqual([
      expect.objectContaining({ scope: 'address', address: '203.0.113.50', limit: 20, windowSeconds: 60 }),
    ]);
    // The rest are held at debug, whole.
    const held = lines.filter((line) => line.level === DEBUG && line.msg === 'slow request');
    expect(held).toHaveLength(40);
    expect(held[0]).toMatchObject({ status: 404, held: true });
  });
});
