import {
  ZGetUserReplySchema,
  ZLoginSessionReplySchema,
  ZSessionReplySchema,
  ZVerifyOtpReplySchema,
} from '@artclash/contract';
import { eq } from 'drizzle-orm';
import { translate } from '@artclash/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artTypes, sessions, userEventInterests, userIdentities, userInterests, users } from '../../db/schema/index.ts';
import {
  buildInterestEvent,
  callAs,
  codeFromOutbox,
  newEmail,
  PASSWORD,
  post,
  postAs,
  userWithToken,
  withChanges,
} from '../../test/accounts.ts';
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
      `^artclash_oidc_${provider}=[^;]+; Max-Age=600; Path=/backend/auth/${provider}; HttpOnly; SameSite=Lax$`,
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
  const target = new URL(String(done.headers.location));
  browsers.set(target.href, cookiesOf(done.headers['set-cookie']));
  return target;
}

/** The Cookie header a browser sends after these Set-Cookie values (the cleared ones left out). */
const cookiesOf = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .map((header) => header.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

/** The cookies the browser that ended on each redirect target holds from the callback (docs/decisions.md#262). */
const browsers = new Map<string, string>();
const browserOf = (target: URL) => browsers.get(target.href) ?? '';

const exchange = (code: string, language = 'en', cookie = '') =>
  post(t, '/api/social-exchange', { code }, { language, headers: { cookie } });

/** Home's part of the redirect: the one-time code in the address, exchanged by POST for the session (docs/decisions.md#72). */
async function sessionOf(target: URL) {
  expect(`${target.origin}${target.pathname}`).toBe(`${PUBLIC_URL}/`);
  // The address carries neither a session nor the account's e-mail.
  expect(target.searchParams.has('token')).toBe(false);
  expect(target.searchParams.has('user')).toBe(false);
  const code = target.searchParams.get('code') ?? '';
  expect(code).toMatch(/^[\w-]{43}$/);
  const { token, user } = ZSessionReplySchema.parse((await exchange(code, 'en', browserOf(target))).json());
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
    const done = await post(
      t,
      '/api/register-now',
      { userID, parent_age: '1980-1-1', child_age: '2015-6-1', event_interests: [interest], type: 'parent' },
      { headers: { cookie: browserOf(target) } },
    );
    expect(ZSessionReplySchema.parse(done.json()).user).toMatchObject({
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
    const replay = await exchange(code, 'ja', browserOf(target));
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
    expect((await exchange(late.searchParams.get('code')!, 'en', browserOf(late))).json()).toEqual({
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

describe('next: back where the visitor was going (docs/product.md#rule-152)', () => {
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

const accountRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const getUser = (id: string, token: string) =>
  t.inject({ method: 'GET', url: `/backend/api/get_user/${id}`, headers: { authorization: token } });

describe('no pre-claimed accounts (docs/decisions.md#260)', () => {
  it("a password registered on someone else's address stops working when its owner signs in with Google", async () => {
    const victim = person();
    const squat = await post(t, '/api/register', { email: victim.email, password: PASSWORD, type: 'fan' });
    const squatterId = squat.json().userID as string;
    const squatter = ZLoginSessionReplySchema.parse(
      (await post(t, '/api/login', { email: victim.email, password: PASSWORD })).json(),
    );
    expect((await getUser(squatterId, squatter.token)).statusCode).toBe(200);
    expect((await accountRow(squatterId)).emailProvenAt).toBeNull();

    const [owner, changes] = await withChanges(t, async () => sessionOf(await signIn('google', 'type=fan', victim)));
    expect(owner.user._id).toBe(squatterId);
    expect(changes).toContainEqual({ kind: 'sessions', userId: squatterId, seq: expect.any(Number) });
    // The attacker is locked out: the session ended and the password no longer opens the account.
    expect((await getUser(squatterId, squatter.token)).statusCode).toBe(401);
    const again = await post(t, '/api/login', { email: victim.email, password: PASSWORD });
    expect(again.json()).toEqual({ status: 0, message: 'The email or password is incorrect.' });
    expect((await getUser(owner.user._id, owner.token)).statusCode).toBe(200);
    expect(await accountRow(squatterId)).toMatchObject({ emailProvenBy: 'google', passwordHash: null });
  });

  // docs/decisions.md#363: the squatter's name stayed on the owner's account (issue 29).
  it('wipes everything the squatter set when the owner claims the account, and tells the owner so', async () => {
    const victim = person({ name: '田中 愛子', picture: 'https://example.com/aiko.png' });
    const squat = await post(t, '/api/register', { email: victim.email, password: PASSWORD, type: 'fan' });
    const squatterId = squat.json().userID as string;
    const { token } = ZLoginSessionReplySchema.parse(
      (await post(t, '/api/login', { email: victim.email, password: PASSWORD })).json(),
    );
    const profile = {
      username: 'Impostor',
      nickname: 'imp',
      country: 'JP',
      city: 'Osaka',
      instagram_link: 'https://instagram.com/impostor',
      twitter_link: 'https://x.com/impostor',
      website_link: 'https://impostor.example',
      school: 'Squat School',
      team_name: 'Squatters',
    };
    expect((await postAs(t, token, '/backend/api/GeneralUserProfileUp', profile)).statusCode).toBe(200);
    expect((await postAs(t, token, '/backend/api/UserBioUpdate', { bio: 'Not really me.' })).statusCode).toBe(200);
    const [artType] = await t.db.insert(artTypes).values({ nameEn: 'Ink', nameJa: '墨' }).returning();
    const interests = await postAs(t, token, '/backend/api/InterestsUserProfile', { art_types: [artType!.id] });
    expect(interests.statusCode).toBe(200);
    // An uploaded picture, birthdates and an event interest, as the squatter's other screens would leave them.
    await t.db
      .update(users)
      .set({
        profileImage: 'uploads/profile/squat.webp',
        profileImageWidth: 640,
        profileImageHeight: 640,
        profileImageWidths: [320, 640],
        birthDate: '1990-01-01',
        childBirthDate: '2015-01-01',
      })
      .where(eq(users.id, squatterId));
    const interestEventId = await buildInterestEvent(t.db);
    await t.db.insert(userEventInterests).values({ userId: squatterId, interestEventId });

    const target = await signIn('google', 'type=artist&lang=ja', victim);
    const owner = await sessionOf(target);
    expect(owner.user._id).toBe(squatterId);
    // The owner lands on Home with the notice, in the sign-in's language.
    expect(owner.query).toMatchObject({ notice: 'claimed', message: translate('ja', 'auth.messages.accountClaimed') });
    expect(owner.user).toMatchObject({ username: '田中 愛子', profileImage: 'https://example.com/aiko.png' });
    expect(await accountRow(squatterId)).toMatchObject({
      username: '田中 愛子',
      nickname: '',
      country: '',
      city: '',
      instagramLink: '',
      twitterLink: '',
      websiteLink: '',
      school: '',
      teamName: '',
      bio: '',
      profileImage: 'https://example.com/aiko.png',
      profileImageWidth: 0,
      profileImageHeight: 0,
      profileImageWidths: [],
      birthDate: null,
      childBirthDate: null,
      // What the squatter chose at sign-up stays: the account is the owner's from here on.
      type: 'fan',
      email: victim.email,
      emailProvenBy: 'google',
      passwordHash: null,
    });
    expect(await t.db.select().from(userInterests).where(eq(userInterests.userId, squatterId))).toEqual([]);
    expect(await t.db.select().from(userEventInterests).where(eq(userEventInterests.userId, squatterId))).toEqual([]);

    // What the owner sets from then on stays, and the next sign-in is a plain one.
    await postAs(t, owner.token, '/backend/api/UserBioUpdate', { bio: 'Ink painter.' });
    const next = await sessionOf(await signIn('google', 'type=fan', victim));
    expect(next.query.notice).toBeUndefined();
    expect(next.query.message).toBe('Login successful.');
    expect((await accountRow(squatterId)).bio).toBe('Ink painter.');
  });

  it('wipes what the squatter set when a reset code read from the mailbox claims the account, and says so', async () => {
    const email = newEmail('reset-wipe');
    const squat = await post(t, '/api/register', { email, password: PASSWORD, type: 'artist', username: 'Impostor' });
    const squatterId = squat.json().userID as string;
    const { token } = ZLoginSessionReplySchema.parse(
      (await post(t, '/api/login', { email, password: PASSWORD })).json(),
    );
    await postAs(t, token, '/backend/api/UserBioUpdate', { bio: 'Not really me.' });
    await post(t, '/api/forgot-password', { email });
    const otp = await codeFromOutbox(t, email);
    const verified = await post(t, '/api/verify-otp', { email, otp });
    expect(verified.statusCode).toBe(200);
    // The reply says the code claimed the account: the web tells the owner once the new password is saved.
    expect(ZVerifyOtpReplySchema.parse(verified.json())).toMatchObject({ status: 1, claimed: true });
    const row = await accountRow(squatterId);
    expect(row.username).toMatch(/^artist-[0-9a-f]{6}$/);
    expect(row.bio).toBe('');
  });

  it('says nothing of a claim when a reset code is read for an account whose address was already proven', async () => {
    const owner = person();
    const { user, token } = await sessionOf(await signIn('google', 'type=fan', owner));
    await postAs(t, token, '/backend/api/UserBioUpdate', { bio: 'Mine.' });
    await post(t, '/api/forgot-password', { email: owner.email });
    const otp = await codeFromOutbox(t, owner.email!);
    const verified = await post(t, '/api/verify-otp', { email: owner.email, otp });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).not.toHaveProperty('claimed');
    expect(ZVerifyOtpReplySchema.parse(verified.json()).claimed).toBeUndefined();
    expect(await accountRow(user._id)).toMatchObject({ username: 'Social Person', bio: 'Mine.' });
  });

  it('an address typed in General Profile is not saved, and the owner’s Google sign-in never lands in that account', async () => {
    const victim = person();
    // A provider that gives no e-mail.
    const attacker = person({ email: undefined, email_verified: undefined, name: 'No Mail' });
    const { user, token } = await sessionOf(await signIn('google', 'type=fan', attacker));
    const userID = user._id;

    const typed = await postAs(t, token, '/backend/api/GeneralUserProfileUp', { userId: userID, email: victim.email });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors).toEqual({
      email: 'Please confirm this e-mail address with the code we send to it first.',
    });
    expect((await accountRow(userID)).email).toBeNull();
    // A code goes to the address, which the attacker cannot read; guessing is refused.
    const sent = await postAs(t, token, '/backend/api/email-code/send', { email: victim.email });
    expect(sent.json()).toMatchObject({ status: 1, email: victim.email });
    const code = await codeFromOutbox(t, victim.email!);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const guessed = await postAs(t, token, '/backend/api/email-code/confirm', { email: victim.email, code: wrong });
    expect(guessed.json()).toEqual({
      status: 0,
      message: 'The code is incorrect. Please check the email and try again.',
    });
    expect((await accountRow(userID)).email).toBeNull();

    const owner = await sessionOf(await signIn('google', 'type=fan', victim));
    expect(owner.user._id).not.toBe(userID);
    expect(owner.user.email).toBe(victim.email);
  });

  it('an account that holds an unproven address (from before proofs) is claimed by the proof, and its old links end', async () => {
    const victim = person();
    const attacker = person({ email: undefined, email_verified: undefined });
    const first = await signIn('line', 'type=myself', attacker);
    const attackerId = first.searchParams.get('userID')!;
    await t.db.update(users).set({ email: victim.email, accountStatus: 'active' }).where(eq(users.id, attackerId));

    const owner = await sessionOf(await signIn('google', 'type=fan', victim));
    expect(owner.user._id).toBe(attackerId);
    const links = await t.db.select().from(userIdentities).where(eq(userIdentities.userId, attackerId));
    expect(links.map((link) => link.provider)).toEqual(['google']);
    // The attacker's LINE sign-in no longer reaches the account.
    const back = await signIn('line', 'type=myself', attacker);
    expect(back.searchParams.get('userID')).not.toBe(attackerId);
  });

  it('a park sign-up made on the owner’s address cannot be finished by the squatter once the owner proves it', async () => {
    const victim = person();
    const squat = await post(t, '/api/register', { email: victim.email, password: PASSWORD, type: 'parent' });
    const squatterProof = [squat.headers['set-cookie'] ?? []].flat()[0]!.split(';')[0]!;
    const onboarding = await signIn('google', 'type=parent', victim);
    const userID = onboarding.searchParams.get('userID')!;
    expect(userID).toBe(squat.json().userID);
    // The owner, sent on to finish onboarding, is told of the claim as on Home (docs/decisions.md#363).
    expect(onboarding.pathname).toBe('/park/select-age');
    expect(onboarding.searchParams.get('notice')).toBe('claimed');
    expect(onboarding.searchParams.get('message')).toBe('unverified');
    const interest = await buildInterestEvent(t.db);
    const body = { userID, parent_age: '1980-1-1', child_age: '2015-1-1', event_interests: [interest] };
    const late = await post(t, '/api/register-now', body, { headers: { cookie: squatterProof } });
    expect(late.statusCode).toBe(403);
    const mine = await post(t, '/api/register-now', body, { headers: { cookie: browserOf(onboarding) } });
    expect(mine.statusCode).toBe(200);
  });

  it('a reset code read from the mailbox claims the account too', async () => {
    const email = newEmail('reset-claim');
    await post(t, '/api/register', { email, password: PASSWORD, type: 'fan' });
    const squatter = ZLoginSessionReplySchema.parse(
      (await post(t, '/api/login', { email, password: PASSWORD })).json(),
    );
    await post(t, '/api/forgot-password', { email });
    const otp = await codeFromOutbox(t, email);
    expect((await post(t, '/api/verify-otp', { email, otp })).statusCode).toBe(200);
    expect((await getUser(squatter.userID, squatter.token)).statusCode).toBe(401);
    expect((await post(t, '/api/login', { email, password: PASSWORD })).statusCode).toBe(400);
    expect((await accountRow(squatter.userID)).emailProvenBy).toBe('code');
  });
});

describe('email-code/send and email-code/confirm (docs/decisions.md#260)', () => {
  it('proves the signed-in account’s own address with the code sent to it', async () => {
    const email = newEmail('prove-own');
    await post(t, '/api/register', { email, password: PASSWORD, type: 'fan' });
    const me = ZLoginSessionReplySchema.parse((await post(t, '/api/login', { email, password: PASSWORD })).json());
    const sent = await postAs(t, me.token, '/backend/api/email-code/send', { email: email.toUpperCase() }, 'ja');
    expect(sent.json()).toEqual({
      status: 1,
      message: `${email}にコードを送信しました。コードを入力してメールアドレスを確認してください。`,
      email,
    });
    const again = await postAs(t, me.token, '/backend/api/email-code/send', { email });
    expect(again.statusCode).toBe(429);
    const code = await codeFromOutbox(t, email);
    const confirmed = await postAs(t, me.token, '/backend/api/email-code/confirm', { email, code });
    expect(confirmed.json()).toMatchObject({
      status: 1,
      message: 'Your email address is confirmed.',
      email_proven: true,
      user: { _id: me.userID, email },
    });
    expect(await accountRow(me.userID)).toMatchObject({ emailProvenBy: 'code', emailProvenAt: expect.any(Date) });
    // The holder proved it while signed in: the session goes on, and the password still works.
    expect((await getUser(me.userID, me.token)).statusCode).toBe(200);
    expect((await post(t, '/api/login', { email, password: PASSWORD })).statusCode).toBe(200);
    expect((await postAs(t, me.token, '/backend/api/email-code/send', { email })).statusCode).toBe(409);
    expect((await postAs(t, me.token, '/backend/api/email-code/confirm', { email, code })).statusCode).toBe(400);
  });

  it('gives an address to the account that proves it; refuses another address and one proven elsewhere', async () => {
    const wanted = newEmail('wanted');
    const squatter = await post(t, '/api/register', { email: wanted, password: PASSWORD, type: 'fan' });
    const { userId, token } = await userWithToken(t);
    await t.db.update(users).set({ email: null }).where(eq(users.id, userId));
    await postAs(t, token, '/backend/api/email-code/send', { email: wanted });
    const code = await codeFromOutbox(t, wanted);
    const confirmed = await postAs(t, token, '/backend/api/email-code/confirm', { email: wanted, code });
    expect(confirmed.json().user).toMatchObject({ _id: userId, email: wanted });
    expect((await accountRow(squatter.json().userID)).email).toBeNull();

    const other = await userWithToken(t);
    await t.db.update(users).set({ email: null }).where(eq(users.id, other.userId));
    const taken = await postAs(t, other.token, '/backend/api/email-code/send', { email: wanted });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This email address belongs to another account.');
    const notYours = await postAs(t, token, '/backend/api/email-code/send', { email: newEmail('another') });
    expect(notYours.statusCode).toBe(400);
    expect((await callAs(t, 'POST', '/backend/api/email-code/send', { body: { email: wanted } })).statusCode).toBe(401);
  });
});

describe('sign-ins that cannot be forged or replayed (docs/decisions.md#262)', () => {
  it("refuses a social sign-in's code in any browser but the one that started the sign-in", async () => {
    const attacker = await signIn('google', 'type=fan', person());
    const code = attacker.searchParams.get('code')!;
    const cookie = browserOf(attacker);
    expect(cookie).toMatch(/^artclash_sign_in=[\w-]{43}\.[\w+/]{43}$/);
    // The victim opens the attacker's link: no binding, or the victim's own from another sign-in.
    const bare = await exchange(code, 'ja');
    expect(bare.json()).toEqual({
      status: 0,
      message: 'このログインは別のブラウザで開始されています。こちらのブラウザでもう一度ログインしてください。',
    });
    const victimBrowser = browserOf(await signIn('google', 'type=fan', person()));
    expect((await exchange(code, 'en', victimBrowser)).json()).toEqual({
      status: 0,
      message: 'This sign-in has expired or was already completed. Please sign in again.',
    });
    // The browser that signed in still can, once.
    expect((await exchange(code, 'en', cookie)).statusCode).toBe(200);
    expect((await exchange(code, 'en', cookie)).statusCode).toBe(400);
  });

  it('sets the binding only for the exchange call, httpOnly', async () => {
    const target = await signIn('google', 'type=fan', person());
    expect(target.searchParams.has('token')).toBe(false);
    const done = await t.inject({ method: 'GET', url: '/backend/auth/google/callback?code=x&state=y' });
    expect(String(done.headers['set-cookie'])).not.toContain('artclash_sign_in=');
  });
});
