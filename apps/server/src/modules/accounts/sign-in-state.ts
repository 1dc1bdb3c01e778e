import { createHash } from 'node:crypto';
import {
  isLanguage,
  type Language,
  safeNextPath,
  type TAccountType,
  type TSocialProvider,
  ZAccountTypeSchema,
} from '@artclash/contract';
import type { FastifyRequest } from 'fastify';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { type CookieToSet, type ServerCookie, signedCookieOf } from '../../lib/cookies.ts';

/** What the callback must check (state, nonce, PKCE verifier) and remember (type, language, the screen to end on). */
export interface SignInState {
  state: string;
  nonce: string;
  verifier: string;
  type: TAccountType;
  language: Language;
  /** A same-origin path (docs/product.md#rule-152), checked again when read. */
  next?: string;
}

const TTL_SECONDS = 10 * 60;
/** The provider's state cookie, sent to its callback only. */
export const stateCookieOf = (provider: TSocialProvider): ServerCookie => ({
  name: `artclash_oidc_${provider}`,
  path: `/backend/auth/${provider}`,
  maxAge: TTL_SECONDS,
});
const keyOf = (secret: string) => createHash('sha256').update(`oidc-sign-in-state:${secret}`).digest();
const audienceOf = (provider: TSocialProvider) => `artclash:oidc:${provider}`;

/**
 * The sign-in state lives in a short-lived, encrypted, httpOnly cookie scoped to the provider's
 * callback path: no server-side store, so any server process can finish the sign-in. The token is encrypted
 * with a key of JWT_SECRET (the verifier and nonce stay unread) and, like every cookie, signed with the cookie key
 * by the cookie library (docs/decisions.md#366).
 */
export async function stateCookie(options: {
  provider: TSocialProvider;
  secret: string;
  value: SignInState;
}): Promise<CookieToSet> {
  const { provider, secret, value } = options;
  const token = await new EncryptJWT({ ...value })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setAudience(audienceOf(provider))
    .setExpirationTime(`${TTL_SECONDS}s`)
    .encrypt(keyOf(secret));
  return { cookie: stateCookieOf(provider), value: token };
}

/** The state of the sign-in started in this browser, or null when the cookie is missing, altered or expired. */
export async function readStateCookie(options: {
  provider: TSocialProvider;
  secret: string;
  request: FastifyRequest;
}): Promise<SignInState | null> {
  const { provider, secret, request } = options;
  const token = signedCookieOf(request, stateCookieOf(provider).name)?.value;
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
