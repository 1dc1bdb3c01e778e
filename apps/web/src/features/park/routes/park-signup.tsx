import type { TRegisterForm } from '@artclash/contract';
import { isParkType } from '@artclash/contract/values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccountLinks } from '@/components/account-forms/account-links';
import { RegisterForm } from '@/components/account-forms/register-form';
import { SocialSignIn } from '@/components/account-forms/social-sign-in';
import { AuthPage } from '@/components/auth-page/auth-page';
import { paths } from '@/config/paths';
import { useRegister } from '@/lib/accounts/register';
import { errorMessage } from '@/lib/error-message';
import { useNextPath } from '@/lib/next-path';
import { notify } from '@/lib/notify';
import { readPendingRegistration, updatePendingRegistration } from '@/lib/pending-registration';
import { ParkStepIndicator } from '../components/park-step-indicator';
import { useParkStep } from '../components/use-park-step';

/** /park/signup (§2.7): creates the unverified park account, then on to the birthdate. */
export function ParkSignupRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registration = useRegister();
  const [userType] = useState(() => readPendingRegistration().userType);
  // The account type is chosen first; without it there is nothing to sign up for.
  const progress = useParkStep('signup');
  const { keepNext } = useNextPath();
  if (progress.leaving || !isParkType(userType)) return null;

  const onValid = async ({ username, email, password }: TRegisterForm) => {
    try {
      const reply = await registration.mutateAsync({ email, password, type: userType, username });
      updatePendingRegistration({ userId: reply.userID, userType, loginStatus: 'login' });
      notify('success', reply.message);
      void navigate(keepNext(paths.parkSelectAge.getHref()));
    } catch (error) {
      notify('error', errorMessage(error));
    }
  };

  return (
    <AuthPage
      tone="park"
      title={t('auth.park.signupTitle')}
      backTo={keepNext(paths.parkUserType.getHref())}
      heading={t('auth.park.signupHeading')}
      progress={<ParkStepIndicator {...progress} />}
      lead={t('auth.screens.signupAs', { type: t(userType === 'parent' ? 'auth.park.parent' : 'auth.park.myself') })}
    >
      <RegisterForm submitLabel={t('auth.form.next')} busy={registration.isPending} onValid={onValid} />
      <SocialSignIn type={userType} providers={['google', 'line']} />
      <AccountLinks other={{ kind: 'login', to: keepNext(paths.parkSignin.getHref()) }} showEnter={false} />
    </AuthPage>
  );
}
