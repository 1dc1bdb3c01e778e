import { tellSessionsEnded } from '../../db/event-log.ts';
import type { Language, TSocialProvider } from '@artclash/contract';
import { translate } from '@artclash/i18n';
import * as client from 'openid-client';
import type { OidcProviderConfig } from '../../config.ts';
import type { Publishing } from '../../db/client.ts';
import type { CookieToSet } from '../../lib/cookies.ts';
import { AppError } from '../../errors/app-error.ts';
import { newSignInBinding, onboardingCookie } from './browser-proof.ts';
import { issueSignInCode } from './issue-session.ts';
import { configuredProvider, oidcConfiguration } from './oidc-configuration.ts';
import type { SignInState } from './sign-in-state.ts';
import { socialAccount } from './social-account.ts';
import { PROVIDER_RULES } from './social-providers.ts';
import { onboardingRedirect, sessionRedirect } from './social-redirects.ts';
import { callbackUrl } from './start-sign-in.ts';

export interface FinishSignInOptions extends Publishing {
  provider: TSocialProvider;
  settings: OidcProviderConfig;
  publicUrl: string;
  secret: string;
  state: SignInState;
  /** The callback's query string as received (code, state, iss or error). */
  query: string;
  language: Language;
  now?: Date;
}

export interface FinishedSignIn {
  /** Where the browser goes next. */
  url: string;
  /** The proof this browser keeps for the next step (docs/decisions.md#262). */
  cookie: CookieToSet;
}

/**
 * The callback: checks state, nonce and PKCE through the code grant, finds or creates the account, and answers
 * where to go. Every process forgets the sessions that the provider's proof ended (docs/decisions.md#260).
 */
export async function finishSignIn(options: FinishSignInOptions): Promise<FinishedSignIn> {
  const { db, changes, provider, settings, publicUrl, secret, state, query, language } = options;
  const now = options.now ?? new Date();
  const configured = configuredProvider(settings);
  if (!configured) throw new AppError('invalidInput', 'auth.messages.socialNotConfigured');
  const configuration = await oidcConfiguration(configured);
  const currentUrl = new URL(`${callbackUrl(publicUrl, provider)}?${query}`);
  const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
    expectedState: state.state,
    expectedNonce: state.nonce,
    pkceCodeVerifier: state.verifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new AppError('invalidInput', 'auth.messages.socialFailed');

  const { account, endedSessionsOf, claimed } = await socialAccount({
    db,
    provider,
    claims,
    requestedType: state.type,
    now,
  });
  await tellSessionsEnded({ db, changes, ends: endedSessionsOf.map((userId) => ({ userId })) });
  const loginStatus = PROVIDER_RULES[provider].loginStatus;
  const { next } = state;
  if (account.accountStatus === 'unverified')
    return {
      url: onboardingRedirect({ publicUrl, userId: account.id, type: account.type, loginStatus, next, claimed }),
      cookie: onboardingCookie({ userId: account.id, now }),
    };
  const { binding, cookie } = newSignInBinding();
  const code = await issueSignInCode({ db, secret, account, binding, now });
  const url = sessionRedirect({
    publicUrl,
    code,
    userId: account.id,
    type: account.type,
    // A claim wiped what someone else had set on the account: its owner is told so (docs/decisions.md#363).
    message: translate(language, claimed ? 'auth.messages.accountClaimed' : 'auth.messages.loggedIn'),
    loginStatus,
    next,
    claimed,
  });
  return { url, cookie };
}
