import { describe, expect, it } from 'vitest';
import { referencePolicy } from './policy.ts';

describe('reference policy', () => {
  it('lets anyone read the sign-up lists, signed in or not', () => {
    expect(referencePolicy.canReadSignUpLists(null)).toBe(true);
    expect(referencePolicy.canReadSignUpLists({ id: 'u1', role: 'user', type: 'parent' })).toBe(true);
  });

  it('lets only organisers manage the lists and tags', () => {
    expect(referencePolicy.canManage(null)).toBe(false);
    expect(referencePolicy.canManage({ id: 'u1', role: 'user', type: 'fan' })).toBe(false);
    expect(referencePolicy.canManage({ id: 'u2', role: 'admin', type: 'fan' })).toBe(true);
  });
});
