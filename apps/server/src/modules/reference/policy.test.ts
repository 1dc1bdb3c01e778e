import { describe, expect, it } from 'vitest';
import { referencePolicy } from './policy.ts';

describe('reference policy', () => {
  it('lets anyone read the sign-up lists, signed in or not', () => {
    expect(referencePolicy.canReadSignUpLists(null)).toBe(true);
    expect(referencePolicy.canReadSignUpLists({ id: 'u1', role: 'user', type: 'parent' })).toBe(true);
  });
});
