import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipHead, gzipWithTail } from './gzip-pieces.ts';

describe('a gzip body made of a head compressed once and a tail added per reply', () => {
  it('reads back as head + tail, multi-byte text included, whatever the tail', () => {
    const head = gzipHead(`{"title":"渋谷ナイトキャンバス","notes":"${'ライブペイント '.repeat(300)}","serverNow":"`);
    for (const tail of ['2026-12-05T09:00:00.000Z"}', '', '時"}']) {
      const text = gunzipSync(gzipWithTail(head, tail)).toString();
      expect(text.startsWith('{"title":"渋谷ナイトキャンバス"')).toBe(true);
      expect(text.endsWith(`"serverNow":"${tail}`)).toBe(true);
    }
  });

  it('compresses the head and keeps its bytes, so every reply shares them', () => {
    const text = 'x'.repeat(10_000);
    const head = gzipHead(text);
    expect(head.bytes.length).toBeLessThan(200);
    expect(gzipWithTail(head, 'a').subarray(0, head.bytes.length).equals(head.bytes)).toBe(true);
  });

  it('refuses a tail too long for one stored block', () => {
    expect(() => gzipWithTail(gzipHead('{}'), 'x'.repeat(70_000))).toThrow(RangeError);
  });
});
