import { ZRegisterReplySchema } from '@artclash/contract';
import { sign, unsign } from '@fastify/cookie';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './config.ts';
import { cookieKeys } from './lib/cookies.ts';
import { loadConfig } from './load-config.ts';
import { roomKeyAt } from './modules/votes/room-code.ts';
import { buildInterestEvent, newEmail, PASSWORD, post, signUpAndLogIn, userWithToken } from './test/accounts.ts';
import { buildBattle, buildEvent } from './test/factories.ts';
import { followSignIn } from './test/follow-sign-in.ts';
import { buildTestApp, type TestApp } from './test/helper.ts';
import { startTestIssuer, type TestIssuer } from './test/oidc-issuer.ts';

// Every cookie the server sets, as the browser receives it and sends it back (docs/decisions.md#366): its
// attributes, its signature by the cookie library with the newest key, and what the server makes of it when it
// comes back signed with the newest key, with the previous one (COOKIE_SECRETS' second), with a key the server
// does not have, altered after signing, or not signed at all.

const PUBLIC_URL = 'https://artclash.example';
const NEWEST = 'cookie-secret-of-this-year-cookie-secret-of-this-year';
const PREVIOUS = 'cookie-secret-of-last-year-cookie-secret-of-last-year';
const FOREIGN = 'cookie-secret-of-another-server-cookie-secret-of-another';
const CALLBACK = `${PUBLIC_URL}/backend/auth/google/callback`;

let t: TestApp;
let google: TestIssuer;

