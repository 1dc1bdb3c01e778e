import { describe, expect, it } from 'vitest';
import { buildInterestEvent, callAs, post, registerNow, userWithToken } from './test/accounts.ts';
import { buildUser } from './test/factories.ts';
import { useTestApp } from './test/helper.ts';

// Inputs an attacker sends first: none of them may reach the database or answer 500.
const t = useTestApp();
const nul = 'fan\u0000x@example.com';

describe('input hygiene', () => {
  it('refuses a NUL character in an e-mail on every account call, with the envelope', async () => {
    for (const [url, body] of [
      ['/backend/api/register', { email: nul, password: 'Secret123', type: 'fan' }],
      ['/backend/api/login', { email: nul, password: 'Secret123' }],
      ['/backend/api/forgot-password', { email: nul }],
      ['/backend/api/verify-otp', { email: nul, otp: '123456' }],
      ['/backend/api/login', { email: 'fan@example.com', password: 'Secret\u0000123' }],
    ] as const) {
      const reply = await t.inject({ method: 'POST', url, payload: body, headers: { 'accept-language': 'ja' } });
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json()).toMatchObject({
        status: 0,
        message: '送信された内容に正しくない項目があります。確認してもう一度お試しください。',
      });
    }
  });

  it('refuses instants outside the years 1900–2200 in AllEventGet', async () => {
    for (const query of [
      'from=0000-01-01T00:00:00Z',
      'to=0000-01-01T00:00:00%2B09:00',
      'from=1899-12-31T23:59:59Z',
      'to=2201-01-01T00:00:00Z',
    ]) {
      const reply = await t.get(`/backend/api/AllEventGet?${query}`);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json()).toMatchObject({ status: 0 });
    }
    expect((await t.get('/backend/api/AllEventGet?from=2200-12-31T23:59:59Z')).statusCode).toBe(200);
  });

  it('refuses birthdates outside the years 1900–2200 in register-now, with the field message', async () => {
    const account = await buildUser({ db: t.db, type: 'parent', accountStatus: 'unverified' });
    const interest = await buildInterestEvent(t.db);
    for (const parent_age of ['0000-01-01', '1899-12-31', '2201-1-1']) {
      const reply = await registerNow(t, {
        userID: account.id,
        parent_age,
        child_age: '2015-1-1',
        event_interests: [interest],
      });
      expect(reply.statusCode, parent_age).toBe(400);
      expect(reply.json()).toEqual({ status: 0, message: 'Please Select Your Birthdate.' });
    }
  });

  it("refuses an organiser's event dates that are no calendar day or outside 1900–2200, never with a 5xx", async () => {
    const { token } = await userWithToken(t, { role: 'admin' });
    for (const dates of ['2030-2-28', 'garbage', '2030-02-30', '0000-01-01', '2201-01-01']) {
      const reply = await callAs(t, 'POST', '/backend/admin-api/events', {
        token,
        body: { title_eng: 'A', title_jap: 'あ', date_times: [{ dates, start_time: '18:00', end_time: '20:00' }] },
      });
      expect(reply.statusCode, dates).toBe(400);
      expect(reply.json()).toMatchObject({ status: 0, errors: { 'date_times.0.dates': expect.any(String) } });
    }
  });

  it('refuses control characters in every kind of field: codes, timer texts, and ids as unknown ones', async () => {
    const { token } = await userWithToken(t, { role: 'admin' });
    const replies = [
      await post(t, '/api/verify-otp', { email: 'fan@example.com', otp: '12\u00003456' }),
      await post(t, '/api/social-exchange', { code: 'code\u0000' }),
      await callAs(t, 'POST', '/backend/admin-api/EventSingleBattleTimePause', {
        token,
        body: { eventId: 'e', battleId: 'b', battle_timeRemaining: '1m\u0007' },
      }),
      await callAs(t, 'GET', '/backend/api/SingleEventDetails/abc%00'),
      await post(t, '/api/register-now', { userID: 'abc\u0000', parent_age: '1990-1-1', event_interests: [] }),
    ];
    expect(replies.map((reply) => reply.statusCode)).toEqual([400, 400, 400, 404, 403]);
  });

  it('answers a malformed URL with the app’s envelope, without echoing the path', async () => {
    for (const url of [
      '/backend/api/%c0%ae%c0%ae/secret',
      '/%c0%ae',
      '/backend/admin-api/%c0%ae',
      '/backend/api/get_user/%E0%A4%A',
    ]) {
      const reply = await t.get(url, 'ja');
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json()).toEqual({
        status: 0,
        message: '送信された内容に正しくない項目があります。確認してもう一度お試しください。',
      });
      expect(reply.body).not.toContain('%');
    }
  });
});
