import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { issueSession, signSessionToken, verifySessionToken } from '../modules/accounts/index.ts';
import { sessionTokenOf } from '../test/accounts.ts';
import { buildUser } from '../test/factories.ts';
import { buildGuardedApp, testConfig } from '../test/helper.ts';
import { openTestDatabase } from '../test/test-database.ts';

let database: OpenDatabase;
let app: FastifyInstance;
const config = testConfig('/tmp/artclash-auth-test');

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildGuardedApp(database, config);
  app.get('/organisers-only', { preHandler: app.requireOrganiser }, async (request) => ({
    status: 1,
    id: request.user?.id,
  }));
  app.get('/signed-in', { preHandler: app.authenticate }, async (request) => ({
    status: 1,
    user: request.user,
    sessionId: request.sessionId,
  }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const tokenOf = async (role: 'user' | 'admin') => {
  const user = await buildUser({ db: database.db, role, type: 'fan' });
  return { id: user.id, token: await sessionTokenOf({ db: database.db, secret: config.jwtSecret, user }) };
};
const signedIn = (authorization: string) => app.inject({ url: '/signed-in', headers: { authorization } });

describe('the session guards', () => {
  it('sets request.user from the token, with role and type fresh from the database, and the session it names', async () => {
    const user = await buildUser({ db: database.db, role: 'user', type: 'fan' });
    const { token } = await issueSession({ db: database.db, secret: config.jwtSecret, account: user });
    const { sessionId } = (await verifySessionToken({ secret: config.jwtSecret, token }))!;
    // The token still says 'user'; the account has become an organiser since.
    const stale = await signSessionToken({
      secret: config.jwtSecret,
      claims: { userId: user.id, sessionId, role: 'user', type: 'artist' },
    });
    await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    const res = await signedIn(`Bearer ${stale}`);
    expect(res.json()).toEqual({ status: 1, user: { id: user.id, role: 'admin', type: 'fan' }, sessionId });
  });

  it('admits organisers only to organiser calls (docs/product.md#rule-21)', async () => {
    const organiser = await tokenOf('admin');
    const fan = await tokenOf('user');
    expect((await app.inject({ url: '/organisers-only', headers: { authorization: organiser.token } })).json()).toEqual(
      { status: 1, id: organiser.id },
    );
    const refused = await app.inject({
      url: '/organisers-only',
      headers: { authorization: fan.token, 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 0, message: 'You are not allowed to do this.' });
    expect((await app.inject({ url: '/organisers-only' })).statusCode).toBe(401);
  });

  it('refuses a session of a park account that has not finished onboarding', async () => {
    const user = await buildUser({ db: database.db, type: 'parent', accountStatus: 'unverified' });
    expect((await signedIn(await sessionTokenOf({ db: database.db, secret: config.jwtSecret, user }))).statusCode).toBe(
      401,
    );
  });

  it('refuses a token whose session has ended or expired, and one naming no session (docs/decisions.md#70)', async () => {
    const user = await buildUser({ db: database.db });
    const ended = await sessionTokenOf({ db: database.db, secret: config.jwtSecret, user });
    const expired = await sessionTokenOf({ db: database.db, secret: config.jwtSecret, user });
    const kept = await sessionTokenOf({ db: database.db, secret: config.jwtSecret, user });
    const idOf = async (token: string) => (await verifySessionToken({ secret: config.jwtSecret, token }))!.sessionId;
    await database.db
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(eq(sessions.id, await idOf(ended)));
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, await idOf(expired)));
    const unknown = await signSessionToken({
      secret: config.jwtSecret,
      claims: { userId: user.id, sessionId: '0b0e7c36-1111-4222-8333-444455556666', role: 'user', type: 'fan' },
    });
    const malformed = await signSessionToken({
      secret: config.jwtSecret,
      claims: { userId: user.id, sessionId: 'not-a-session', role: 'user', type: 'fan' },
    });
    for (const token of [ended, expired, unknown, malformed]) expect((await signedIn(token)).statusCode).toBe(401);
    expect((await signedIn(kept)).statusCode).toBe(200);
  });

  it("refuses a token naming another user's session", async () => {
    const owner = await buildUser({ db: database.db });
    const intruder = await buildUser({ db: database.db });
    const { sessionId } = (await verifySessionToken({
      secret: config.jwtSecret,
      token: await sessionTokenOf({ db: database.db, secret: config.jwtSecret, user: owner }),
    }))!;
    const swapped = await signSessionToken({
      secret: config.jwtSecret,
      claims: { userId: intruder.id, sessionId, role: 'user', type: 'fan' },
    });
    expect((await signedIn(swapped)).statusCode).toBe(401);
  });

  it('answers each of many requests that arrive together with its own session, the refused ones refused (docs/decisions.md#186)', async () => {
    const fans = await Promise.all(Array.from({ length: 12 }, () => buildUser({ db: database.db })));
    const tokens = await Promise.all(
      fans.map((user) => sessionTokenOf({ db: database.db, secret: config.jwtSecret, user })),
    );
    const idOf = async (token: string) => (await verifySessionToken({ secret: config.jwtSecret, token }))!.sessionId;
    // One fan's session has ended; another's token names the first fan's session.
    await database.db
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(eq(sessions.id, await idOf(tokens[1]!)));
    const swapped = await signSessionToken({
      secret: config.jwtSecret,
      claims: { userId: fans[2]!.id, sessionId: await idOf(tokens[0]!), role: 'user', type: 'fan' },
    });
    const replies = await Promise.all([...tokens, swapped].map((token) => signedIn(token)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 401, ...Array(10).fill(200), 401]);
    replies.forEach((reply, index) => {
      if (reply.statusCode === 200) expect(reply.json().user.id).toBe(fans[index]!.id);
    });
  });
});
