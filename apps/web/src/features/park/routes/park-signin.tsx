import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountLinks } from '@/components/account-forms/account-links';
import { SignInForm } from '@/components/account-forms/sign-in-form';
import { SocialSignIn } from '@/components/account-forms/social-sign-in';
import { AuthPage } from '@/components/auth-page/auth-page';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { useNextPath } from '@/lib/next-path';
import { clearPendingRegistration } from '@/lib/pending-registration';

/** /park/signin (§2.7): clears any unfinished registration on open; Google and LINE with type=park. */
export function ParkSigninRoute() {
  const { t } = useTranslation();
  useEffect(() => {
    clearPendingRegistration();
  }, []);
  const { keepNext } = useNextPath();
  return (
    <AuthPage
      tone="park"
      title={t('auth.park.signinTitle')}
      backTo={keepNext(paths.park.getHref())}
      heading={t('auth.park.signinHeading', { product: PRODUCT_NAME })}
      lead={t('auth.screens.signinLead')}
    >
      <SignInForm />
      <SocialSignIn type="park" providers={['google', 'line']} />
      <AccountLinks other={{ kind: 'register', to: keepNext(paths.parkUserType.getHref()) }} />
    </AuthPage>
  );
}
