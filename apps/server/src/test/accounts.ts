import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { ZLoginSessionReplySchema } from '@artclash/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type ParsedMail, simpleParser } from 'mailparser';
import type { Change } from '../db/change-feed.ts';
import type { Database } from '../db/client.ts';
import type { CookieToSet } from '../lib/cookies.ts';
import { attemptCounters, interestEvents } from '../db/schema/index.ts';
import { attemptKey, type AttemptRuleName, issueSession, onboardingCookie } from '../modules/accounts/index.ts';
import { buildUser, type UserRow } from './factories.ts';
import type { TestApp } from './helper.ts';

export const PASSWORD = 'Secret123';

/** A fresh, unique e-mail address. */
export const newEmail = (prefix = 'person') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** POST a JSON body to a /backend call, English replies unless told. */
export function post(
  t: TestApp,
  url: string,
  body: object,
  options: { language?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return t.inject({
    method: 'POST',
    url: `/backend${url}`,
    payload: body,
    remoteAddress: options.ip,
    headers: { 'accept-language': options.language ?? 'en', ...options.headers },
  });
}

/** register-now from the browser that signed up to `userID`, with its onboarding proof (docs/decisions.md#262). */
export function registerNow(
  t: TestApp,
  body: { userID: string } & Record<string, unknown>,
  options: { language?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const proof = onboardingCookie({ userId: body.userID, now: new Date() });
  return post(t, '/api/register-now', body, {
    ...options,
    headers: { cookie: cookiePair(t, proof), ...options.headers },
  });
}

/** The `name=value` a browser holding this cookie sends, signed as the app signs it (docs/decisions.md#366). */
export const cookiePair = (t: TestApp, { cookie, value }: CookieToSet): string =>
  `${cookie.name}=${t.app.signCookie(value)}`;

/** Registers an account through the call and signs it in; fan unless told. */
export async function signUpAndLogIn(
  t: TestApp,
  { type = 'fan', email = newEmail(type) }: { type?: 'fan' | 'artist'; email?: string } = {},
) {
  await post(t, '/api/register', { email, password: PASSWORD, type });
  const reply = ZLoginSessionReplySchema.parse((await post(t, '/api/login', { email, password: PASSWORD })).json());
  return { email, token: reply.token, userId: reply.userID };
}

/** The newest .eml in DATA_DIR/outbox addressed to `to`, waiting for it to arrive, as a mail program reads it. */
export async function mailFromOutbox(t: TestApp, to: string): Promise<ParsedMail> {
  await t.app.mailer.settled();
  const dir = join(t.config.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [])).filter((name) => name.includes(to)).sort();
  const newest = files.at(-1);
  if (!newest) throw new Error(`No mail to ${to} in the outbox`);
  return simpleParser(await readFile(join(dir, newest)));
}

/** The reset code of the newest mail to `to`. */
export async function codeFromOutbox(t: TestApp, to: string): Promise<string> {
  return codeOf((await mailFromOutbox(t, to)).text ?? '');
}

/** The 6-digit code of a reset mail's text. */
export function codeOf(text: string): string {
  const code = /^\s+(\d{6})$/m.exec(text)?.[1];
  if (!code) throw new Error(`No code in the mail:\n${text}`);
  return code;
}

/** Whether any part of a reply mentions secrets that must never leave the server. */
export const leaksSecrets = (body: string) => /password_?hash|passwordHash|code_?hash|codeHash|\$argon2/i.test(body);

/** An interest event a park user can pick (§2.7 select-events). */
export async function buildInterestEvent(
  db: Database,
  name = `Workshop ${randomBytes(3).toString('hex')}`,
): Promise<string> {
  const [row] = await db
    .insert(interestEvents)
    .values({ nameEn: name, nameJa: `${name}（日本語）` })
    .returning({ id: interestEvents.id });
  return row!.id;
}

/** A token of a new session of `user`, as a sign-in would issue it. */
export const sessionTokenOf = async ({
  db,
  secret,
  user,
}: {
  db: Database;
  secret: string;
  user: UserRow;
}): Promise<string> => (await issueSession({ db, secret, account: user })).token;

/** A new account of `role` and its session token, without the cost of registering through the calls. */
export async function userWithToken(
  t: TestApp,
  { role = 'user', type = 'fan' }: { role?: 'user' | 'admin'; type?: UserRow['type'] } = {},
): Promise<{ userId: string; token: string }> {
  const user = await buildUser({ db: t.db, role, type });
  return { userId: user.id, token: await sessionTokenOf({ db: t.db, secret: t.config.jwtSecret, user }) };
}

/** A call with a session token (or none) and a reply language, English unless told. */
export const callAs = (
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  { token, body, language = 'en' }: { token?: string; body?: object; language?: string } = {},
) =>
  t.inject({
    method,
    url,
    ...(body && { payload: body }),
    headers: { 'accept-language': language, ...(token && { authorization: token }) },
  });

/** POST a JSON body to a full path with a session token (or none) and a reply language. */
export const postAs = (
  t: TestApp,
  token: string | undefined,
  url: string,
  body: object,
  language = 'en',
): Promise<LightMyRequestResponse> => callAs(t, 'POST', url, { ...(token && { token }), body, language });

/** What `act` answers, and the changes the app published while it ran. */
export async function withChanges<T>(t: TestApp, act: () => Promise<T>): Promise<[T, Change[]]> {
  const heard: Change[] = [];
  const stop = t.app.changes.subscribe((change) => heard.push(change));
  try {
    return [await act(), heard];
  } finally {
    stop();
  }
}

/** Forgets the attempts of `subject` (an e-mail, an address) under a rule, as if its window had passed. */
export const forgetAttempts = (t: TestApp, rule: AttemptRuleName, subject: string): Promise<void> =>
  t.app.attemptLimits.limiter.clear(attemptKey(t.app.attemptLimits, rule, subject));

/** Uses up a rule's attempts for `subject` at once, as if its whole limit had just been tried. */
export async function exhaustAttempts(t: TestApp, rule: AttemptRuleName, subject: string): Promise<void> {
  const { limit, windowMs } = t.app.attemptLimits.rules[rule];
  const now = Date.now();
  const row = { count: limit, windowEndsAt: new Date(now + windowMs), blockedUntil: new Date(now) };
  await t.db
    .insert(attemptCounters)
    .values({ key: attemptKey(t.app.attemptLimits, rule, subject), ...row })
    .onConflictDoUpdate({ target: attemptCounters.key, set: row });
}
