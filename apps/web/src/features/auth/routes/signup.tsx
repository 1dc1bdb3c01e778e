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
import { useLogin } from '@/lib/accounts/login';
import { useRegister } from '@/lib/accounts/register';
import { errorMessage } from '@/lib/error-message';
import { useNextPath } from '@/lib/next-path';
import { notify } from '@/lib/notify';
import { saveSession, sessionOf } from '@/lib/session';
import { useSocialRedirect } from '@/lib/social-redirect';

/**
 * Register '/signup/{fan|artist}' (§2.6): a successful register shows the server's message and goes to /signin,
 * keeping `next`; with a `next`, the new account is signed in and goes there (docs/product.md#rule-331).
 */
export function SignupRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userType } = useParams();
  const registration = useRegister();
  const login = useLogin();
  const { next, keepNext } = useNextPath();
  useSocialRedirect();

  if (!isMainType(userType)) return <Navigate to={paths.chooser.getHref()} replace />;

  /**
   * A fan or artist account is active at once (docs/product.md#rule-19): its session, saved as a login saves it,
   * and the login's message; null when that fails.
   */
  const signInAsRegistered = async (email: string, password: string) => {
    try {
      const reply = await login.mutateAsync({ email, password });
      if (!('token' in reply)) return null;
      saveSession(sessionOf(reply.result, reply.token), { remember: true });
      return reply.message;
    } catch {
      return null;
    }
  };

  const onValid = async ({ username, email, password }: TRegisterForm) => {
    try {
      const reply = await registration.mutateAsync({ email, password, type: userType, username });
      // On the way to a screen (a voting page's QR code), the new account signs in with what was just typed and
      // goes there (docs/product.md#rule-331); if that fails, the sign-in form takes over.
      const signedIn = next ? await signInAsRegistered(email, password) : null;
      if (next && signedIn !== null) {
        notify('success', signedIn);
        void navigate(next);
        return;
      }
      notify('success', reply.message);
      // The sign-in form opens with the address just registered (docs/product.md#rule-115).
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
