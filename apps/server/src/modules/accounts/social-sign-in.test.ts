import { ZGetUserReplySchema, ZRegisterNowReplySchema, ZSessionReplySchema } from '@artclash/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userIdentities } from '../../db/schema/index.ts';
import { buildInterestEvent, newEmail, PASSWORD, post } from '../../test/accounts.ts';
import { followSignIn } from '../../test/follow-sign-in.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { startTestIssuer, type TestAccount, type TestIssuer } from '../../test/oidc-issuer.ts';

const PUBLIC_URL = 'http://localhost:8080';
const callbackOf = (provider: string) => `${PUBLIC_URL}/backend/auth/${provider}/callback`;
let google: TestIssuer;
let line: TestIssuer;
let t: TestApp;

beforeAll(async () => {
  google = await startTestIssuer({ redirectUris: [callbackOf('google')] });
  line = await startTestIssuer({ redirectUris: [callbackOf('line')] });
  const settings = (issuer: TestIssuer) => ({
    issuer: issuer.issuer,
    clientId: issuer.clientId,
    clientSecret: issuer.clientSecret,
  });
  t = await buildTestApp({ publicUrl: PUBLIC_URL, google: settings(google), line: settings(line) });
});
afterAll(async () => {
  await t.close();
  await google.close();
  await line.close();
});

const person = (overrides: Partial<TestAccount> = {}): TestAccount => {
  const email = newEmail('social');
  return {
    sub: `sub-${email}`,
    email,
    email_verified: true,
    name: 'Social Person',
    picture: 'https://example.com/me.png',
    ...overrides,
  };
};

/** The whole browser round trip: start → issuer → callback; answers where the app sends the browser. */
async function signIn(
  provider: 'google' | 'line',
  query: string,
  account: TestAccount,
  { tamper, browser }: { tamper?: (callback: URL) => void; browser?: Map<string, string> } = {},
): Promise<URL> {
  (provider === 'google' ? google : line).signInAs(account);
  const start = await t.get(`/backend/auth/${provider}?${query}`);
  expect(start.statusCode).toBe(302);
  const setCookie = String(start.headers['set-cookie']);
  expect(setCookie).toMatch(
    new RegExp(
      `^artclash_oidc_${provider}=[^;]+; Path=/backend/auth/${provider}; Max-Age=600; HttpOnly; SameSite=Lax$`,
    ),
  );
  const authorization = new URL(String(start.headers.location));
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization.searchParams.get('nonce')).toBeTruthy();
  const callback = await followSignIn({
    authorizationUrl: authorization.href,
    callbackPrefix: callbackOf(provider),
    cookies: browser,
  });
  tamper?.(callback);
  const done = await t.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: setCookie.split(';')[0]!, 'accept-language': 'en' },
  });
  expect(done.statusCode).toBe(302);
  return new URL(String(done.headers.location));
}

const exchange = (code: string, language = 'en') => post(t, '/api/social-exchange', { code }, { language });

/** Home's part of the redirect: the one-time code in the address, exchanged by POST for the session (docs/decisions.md#72). */
async function sessionOf(target: URL) {
  expect(`${target.origin}${target.pathname}`).toBe(`${PUBLIC_URL}/`);
  // The address carries neither a session nor the account's e-mail.
  expect(target.searchParams.has('token')).toBe(false);
  expect(target.searchParams.has('user')).toBe(false);
  const code = target.searchParams.get('code') ?? '';
  expect(code).toMatch(/^[\w-]{43}$/);
  const { token, user } = ZSessionReplySchema.parse((await exchange(code)).json());
  return { user, token, code, query: Object.fromEntries(target.searchParams) };
}

