import { describe, expect, it } from 'vitest';
import { isValidPassword, ZPasswordSchema } from './password.ts';

describe('isValidPassword', () => {
  it('accepts 8+ one-byte alphanumerics with upper, lower and a digit', () => {
    expect(isValidPassword('Abcdefg1')).toBe(true);
    expect(isValidPassword('ZZZzzz999')).toBe(true);
  });

  it('refuses fewer than 8 characters', () => {
    expect(isValidPassword('Abcde1')).toBe(false);
  });

  it('refuses a password missing an upper-case letter, a lower-case letter or a digit', () => {
    expect(isValidPassword('abcdefg1')).toBe(false);
    expect(isValidPassword('ABCDEFG1')).toBe(false);
    expect(isValidPassword('Abcdefgh')).toBe(false);
  });

  it('refuses symbols and full-width characters', () => {
    expect(isValidPassword('Abcdefg1!')).toBe(false);
    expect(isValidPassword('Ａbcdefg1')).toBe(false);
    expect(isValidPassword('Abcd efg1')).toBe(false);
  });

  it('backs the shared zod schema', () => {
    expect(ZPasswordSchema.safeParse('Abcdefg1').success).toBe(true);
    expect(ZPasswordSchema.safeParse('short').success).toBe(false);
  });
});
