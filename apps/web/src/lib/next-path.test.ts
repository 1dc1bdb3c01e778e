import { describe, expect, it } from 'vitest';
import { hereAsNext, readNext, withNext } from './next-path';

describe('next (docs/product.md#rule-152)', () => {
  it('reads a safe destination from the address, and nothing else', () => {
    expect(readNext('?next=%2Fvoting%2F42')).toBe('/voting/42');
    expect(readNext('?next=/live-match/1%3Ftab%3Dx')).toBe('/live-match/1?tab=x');
    for (const trick of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/%09/evil.example'.replace('%09', '\t'),
    ]) {
      expect(readNext(`?next=${encodeURIComponent(trick)}`), trick).toBeNull();
    }
    expect(readNext('?next=%2F%2Fevil.example')).toBeNull();
    expect(readNext('')).toBeNull();
  });

  it('adds the destination to a link, keeping its own query and hash', () => {
    expect(withNext('/signin', '/voting/42')).toBe('/signin?next=%2Fvoting%2F42');
    expect(withNext('/signup/fan?x=1#top', '/voting/42')).toBe('/signup/fan?x=1&next=%2Fvoting%2F42#top');
    expect(withNext('/signin', null)).toBe('/signin');
    expect(withNext('/signin', '//evil.example')).toBe('/signin');
  });

  it('names the current screen as the destination', () => {
    expect(hereAsNext({ pathname: '/voting/42', search: '?a=1', hash: '#b' })).toBe('/voting/42?a=1#b');
  });
});
