import { ZCodeFormSchema } from '@artclash/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import formStyles from '@/components/account-forms/account-forms.module.css';
import { AuthPage } from '@/components/auth-page/auth-page';
import { SubmitButton } from '@/components/form-field/submit-button';
import { TextField } from '@/components/form-field/text-field';
import { trimOnChange } from '@/components/form-field/trim-on-change';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { clearVerifyEmail, readVerifyEmail, saveVerifyId } from '@/lib/password-reset-storage';
import { useForgotPassword } from '../api/forgot-password';
import { useVerifyOtp } from '../api/verify-otp';
import styles from '../components/verify-email.module.css';
import { formatMinutesSeconds, useCountdown } from '../components/use-countdown';

/** §9: the code can be sent again only after 60 s (docs/decisions.md#20). */
export const RESEND_AFTER_SECONDS = 60;

/** '/verify-email' (§2.6): the code, a 60 s 'Time left' countdown, and resend once it ends. */
export function VerifyEmailRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email] = useState(readVerifyEmail);
  const countdown = useCountdown(RESEND_AFTER_SECONDS);
  const verify = useVerifyOtp();
  const resend = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZCodeFormSchema), defaultValues: { otp: '' } });

  if (!email) return <Navigate to={paths.forgotPassword.getHref()} replace />;

  const onSubmit = handleSubmit(async ({ otp }) => {
    try {
      const reply = await verify.mutateAsync({ email, otp });
      clearVerifyEmail();
      saveVerifyId(reply.result._id);
      notify('success', reply.message);
      void navigate(paths.recoverPassword.getHref());
    } catch (error) {
      notify('error', errorMessage(error));
    }
  });

  const onResend = async () => {
    try {
      const reply = await resend.mutateAsync({ email });
      notify('success', reply.message);
      countdown.restart();
    } catch (error) {
      notify('error', errorMessage(error));
    }
  };

  const canResend = countdown.left <= 0 && !resend.isPending;
  return (
    <AuthPage
      title={t('auth.screens.verifyTitle')}
      backTo={paths.forgotPassword.getHref()}
      heading={t('auth.screens.verifyHeading')}
      lead={
        <>
          {t('auth.screens.verifyLead')}
          <br />
          <strong className={styles.email}>{email}</strong>
        </>
      }
    >
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('auth.screens.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          className={styles.code}
          error={errors.otp?.message}
          {...trimOnChange(register('otp'))}
        />
        <div className={styles.timer}>
          <p>
            {t('auth.screens.timeLeft')}{' '}
            <span role="timer" className={styles.clock}>
              {formatMinutesSeconds(countdown.left)}
            </span>
          </p>
          <button type="button" className={styles.resend} disabled={!canResend} aria-busy={resend.isPending || undefined} onClick={onResend}>
            {t('auth.screens.resendCode')}
          </button>
        </div>
        <SubmitButton busy={verify.isPending}>{t('auth.screens.next')}</SubmitButton>
      </form>
    </AuthPage>
  );
}
