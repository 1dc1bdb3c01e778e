import type { Language } from '@artclash/contract';
import { translate } from '@artclash/i18n';
import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { AppError } from '../../../errors/app-error.ts';
import { issueSession } from '../issue-session.ts';
import { configuredProvider, oidcConfiguration } from './oidc-configuration.ts';
import { PROVIDER_POLICY, type SocialProvider } from './providers.ts';
import type { SignInState } from './sign-in-state.ts';
import { socialAccount } from './social-account.ts';
import { onboardingRedirect, sessionRedirect } from './social-redirects.ts';
import { callbackUrl } from './start-sign-in.ts';

export interface FinishSignInOptions {
  app: FastifyInstance;
  provider: SocialProvider;
  state: SignInState;
  /** The callback's query string as received (code, state, iss or error). */
  query: string;
  language: Language;
}

/** The callback: checks state, nonce and PKCE through the code grant, finds or creates the account, and answers where to go. */
export async function finishSignIn({ app, provider, state, query, language }: FinishSignInOptions): Promise<string> {
  const configured = configuredProvider(app.config[provider]);
  if (!configured) throw new AppError(400, 'auth.messages.socialNotConfigured');
  const configuration = await oidcConfiguration(configured);
  const currentUrl = new URL(`${callbackUrl(app.config.publicUrl, provider)}?${query}`);
  const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
    expectedState: state.state,
    expectedNonce: state.nonce,
    pkceCodeVerifier: state.verifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new AppError(400, 'auth.messages.socialFailed');

  const account = await socialAccount({ db: app.db, provider, claims, requestedType: state.type });
  const { publicUrl } = app.config;
  const loginStatus = PROVIDER_POLICY[provider].loginStatus;
  if (account.accountStatus === 'unverified') return onboardingRedirect({ publicUrl, userId: account.id, type: account.type, loginStatus });
  const { token, user } = await issueSession({ secret: app.config.jwtSecret, account });
  return sessionRedirect({ publicUrl, token, user, message: translate(language, 'auth.messages.loggedIn'), loginStatus });
}
