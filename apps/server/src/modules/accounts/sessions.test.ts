import { ZLoginSessionReplySchema, ZLogoutReplySchema, ZSessionReplySchema } from '@artclash/contract';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { callAs, PASSWORD, post, postAs, signUpAndLogIn } from '../../test/accounts.ts';
import { buildBattle, buildEvent } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { accountsOfLiveSessions } from './session-queries.ts';
import { SESSION_RULES, verifySessionToken } from './session-token.ts';

const t = useTestApp();
const getUser = (userId: string, token: string) => callAs(t, 'GET', `/backend/api/get_user/${userId}`, { token });
const sessionIdOf = async (token: string) =>
  (await verifySessionToken({ secret: t.config.jwtSecret, token }))!.sessionId;
const logInAgain = async (email: string) =>
  ZLoginSessionReplySchema.parse((await post(t, '/api/login', { email, password: PASSWORD })).json()).token;

/** A token of the session as it would have been issued `agoMs` earlier (and the session renewed then). */
async function tokenIssuedAgo(token: string, agoMs: number): Promise<string> {
  const { userId, sessionId } = (await verifySessionToken({ secret: t.config.jwtSecret, token }))!;
  const issuedAt = Math.floor((Date.now() - agoMs) / 1000);
  await t.db
    .update(sessions)
    .set({ renewedAt: new Date(issuedAt * 1000) })
    .where(eq(sessions.id, sessionId));
  return new SignJWT({ sid: sessionId, role: 'user', type: 'fan' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience('artclash:session')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_RULES.tokenTtlSeconds)
    .sign(new TextEncoder().encode(t.config.jwtSecret));
}

describe('POST /backend/api/logout', () => {
  it("ends the caller's session on the server: the same token then gets 401; the user's other sessions stay", async () => {
    const { email, token, userId } = await signUpAndLogIn(t);
    const other = await logInAgain(email);
    // The guard keeps the live session in memory (plugins/auth.ts); the logout must reach it.
    expect((await getUser(userId, token)).statusCode).toBe(200);
    const reply = await postAs(t, token, '/backend/api/logout', {}, 'ja');
    expect(ZLogoutReplySchema.parse(reply.json())).toEqual({ status: 1, message: 'ログアウトしました。' });
    const after = await getUser(userId, token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session has expired. Please log in again.');
    expect((await postAs(t, token, '/backend/api/logout', {})).statusCode).toBe(401);
    expect((await getUser(userId, other)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, await sessionIdOf(token)));
    expect(row?.endedAt).toBeInstanceOf(Date);
  });

  it('needs a session', async () => {
    expect((await postAs(t, undefined, '/backend/api/logout', {})).statusCode).toBe(401);
  });
});

describe('POST /backend/api/logout-all', () => {
  it("ends every session of the caller, and nobody else's", async () => {
    const me = await signUpAndLogIn(t);
    const phone = await logInAgain(me.email);
    const someoneElse = await signUpAndLogIn(t);
    for (const token of [me.token, phone]) expect((await getUser(me.userId, token)).statusCode).toBe(200);
    const reply = await postAs(t, me.token, '/backend/api/logout-all', {});
    expect(ZLogoutReplySchema.parse(reply.json()).message).toBe('You have been logged out on every device.');
    for (const token of [me.token, phone]) expect((await getUser(me.userId, token)).statusCode).toBe(401);
    expect((await getUser(someoneElse.userId, someoneElse.token)).statusCode).toBe(200);
  });
});

describe('POST /backend/api/renew-session (docs/decisions.md#71)', () => {
  it('answers a new hour-long token for the same session and pushes its idle end on', async () => {
    const { token, userId } = await signUpAndLogIn(t);
    const sessionId = await sessionIdOf(token);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.id, sessionId));
    const reply = await postAs(t, token, '/backend/api/renew-session', {});
    const renewed = ZSessionReplySchema.parse(reply.json());
    expect(renewed.user._id).toBe(userId);
    expect(await sessionIdOf(renewed.token)).toBe(sessionId);
    expect((await getUser(userId, renewed.token)).statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_RULES.idleMs - 60_000);
  });

  it('renews a token that has just run out while its session lives, so a phone that slept keeps its session', async () => {
    const { token, userId } = await signUpAndLogIn(t);
    const expired = await tokenIssuedAgo(token, 2 * 60 * 60 * 1000);
    expect((await getUser(userId, expired)).statusCode).toBe(401);
    const renewed = ZSessionReplySchema.parse((await postAs(t, expired, '/backend/api/renew-session', {})).json());
    expect((await getUser(userId, renewed.token)).statusCode).toBe(200);
  });

  it('refuses a stale copy of a token older than the last renewal, an ended session, a forged token and none', async () => {
    const { token } = await signUpAndLogIn(t);
    const old = await tokenIssuedAgo(token, 10 * 60 * 1000);
    const renewed = ZSessionReplySchema.parse((await postAs(t, old, '/backend/api/renew-session', {})).json());
    const stale = await postAs(t, old, '/backend/api/renew-session', {}, 'ja');
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({
      status: 0,
      message: 'ログインの有効期限が切れました。もう一度ログインしてください。',
    });
    // Two tabs renewing with the same, newest token both get one.
    expect((await postAs(t, renewed.token, '/backend/api/renew-session', {})).statusCode).toBe(200);
    expect((await postAs(t, renewed.token, '/backend/api/renew-session', {})).statusCode).toBe(200);

    await postAs(t, renewed.token, '/backend/api/logout', {});
    expect((await postAs(t, renewed.token, '/backend/api/renew-session', {})).statusCode).toBe(401);
    expect((await postAs(t, `${token.slice(0, -4)}AAAA`, '/backend/api/renew-session', {})).statusCode).toBe(401);
    expect((await postAs(t, undefined, '/backend/api/renew-session', {})).statusCode).toBe(401);
  });
});

