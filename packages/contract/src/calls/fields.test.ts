import { describe, expect, it } from 'vitest';
import { line, paragraphs, secret } from './fields.ts';

describe('typed text fields', () => {
  it('refuses control characters and DEL in a line, trims it and caps it', () => {
    expect(line(10).parse('  Ocean  ')).toBe('Ocean');
    for (const bad of ['a\u0000b', 'a\tb', 'a\nb', 'a\u001fb', 'a\u007fb']) expect(line(10).safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(line(3).safeParse('abcd').success).toBe(false);
    expect(line(20).parse('海と炎 🎨')).toBe('海と炎 🎨');
  });

  it('keeps tabs and line breaks in paragraphs, nothing else', () => {
    expect(paragraphs(50).parse('Rule 1\r\n\tRule 2')).toBe('Rule 1\r\n\tRule 2');
    expect(paragraphs(50).safeParse('Rule\u0000').success).toBe(false);
    expect(paragraphs(50).safeParse('Ru\u000ble').success).toBe(false);
  });

  it('keeps a secret exactly as typed', () => {
    expect(secret(20).parse(' Secret123 ')).toBe(' Secret123 ');
    expect(secret(20).safeParse('Secret\u0000123').success).toBe(false);
  });
});
