import { describe, expect, it } from 'vitest';
import { accountPolicy } from './policy.ts';

describe('account policy', () => {
  const fan = { id: 'u1', role: 'user', type: 'fan' } as const;

  it('lets an account read its own details only', () => {
    expect(accountPolicy.canReadDetails(fan, { params: { userId: 'u1' } })).toBe(true);
    expect(accountPolicy.canReadDetails(fan, { params: { userId: 'u2' } })).toBe(false);
  });

  it('does not make an exception for organisers, and refuses nobody-signed-in', () => {
    expect(accountPolicy.canReadDetails({ ...fan, role: 'admin' }, { params: { userId: 'u2' } })).toBe(false);
    expect(accountPolicy.canReadDetails(null, { params: { userId: 'u1' } })).toBe(false);
  });
});
