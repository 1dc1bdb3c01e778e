import { describe, expect, it } from 'vitest';
import { eventPolicy } from './policy.ts';

const fan = { id: 'u1', role: 'user', type: 'fan' } as const;
const organiser = { id: 'u2', role: 'admin', type: 'fan' } as const;

describe('event policy', () => {
  it('lets anyone read events, signed in or not', () => {
    expect(eventPolicy.canRead(null)).toBe(true);
    expect(eventPolicy.canRead(fan)).toBe(true);
    expect(eventPolicy.canRead(organiser)).toBe(true);
  });

  it('lets only organisers manage events', () => {
    expect(eventPolicy.canManage(null)).toBe(false);
    expect(eventPolicy.canManage(fan)).toBe(false);
    expect(eventPolicy.canManage({ id: 'u3', role: 'user', type: 'artist' })).toBe(false);
    expect(eventPolicy.canManage(organiser)).toBe(true);
  });
});
