import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/client.ts';
import { signSessionToken } from '../modules/accounts/index.ts';
import { buildUser } from '../test/factories.ts';
import { testConfig } from '../test/helper.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { authPlugin } from './auth.ts';
import { dbPlugin } from './db.ts';
import { errorHandler } from './error-handler.ts';

let database: OpenDatabase;
let app: FastifyInstance;
const config = testConfig('/tmp/artclash-auth-test');

beforeAll(async () => {
  database = await openTestDatabase();
  app = Fastify();
  await app.register(dbPlugin, { db: database.db, config, changes: database.changes });
  await app.register(errorHandler);
  await app.register(authPlugin);
  app.get('/organisers-only', { preHandler: app.requireOrganiser }, async (request) => ({ status: 1, id: request.user?.id }));
  app.get('/signed-in', { preHandler: app.authenticate }, async (request) => ({ status: 1, user: request.user }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const tokenOf = async (role: 'user' | 'admin') => {
  const user = await buildUser({ db: database.db, role, type: 'fan' });
  return { id: user.id, token: await signSessionToken({ secret: config.jwtSecret, claims: { userId: user.id, role: 'user', type: 'fan' } }) };
};

describe('the session guards', () => {
  it('sets request.user from the token, with role and type fresh from the database', async () => {
    const organiser = await tokenOf('admin');
    const res = await app.inject({ url: '/signed-in', headers: { authorization: `Bearer ${organiser.token}` } });
    expect(res.json()).toEqual({ status: 1, user: { id: organiser.id, role: 'admin', type: 'fan' } });
  });

  it('admits organisers only to organiser calls (docs/decisions.md#21)', async () => {
    const organiser = await tokenOf('admin');
    const fan = await tokenOf('user');
    expect((await app.inject({ url: '/organisers-only', headers: { authorization: organiser.token } })).json()).toEqual({ status: 1, id: organiser.id });
    const refused = await app.inject({ url: '/organisers-only', headers: { authorization: fan.token, 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 0, message: 'You are not allowed to do this.' });
    expect((await app.inject({ url: '/organisers-only' })).statusCode).toBe(401);
  });

  it('refuses a session of a park account that has not finished onboarding', async () => {
    const user = await buildUser({ db: database.db, type: 'parent', accountStatus: 'unverified' });
    const token = await signSessionToken({ secret: config.jwtSecret, claims: { userId: user.id, role: 'user', type: 'parent' } });
    expect((await app.inject({ url: '/signed-in', headers: { authorization: token } })).statusCode).toBe(401);
  });
});
