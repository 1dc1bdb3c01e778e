import { describe, expect, it } from 'vitest';
import { createStreamPlaces } from './stream-places.ts';

describe('the live streams’ places under the caps (docs/decisions.md#315)', () => {
  it('refuses past the per-address cap, then past the total, naming the cap, and counts each refusal', () => {
    const refused: string[] = [];
    const places = createStreamPlaces({ total: 3, perAddress: 2 }, { refused: (cap) => refused.push(cap) });
    expect(typeof places.reserve('venue')).toBe('object');
    expect(typeof places.reserve('venue')).toBe('object');
    expect(places.reserve('venue')).toBe('address');
    expect(typeof places.reserve('home')).toBe('object');
    expect(places.reserve('elsewhere')).toBe('total');
    expect(refused).toEqual(['address', 'total']);
  });

  it('takes a place back once, however often it is released', () => {
    const places = createStreamPlaces({ total: 2, perAddress: 2 });
    const first = places.reserve('a');
    const second = places.reserve('a');
    if (typeof first === 'string' || typeof second === 'string') throw new Error('refused');
    places.release(first);
    places.release(first);
    expect(typeof places.reserve('b')).toBe('object');
    expect(places.reserve('c')).toBe('total');
  });

  it('has no caps when none are set', () => {
    const places = createStreamPlaces();
    for (let i = 0; i < 10_000; i += 1) expect(typeof places.reserve('one address')).toBe('object');
  });
});
