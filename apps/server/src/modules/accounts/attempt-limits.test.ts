import { ZLoginSessionReplySchema, ZRegisterReplySchema } from '@artclash/contract';
import { describe, expect, it } from 'vitest';
import { newEmail, PASSWORD, post, signUpAndLogIn } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { ATTEMPT_WINDOWS } from './attempt-limits.ts';

const t = useTestApp();
const VENUE_WIFI = '203.0.113.7';

describe('attempt limits (docs/decisions.md#27)', () => {
  it('lets a whole venue behind one address sign up and sign in: 300 people', { timeout: 300_000 }, async () => {
    const people = Array.from({ length: 300 }, (_, i) => newEmail(`guest${i}`));
    const statuses: number[] = [];
    for (let i = 0; i < people.length; i += 10) {
      await Promise.all(
        people.slice(i, i + 10).map(async (email, j) => {
          const type = (['fan', 'artist', 'parent', 'myself'] as const)[(i + j) % 4]!;
          const registered = await post(t, '/api/register', { email, password: PASSWORD, type }, { ip: VENUE_WIFI });
          ZRegisterReplySchema.parse(registered.json());
          const login = await post(t, '/api/login', { email, password: PASSWORD }, { ip: VENUE_WIFI });
          statuses.push(registered.statusCode, login.statusCode);
        }),
      );
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('locks an account after 5 failed logins, even for the right password, with a localised 429', async () => {
    const { email } = await signUpAndLogIn(t);
    for (let i = 0; i < 5; i += 1) expect((await post(t, '/api/login', { email, password: 'Wrong1234' }, { ip: '198.51.100.1' })).statusCode).toBe(400);
    const locked = await post(t, '/api/login', { email, password: PASSWORD }, { ip: '198.51.100.2' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ status: 0, message: 'Too many attempts. Please wait 15 minutes and try again.' });
    const ja = await post(t, '/api/login', { email, password: PASSWORD }, { language: 'ja' });
    expect(ja.json().message).toBe('試行回数が多すぎます。15分ほど待ってからもう一度お試しください。');
    // Another account from the same address is not affected.
    const other = await signUpAndLogIn(t);
    expect((await post(t, '/api/login', { email: other.email, password: PASSWORD }, { ip: '198.51.100.1' })).statusCode).toBe(200);
  });

  it('clears the failures of an account when it signs in', async () => {
    const { email } = await signUpAndLogIn(t);
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1) await post(t, '/api/login', { email, password: 'Wrong1234' });
      ZLoginSessionReplySchema.parse((await post(t, '/api/login', { email, password: PASSWORD })).json());
    }
  });

  it('limits failed logins per client address far above a venue', async () => {
    const address = '192.0.2.50';
    for (let i = 0; i < ATTEMPT_WINDOWS.loginPerClient.limit; i += 1) t.app.attemptLimits.loginPerClient.record(address);
    const res = await post(t, '/api/login', { email: newEmail(), password: PASSWORD }, { ip: address });
    expect(res.statusCode).toBe(429);
    expect((await post(t, '/api/login', { email: newEmail(), password: PASSWORD }, { ip: '192.0.2.51' })).statusCode).toBe(400);
  });

  it('limits reset requests per account and per client, and code tries per account', async () => {
    const { email } = await signUpAndLogIn(t);
    for (let i = 0; i < ATTEMPT_WINDOWS.resetPerAccount.limit; i += 1) t.app.attemptLimits.resetPerAccount.record(email);
    expect((await post(t, '/api/forgot-password', { email })).statusCode).toBe(429);

    const address = '192.0.2.60';
    for (let i = 0; i < ATTEMPT_WINDOWS.resetPerClient.limit; i += 1) t.app.attemptLimits.resetPerClient.record(address);
    const fromBusyAddress = await post(t, '/api/forgot-password', { email: newEmail() }, { ip: address, language: 'ja' });
    expect(fromBusyAddress.statusCode).toBe(429);
    expect(fromBusyAddress.json().message).toMatch(/^試行回数が多すぎます。/);

    const other = newEmail();
    for (let i = 0; i < ATTEMPT_WINDOWS.codePerAccount.limit; i += 1) {
      expect((await post(t, '/api/verify-otp', { email: other, otp: '000000' })).statusCode).toBe(400);
    }
    expect((await post(t, '/api/verify-otp', { email: other, otp: '000000' })).statusCode).toBe(429);
  });
});
