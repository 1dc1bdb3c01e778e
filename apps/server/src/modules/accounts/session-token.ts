import type { TAccountType, TRole } from '@artclash/contract';
import { createSecretKey, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Sessions last 30 days (docs/decisions.md#23: tokens expire); a new sign-in issues a new token. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
const AUDIENCE = 'artclash:session';
const ALGORITHM = 'HS256';

export interface SessionClaims {
  userId: string;
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
  return new SignJWT({ role: claims.role, type: claims.type })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(claims.userId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
    .sign(keyOf(secret));
}

export interface VerifiedSession {
  userId: string;
  /** The token's `iat`, in whole seconds. */
  issuedAt: number;
}

/** The user and issue time of a valid, unexpired token signed with our secret; null for anything else. */
export async function verifySessionToken({ secret, token }: { secret: string; token: string }): Promise<VerifiedSession | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], audience: AUDIENCE });
    return typeof payload.sub === 'string' && typeof payload.iat === 'number' ? { userId: payload.sub, issuedAt: payload.iat } : null;
  } catch {
    return null;
  }
}

/**
 * A password change ends the sessions issued before it. `iat` has whole seconds, so the change is
 * compared at that granularity: a token issued in the same second as the change (the sign-in right
 * after a reset) stays valid.
 */
export const issuedBeforePasswordChange = (issuedAt: number, passwordChangedAt: Date | null): boolean =>
  passwordChangedAt !== null && issuedAt < Math.floor(passwordChangedAt.getTime() / 1000);

/** docs/decisions.md#23: `Authorization: {token}` (raw, as the spec) and `Authorization: Bearer {token}`. */
export function tokenFromHeader(header: string | undefined): string | null {
  const value = header?.trim();
  if (!value) return null;
  const bearer = /^Bearer\s+(\S+)$/i.exec(value);
  return bearer ? (bearer[1] ?? null) : value;
}
