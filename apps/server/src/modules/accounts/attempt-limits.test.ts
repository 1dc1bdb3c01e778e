import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ZLoginSessionReplySchema } from '@artclash/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ATTEMPT_CEILINGS } from '../../config.ts';
import { attemptCounters } from '../../db/schema/index.ts';
import { createAttemptLimiter } from '../../services/attempt-limiter.ts';
import { codeFromOutbox, exhaustAttempts, newEmail, PASSWORD, post, signUpAndLogIn } from '../../test/accounts.ts';
import { buildTestApp, type TestApp, useTestApp } from '../../test/helper.ts';
import { attemptKey, attemptRules, reserveAttempts } from './attempt-limits.ts';
import { loginChecks } from './log-in.ts';
import type * as PasswordHash from './password-hash.ts';
import type * as ResetCode from './reset-code.ts';

// Every check of a password or a code is counted, so the tests can show how many a burst got.
const checked = vi.hoisted(() => ({ passwords: 0, codes: 0 }));
vi.mock('./password-hash.ts', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordHash>();
  return {
    ...original,
    verifyPassword: (hash: string, password: string) => {
      checked.passwords += 1;
      return original.verifyPassword(hash, password);
    },
  };
});
vi.mock('./reset-code.ts', async (importOriginal) => {
  const original = await importOriginal<typeof ResetCode>();
  return {
    ...original,
    resetCodeMatches: (options: Parameters<typeof original.resetCodeMatches>[0]) => {
      checked.codes += 1;
      return original.resetCodeMatches(options);
    },
  };
});

const t = useTestApp();
const MINUTE = 60_000;
const statusesOf = (replies: LightMyRequestResponse[]) => replies.map((reply) => reply.statusCode);
const count = (values: number[], value: number) => values.filter((each) => each === value).length;

/** 100 requests released at the same instant. */
const burst = (send: (index: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: 100 }, (_, index) => send(index)));

