import { ZRegisterFormSchema, type TRegisterForm } from '@artclash/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { CheckboxField } from '../form-field/checkbox-field';
import { NewPasswordFields } from '../form-field/new-password-fields';
import { SubmitButton } from '../form-field/submit-button';
import { EmailField } from '../form-field/email-field';
import { TextField } from '../form-field/text-field';
import { trimOnChange } from '../form-field/trim-on-change';
import { useSingleSubmit } from '../form-field/use-single-submit';
import styles from './account-forms.module.css';

/** The terms open in a new tab, so the half-filled form stays as it is. */
function TermsLink({ children }: { children?: ReactNode }) {
  return (
    <a href={paths.terms.getHref()} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

interface RegisterFormProps {
  submitLabel: string;
  busy: boolean;
  /** Called only with valid values: nothing is submitted while an error shows (§5). */
  onValid: (values: TRegisterForm) => void | Promise<void>;
}

/** Register (both families, §2.6 and §2.7): the public display name (docs/product.md#rule-291), email, Create Password, Confirm Password and the terms. */
export function RegisterForm({ submitLabel, busy, onValid }: RegisterFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(ZRegisterFormSchema),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '', termsCondition: false },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const { submit, pending } = useSingleSubmit(onValid);

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      noValidate
      inert={pending}
      aria-busy={pending || undefined}
    >
      <TextField
        label={t('auth.form.displayName')}
        autoComplete="nickname"
        maxLength={50}
        hint={t('auth.form.displayNameHint')}
        error={errors.username?.message}
        {...register('username')}
      />
      <EmailField error={errors.email?.message} {...trimOnChange(register('email'))} />
      <NewPasswordFields label={t('auth.form.createPassword')} form={form} />
      <CheckboxField
        label={<Trans i18nKey="auth.form.agreeToTerms" components={[<TermsLink key="terms" />]} />}
        error={errors.termsCondition?.message}
        {...register('termsCondition')}
      />
      <SubmitButton busy={busy || pending}>{submitLabel}</SubmitButton>
    </form>
  );
}
