import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_RULES, signSessionToken, verifySessionToken } from './session-token.ts';

const secret = 'x'.repeat(32);
const claims = { userId: 'u1', sessionId: 's1', role: 'user', type: 'fan' } as const;

describe('session tokens (docs/decisions.md#71)', () => {
  it('answer the user, the session and the issue time in whole seconds, and last an hour', async () => {
    const before = Math.floor(Date.now() / 1000);
    const token = await signSessionToken({ secret, claims });
    const verified = await verifySessionToken({ secret, token });
    expect(verified).toMatchObject({ userId: 'u1', sessionId: 's1' });
    expect(verified?.issuedAt).toBeGreaterThanOrEqual(before);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
      iat: number;
    };
    expect(payload.exp - payload.iat).toBe(SESSION_RULES.tokenTtlSeconds);
    expect(await verifySessionToken({ secret: 'y'.repeat(32), token })).toBeNull();
  });

  it('refuse an expired token unless the renewal asks, and a token without a session always', async () => {
    const key = new TextEncoder().encode(secret);
    const sign = (payload: Record<string, string>) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('u1')
        .setAudience('artclash:session')
        .setIssuedAt(1_000_000)
        .setExpirationTime(1_003_600)
        .sign(key);
    const expired = await sign({ sid: 's1' });
    expect(await verifySessionToken({ secret, token: expired })).toBeNull();
    expect(await verifySessionToken({ secret, token: expired, expired: 'allowed' })).toEqual({
      userId: 'u1',
      sessionId: 's1',
      issuedAt: 1_000_000,
    });
    expect(await verifySessionToken({ secret, token: await sign({}), expired: 'allowed' })).toBeNull();
  });

  describe('checked once, then kept (docs/decisions.md#432)', () => {
    afterEach(() => void vi.useRealTimers());

    it('keeps no token past its expiry, and a token that failed fails again', async () => {
      vi.useFakeTimers({ now: new Date('2026-11-30T20:00:00Z'), toFake: ['Date'] });
      const token = await signSessionToken({ secret, claims });
      // A forged token, checked twice: the second answer is the kept failure, not a pass.
      const forged = `${token.slice(0, -4)}AAAA`;
      expect(await verifySessionToken({ secret, token: forged })).toBeNull();
      expect(await verifySessionToken({ secret, token: forged })).toBeNull();
      expect(await verifySessionToken({ secret, token })).toMatchObject({ userId: 'u1' });
      vi.setSystemTime(new Date('2026-11-30T20:59:00Z'));
      expect(await verifySessionToken({ secret, token })).toMatchObject({ userId: 'u1' });
      vi.setSystemTime(new Date('2026-11-30T21:00:01Z'));
      expect(await verifySessionToken({ secret, token })).toBeNull();
    });

    it('keeps a check per secret: a token of one secret never passes under another', async () => {
      const token = await signSessionToken({ secret, claims });
      expect(await verifySessionToken({ secret, token })).not.toBeNull();
      expect(await verifySessionToken({ secret: 'z'.repeat(32), token })).toBeNull();
    });
  });
});
