import type { TRegisterForm } from '@artclash/contract';
import { isMainType } from '@artclash/contract/values';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { AccountLinks } from '@/components/account-forms/account-links';
import { RegisterForm } from '@/components/account-forms/register-form';
import { SocialSignIn } from '@/components/account-forms/social-sign-in';
import { AuthPage } from '@/components/auth-page/auth-page';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { useRegister } from '@/lib/accounts/register';
import { errorMessage } from '@/lib/error-message';
import { useNextPath } from '@/lib/next-path';
import { notify } from '@/lib/notify';
import { useSocialRedirect } from '@/lib/social-redirect';

/** Register '/signup/{fan|artist}' (§2.6): a successful register shows the server's message and goes to /signin, keeping `next`. */
export function SignupRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userType } = useParams();
  const registration = useRegister();
  const { keepNext } = useNextPath();
  useSocialRedirect();

  if (!isMainType(userType)) return <Navigate to={paths.chooser.getHref()} replace />;

  const onValid = async ({ username, email, password }: TRegisterForm) => {
    try {
      const reply = await registration.mutateAsync({ email, password, type: userType, username });
      notify('success', reply.message);
      // The sign-in form opens with the address just registered (docs/decisions.md#115).
      void navigate(keepNext(paths.signin.getHref()), { state: { email } });
    } catch (error) {
      notify('error', errorMessage(error));
    }
  };

  return (
    <AuthPage
      title={t('auth.screens.signupTitle')}
      backTo={keepNext(paths.userType.getHref())}
      heading={t(userType === 'fan' ? 'auth.screens.fan' : 'auth.screens.artist', { product: PRODUCT_NAME })}
      lead={t('auth.screens.signupLead')}
    >
      <RegisterForm submitLabel={t('auth.form.register')} busy={registration.isPending} onValid={onValid} />
      <SocialSignIn type={userType} providers={['google']} />
      <AccountLinks other={{ kind: 'login', to: keepNext(paths.signin.getHref()) }} />
    </AuthPage>
  );
}
