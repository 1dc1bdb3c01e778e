import { type TLoginForm, ZLoginFormSchema } from '@artclash/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useLogin } from '@/lib/accounts/login';
import { errorMessage } from '@/lib/error-message';
import { useNextPath } from '@/lib/next-path';
import { notify } from '@/lib/notify';
import { savePendingRegistration } from '@/lib/pending-registration';
import { saveSession, sessionOf } from '@/lib/session';
import { CheckboxField } from '../form-field/checkbox-field';
import { PasswordField } from '../form-field/password-field';
import { SubmitButton } from '../form-field/submit-button';
import { EmailField } from '../form-field/email-field';
import { trimOnChange } from '../form-field/trim-on-change';
import { useSingleSubmit } from '../form-field/use-single-submit';
import styles from './account-forms.module.css';

/**
 * E-mail login (§4 E-mail login), shared by /signin and /park/signin. A session goes to '/', or to
 * where the visitor was going (docs/product.md#rule-152); an unfinished park account resumes
 * onboarding at /park/select-age.
 */
export function SignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const { next, keepNext } = useNextPath();
  // Just registered: the address comes along, and the password is what is left to type.
  const state: unknown = useLocation().state;
  const registered =
    typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string'
      ? state.email
      : '';
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZLoginFormSchema),
    defaultValues: { email: registered, password: '', rememberMe: true },
  });
  useEffect(() => {
    if (registered) setFocus('password');
  }, [registered, setFocus]);

  const { submit, pending } = useSingleSubmit(async ({ email, password, rememberMe }: TLoginForm) => {
    try {
      const reply = await login.mutateAsync({ email, password });
      if (!('token' in reply)) {
        savePendingRegistration({ userId: reply.userID, userType: reply.type, loginStatus: 'login' });
        void navigate(keepNext(paths.parkSelectAge.getHref()));
        return;
      }
      saveSession(sessionOf(reply.result, reply.token), { remember: rememberMe ?? true });
      notify('success', reply.message);
      void navigate(next ?? paths.home.getHref());
    } catch (error) {
      notify('error', errorMessage(error));
    }
  });
  const onSubmit = handleSubmit(submit);

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      inert={pending}
      aria-busy={pending || undefined}
    >
      <EmailField error={errors.email?.message} {...trimOnChange(register('email'))} />
      <PasswordField
        label={t('auth.form.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...trimOnChange(register('password'))}
      />
      <div className={styles.row}>
        <CheckboxField label={t('auth.form.rememberMe')} {...register('rememberMe')} />
        <Link to={keepNext(paths.forgotPassword.getHref())} className={styles.textLink}>
          {t('auth.form.forgotPassword')}
        </Link>
      </div>
      <SubmitButton busy={login.isPending || pending}>{t('auth.form.login')}</SubmitButton>
    </form>
  );
}
