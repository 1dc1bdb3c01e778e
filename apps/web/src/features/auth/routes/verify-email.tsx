import { ZCodeFormSchema } from '@artclash/contract';
import { RESET_CODE } from '@artclash/contract/values';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import formStyles from '@/components/account-forms/account-forms.module.css';
import { AuthPage } from '@/components/auth-page/auth-page';
import { FieldError } from '@/components/form-field/field-error';
import { SubmitButton } from '@/components/form-field/submit-button';
import { useSingleSubmit } from '@/components/form-field/use-single-submit';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { clearCodeSentAt, clearVerifyEmail, readVerifyEmail, saveVerifyId } from '@/lib/password-reset-storage';
import { useForgotPassword } from '../api/forgot-password';
import { useVerifyOtp } from '../api/verify-otp';
import { CodeBoxes } from '../components/code-boxes';
import { formatWait, useResendWait } from '../components/resend-wait';
import styles from '../components/verify-email.module.css';

const emptyCode = () => Array.from({ length: RESET_CODE.digits }, () => '');

/**
 * '/verify-email' (§2.6): the code in six boxes, the code's validity, the resend wait ('Resend in
 * 0:42', counted from when the code was sent), and — once the server answers 410 for a locked or
 * expired code — the offer of a new one (docs/product.md#rule-153).
 */
export function VerifyEmailRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = useId();
  const [email] = useState(readVerifyEmail);
  const [digits, setDigits] = useState(emptyCode);
  const [error, setError] = useState<string | undefined>();
  const [needsNewCode, setNeedsNewCode] = useState(false);
  const wait = useResendWait();
  const waitLeft = wait.left;
  const verify = useVerifyOtp();
  const resend = useForgotPassword();

  const { submit: verifyCode, pending } = useSingleSubmit(async (otp: string) => {
    try {
      const reply = await verify.mutateAsync({ email, otp });
      clearVerifyEmail();
      clearCodeSentAt();
      saveVerifyId(reply.result._id, { claimed: reply.claimed });
      notify('success', reply.message);
      void navigate(paths.recoverPassword.getHref());
    } catch (failure) {
      notify('error', errorMessage(failure));
      // 410: locked after the 5th wrong try, or expired — this code is done with.
      if (failure instanceof ApiError && failure.status === 410) setNeedsNewCode(true);
    }
  });

  if (!email) return <Navigate to={paths.forgotPassword.getHref()} replace />;

  const onDigits = (next: string[]) => {
    setDigits(next);
    if (error) setError(undefined);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // §5: nothing is submitted while an error exists.
    const parsed = ZCodeFormSchema.safeParse({ otp: digits.join('') });
    if (!parsed.success) return void setError(parsed.error.issues[0]?.message);
    void verifyCode(parsed.data.otp);
  };

  const onResend = async () => {
    try {
      const reply = await resend.mutateAsync({ email });
      wait.restart();
      setNeedsNewCode(false);
      setDigits(emptyCode());
      notify('success', reply.message);
    } catch (failure) {
      notify('error', errorMessage(failure));
    }
  };

  const canResend = waitLeft <= 0 && !resend.isPending;
  const errorId = `${ids}-error`;
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
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={pending || undefined}>
        {needsNewCode ? (
          <p className={styles.newCode} role="alert">
            {t('auth.screens.newCodeNeeded')}
          </p>
        ) : (
          <div className={styles.code}>
            <span id={`${ids}-label`} className={styles.codeLabel}>
              {t('auth.screens.code')}
            </span>
            <CodeBoxes
              digits={digits}
              onChange={onDigits}
              labelledBy={`${ids}-label`}
              describedBy={error ? errorId : `${ids}-validity`}
              invalid={Boolean(error)}
            />
            <FieldError id={errorId} message={error} />
          </div>
        )}
        <p id={`${ids}-validity`} className={styles.validity}>
          {t('auth.screens.codeValidity', { minutes: RESET_CODE.validMinutes })}
        </p>
        <div className={styles.timer}>
          <p role="timer" className={styles.clock} aria-live="off">
            {waitLeft > 0 && t('auth.screens.resendIn', { time: formatWait(waitLeft) })}
          </p>
          <button
            type="button"
            className={styles.resend}
            disabled={!canResend}
            aria-busy={resend.isPending || undefined}
            onClick={() => void onResend()}
          >
            {t(needsNewCode ? 'auth.screens.sendNewCode' : 'auth.screens.resendCode')}
          </button>
        </div>
        {!needsNewCode && <SubmitButton busy={verify.isPending || pending}>{t('auth.screens.next')}</SubmitButton>}
      </form>
    </AuthPage>
  );
}