describe('limits that hold under a burst (docs/decisions.md#73)', () => {
  it('checks at most 5 passwords of 100 logins released at once, and then refuses the right one', async () => {
    const { email } = await signUpAndLogIn(t);
    const before = checked.passwords;
    const replies = await burst(() => post(t, '/api/login', { email, password: 'Wrong1234' }, { ip: '198.51.100.10' }));
    const checks = checked.passwords - before;
    expect(checks).toBeLessThanOrEqual(5);
    expect(count(statusesOf(replies), 400)).toBe(checks);
    expect(count(statusesOf(replies), 429)).toBe(100 - checks);
    const right = await post(t, '/api/login', { email, password: PASSWORD }, { ip: '198.51.100.10' });
    expect(right.statusCode).toBe(429);
    // The pair's first delay, 30 s, started with the fifth attempt of the burst.
    expect(right.json()).toEqual({
      status: 0,
      message: expect.stringMatching(/^Too many attempts\. Please wait ([12]?\d|30) seconds and try again\.$/),
    });
    expect(checked.passwords - before).toBe(checks);
  });

  it('compares at most 5 codes of 100 verify-otp calls released at once, and then refuses the right one', async () => {
    const { email } = await signUpAndLogIn(t);
    await post(t, '/api/forgot-password', { email });
    const code = await codeFromOutbox(t, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const before = checked.codes;
    const replies = await burst((index) =>
      post(t, '/api/verify-otp', { email, otp: wrong }, { ip: `198.51.100.${index}` }),
    );
    expect(checked.codes - before).toBeLessThanOrEqual(5);
    // 400 wrong, 410 locked (a new code is needed, docs/product.md#rule-153), 429 limited.
    expect(replies.every((reply) => [400, 410, 429].includes(reply.statusCode))).toBe(true);
    const right = await post(t, '/api/verify-otp', { email, otp: code });
    expect(right.json().status).toBe(0);
    expect(checked.codes - before).toBeLessThanOrEqual(5);
  });

  it('sends one code and one mail for 100 forgot-password calls released at once from 100 addresses', async () => {
    const { email } = await signUpAndLogIn(t);
    const replies = await burst((index) => post(t, '/api/forgot-password', { email }, { ip: `203.0.113.${index}` }));
    expect(count(statusesOf(replies), 200)).toBe(1);
    expect(count(statusesOf(replies), 429)).toBe(99);
    expect(replies.find((reply) => reply.statusCode === 429)?.json().message).toMatch(
      /^Please wait (59|60) seconds before requesting a new code\.$/,
    );
    await t.app.mailer.settled();
    expect((await readdir(join(t.config.dataDir, 'outbox'))).filter((name) => name.includes(email))).toHaveLength(1);
  });
});

describe('no lock-out by strangers (docs/decisions.md#74)', () => {
  it('throttles the failed logins of one account from one client with growing delays', async () => {
    const { email } = await signUpAndLogIn(t);
    const ip = '198.51.100.20';
    for (let i = 0; i < 5; i += 1)
      expect((await post(t, '/api/login', { email, password: 'Wrong1234' }, { ip })).statusCode).toBe(400);
    const waits: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const refused = await post(t, '/api/login', { email, password: PASSWORD }, { ip });
      expect(refused.statusCode).toBe(429);
      waits.push(refused.json().message);
      // The wait passes, and the next try fails again.
      const pairKey = attemptKey(
        t.app.attemptLimits,
        'loginPair',
        loginChecks({ email, client: ip, deviceId: null }).pair,
      );
      await t.db.update(attemptCounters).set({ blockedUntil: new Date() }).where(eq(attemptCounters.key, pairKey));
      expect((await post(t, '/api/login', { email, password: 'Wrong1234' }, { ip })).statusCode).toBe(400);
    }
    expect(waits.map((message) => /wait (\d+) (seconds|minutes)/.exec(message)?.slice(1).join(' '))).toEqual([
      expect.stringMatching(/^(2\d|30) seconds$/),
      expect.stringMatching(/^(5\d|60) seconds$/),
      '2 minutes',
    ]);
    // Another client of the same account, and another account from the same client, are not held back.
    expect((await post(t, '/api/login', { email, password: PASSWORD }, { ip: '198.51.100.21' })).statusCode).toBe(200);
    const other = await signUpAndLogIn(t);
    expect((await post(t, '/api/login', { email: other.email, password: PASSWORD }, { ip })).statusCode).toBe(200);
  });

  it('clears the failures of a pair when it signs in', async () => {
    const { email } = await signUpAndLogIn(t);
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1) await post(t, '/api/login', { email, password: 'Wrong1234' });
      ZLoginSessionReplySchema.parse((await post(t, '/api/login', { email, password: PASSWORD })).json());
    }
  });

  describe('with low ceilings', () => {
    let strict: TestApp;
    beforeAll(async () => {
      strict = await buildTestApp({
        attemptCeilings: {
          ...DEFAULT_ATTEMPT_CEILINGS,
          loginFailuresPerAccount: 10,
          loginFailuresPerAddress: 12,
          signupsPerAddress: 30,
        },
      });
    });
    afterAll(async () => strict?.close());

    it("stops a distributed guess at the account's ceiling, and lets the owner in from their own device", async () => {
      const { email } = await signUpAndLogIn(strict);
      const owner = await post(strict, '/api/login', { email, password: PASSWORD }, { ip: '192.0.2.1' });
      const device = String(owner.headers['set-cookie']).split(';')[0]!;
      // The device id and the account's digest, signed by the cookie library (docs/decisions.md#366).
      expect(device).toMatch(/^artclash_device=[\w-]{22}\.[\w-]{22}\.[\w+/]{43}$/);
      expect(String(owner.headers['set-cookie'])).toMatch(
        /Max-Age=\d+; Path=\/backend\/api\/login; HttpOnly; SameSite=Strict$/,
      );

      // A stranger guesses from two addresses, five times each: the account's ceiling is reached.
      for (const ip of ['203.0.113.101', '203.0.113.102']) {
        for (let i = 0; i < 5; i += 1)
          expect((await post(strict, '/api/login', { email, password: 'Wrong1234' }, { ip })).statusCode).toBe(400);
      }
      expect(
        (await post(strict, '/api/login', { email, password: 'Wrong1234' }, { ip: '203.0.113.103' })).statusCode,
      ).toBe(429);
      // The owner's browser, even from the stranger's address, is its own client; a new client is not.
      const headers = { cookie: device };
      expect(
        (await post(strict, '/api/login', { email, password: PASSWORD }, { ip: '203.0.113.101', headers })).statusCode,
      ).toBe(200);
      expect((await post(strict, '/api/login', { email, password: PASSWORD }, { ip: '192.0.2.2' })).statusCode).toBe(
        429,
      );
      // A device cookie of another account, or an altered one, counts for nothing.
      const stranger = await signUpAndLogIn(strict);
      const theirs = String(
        (await post(strict, '/api/login', { email: stranger.email, password: PASSWORD }, { ip: '192.0.2.3' })).headers[
          'set-cookie'
        ],
      ).split(';')[0]!;
      // The altered one differs in its signature's first character, so it never equals the signature by chance.
      const signatureAt = device.lastIndexOf('.') + 1;
      const altered = `${device.slice(0, signatureAt)}${device[signatureAt] === 'A' ? 'B' : 'A'}${device.slice(signatureAt + 1)}`;
      for (const cookie of [theirs, altered]) {
        expect(
          (await post(strict, '/api/login', { email, password: PASSWORD }, { ip: '192.0.2.4', headers: { cookie } }))
            .statusCode,
        ).toBe(429);
      }
    });

    it('holds the per-address ceilings of the settings', async () => {
      const ip = '192.0.2.50';
      const statuses = [];
      for (let i = 0; i < 13; i += 1)
        statuses.push((await post(strict, '/api/login', { email: newEmail(), password: PASSWORD }, { ip })).statusCode);
      expect(statuses).toEqual([...Array(12).fill(400), 429]);
      expect(
        (await post(strict, '/api/login', { email: newEmail(), password: PASSWORD }, { ip: '192.0.2.51' })).statusCode,
      ).toBe(400);
    });
  });

  it(
    'lets 2,000 people behind one address sign up and log in within 10 minutes, with the default ceilings',
    { timeout: 120_000 },
    async () => {
      const start = Date.parse('2031-03-01T18:00:00Z');
      let now = start;
      const limits = {
        limiter: createAttemptLimiter({ db: t.db, now: () => new Date(now) }),
        rules: attemptRules(DEFAULT_ATTEMPT_CEILINGS),
        secret: 'venue-test',
      };
      const venue = '203.0.113.250';
      let refused = 0;
      const logIn = async (email: string, { typo }: { typo: boolean }) => {
        const { pair, checks } = loginChecks({ email, client: venue, deviceId: null });
        // A typo keeps its slots; the sign-in that follows gives them back, as logIn does.
        if (typo) await reserveAttempts(limits, checks);
        const held = await reserveAttempts(limits, checks);
        await Promise.all([held.refund(), held.clear('loginPair', pair)]);
      };
      const people = Array.from({ length: 2000 }, (_, index) => index);
      for (let from = 0; from < people.length; from += 25) {
        now = start + Math.floor((from / people.length) * 10 * MINUTE);
        await Promise.all(
          people.slice(from, from + 25).map(async (index) => {
            try {
              await reserveAttempts(limits, [['signupAddress', venue]]);
              // One in ten mistypes the password once.
              await logIn(`guest${index}@venue.example`, { typo: index % 10 === 0 });
            } catch {
              refused += 1;
            }
          }),
        );
      }
      expect(now - start).toBeLessThan(10 * MINUTE);
      expect(refused).toBe(0);
    },
  );
});

