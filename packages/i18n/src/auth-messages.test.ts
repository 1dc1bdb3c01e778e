import { describe, expect, it } from 'vitest';
import { ZLoginFormSchema, ZRecoveryFormSchema, ZRegisterFormSchema } from '@artclash/contract';
import { type MessageKey, translate } from './index.ts';

describe('auth form messages', () => {
  it('are the exact texts of §5 in English and the terms of docs/product.md §9.1 in Japanese', () => {
    expect(translate('en', 'auth.validation.emailRequired')).toBe('Email is required');
    expect(translate('en', 'auth.validation.passwordMismatch')).toBe('Password & Confirm Password is not matched');
    expect(translate('en', 'auth.validation.birthdateRequired')).toBe('Please Select Your Birthdate.');
    expect(translate('ja', 'auth.validation.emailInvalid')).toBe('メールアドレスの形式が正しくありません');
    expect(translate('ja', 'auth.validation.newPasswordMismatch')).toBe(
      '新しいパスワードと確認用パスワードが一致しません',
    );
  });

  it('exist for every key the contract form schemas use', () => {
    const issues = [
      ...(ZLoginFormSchema.safeParse({ email: '', password: '' }).error?.issues ?? []),
      ...(ZRegisterFormSchema.safeParse({
        username: '',
        email: 'x',
        password: 'a',
        confirmPassword: '',
        termsCondition: false,
      }).error?.issues ?? []),
      ...(ZRegisterFormSchema.safeParse({
        username: 'x'.repeat(51),
        email: 'a@example.com',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        termsCondition: true,
      }).error?.issues ?? []),
      ...(ZRecoveryFormSchema.safeParse({ password: '', confirmPassword: 'x' }).error?.issues ?? []),
    ];
    for (const { message } of issues) {
      expect(() => translate('en', message as MessageKey), message).not.toThrow();
      expect(() => translate('ja', message as MessageKey), message).not.toThrow();
    }
  });
});
