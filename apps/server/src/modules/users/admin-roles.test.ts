import { randomUUID } from 'node:crypto';
import { ZAdminAccountListReplySchema, ZAdminAccountReplySchema } from '@artclash/contract';
import { and, eq, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { callAs, sessionTokenOf, withChanges } from '../../test/accounts.ts';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { setRole as setRoleOf } from './set-role.ts';

const t = useTestApp();

const organiserWithToken = async () => {
  const user = await buildUser({ db: t.db, role: 'admin' });
  return { user, token: await sessionTokenOf({ db: t.db, secret: t.config.jwtSecret, user }) };
};
const setRole = (token: string, userId: string, role: string, language = 'en') =>
  callAs(t, 'PUT', `/backend/admin-api/accounts/${userId}/role`, { token, body: { role }, language });
const list = async (token: string, query: string) =>
  ZAdminAccountListReplySchema.parse(
    (await callAs(t, 'GET', `/backend/admin-api/accounts?${query}`, { token })).json(),
  );
const roleOf = async (userId: string) =>
  (await t.db.select({ role: users.role }).from(users).where(eq(users.id, userId)))[0]?.role;

describe('GET /backend/admin-api/accounts', () => {
  it('finds accounts by username or e-mail, organisers first, with their e-mail, role and type, and counts the organisers', async () => {
    const { token } = await organiserWithToken();
    const tag = randomUUID().slice(0, 8);
    const fan = await buildUser({ db: t.db, username: `a_${tag}` });
    const organiser = await buildUser({ db: t.db, username: `z_${tag}`, role: 'admin' });
    const park = await buildUser({ db: t.db, type: 'park', username: 'family', email: `${tag}@example.com` });

    const found = await list(token, `q=${tag.toUpperCase()}`);
    expect(found.accounts.map((account) => account._id)).toEqual([organiser.id, fan.id, park.id]);
    expect(found.accounts[0]).toEqual({
      _id: organiser.id,
      username: `z_${tag}`,
      email: organiser.email,
      type: 'fan',
      role: 'admin',
    });
    expect(found.total).toBe(3);
    expect(found.organisers).toBe((await t.db.select().from(users).where(eq(users.role, 'admin'))).length);

    expect((await list(token, `q=${tag}&role=admin`)).accounts.map((account) => account._id)).toEqual([organiser.id]);
    expect((await list(token, `q=${tag}&role=user`)).accounts.map((account) => account._id)).toEqual([fan.id, park.id]);
    expect((await list(token, `q=${tag}_%25`)).accounts).toEqual([]);
  });

  it('pages by 20', async () => {
    const { token } = await organiserWithToken();
    const tag = randomUUID().slice(0, 8);
    for (let index = 0; index < 21; index += 1)
      await buildUser({ db: t.db, username: `${tag}_${String(index).padStart(2, '0')}` });
    const first = await list(token, `q=${tag}`);
    const second = await list(token, `q=${tag}&page=2`);
    expect([first.accounts.length, second.accounts.length, first.pages, first.total]).toEqual([20, 1, 2, 21]);
    expect(second.accounts[0]?.username).toBe(`${tag}_20`);
  });

  it('refuses a role that does not exist and a query with control characters, in both languages', async () => {
    const { token } = await organiserWithToken();
    expect((await callAs(t, 'GET', '/backend/admin-api/accounts?role=root', { token })).statusCode).toBe(400);
    expect((await callAs(t, 'GET', '/backend/admin-api/accounts?q=a%00b', { token })).statusCode).toBe(400);
  });
});

describe('PUT /backend/admin-api/accounts/{userId}/role', () => {
  it('makes a fan an organiser and back; the new role holds from the very next call', async () => {
    const { token } = await organiserWithToken();
    const fan = await buildUser({ db: t.db });
    const fanToken = await sessionTokenOf({ db: t.db, secret: t.config.jwtSecret, user: fan });
    expect((await callAs(t, 'GET', '/backend/admin-api/accounts', { token: fanToken })).statusCode).toBe(403);

    const [promoted, changes] = await withChanges(t, () => setRole(token, fan.id, 'admin'));
    expect(promoted.statusCode).toBe(200);
    expect(ZAdminAccountReplySchema.parse(promoted.json())).toMatchObject({
      message: 'Role changed',
      account: { _id: fan.id, role: 'admin' },
    });
    expect(changes).toContainEqual({ kind: 'sessions', userId: fan.id, seq: expect.any(Number) });
    // The session read before the change is not trusted any more: the same token is an organiser's now.
    expect((await callAs(t, 'GET', '/backend/admin-api/accounts', { token: fanToken })).statusCode).toBe(200);

    expect((await setRole(token, fan.id, 'user', 'ja')).json().message).toBe('権限を変更しました');
    expect(await roleOf(fan.id)).toBe('user');
    expect((await callAs(t, 'GET', '/backend/admin-api/accounts', { token: fanToken })).statusCode).toBe(403);
  });

  it('changes nothing when the account already has the role, and publishes nothing', async () => {
    const { token } = await organiserWithToken();
    const fan = await buildUser({ db: t.db });
    const [reply, changes] = await withChanges(t, () => setRole(token, fan.id, 'user'));
    expect(reply.statusCode).toBe(200);
    expect(changes).toEqual([]);
  });

  it('never makes a park sign-up an organiser', async () => {
    const { token } = await organiserWithToken();
    const park = await buildUser({ db: t.db, type: 'park' });
    const reply = await setRole(token, park.id, 'admin');
    expect([reply.statusCode, reply.json().message]).toEqual([409, 'Park sign-up accounts cannot be organisers.']);
    expect(await roleOf(park.id)).toBe('user');
  });

  it('answers 404 for an unknown or malformed id and 400 for an unknown role', async () => {
    const { token } = await organiserWithToken();
    const fan = await buildUser({ db: t.db });
    expect((await setRole(token, randomUUID(), 'admin')).statusCode).toBe(404);
    expect((await setRole(token, 'not-an-id', 'admin')).json()).toEqual({
      status: 0,
      message: 'No account with that id or e-mail.',
    });
    expect((await setRole(token, fan.id, 'root')).statusCode).toBe(400);
    expect(await roleOf(fan.id)).toBe('user');
  });

  it('never demotes the last organiser, even when the last two demote each other at the same moment', async () => {
    const a = await organiserWithToken();
    const b = await organiserWithToken();
    // Only a and b are organisers now.
    await t.db
      .update(users)
      .set({ role: 'user' })
      .where(and(eq(users.role, 'admin'), notInArray(users.id, [a.user.id, b.user.id])));

    const replies = await Promise.all([setRole(a.token, b.user.id, 'user'), setRole(b.token, a.user.id, 'user')]);
    const statuses = replies.map((reply) => reply.statusCode).sort();
    // Either one demotion wins and the other finds the last organiser, or the loser's own session was demoted first (403).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    expect((await t.db.select().from(users).where(eq(users.role, 'admin'))).length).toBe(1);

    const [last] = await t.db.select().from(users).where(eq(users.role, 'admin'));
    const lastToken = last!.id === a.user.id ? a.token : b.token;
    const refused = await setRole(lastToken, last!.id, 'user', 'ja');
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      '最後の主催者です。先に別の人を主催者にしてください。',
    ]);
    expect(await roleOf(last!.id)).toBe('admin');
  });

  it('decides two demotions of the last two organisers one after the other: one is refused', async () => {
    const a = await buildUser({ db: t.db, role: 'admin' });
    const b = await buildUser({ db: t.db, role: 'admin' });
    await t.db
      .update(users)
      .set({ role: 'user' })
      .where(and(eq(users.role, 'admin'), notInArray(users.id, [a.id, b.id])));
    const outcomes = await Promise.allSettled(
      [a, b].map((user) => setRoleOf({ db: t.db, changes: t.app.changes, account: { id: user.id }, role: 'user' })),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({
      reason: { statusCode: 409, messageKey: 'server.lastOrganiser' },
    });
    expect((await t.db.select().from(users).where(eq(users.role, 'admin'))).length).toBe(1);
  });
});
