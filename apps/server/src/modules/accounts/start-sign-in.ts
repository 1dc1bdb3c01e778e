import type { Language, TAccountType, TSocialProvider } from '@artclash/contract';
import type { MessageKey } from '@artclash/i18n';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { OidcProviderConfig } from '../../config.ts';
import type { CookieToSet } from '../../lib/cookies.ts';
import { configuredProvider, oidcConfiguration } from './oidc-configuration.ts';
import { stateCookie } from './sign-in-state.ts';
import { PROVIDER_RULES } from './social-providers.ts';

export interface StartSignInOptions {
  provider: TSocialProvider;
  settings: OidcProviderConfig;
  publicUrl: string;
  secret: string;
  type: TAccountType;
  language: Language;
  /** The screen to end on, already checked by `safeNextPath`. */
  next?: string;
  log: FastifyBaseLogger;
}

export type StartSignInOutcome =
  { kind: 'redirect'; url: string; cookie: CookieToSet } | { kind: 'refused'; messageKey: MessageKey };

export const callbackUrl = (publicUrl: string, provider: TSocialProvider) =>
  `${publicUrl}/backend/auth/${provider}/callback`;

/** The provider's authorization URL with state, nonce and PKCE (S256), and the cookie that remembers them. */
export async function startSignIn(options: StartSignInOptions): Promise<StartSignInOutcome> {
  const { provider, settings, publicUrl, secret, type, language, next, log } = options;
  if (!PROVIDER_RULES[provider].types.includes(type))
    return { kind: 'refused', messageKey: 'auth.messages.socialWrongType' };
  const configured = configuredProvider(settings);
  if (!configured) return { kind: 'refused', messageKey: 'auth.messages.socialNotConfigured' };
  let configuration: client.Configuration;
  try {
    configuration = await oidcConfiguration(configured);
  } catch (err) {
    log.warn({ err, provider }, 'OpenID Connect discovery failed');
    return { kind: 'refused', messageKey: 'auth.messages.socialFailed' };
  }
  const state = client.randomState();
  const nonce = client.randomNonce();
  const verifier = client.randomPKCECodeVerifier();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(publicUrl, provider),
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const cookie = await stateCookie({
    provider,
    secret,
    value: { state, nonce, verifier, type, language, ...(next && { next }) },
  });
  return { kind: 'redirect', url: url.href, cookie };
}