describe('the other per-address and per-account limits', () => {
  it('limits reset requests per client address, and wrong codes per account', async () => {
    const address = '192.0.2.60';
    await exhaustAttempts(t, 'resetAddress', address);
    const fromBusyAddress = await post(
      t,
      '/api/forgot-password',
      { email: newEmail() },
      { ip: address, language: 'ja' },
    );
    expect(fromBusyAddress.statusCode).toBe(429);
    expect(fromBusyAddress.json().message).toMatch(/^試行回数が多すぎます。/);

    const other = newEmail();
    for (let i = 0; i < 10; i += 1)
      expect(
        (await post(t, '/api/verify-otp', { email: other, otp: '000000' }, { ip: `192.0.2.${70 + i}` })).statusCode,
      ).toBe(400);
    expect((await post(t, '/api/verify-otp', { email: other, otp: '000000' })).statusCode).toBe(429);
  });

  it('limits sign-ups per client address', async () => {
    const address = '192.0.2.90';
    await exhaustAttempts(t, 'signupAddress', address);
    const refused = await post(
      t,
      '/api/register',
      { email: newEmail(), password: PASSWORD, type: 'fan' },
      { ip: address },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait 10 minutes and try again\.$/);
  });
});

describe('every per-address limit counts an IPv6 client by its /64 (docs/decisions.md#347)', () => {
  let five: TestApp;
  beforeAll(async () => {
    five = await buildTestApp({
      attemptCeilings: {
        ...DEFAULT_ATTEMPT_CEILINGS,
        signupsPerAddress: 5,
        loginFailuresPerAddress: 5,
        resetRequestsPerAddress: 5,
        wrongCodesPerAddress: 5,
      },
    });
  });
  afterAll(async () => five?.close());

  /** Eight addresses of the block 2001:db8:{block}:1::/64, no two alike in the host's half. */
  const eightOf = (block: number) =>
    Array.from({ length: 8 }, (_, index) => `2001:db8:${block}:1:${index + 1}:${index * 7}::${index + 2}`);
  const attempts: [string, (ip: string) => Promise<LightMyRequestResponse>][] = [
    ['sign-ups', (ip) => post(five, '/api/register', { email: newEmail(), password: PASSWORD, type: 'fan' }, { ip })],
    ['failed logins', (ip) => post(five, '/api/login', { email: newEmail(), password: PASSWORD }, { ip })],
    ['reset requests', (ip) => post(five, '/api/forgot-password', { email: newEmail() }, { ip })],
    ['wrong reset codes', (ip) => post(five, '/api/verify-otp', { email: newEmail(), otp: '000000' }, { ip })],
  ];

  it.each(attempts.map(([name, send], block) => ({ name, send, block: block + 1 })))(
    'eight addresses of one /64 share the limit of five $name, and another /64 has its own',
    async ({ send, block }) => {
      const statuses: number[] = [];
      for (const ip of eightOf(block)) statuses.push((await send(ip)).statusCode);
      expect(count(statuses, 429)).toBe(3);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
      expect((await send(`2001:db8:${block}:2::1`)).statusCode).not.toBe(429);
      // An IPv4 address is a client of its own.
      expect((await send(`192.0.2.${200 + block}`)).statusCode).not.toBe(429);
    },
  );
});