describe('a deleted account (docs/decisions.md#264)', () => {
  it('ends its kept sessions at the first write, with a 401 and never a 500', async () => {
    const eventId = await buildEvent({ db: t.db, participants: 2 });
    const { battleId, player1Id } = await buildBattle({ db: t.db, eventId, votingStatus: 'on' });
    const { userId, token } = await signUpAndLogIn(t);
    // The session is kept by the guard now (plugins/auth.ts).
    expect((await getUser(userId, token)).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.id, userId));
    const vote = { eventId, battleId, vote_receive_userId: player1Id, vote_send_userId: userId, vote: 1 };
    const voted = await postAs(t, token, '/backend/api/VotingTo', vote);
    expect(voted.statusCode).toBe(401);
    expect(voted.json()).toEqual({ status: 0, message: 'Your session has expired. Please log in again.' });
    expect((await getUser(userId, token)).statusCode).toBe(401);
    expect((await postAs(t, token, '/backend/api/VotingTo', vote)).statusCode).toBe(401);
  });
});

describe('the read of a live session (docs/decisions.md#431)', () => {
  it('after a wave of sign-ins the statistics have not seen yet, reads a few entries a key, never the whole wave', async () => {
    // A night's room signing in at the door: 10,000 new sessions, as many accounts, no ANALYZE since; 100 votes at once.
    const accounts = await t.db
      .insert(users)
      .values(
        Array.from({ length: 10_000 }, (_, index) => ({
          type: 'fan' as const,
          username: `door_${index}_${Date.now()}`,
          email: `door-${index}-${Date.now()}@example.com`,
          country: 'Japan',
          city: 'Tokyo',
        })),
      )
      .returning({ id: users.id });
    const expiresAt = new Date(Date.now() + SESSION_RULES.idleMs);
    const wave = await t.db
      .insert(sessions)
      .values(accounts.map(({ id }) => ({ userId: id, expiresAt })))
      .returning({ id: sessions.id, userId: sessions.userId });
    const keys = wave.slice(0, 100).map(({ id, userId }) => ({ sessionId: id, userId }));
    // The rows read before and after, as PostgreSQL counts them in this backend (its counts not yet sent on): the entries
    // its indexes gave and the rows passes over the tables read.
    const rowsRead = async (tx: Executor) =>
      rowsOf<{ rows: number }>(
        await tx.execute(sql`select sum(pg_stat_get_xact_tuples_returned(oid))::int as rows from pg_class
          where oid in ('sessions'::regclass, 'users'::regclass)
            or oid in (select indexrelid from pg_index where indrelid in ('sessions'::regclass, 'users'::regclass))`),
      )[0]!.rows;
    const read = await t.db.transaction(async (tx) => {
      const before = await rowsRead(tx);
      const accounts = await accountsOfLiveSessions({ db: tx, keys, now: new Date() });
      expect(accounts.map((account) => account?.id)).toEqual(keys.map((key) => key.userId));
      return (await rowsRead(tx)) - before;
    });
    // A few rows a key (its session, its account), never the wave. Before the read began from its keys, PostgreSQL took
    // each account's sessions by the expiry's index, all 10,000 for each key (1,011,610 rows for these 100); a join from
    // the keys that it could reorder began from a pass over every session (10,110), which it took for nearly none live.
    expect(read).toBeLessThanOrEqual(10 * keys.length);
  });
});
