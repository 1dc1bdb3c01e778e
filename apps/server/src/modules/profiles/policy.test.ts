import { describe, expect, it } from 'vitest';
import { profilePolicy } from './policy.ts';

const artist = { id: 'u1', role: 'user', type: 'artist' } as const;
const child = { id: 'u2', role: 'user', type: 'myself' } as const;

describe('profile policy', () => {
  it('keeps profiles to fans and artists', () => {
    expect(profilePolicy.canViewProfiles(artist)).toBe(true);
    expect(profilePolicy.canViewProfiles(child)).toBe(false);
    expect(profilePolicy.canViewProfiles(null)).toBe(false);
  });

  describe('account details (get_user)', () => {
    const fan = { id: 'u1', role: 'user', type: 'fan' } as const;

    it('lets an account read its own details only', () => {
      expect(profilePolicy.canReadDetails(fan, { params: { userId: 'u1' } })).toBe(true);
      expect(profilePolicy.canReadDetails(fan, { params: { userId: 'u2' } })).toBe(false);
    });

    it('does not make an exception for organisers, and refuses nobody-signed-in', () => {
      expect(profilePolicy.canReadDetails({ ...fan, role: 'admin' }, { params: { userId: 'u2' } })).toBe(false);
      expect(profilePolicy.canReadDetails(null, { params: { userId: 'u1' } })).toBe(false);
    });
  });
});
