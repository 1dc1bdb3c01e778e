import type { TAccountType, TSessionUser } from '@artclash/contract';
import { ACCOUNT_TYPES, isMainType } from '@artclash/contract/values';
import { useSyncExternalStore } from 'react';

/** Spec §3 "Stored session": local storage key {product}User (decision: `artclashUser`). */
export const SESSION_KEY = 'artclashUser';

/**
 * The stored session (§3): the contract's session user and its token. Read leniently: a session
 * stored without a role (before roles were stored) is a user's, and a type that is not an account
 * type reads as '' (no type), which no type guard admits.
 */
export type Session = Omit<TSessionUser, 'type'> & { type: TAccountType | ''; token: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Logged in iff token and _id are present (§3); anything unreadable counts as logged out (§2.2). */
export function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const session: Session = {
    _id: text(record._id),
    username: text(record.username),
    email: text(record.email),
    profileImage: text(record.profileImage),
    type: ACCOUNT_TYPES.find((type) => type === record.type) ?? '',
    role: record.role === 'admin' ? 'admin' : 'user',
    token: text(record.token),
  };
  return session._id && session.token ? session : null;
}

/** The session of a signed-in user as a call answered it (login, register-now, the social redirect). */
export const sessionOf = (
  { _id, username, email, profileImage, type, role }: TSessionUser,
  token: string,
): Session => ({
  _id,
  username,
  email,
  profileImage,
  type,
  role,
  token,
});

/** docs/product.md#rule-11: 'Remember me' keeps the session in localStorage; without it, sessionStorage (this tab only). */
function storages(): Storage[] {
  try {
    return [localStorage, sessionStorage];
  } catch {
    return [];
  }
}

function readRaw(): string | null {
  for (const storage of storages()) {
    try {
      const raw = storage.getItem(SESSION_KEY);
      if (raw !== null) return raw;
    } catch {
      // Storage can be refused (private mode); that storage then holds no session.
    }
  }
  return null;
}

const listeners = new Set<() => void>();
const notify = () => void listeners.forEach((listener) => listener());

let cachedRaw: string | null | undefined;
let cachedSession: Session | null = null;

export function readSession(): Session | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parseSession(raw);
  }
  return cachedSession;
}

/** Stores the session; `remember: false` keeps it for this tab only (docs/product.md#rule-11). */
export function saveSession(session: Session, { remember = true }: { remember?: boolean } = {}): void {
  signedOutByUser = false;
  const [kept, other] = remember ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
  other.removeItem(SESSION_KEY);
  kept.setItem(SESSION_KEY, JSON.stringify(session));
  notify();
}

/**
 * docs/decisions.md#71: a renewed token (and the user as the server now has it) replaces the
 * session's old one, in the storage that keeps it; not when the session changed meanwhile (a logout,
 * another login). Answers whether it did.
 */
export function renewStoredSession(previousToken: string, user: TSessionUser, token: string): boolean {
  const current = readSession();
  if (!current || current.token !== previousToken) return false;
  let remembered = false;
  try {
    remembered = parseSession(localStorage.getItem(SESSION_KEY))?.token === previousToken;
  } catch {
    // Storage refused: the session lives in this tab only.
  }
  saveSession(sessionOf(user, token), { remember: remembered });
  return true;
}

/** When a session token runs out (ms since the epoch), read from its payload; null when it cannot be read. */
export function tokenExpiresAt(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

let signedOutByUser = false;

/**
 * Whether this tab's session ended because the person logged out here: the guards then send them
 * to /home without remembering the screen as `next` (docs/product.md#rule-152) — unlike a session
 * that ran out or ended elsewhere, where signing in again should bring them back.
 */
export const wasSignedOutByUser = (): boolean => signedOutByUser;

export function clearSession({ byUser = false }: { byUser?: boolean } = {}): void {
  signedOutByUser = byUser;
  for (const storage of storages()) storage.removeItem(SESSION_KEY);
  notify();
}

/** Calls `listener` on every login, logout and session change, in this tab or another; returns the unsubscribe. */
export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current session, re-rendering on login, logout and changes from other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(onSessionChange, readSession, () => null);
}

/**
 * Whether links to the creators' screens (profiles and posts, RequireMainType) lead somewhere for
 * this session: for fans and artists they open, for a visitor they ask to sign in first; a park
 * user is never offered them (docs/product.md#rule-177).
 */
export const mayOpenCreatorScreens = (session: Session | null): boolean => !session || isMainType(session.type);