describe('GET /backend/auth/google', () => {
  it('signs up a new fan and signs them in with the redirect of §4, and knows them next time', async () => {
    const me = person();
    const { user, token, query } = await sessionOf(await signIn('google', 'type=fan', me));
    expect(user).toMatchObject({
      email: me.email,
      username: 'Social Person',
      profileImage: 'https://example.com/me.png',
      type: 'fan',
    });
    expect(query).toMatchObject({
      message: 'Login successful.',
      userID: user._id,
      type: 'fan',
      login_status: 'google_login',
    });
    const details = await t.inject({
      method: 'GET',
      url: `/backend/api/get_user/${user._id}`,
      headers: { authorization: token },
    });
    expect(ZGetUserReplySchema.parse(details.json()).data.status).toBe('google_login');

    const again = await sessionOf(await signIn('google', 'type=artist', me));
    expect(again.user._id).toBe(user._id);
    expect(again.user.type).toBe('fan');
  });

  it('links a verified Google e-mail to the existing account, never an unverified one', async () => {
    const email = newEmail('linked');
    const registered = (await post(t, '/api/register', { email, password: PASSWORD, type: 'artist' })).json();
    const { user } = await sessionOf(await signIn('google', 'type=fan', person({ email: email.toUpperCase() })));
    expect(user).toMatchObject({ _id: registered.userID, type: 'artist' });

    const other = newEmail('unlinked');
    await post(t, '/api/register', { email: other, password: PASSWORD, type: 'fan' });
    const refused = await signIn('google', 'type=fan', person({ email: other, email_verified: false }));
    expect(refused.pathname).toBe('/signin');
    expect(refused.searchParams.get('message')).toBe(
      'Your Google email address is not verified, so it cannot be linked to an existing account.',
    );
  });

  it('sends a new park user to /park/user-type to finish onboarding, then signs them in', async () => {
    const me = person();
    const target = await signIn('google', 'type=park', me);
    expect(target.pathname).toBe('/park/user-type');
    const userID = target.searchParams.get('userID')!;
    expect(Object.fromEntries(target.searchParams)).toEqual({
      message: 'unverified',
      userID,
      type: 'park',
      login_status: 'google_login',
    });
    expect(target.searchParams.has('token')).toBe(false);

    const interest = await buildInterestEvent(t.db);
    const done = await post(t, '/api/register-now', {
      userID,
      parent_age: '1980-1-1',
      child_age: '2015-6-1',
      event_interests: [interest],
      type: 'parent',
    });
    expect(ZRegisterNowReplySchema.parse(done.json()).user).toMatchObject({
      _id: userID,
      type: 'parent',
      email: me.email,
    });
    expect((await sessionOf(await signIn('google', 'type=park', me))).user).toMatchObject({
      _id: userID,
      type: 'parent',
    });
  });

  it('sends a new parent straight to /park/select-age (type already chosen)', async () => {
    const target = await signIn('google', 'type=parent', person());
    expect(target.pathname).toBe('/park/select-age');
    expect(target.searchParams.get('type')).toBe('parent');
  });

  it('refuses a tampered state, a missing cookie and a refusal at the provider with a redirect, never a 5xx', async () => {
    const tampered = await signIn('google', 'type=fan', person(), {
      tamper: (callback) => callback.searchParams.set('state', 'forged'),
    });
    expect(tampered.pathname).toBe('/signin');
    expect(Object.fromEntries(tampered.searchParams)).toEqual({
      status: '0',
      message: 'Sign-in with Google did not complete. Please try again.',
    });

    const noCookie = await t.get('/backend/auth/google/callback?code=abc&state=xyz', 'ja');
    expect(noCookie.statusCode).toBe(302);
    expect(new URL(String(noCookie.headers.location)).searchParams.get('message')).toBe(
      'Googleでのログインを完了できませんでした。もう一度お試しください。',
    );

    google.denyNext();
    const denied = await signIn('google', 'type=parent', person());
    expect(denied.pathname).toBe('/park');
    expect(denied.searchParams.get('status')).toBe('0');
  });

  it('signs in whoever the test issuer is told, even in a browser with an issuer session', async () => {
    const browser = new Map<string, string>();
    const first = await sessionOf(await signIn('google', 'type=fan', person(), { browser }));
    const second = await sessionOf(await signIn('google', 'type=fan', person(), { browser }));
    expect(browser.size).toBeGreaterThan(0);
    expect(second.user._id).not.toBe(first.user._id);
  });

  it('exchanges the one-time code once only, within 60 s, and never as a token', async () => {
    const target = await signIn('google', 'type=fan', person());
    const code = target.searchParams.get('code')!;
    expect(
      (
        await t.inject({
          method: 'GET',
          url: `/backend/api/get_user/${target.searchParams.get('userID')}`,
          headers: { authorization: code },
        })
      ).statusCode,
    ).toBe(401);
    const { token, user } = await sessionOf(target);
    const replay = await exchange(code, 'ja');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      status: 0,
      message: 'このログインは有効期限が切れているか、すでに完了しています。もう一度ログインしてください。',
    });
    expect(
      (await t.inject({ method: 'GET', url: `/backend/api/get_user/${user._id}`, headers: { authorization: token } }))
        .statusCode,
    ).toBe(200);

    const late = await signIn('google', 'type=fan', person());
    const lateUser = late.searchParams.get('userID')!;
    // 61 s pass before the web app posts the code.
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, lateUser));
    expect((await exchange(late.searchParams.get('code')!)).json()).toEqual({
      status: 0,
      message: 'This sign-in has expired or was already completed. Please sign in again.',
    });
    expect((await exchange('not-a-code')).statusCode).toBe(400);
  });

  it('answers in the language the web app asks for', async () => {
    google.denyNext();
    const denied = await signIn('google', 'type=fan&lang=ja', person());
    expect(denied.searchParams.get('message')).toBe(
      'Googleでのログインを完了できませんでした。もう一度お試しください。',
    );
  });
});

