import { describe, expect, it } from 'vitest';
import { battlePolicy } from './policy.ts';

const artist = { id: 'u1', role: 'user', type: 'artist' } as const;
const organiser = { id: 'u2', role: 'admin', type: 'fan' } as const;

describe('battle policy', () => {
  it('lets anyone read the battles of an event, signed in or not', () => {
    expect(battlePolicy.canRead(null)).toBe(true);
    expect(battlePolicy.canRead(artist)).toBe(true);
  });

  it('lets only organisers control a battle', () => {
    expect(battlePolicy.canControl(null)).toBe(false);
    expect(battlePolicy.canControl(artist)).toBe(false);
    expect(battlePolicy.canControl({ id: 'u3', role: 'user', type: 'fan' })).toBe(false);
    expect(battlePolicy.canControl(organiser)).toBe(true);
  });
});
