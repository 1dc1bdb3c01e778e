import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
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
});
