import type { FieldErrors, UseFormRegister, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field';
import { trimOnChange } from './trim-on-change';

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

interface NewPasswordFieldsProps<F extends PasswordPair> {
  /** 'Create Password' when registering, 'New Password' when recovering. */
  label: string;
  form: Pick<UseFormReturn<F>, 'register' | 'formState'>;
}

/** A new password and its confirmation (register and password recovery, §2.6), checked by the form's schema. */
export function NewPasswordFields<F extends PasswordPair>({ label, form }: NewPasswordFieldsProps<F>) {
  const { t } = useTranslation();
  // Every form here has both fields, so their names are the pair's own.
  const register = form.register as unknown as UseFormRegister<PasswordPair>;
  const errors = form.formState.errors as FieldErrors<PasswordPair>;
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        hint={t('auth.form.passwordHint')}
        error={errors.password?.message}
        {...trimOnChange(register('password'))}
      />
      <PasswordField
        label={t('auth.form.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...trimOnChange(register('confirmPassword'))}
      />
    </>
  );
}
