import { describe, expect, it } from 'vitest';
import { ZRegisterFormSchema } from '../calls/auth-forms.ts';
import { isValidPassword } from './password.ts';

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

  it('backs the sign-up form schema', () => {
    const form = (password: string) => ({
      username: 'Aoi',
      email: 'a@example.com',
      password,
      confirmPassword: password,
      termsCondition: true,
    });
    expect(ZRegisterFormSchema.safeParse(form('Abcdefg1')).success).toBe(true);
    expect(ZRegisterFormSchema.safeParse(form('short')).success).toBe(false);
  });
});
