import { describe, expect, it } from 'vitest';
import {
  birthdateFormSchema,
  ZBirthdateFormSchema,
  ZCodeFormSchema,
  ZLoginFormSchema,
  ZRecoveryFormSchema,
  ZRegisterFormSchema,
  ZSelectEventsFormSchema,
} from './auth-forms.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('login form', () => {
  it('asks for the e-mail and password', () => {
    expect(messages(ZLoginFormSchema.safeParse({ email: ' ', password: '' }))).toEqual({
      email: 'auth.validation.emailRequired',
      password: 'auth.validation.passwordRequired',
    });
  });

  it('refuses an address without the basic pattern', () => {
    expect(messages(ZLoginFormSchema.safeParse({ email: 'someone@', password: 'x' }))).toEqual({
      email: 'auth.validation.emailInvalid',
    });
  });
});

describe('register form', () => {
  const valid = {
    username: 'Aoi',
    email: 'fan@example.com',
    password: 'Abcdefg1',
    confirmPassword: 'Abcdefg1',
    termsCondition: true,
  };

  it('accepts a complete form', () => {
    expect(ZRegisterFormSchema.safeParse(valid).success).toBe(true);
  });

  it('asks for a display name of at most 50 characters', () => {
    expect(messages(ZRegisterFormSchema.safeParse({ ...valid, username: '' }))).toEqual({
      username: 'auth.validation.displayNameRequired',
    });
    expect(messages(ZRegisterFormSchema.safeParse({ ...valid, username: 'a'.repeat(51) }))).toEqual({
      username: 'auth.validation.displayNameTooLong',
    });
  });

  it('enforces the password rule, the match and the terms', () => {
    expect(
      messages(ZRegisterFormSchema.safeParse({ ...valid, password: 'abcdefgh', confirmPassword: 'abcdefgh' })),
    ).toEqual({
      password: 'auth.validation.passwordRule',
    });
    expect(messages(ZRegisterFormSchema.safeParse({ ...valid, confirmPassword: 'Abcdefg2' }))).toEqual({
      confirmPassword: 'auth.validation.passwordMismatch',
    });
    expect(messages(ZRegisterFormSchema.safeParse({ ...valid, termsCondition: false }))).toEqual({
      termsCondition: 'auth.validation.termsRequired',
    });
  });
});

describe('code and recovery forms', () => {
  it('asks for the code', () => {
    expect(messages(ZCodeFormSchema.safeParse({ otp: '' }))).toEqual({ otp: 'auth.validation.codeRequired' });
    expect(ZCodeFormSchema.safeParse({ otp: '012345' }).success).toBe(true);
  });

  it('asks for a new matching password', () => {
    expect(messages(ZRecoveryFormSchema.safeParse({ password: '', confirmPassword: '' }))).toEqual({
      password: 'auth.validation.newPasswordRequired',
      confirmPassword: 'auth.validation.confirmPasswordRequired',
    });
    expect(messages(ZRecoveryFormSchema.safeParse({ password: 'Abcdefg1', confirmPassword: 'Abcdefg9' }))).toEqual({
      confirmPassword: 'auth.validation.newPasswordMismatch',
    });
  });
});

describe('birthdate and events forms', () => {
  it('needs year, month and day, and a real past date', () => {
    expect(messages(ZBirthdateFormSchema.safeParse({ year: '2000', month: '', day: '1' }))).toEqual({
      day: 'auth.validation.birthdateRequired',
    });
    expect(messages(ZBirthdateFormSchema.safeParse({ year: '2023', month: '2', day: '29' }))).toEqual({
      day: 'auth.validation.birthdateRequired',
    });
    const nextYear = String(new Date().getFullYear() + 1);
    expect(messages(ZBirthdateFormSchema.safeParse({ year: nextYear, month: '1', day: '1' }))).toEqual({
      day: 'auth.validation.birthdatePast',
    });
    expect(ZBirthdateFormSchema.safeParse({ year: '2024', month: '2', day: '29' }).success).toBe(true);
  });

  it('applies the park age policy of the step against the given day (docs/product.md#rule-150)', () => {
    const today = { year: 2026, month: 6, day: 15 };
    const parent = birthdateFormSchema({ kind: 'own', type: 'parent' }, today);
    expect(messages(parent.safeParse({ year: '2010', month: '6', day: '15' }))).toEqual({
      day: 'auth.validation.parentTooYoung',
    });
    expect(parent.safeParse({ year: '2008', month: '6', day: '15' }).success).toBe(true);
    const myself = birthdateFormSchema({ kind: 'own', type: 'myself' }, today);
    expect(messages(myself.safeParse({ year: '2026', month: '6', day: '15' }))).toEqual({
      day: 'auth.validation.birthdatePast',
    });
    expect(messages(myself.safeParse({ year: '2014', month: '1', day: '1' }))).toEqual({
      day: 'auth.validation.myselfTooYoung',
    });
    const child = birthdateFormSchema({ kind: 'child', parentBirth: { year: 1990, month: 1, day: 1 } }, today);
    expect(messages(child.safeParse({ year: '1989', month: '1', day: '1' }))).toEqual({
      day: 'auth.validation.childNotYounger',
    });
    expect(child.safeParse({ year: '2016', month: '1', day: '1' }).success).toBe(true);
  });

  it('needs at least one event', () => {
    expect(messages(ZSelectEventsFormSchema.safeParse({ events: [] }))).toEqual({
      events: 'auth.validation.eventRequired',
    });
  });
});