beforeAll(async () => {
  google = await startTestIssuer({ redirectUris: [CALLBACK] });
  t = await buildTestApp({
    publicUrl: PUBLIC_URL,
    cookieSecrets: [NEWEST, PREVIOUS],
    google: { issuer: google.issuer, clientId: google.clientId, clientSecret: google.clientSecret },
  });
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

/** The Set-Cookie line of cookie `name` in a reply, or undefined. */
const setCookieOf = (reply: LightMyRequestResponse, name: string): string | undefined =>
  [reply.headers['set-cookie'] ?? []]
    .flat()
    .map(String)
    .find((line) => line.startsWith(`${name}=`));

/** Everything of a Set-Cookie line after its value. */
const attributesOf = (line: string) => line.slice(line.indexOf(';'));

/** What the server signed in a Set-Cookie line: its value less the signature, which the newest key alone must check. */
function payloadOf(line: string): string {
  const checked = unsign(line.slice(line.indexOf('=') + 1, line.indexOf(';')), cookieKeys([NEWEST])[0]!);
  expect(checked.valid).toBe(true);
  return checked.value!;
}

type Form = 'newest' | 'previous' | 'foreign' | 'tampered' | 'unsigned';

/** The `name=value` a browser sends for this payload, in each form. */
function sent(name: string, payload: string, form: Form): string {
  const signedWith = (secret: string) => `${name}=${sign(payload, cookieKeys([secret])[0]!)}`;
  if (form === 'newest') return signedWith(NEWEST);
  if (form === 'previous') return signedWith(PREVIOUS);
  if (form === 'foreign') return signedWith(FOREIGN);
  if (form === 'unsigned') return `${name}=${payload}`;
  // The payload's first character changed, the signature kept.
  const signed = signedWith(NEWEST);
  const at = name.length + 1;
  return `${signed.slice(0, at)}${payload.startsWith('A') ? 'B' : 'A'}${signed.slice(at + 1)}`;
}
const REFUSED: Form[] = ['foreign', 'tampered', 'unsigned'];
const ACCEPTED: Form[] = ['newest', 'previous'];

describe('the voter cookie, artclash_voter', () => {
  it('lives a year on /backend/api/; a voter id not signed with a key of the server is replaced, one of the previous key signed anew', async () => {
    const eventId = await buildEvent({ db: t.db, votingRule: 'anyone' });
    const { battleId } = await buildBattle({ db: t.db, eventId, battleStatus: 'live', votingStatus: 'on' });
    const fan = await userWithToken(t);
    const status = (cookie?: string) =>
      t.inject({
        method: 'POST',
        url: '/backend/api/VotingStatusActive',
        payload: { eventId, battleId },
        headers: { authorization: fan.token, ...(cookie && { cookie }) },
      });
    const first = await status();
    expect(first.statusCode).toBe(200);
    const line = setCookieOf(first, 'artclash_voter')!;
    expect(attributesOf(line)).toBe('; Max-Age=31536000; Path=/backend/api/; HttpOnly; Secure; SameSite=Lax');
    const voterId = payloadOf(line);
    expect(voterId).toMatch(/^[\w-]{22}$/);

    expect(setCookieOf(await status(sent('artclash_voter', voterId, 'newest')), 'artclash_voter')).toBeUndefined();
    const renewed = setCookieOf(await status(sent('artclash_voter', voterId, 'previous')), 'artclash_voter')!;
    expect(payloadOf(renewed)).toBe(voterId);
    expect(attributesOf(renewed)).toBe(attributesOf(line));
    for (const form of REFUSED) {
      const replaced = setCookieOf(await status(sent('artclash_voter', voterId, form)), 'artclash_voter');
      expect(replaced, form).toBeDefined();
      expect(payloadOf(replaced!), form).not.toBe(voterId);
    }
  });
});

describe('the room pass, artclash_room_<event>', () => {
  it('goes to VotingTo only until a while after the event; a pass not signed with a key of the server votes nothing', async () => {
    const eventId = await buildEvent({ db: t.db, votingRule: 'room' });
    const fan = await userWithToken(t);
    const voterId = 'ThisPhonesVoterId_0001';
    const voter = sent('artclash_voter', voterId, 'newest');
    const given = await t.inject({
      method: 'POST',
      url: '/backend/api/room-pass',
      payload: { eventId, code: roomKeyAt({ secret: t.config.jwtSecret, eventId, now: new Date() }) },
      headers: { authorization: fan.token, cookie: voter },
    });
    expect(given.statusCode).toBe(200);
    const name = `artclash_room_${eventId.replaceAll('-', '')}`;
    const line = setCookieOf(given, name)!;
    // An event without an end: the pass lasts a week.
    const maxAge = Number(
      /^; Max-Age=(\d+); Path=\/backend\/api\/VotingTo; HttpOnly; Secure; SameSite=Lax$/.exec(attributesOf(line))?.[1],
    );
    expect(maxAge).toBeGreaterThan(7 * 24 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(7 * 24 * 3600);
    const pass = payloadOf(line);
    expect(pass).toMatch(new RegExp(`^${eventId}\\.${fan.userId}\\.${voterId}\\.\\d{10}$`));

    const { battleId, player1Id } = await buildBattle({ db: t.db, eventId, battleStatus: 'live', votingStatus: 'on' });
    const vote = async (form: Form) => {
      const reply = await t.inject({
        method: 'POST',
        url: '/backend/api/VotingTo',
        payload: { eventId, battleId, vote_receive_userId: player1Id },
        headers: { authorization: fan.token, cookie: `${voter}; ${sent(name, pass, form)}` },
      });
      return reply.statusCode;
    };
    for (const form of REFUSED) expect(await vote(form), form).toBe(403);
    for (const form of ACCEPTED) expect(await vote(form), form).toBe(200);
  });
});

describe('the device cookie, artclash_device', () => {
  it('lives a year, Strict, on the login only; a device cookie not signed with a key of the server names no device', async () => {
    const { email } = await signUpAndLogIn(t);
    const login = (cookie?: string) =>
      post(t, '/api/login', { email, password: PASSWORD }, { headers: cookie ? { cookie } : {} });
    const line = setCookieOf(await login(), 'artclash_device')!;
    expect(attributesOf(line)).toBe('; Max-Age=31536000; Path=/backend/api/login; HttpOnly; Secure; SameSite=Strict');
    const device = payloadOf(line);
    // The device id and a digest of the account's e-mail, never the e-mail itself.
    expect(device).toMatch(/^[\w-]{22}\.[\w-]{22}$/);
    const [deviceId] = device.split('.');

    // A device the server knows keeps its id at the next login (one of the previous key is signed anew); any other
    // cookie makes the browser a new device.
    const deviceIdAfter = async (form: Form) =>
      payloadOf(setCookieOf(await login(sent('artclash_device', device, form)), 'artclash_device')!).split('.')[0];
    for (const form of ACCEPTED) expect(await deviceIdAfter(form), form).toBe(deviceId);
    for (const form of REFUSED) expect(await deviceIdAfter(form), form).not.toBe(deviceId);
  });
});

describe('the onboarding proof, artclash_onboarding', () => {
  it('lives a day on register-now only; a proof not signed with a key of the server finishes nothing', async () => {
    const workshop = await buildInterestEvent(t.db);
    const signUp = async () => {
      const reply = await post(t, '/api/register', { email: newEmail('myself'), password: PASSWORD, type: 'myself' });
      return {
        userID: ZRegisterReplySchema.parse(reply.json()).userID,
        line: setCookieOf(reply, 'artclash_onboarding')!,
      };
    };
    const finish = (userID: string, cookie: string) =>
      post(
        t,
        '/api/register-now',
        { userID, parent_age: '1990-1-1', event_interests: [workshop] },
        { headers: { cookie } },
      );

    const first = await signUp();
    expect(attributesOf(first.line)).toBe(
      '; Max-Age=86400; Path=/backend/api/register-now; HttpOnly; Secure; SameSite=Lax',
    );
    const proof = payloadOf(first.line);
    expect(proof).toMatch(new RegExp(`^${first.userID}\\.\\d{13}$`));
    for (const form of REFUSED)
      expect((await finish(first.userID, sent('artclash_onboarding', proof, form))).statusCode, form).toBe(403);
    const done = await finish(first.userID, sent('artclash_onboarding', proof, 'newest'));
    expect(done.statusCode).toBe(200);
    // Spent: the browser is told to drop it.
    expect(setCookieOf(done, 'artclash_onboarding')).toBe(
      'artclash_onboarding=; Max-Age=0; Path=/backend/api/register-now; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax',
    );

    const second = await signUp();
    const previous = sent('artclash_onboarding', payloadOf(second.line), 'previous');
    expect((await finish(second.userID, previous)).statusCode).toBe(200);
  });
});

describe("a social sign-in's cookies", () => {
  /** A Google sign-in started and approved at the issuer: the state cookie's line, and the callback it comes back to. */
  async function startSignIn() {
    const email = newEmail('cookies');
    google.signInAs({ sub: `sub-${email}`, email, email_verified: true, name: 'Cookie Person' });
    const started = await t.get('/backend/auth/google?type=fan');
    expect(started.statusCode).toBe(302);
    const callback = await followSignIn({
      authorizationUrl: String(started.headers.location),
      callbackPrefix: CALLBACK,
    });
    return { line: setCookieOf(started, 'artclash_oidc_google')!, callback };
  }
  const callBack = (url: URL, cookie: string) =>
    t.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { cookie } });
  const codeOf = (reply: LightMyRequestResponse) => new URL(String(reply.headers.location)).searchParams.get('code');

  it('artclash_oidc_<provider> lives ten minutes on its callback only; a state not signed with a key of the server ends the sign-in', async () => {
    for (const form of [...REFUSED, ...ACCEPTED]) {
      const { line, callback } = await startSignIn();
      expect(attributesOf(line)).toBe('; Max-Age=600; Path=/backend/auth/google; HttpOnly; Secure; SameSite=Lax');
      const done = await callBack(callback, sent('artclash_oidc_google', payloadOf(line), form));
      expect(done.statusCode).toBe(302);
      expect(codeOf(done) !== null, form).toBe(ACCEPTED.includes(form));
      expect(setCookieOf(done, 'artclash_oidc_google')).toBe(
        'artclash_oidc_google=; Max-Age=0; Path=/backend/auth/google; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax',
      );
    }
  });

  it('artclash_sign_in lives a minute on social-exchange only; a binding not signed with a key of the server exchanges no code', async () => {
    for (const form of [...REFUSED, ...ACCEPTED]) {
      const { line, callback } = await startSignIn();
      const done = await callBack(callback, line.slice(0, line.indexOf(';')));
      const binding = setCookieOf(done, 'artclash_sign_in')!;
      expect(attributesOf(binding)).toBe(
        '; Max-Age=60; Path=/backend/api/social-exchange; HttpOnly; Secure; SameSite=Lax',
      );
      const exchanged = await post(
        t,
        '/api/social-exchange',
        { code: codeOf(done) },
        { headers: { cookie: sent('artclash_sign_in', payloadOf(binding), form) } },
      );
      expect(exchanged.statusCode === 200, form).toBe(ACCEPTED.includes(form));
    }
  });
});

describe('the cookie secrets', () => {
  const long = (letter: string) => letter.repeat(32);

  it('takes COOKIE_SECRETS newest first, each of 32 characters or more', () => {
    expect(parseEnv({ COOKIE_SECRETS: ` ${long('a')} , ${long('b')},` }).COOKIE_SECRETS).toEqual([
      long('a'),
      long('b'),
    ]);
    expect(() => parseEnv({ COOKIE_SECRETS: `${long('a')},short` })).toThrow(ConfigError);
  });

  it('signs with JWT_SECRET when COOKIE_SECRETS is unset, never with the secret itself', async () => {
    const config = await loadConfig({ JWT_SECRET: long('j'), DATA_DIR: '/nonexistent' });
    expect(config.cookieSecrets).toEqual([long('j')]);
    const [key] = cookieKeys(config.cookieSecrets);
    expect(key).toHaveLength(32);
    expect(key!.toString('latin1')).not.toBe(long('j'));
    expect((await loadConfig({ JWT_SECRET: long('j'), COOKIE_SECRETS: long('c') })).cookieSecrets).toEqual([long('c')]);
  });
});
