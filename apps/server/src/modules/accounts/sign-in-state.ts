import { createHash } from 'node:crypto';
import {
  isLanguage,
  type Language,
  safeNextPath,
  type TAccountType,
  type TSocialProvider,
  ZAccountTypeSchema,
} from '@artclash/contract';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { cookieOf, httpOnlyCookie } from '../../lib/cookies.ts';

/** What the callback must check (state, nonce, PKCE verifier) and remember (type, language, the screen to end on). */
export interface SignInState {
  state: string;
  nonce: string;
  verifier: string;
  type: TAccountType;
  language: Language;
  /** A same-origin path (docs/decisions.md#152), checked again when read. */
  next?: string;
}

const TTL_SECONDS = 10 * 60;
const cookieName = (provider: TSocialProvider) => `artclash_oidc_${provider}`;
const keyOf = (secret: string) => createHash('sha256').update(`oidc-sign-in-state:${secret}`).digest();
const audienceOf = (provider: TSocialProvider) => `artclash:oidc:${provider}`;

/**
 * The sign-in state lives in a short-lived, encrypted, httpOnly cookie scoped to the provider's
 * callback path: no server-side store, so any server process can finish the sign-in.
 */
export async function stateCookie(options: {
  provider: TSocialProvider;
  secret: string;
  secure: boolean;
  value: SignInState;
}): Promise<string> {
  const { provider, secret, secure, value } = options;
  const token = await new EncryptJWT({ ...value })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setAudience(audienceOf(provider))
    .setExpirationTime(`${TTL_SECONDS}s`)
    .encrypt(keyOf(secret));
  return serialize(provider, token, TTL_SECONDS, secure);
}

export const clearStateCookie = (provider: TSocialProvider, secure: boolean): string =>
  serialize(provider, '', 0, secure);

const serialize = (provider: TSocialProvider, value: string, maxAge: number, secure: boolean): string =>
  httpOnlyCookie(cookieName(provider), value, { path: `/backend/auth/${provider}`, maxAge, secure });

/** The state of the sign-in started in this browser, or null when the cookie is missing, altered or expired. */
export async function readStateCookie(options: {
  provider: TSocialProvider;
  secret: string;
  cookieHeader: string | undefined;
}): Promise<SignInState | null> {
  const { provider, secret, cookieHeader } = options;
  const token = cookieOf(cookieHeader, cookieName(provider));
  if (!token) return null;
  try {
    const { payload } = await jwtDecrypt(token, keyOf(secret), { audience: audienceOf(provider) });
    const { state, nonce, verifier, type, language, next } = payload;
    const parsedType = ZAccountTypeSchema.safeParse(type);
    if (typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string' || !parsedType.success)
      return null;
    const safeNext = safeNextPath(next) ?? undefined;
    return {
      state,
      nonce,
      verifier,
      type: parsedType.data,
      language: isLanguage(language) ? language : 'ja',
      ...(safeNext && { next: safeNext }),
    };
  } catch {
    return null;
  }
}
