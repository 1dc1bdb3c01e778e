import { describe, expect, it } from 'vitest';
import { issuedBeforePasswordChange, signSessionToken, verifySessionToken } from './session-token.ts';

const secret = 'x'.repeat(32);

describe('session tokens and password changes (docs/decisions.md#23)', () => {
  it('answer the user and the issue time in whole seconds', async () => {
    const before = Math.floor(Date.now() / 1000);
    const token = await signSessionToken({ secret, claims: { userId: 'u1', role: 'user', type: 'fan' } });
    const session = await verifySessionToken({ secret, token });
    expect(session?.userId).toBe('u1');
    expect(session?.issuedAt).toBeGreaterThanOrEqual(before);
    expect(await verifySessionToken({ secret: 'y'.repeat(32), token })).toBeNull();
  });

  it('end a session issued in an earlier second than the change, not one of the same second or later', () => {
    const changedAt = new Date('2030-01-01T00:00:10.700Z');
    const second = Math.floor(changedAt.getTime() / 1000);
    expect(issuedBeforePasswordChange(second - 1, changedAt)).toBe(true);
    expect(issuedBeforePasswordChange(second, changedAt)).toBe(false);
    expect(issuedBeforePasswordChange(second + 1, changedAt)).toBe(false);
    expect(issuedBeforePasswordChange(0, null)).toBe(false);
  });
});
