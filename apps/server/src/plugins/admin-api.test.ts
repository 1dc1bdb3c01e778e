import { calls } from '@artclash/contract';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/client.ts';
import { sessionTokenOf } from '../test/accounts.ts';
import { buildUser } from '../test/factories.ts';
import { buildGuardedApp, testConfig, useTestApp } from '../test/helper.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { routesOf } from '../lib/route.ts';
import { adminApiPlugin } from './admin-api.ts';

const config = testConfig('/tmp/artclash-admin-api-test');
let database: OpenDatabase;
let app: FastifyInstance;

/** A route another module adds later, with no guard of its own. */
const probeRoutes: FastifyPluginAsync = async (scope) => {
  scope.post('/backend/admin-api/probe', async (request) => ({ status: 1, user: request.user?.id }));
};

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildGuardedApp(database, config);
  await app.register(adminApiPlugin, { routes: [probeRoutes] });
  app.post('/backend/api/outside', async (request) => ({
    status: 1,
    user: request.user,
    multipart: typeof request.isMultipart,
  }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const tokenOf = async (role: 'user' | 'admin') => {
  const user = await buildUser({ db: database.db, role });
  return { id: user.id, token: await sessionTokenOf({ db: database.db, secret: config.jwtSecret, user }) };
};

describe('the admin plugin (plugins/admin-api.ts)', () => {
  it('guards every route registered inside it, even one without a guard of its own', async () => {
    const organiser = await tokenOf('admin');
    const fan = await tokenOf('user');
    expect((await app.inject({ method: 'POST', url: '/backend/admin-api/probe' })).statusCode).toBe(401);
    const refused = await app.inject({
      method: 'POST',
      url: '/backend/admin-api/probe',
      headers: { authorization: fan.token, 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 0, message: 'You are not allowed to do this.' });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/backend/admin-api/probe',
          headers: { authorization: `Bearer ${organiser.token}` },
        })
      ).json(),
    ).toEqual({
      status: 1,
      user: organiser.id,
    });
  });

  it('guards nothing outside it, and parses multipart forms only inside it', async () => {
    const outside = await app.inject({ method: 'POST', url: '/backend/api/outside', payload: {} });
    expect(outside.json()).toEqual({ status: 1, user: null, multipart: 'undefined' });
  });

  it("refuses to register an organisers' call anywhere else (docs/decisions.md#203)", () => {
    const outside = Fastify();
    const route = routesOf(outside, { tags: [] });
    expect(() => route(calls.adminEventList, async () => ({ status: 1, message: '', data: [] }) as never)).toThrow(
      "GET /backend/admin-api/events is the organisers': register it in plugins/admin-api.ts",
    );
    expect(() => route(calls.EventSingleBattleKeyUpdate, async () => ({}) as never)).toThrow(/plugins\/admin-api.ts/);
  });

  it('refuses before reading the body: a fan sending malformed JSON gets 403, not 400', async () => {
    const fan = await tokenOf('user');
    const reply = await app.inject({
      method: 'POST',
      url: '/backend/admin-api/probe',
      payload: '{not json',
      headers: { authorization: fan.token, 'content-type': 'application/json' },
    });
    expect(reply.statusCode).toBe(403);
  });
});

describe('the admin calls of the contract, in the whole app', () => {
  const t = useTestApp();
  // The console's calls; the timer calls under the same path come with the live work.
  const adminNames = Object.keys(calls).filter((name) => name.startsWith('admin'));
  const adminCalls = adminNames.map((name) => calls[name as keyof typeof calls]);
  const urlOf = (path: string) => path.replace(/:\w+/g, '0b0e7c36-1111-4222-8333-444455556666');

  it('are all for organisers, under /backend/admin-api', () => {
    // A new call is added here on purpose, so none slips past the 401/403 checks below unnoticed.
    expect(adminNames.sort()).toEqual([
      'adminAccountList',
      'adminAccountRole',
      'adminBattleArtworkDelete',
      'adminBattleArtworkUpload',
      'adminBattleCreate',
      'adminBattleCurve',
      'adminBattleDelete',
      'adminBattleList',
      'adminBattleMove',
      'adminBattleOrder',
      'adminBattleUpdate',
      'adminEmbedPreview',
      'adminEventCreate',
      'adminEventDelete',
      'adminEventGet',
      'adminEventImageUpload',
      'adminEventList',
      'adminEventRecord',
      'adminEventReport',
      'adminEventRoom',
      'adminEventRouletteGet',
      'adminEventRouletteSave',
      'adminEventUpdate',
      'adminPhoneReach',
      'adminReferenceCreate',
      'adminReferenceDelete',
      'adminReferenceList',
      'adminReferenceUpdate',
      'adminRehearsalCreate',
      'adminRehearsalList',
      'adminResultsCsv',
      'adminShowCurrent',
      'adminShowRoulette',
      'adminSponsorImageUpload',
      'adminTagDelete',
      'adminTagList',
      'adminTagMerge',
      'adminTagRename',
      'adminUserSearch',
      'adminVoteChecks',
    ]);
    expect(adminCalls.every((call) => call.auth === 'organiser' && call.path.startsWith('/backend/admin-api/'))).toBe(
      true,
    );
  });

  it('are, with every other call the contract gives to organisers, refused without a session (401) and to a fan (403)', async () => {
    const fan = await buildUser({ db: t.db });
    const fanToken = await sessionTokenOf({ db: t.db, secret: t.config.jwtSecret, user: fan });
    const organiserCalls = Object.values(calls).filter((call) => call.auth === 'organiser');
    expect(organiserCalls.length).toBeGreaterThan(adminCalls.length);
    for (const call of organiserCalls) {
      const request = { method: call.method, url: urlOf(call.path), payload: {} };
      const anonymous = (await t.inject(request)).statusCode;
      const asFan = (await t.inject({ ...request, headers: { authorization: fanToken } })).statusCode;
      expect({ call: call.path, anonymous, asFan }).toEqual({ call: call.path, anonymous: 401, asFan: 403 });
    }
  });

  it('answer 401 without a session and 403 to a fan, whatever the body', async () => {
    const fan = await buildUser({ db: t.db });
    const fanToken = await sessionTokenOf({ db: t.db, secret: t.config.jwtSecret, user: fan });
    for (const call of adminCalls) {
      const request = { method: call.method, url: urlOf(call.path), payload: { title_eng: '\u0000' } };
      expect({ call: call.path, status: (await t.inject(request)).statusCode }).toEqual({
        call: call.path,
        status: 401,
      });
      expect({
        call: call.path,
        status: (await t.inject({ ...request, headers: { authorization: fanToken } })).statusCode,
      }).toEqual({ call: call.path, status: 403 });
    }
  });
});
