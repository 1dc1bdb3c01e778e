import { ZRecoveryFormSchema, type TRecoveryForm } from '@artclash/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import formStyles from '@/components/account-forms/account-forms.module.css';
import { AuthPage } from '@/components/auth-page/auth-page';
import { NewPasswordFields } from '@/components/form-field/new-password-fields';
import { SubmitButton } from '@/components/form-field/submit-button';
import { useSingleSubmit } from '@/components/form-field/use-single-submit';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { clearVerifyId, readVerifyClaimed, readVerifyId } from '@/lib/password-reset-storage';
import { useNewPasswordCreate } from '../api/new-password-create';

/** Password Recovery '/recover-password' (§2.6): the new password; the button is 'Send Code' as the spec has it. */
export function RecoverPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [ticketId] = useState(readVerifyId);
  const save = useNewPasswordCreate();
  const form = useForm({
    resolver: zodResolver(ZRecoveryFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const { submit, pending } = useSingleSubmit(async ({ password }: TRecoveryForm) => {
    try {
      const reply = await save.mutateAsync({ id: ticketId, newPassword: password });
      const claimed = readVerifyClaimed();
      clearVerifyId();
      notify('success', reply.message);
      // The code claimed an account someone else had set up: what they set was wiped, and the owner is told so
      // until they close it (docs/decisions.md#363).
      if (claimed) notify('warning', t('auth.messages.accountClaimed'), { stay: true });
      void navigate(paths.chooser.getHref());
    } catch (error) {
      notify('error', errorMessage(error));
    }
  });

  if (!ticketId) return <Navigate to={paths.forgotPassword.getHref()} replace />;

  const onSubmit = form.handleSubmit(submit);

  return (
    <AuthPage
      title={t('auth.screens.recoverTitle')}
      backTo={paths.signin.getHref()}
      heading={t('auth.screens.recoverHeading')}
    >
      <form
        className={formStyles.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        inert={pending}
        aria-busy={pending || undefined}
      >
        <NewPasswordFields label={t('auth.form.newPassword')} form={form} />
        <SubmitButton busy={save.isPending || pending}>{t('auth.screens.sendCode')}</SubmitButton>
      </form>
    </AuthPage>
  );
}
