import type { TAccountType, TRole } from '@artclash/contract';
import { createSigner, createVerifier } from 'fast-jwt';

/**
 * docs/decisions.md#71: a token lasts an hour and names its session (`sid`); the web app renews it
 * before it runs out, and a session left idle for 30 days ends.
 */
export const SESSION_RULES = {
  tokenTtlSeconds: 60 * 60,
  idleMs: 30 * 24 * 60 * 60 * 1000,
  /** A token issued this long before its session's last renewal may no longer renew it (two tabs renewing at once both succeed). */
  staleAfterRenewalMs: 60_000,
  /** docs/decisions.md#72: the one-time code of a social sign-in is good this long, once. */
  exchangeTtlMs: 60_000,
} as const;

const AUDIENCE = 'artclash:session';
/** The checked tokens kept in memory, the least recently used forgotten first: a full venue's phones. */
const VERIFIED_TOKENS_KEPT = 20_000;
const ALGORITHM = 'HS256' as const;

export interface SessionClaims {
  userId: string;
  sessionId: string;
  role: TRole;
  type: TAccountType;
}

/**
 * Signing and checking with fast-jwt, made once per secret: it checks on Node's own HMAC, synchronously (jose, on
 * the Web Crypto API, spent a fifth of a vote's time there).
 */
const makers = new Map<string, ReturnType<typeof makersOf>>();
const makersOf = (secret: string) => {
  const checks = { key: secret, algorithms: [ALGORITHM], allowedAud: AUDIENCE };
  return {
    sign: createSigner({
      key: secret,
      algorithm: ALGORITHM,
      aud: AUDIENCE,
      expiresIn: SESSION_RULES.tokenTtlSeconds * 1000,
    }),
    // A phone sends the same token with every call for an hour: its check is kept (fast-jwt's cache, by the token's
    // hash, until the token's expiry at the latest), so a vote costs a hash, not an HMAC and two JSON parses
    // (docs/decisions.md#432). A token that failed is kept as failed.
    verify: createVerifier({ ...checks, cache: VERIFIED_TOKENS_KEPT }),
    // The signature and audience are still checked; the expiry is not.
    verifyExpired: createVerifier({ ...checks, ignoreExpiration: true }),
  };
};
const tokensOf = (secret: string) => {
  let made = makers.get(secret);
  if (!made) makers.set(secret, (made = makersOf(secret)));
  return made;
};

export async function signSessionToken({ secret, claims }: { secret: string; claims: SessionClaims }): Promise<string> {
  return tokensOf(secret).sign({ sub: claims.userId, sid: claims.sessionId, role: claims.role, type: claims.type });
}

export interface VerifiedToken {
  userId: string;
  sessionId: string;
  /** The token's `iat`, in whole seconds. */
  issuedAt: number;
}

/**
 * The user, session and issue time of a token signed with our secret; null for anything else. An
 * expired token is null too, unless `expired: 'allowed'` (the renewal call, which checks the session itself).
 */
export async function verifySessionToken({
  secret,
  token,
  expired = 'refused',
}: {
  secret: string;
  token: string;
  expired?: 'refused' | 'allowed';
}): Promise<VerifiedToken | null> {
  try {
    const { verify, verifyExpired } = tokensOf(secret);
    const { sub, sid, iat } = (expired === 'allowed' ? verifyExpired : verify)(token) as Record<string, unknown>;
    return typeof sub === 'string' && typeof sid === 'string' && typeof iat === 'number'
      ? { userId: sub, sessionId: sid, issuedAt: iat }
      : null;
  } catch {
    return null;
  }
}

/** docs/product.md#rule-23: `Authorization: {token}` (raw, as the spec) and `Authorization: Bearer {token}`. */
export function tokenFromHeader(header: string | undefined): string | null {
  const value = header?.trim();
  if (!value) return null;
  const bearer = /^Bearer\s+(\S+)$/i.exec(value);
  return bearer ? (bearer[1] ?? null) : value;
}
