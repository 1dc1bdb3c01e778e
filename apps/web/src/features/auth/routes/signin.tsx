import { useTranslation } from 'react-i18next';
import { AccountLinks } from '@/components/account-forms/account-links';
import { SignInForm } from '@/components/account-forms/sign-in-form';
import { SocialSignIn } from '@/components/account-forms/social-sign-in';
import { AuthPage } from '@/components/auth-page/auth-page';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { useNextPath } from '@/lib/next-path';
import { useSocialRedirect } from '@/lib/social-redirect';

/** Login '/signin' (§2.6). Also lands the social-login redirect (§4). */
export function SigninRoute() {
  const { t } = useTranslation();
  useSocialRedirect();
  const { keepNext } = useNextPath();
  return (
    <AuthPage
      title={t('auth.screens.signinTitle')}
      backTo={keepNext(paths.welcome.getHref())}
      heading={t('auth.screens.signinHeading', { product: PRODUCT_NAME })}
      lead={t('auth.screens.signinLead')}
    >
      <SignInForm />
      {/* §6: social sign-in from the main login defaults to fan. */}
      <SocialSignIn type="fan" providers={['google']} />
      <AccountLinks other={{ kind: 'register', to: keepNext(paths.userType.getHref()) }} />
    </AuthPage>
  );
}
