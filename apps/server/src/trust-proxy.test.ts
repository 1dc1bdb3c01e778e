import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exhaustAttempts, newEmail, PASSWORD, post } from './test/accounts.ts';
import { buildTestApp, type TestApp } from './test/helper.ts';

const CLIENT = '192.0.2.80';
const FORGED = '198.51.100.200';
const PROXY = '10.0.0.5';

const echoIp = (app: FastifyInstance) => app.get('/backend/api/test-ip', async (request) => ({ ip: request.ip }));

let direct: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  [direct, proxied] = await Promise.all([
    buildTestApp({}, { extend: echoIp }),
    buildTestApp({ trustProxy: [`${PROXY}/32`] }, { extend: echoIp }),
  ]);
});
afterAll(async () => Promise.all([direct?.close(), proxied?.close()]));

const ipSeenBy = async (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  (
    await t.inject({
      method: 'GET',
      url: '/backend/api/test-ip',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })
  ).json().ip;

describe('TRUST_PROXY', () => {
  it('by default ignores X-Forwarded-For: the socket address is the client', async () => {
    expect(direct.config.trustProxy).toBe(false);
    expect(await ipSeenBy(direct, CLIENT, FORGED)).toBe(CLIENT);
  });

  it('by default still counts a client that forges X-Forwarded-For against its own address', async () => {
    await exhaustAttempts(direct, 'loginAddress', CLIENT);
    const forged = await post(
      direct,
      '/api/login',
      { email: newEmail(), password: PASSWORD },
      { ip: CLIENT, headers: { 'x-forwarded-for': FORGED } },
    );
    expect(forged.statusCode).toBe(429);
    expect(
      (await post(direct, '/api/login', { email: newEmail(), password: PASSWORD }, { ip: FORGED })).statusCode,
    ).toBe(400);
  });

  it('with a list, takes the forwarded address only from a listed proxy', async () => {
    expect(await ipSeenBy(proxied, PROXY, CLIENT)).toBe(CLIENT);
    expect(await ipSeenBy(proxied, PROXY, `${FORGED}, ${CLIENT}`)).toBe(CLIENT);
    expect(await ipSeenBy(proxied, CLIENT, FORGED)).toBe(CLIENT);
  });
});
