import type { TAccountType, TRole } from '@artclash/contract';
import { createSecretKey, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

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
const ALGORITHM = 'HS256';

export interface SessionClaims {
  userId: string;
  sessionId: string;
  role: TRole;
  type: TAccountType;
}

const keys = new Map<string, KeyObject>();
/** The secret as a key object, made once: importing it on every check cost an eighth of a vote's time. */
const keyOf = (secret: string): KeyObject => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
};

export async function signSessionToken({ secret, claims }: { secret: string; claims: SessionClaims }): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, role: claims.role, type: claims.type })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(claims.userId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_RULES.tokenTtlSeconds}s`)
    .sign(keyOf(secret));
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
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      // Read as of the epoch, nothing has expired yet; the signature and audience are still checked.
      ...(expired === 'allowed' && { currentDate: new Date(0) }),
    });
    const { sub, sid, iat } = payload;
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
