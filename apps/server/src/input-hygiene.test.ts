import { describe, expect, it } from 'vitest';
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
      expect(reply.json()).toMatchObject({ status: 0, message: '送信された内容に正しくない項目があります。確認してもう一度お試しください。' });
    }
  });

  it('refuses instants outside the years 1900–2200 in AllEventGet', async () => {
    for (const query of ['from=0000-01-01T00:00:00Z', 'to=0000-01-01T00:00:00%2B09:00', 'from=1899-12-31T23:59:59Z', 'to=2201-01-01T00:00:00Z']) {
      const reply = await t.get(`/backend/api/AllEventGet?${query}`);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json()).toMatchObject({ status: 0 });
    }
    expect((await t.get('/backend/api/AllEventGet?from=2200-12-31T23:59:59Z')).statusCode).toBe(200);
  });

  it('answers a malformed URL with the app’s envelope, without echoing the path', async () => {
    const reply = await t.get('/backend/api/%c0%ae%c0%ae/secret');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ status: 0, message: 'Some of the information sent is not valid. Please check it and try again.' });
    expect(reply.body).not.toContain('%c0');
  });
});
