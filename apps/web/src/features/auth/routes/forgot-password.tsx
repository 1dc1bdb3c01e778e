import { ZForgotPasswordFormSchema, type TForgotPasswordForm } from '@artclash/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import formStyles from '@/components/account-forms/account-forms.module.css';
import { AuthPage } from '@/components/auth-page/auth-page';
import { SubmitButton } from '@/components/form-field/submit-button';
import { useSingleSubmit } from '@/components/form-field/use-single-submit';
import { EmailField } from '@/components/form-field/email-field';
import { trimOnChange } from '@/components/form-field/trim-on-change';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { markCodeSent, saveVerifyEmail } from '@/lib/password-reset-storage';
import { useForgotPassword } from '../api/forgot-password';

/** '/forgot-password' ('Confirm your email', §2.6): sends the code, stores verifyEmail and when it was sent, goes to /verify-email. */
export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sendCode = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZForgotPasswordFormSchema), defaultValues: { email: '' } });

  const { submit, pending } = useSingleSubmit(async ({ email }: TForgotPasswordForm) => {
    try {
      const reply = await sendCode.mutateAsync({ email });
      saveVerifyEmail(reply.email || email);
      markCodeSent();
      notify('success', reply.message);
      void navigate(paths.verifyEmail.getHref());
    } catch (error) {
      notify('error', errorMessage(error));
    }
  });
  const onSubmit = handleSubmit(submit);

  return (
    <AuthPage
      title={t('auth.screens.forgotTitle')}
      backTo={paths.signin.getHref()}
      heading={t('auth.screens.forgotHeading')}
      lead={t('auth.screens.forgotLead')}
    >
      <form
        className={formStyles.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        inert={pending}
        aria-busy={pending || undefined}
      >
        <EmailField error={errors.email?.message} {...trimOnChange(register('email'))} />
        <SubmitButton busy={sendCode.isPending || pending}>{t('auth.screens.sendCode')}</SubmitButton>
      </form>
    </AuthPage>
  );
}
