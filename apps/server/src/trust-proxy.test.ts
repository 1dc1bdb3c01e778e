import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exhaustAttempts, newEmail, PASSWORD, post } from './test/accounts.ts';
import { DEFAULT_ATTEMPT_CEILINGS } from './config.ts';
import { buildTestApp, type TestApp } from './test/helper.ts';

const CLIENT = '192.0.2.80';
const FORGED = '198.51.100.200';
const PROXY = '10.0.0.5';
/** A second proxy in front of the first (a load balancer), in a range. */
const EDGE = '10.1.2.3';

const echoIp = (app: FastifyInstance) => app.get('/backend/api/test-ip', async (request) => ({ ip: request.ip }));

let direct: TestApp;
let proxied: TestApp;
/** nginx on the same host (TRUST_PROXY=127.0.0.1) behind a load balancer, two sign-ups per address. */
let chained: TestApp;

beforeAll(async () => {
  [direct, proxied, chained] = await Promise.all([
    buildTestApp({}, { extend: echoIp }),
    buildTestApp({ trustProxy: [`${PROXY}/32`] }, { extend: echoIp }),
    buildTestApp(
      {
        trustProxy: ['127.0.0.1', '10.1.0.0/16'],
        attemptCeilings: { ...DEFAULT_ATTEMPT_CEILINGS, signupsPerAddress: 2 },
      },
      { extend: echoIp },
    ),
  ]);
});
afterAll(async () => Promise.all([direct?.close(), proxied?.close(), chained?.close()]));

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

  // docs/decisions.md#362: nginx appends the address it sees to whatever X-Forwarded-For the client sent, so the
  // client's own entries come first. The client is the first address from the right that is not a listed proxy.
  it('behind proxies that append, takes the first address from the right that is not a listed proxy', async () => {
    expect(await ipSeenBy(chained, '127.0.0.1', `${FORGED}, ${CLIENT}`)).toBe(CLIENT);
    expect(await ipSeenBy(chained, '127.0.0.1', `${FORGED}, ${CLIENT}, ${EDGE}`)).toBe(CLIENT);
    // A client that forges a listed proxy's address as well still stands behind it.
    expect(await ipSeenBy(chained, '127.0.0.1', `${FORGED}, 127.0.0.1, ${CLIENT}, ${EDGE}`)).toBe(CLIENT);
    // Only what a listed peer says counts: a client that reaches the process itself is its socket's address.
    expect(await ipSeenBy(chained, CLIENT, `${FORGED}, ${EDGE}`)).toBe(CLIENT);
  });

  it('counts a client that sends its own X-Forwarded-For through an appending proxy by its real address', async () => {
    const signUp = (forged: string, client = CLIENT) =>
      post(
        chained,
        '/api/register',
        { email: newEmail(), password: PASSWORD, type: 'fan' },
        { ip: '127.0.0.1', headers: { 'x-forwarded-for': `${forged}, ${client}` } },
      );
    const statuses = [];
    for (let i = 1; i <= 6; i += 1) statuses.push((await signUp(`198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
    // Another client behind the same proxy, forging the first one's address, is still counted by its own.
    expect((await signUp(CLIENT, '192.0.2.81')).statusCode).toBe(200);
  });
});