describe('next: back where the visitor was going (docs/decisions.md#152)', () => {
  it('carries a same-origin next through the round trip, to the session and to onboarding', async () => {
    const signedIn = await signIn('google', `type=fan&next=${encodeURIComponent('/voting/ev-1?from=qr')}`, person());
    expect(signedIn.searchParams.get('next')).toBe('/voting/ev-1?from=qr');
    await sessionOf(signedIn);
    const onboarding = await signIn('google', 'type=parent&next=%2Fvoting%2Fev-2', person());
    expect(onboarding.pathname).toBe('/park/select-age');
    expect(onboarding.searchParams.get('next')).toBe('/voting/ev-2');
  });

  it('drops a next that would leave the app, and never refuses the sign-in for it', async () => {
    for (const trick of [
      '//evil.example',
      'https://evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/..//evil.example',
      '/backend/api/get_user/x',
    ]) {
      const target = await signIn('google', `type=fan&next=${encodeURIComponent(trick)}`, person());
      expect(target.origin, trick).toBe(PUBLIC_URL);
      expect(target.pathname, trick).toBe('/');
      expect(target.searchParams.has('next'), trick).toBe(false);
    }
  });

  it('keeps next on a refusal too', async () => {
    google.denyNext();
    const denied = await signIn('google', 'type=fan&next=%2Fvoting%2Fev-3', person());
    expect(denied.pathname).toBe('/signin');
    expect(denied.searchParams.get('next')).toBe('/voting/ev-3');
    const wrongType = new URL(
      String((await t.get('/backend/auth/line?type=fan&next=%2Fvoting%2Fev-4')).headers.location),
    );
    expect(wrongType.searchParams.get('next')).toBe('/voting/ev-4');
  });
});

describe('GET /backend/auth/line', () => {
  it('signs up a new park user (unverified) and recognises them when they return', async () => {
    const me = person({ email: undefined, email_verified: undefined, name: 'LINE Person' });
    const first = await signIn('line', 'type=park', me);
    expect(first.pathname).toBe('/park/user-type');
    expect(first.searchParams.get('login_status')).toBe('line_login');
    const second = await signIn('line', 'type=park', me);
    expect(second.searchParams.get('userID')).toBe(first.searchParams.get('userID'));
    const identities = await t.db.select().from(userIdentities).where(eq(userIdentities.subject, me.sub));
    expect(identities).toEqual([
      expect.objectContaining({ provider: 'line', userId: first.searchParams.get('userID') }),
    ]);
  });

  it('is offered only for park types', async () => {
    const res = await t.get('/backend/auth/line?type=fan');
    const target = new URL(String(res.headers.location));
    expect(target.pathname).toBe('/park');
    expect(target.searchParams.get('message')).toBe('Sign-in with LINE is not available for this account type.');
  });
});

describe('a provider that is not configured or not reachable', () => {
  it('redirects back with a clear message instead of failing', async () => {
    const bare = await buildTestApp({
      publicUrl: PUBLIC_URL,
      line: { issuer: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y' },
    });
    try {
      const googleStart = await bare.get('/backend/auth/google?type=artist');
      expect(googleStart.statusCode).toBe(302);
      expect(String(googleStart.headers.location)).toBe(
        `${PUBLIC_URL}/signin?status=0&message=${encodeURIComponent('Sign-in with Google is not available right now. Please use your email and password.').replaceAll('%20', '+')}`,
      );
      const lineStart = await bare.get('/backend/auth/line?type=park', 'ja');
      expect(lineStart.statusCode).toBe(302);
      const target = new URL(String(lineStart.headers.location));
      expect(target.pathname).toBe('/park');
      expect(target.searchParams.get('message')).toBe(
        'LINEでのログインを完了できませんでした。もう一度お試しください。',
      );
    } finally {
      await bare.close();
    }
  });
});
