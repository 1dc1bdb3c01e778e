import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path.ts';

describe('safeNextPath (docs/product.md#rule-152)', () => {
  it('keeps a path of this app, with its query and hash', () => {
    expect(safeNextPath('/voting/3f2a')).toBe('/voting/3f2a');
    expect(safeNextPath('/live-match/1?tab=battles#now')).toBe('/live-match/1?tab=battles#now');
    expect(safeNextPath('/')).toBe('/');
  });

  it('refuses every way out of this origin', () => {
    const tricks = [
      '//evil.example',
      '//evil.example/voting/1',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      'https://evil.example',
      'http:/evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'evil.example',
      ' /voting/1',
      '',
      '/%0a/evil',
      '/\u0000',
    ];
    for (const trick of tricks) {
      const kept = safeNextPath(trick);
      if (kept !== null) expect(new URL(kept, 'https://app.example').origin, trick).toBe('https://app.example');
    }
    for (const trick of tricks.filter((t) => t !== '/%0a/evil'))
      expect(safeNextPath(trick), JSON.stringify(trick)).toBeNull();
  });

  it('never answers a path that a browser would read as another host', () => {
    // Encoded slashes stay encoded: a path segment, not a host.
    expect(safeNextPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeNextPath('/./evil.example')).toBe('/evil.example');
    expect(safeNextPath('/..//evil.example')).toBeNull();
  });

  it('refuses the server paths, non-strings and very long paths', () => {
    expect(safeNextPath('/backend/auth/google')).toBeNull();
    expect(safeNextPath('/backend')).toBeNull();
    expect(safeNextPath('/backendish')).toBe('/backendish');
    expect(safeNextPath(undefined)).toBeNull();
    expect(safeNextPath(['/voting/1'])).toBeNull();
    expect(safeNextPath(`/${'a'.repeat(2000)}`)).toBeNull();
  });
});
