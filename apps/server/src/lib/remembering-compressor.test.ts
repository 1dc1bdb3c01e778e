import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { rememberingCompressor } from './remembering-compressor.ts';

describe('a compressor that remembers by content', () => {
  it('compresses the same bytes once, and anything else afresh', () => {
    const gzip = vi.fn((input: Buffer) => gzipSync(input));
    const remembering = rememberingCompressor(gzip);
    const reply = JSON.stringify({ events: Array.from({ length: 50 }, (_, i) => ({ title: `渋谷 ${i}` })) });
    const first = remembering(Buffer.from(reply));
    const again = remembering(Buffer.from(reply));
    expect(again).toBe(first);
    expect(gzip).toHaveBeenCalledTimes(1);
    const other = remembering(Buffer.from(reply.replace('渋谷 7', '渋谷 8')));
    expect(gzip).toHaveBeenCalledTimes(2);
    expect(gunzipSync(other).toString()).toContain('渋谷 8');
    expect(gunzipSync(first).toString()).toBe(reply);
  });

  it('keeps at most the latest entries', () => {
    const gzip = vi.fn((input: Buffer) => gzipSync(input));
    const remembering = rememberingCompressor(gzip, { entries: 2 });
    for (const text of ['a', 'b', 'c', 'a']) remembering(Buffer.from(text.repeat(2000)));
    expect(gzip).toHaveBeenCalledTimes(4);
    remembering(Buffer.from('c'.repeat(2000)));
    expect(gzip).toHaveBeenCalledTimes(4);
  });
});
