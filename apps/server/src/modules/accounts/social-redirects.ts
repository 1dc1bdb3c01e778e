import {
  CLAIMED_NOTICE,
  isParkAccount,
  safeNextPath,
  type TAccountType,
  type TLoginStatus,
  UNVERIFIED_MESSAGE,
} from '@artclash/contract';

/** The app's address with the query; `next` (docs/product.md#rule-152) is added only when the one rule admits it. */
function withQuery(publicUrl: string, path: string, query: Record<string, string>, next?: string): string {
  const safeNext = safeNextPath(next);
  return `${publicUrl}${path}?${new URLSearchParams({ ...query, ...(safeNext && { next: safeNext }) }).toString()}`;
}

/**
 * An active account: Home ('/') exchanges the one-time `code` for the session's token and user by
 * POST, then stays on '/' (§4 Social-login redirect) and shows `message`, as a warning that stays when `notice`
 * says the sign-in claimed the account (docs/decisions.md#363). The address never carries a session or the
 * account's e-mail (docs/decisions.md#72).
 */
export function sessionRedirect(options: {
  publicUrl: string;
  code: string;
  userId: string;
  type: TAccountType;
  message: string;
  loginStatus: TLoginStatus;
  next?: string;
  /** The sign-in claimed an account someone else had set up (docs/decisions.md#363): `message` says what was wiped. */
  claimed?: boolean;
}): string {
  const { publicUrl, code, userId, type, message, loginStatus, next, claimed } = options;
  const query = { code, message, userID: userId, type, login_status: loginStatus };
  return withQuery(publicUrl, '/', claimed ? { ...query, notice: CLAIMED_NOTICE } : query, next);
}

/**
 * A park account still onboarding: straight to the page §4 would choose — /park/user-type while its
 * type is 'park' (not chosen yet), else /park/select-age. Both pages store the pending registration from the query;
 * `notice` says the sign-in claimed the account, as on Home (docs/decisions.md#363).
 */
export function onboardingRedirect(options: {
  publicUrl: string;
  userId: string;
  type: TAccountType;
  loginStatus: TLoginStatus;
  next?: string;
  /** The sign-in claimed an account someone else had set up (docs/decisions.md#363): the page says what was wiped. */
  claimed?: boolean;
}): string {
  const { publicUrl, userId, type, loginStatus, next, claimed } = options;
  const path = type === 'park' ? '/park/user-type' : '/park/select-age';
  const query = { message: UNVERIFIED_MESSAGE, userID: userId, type, login_status: loginStatus };
  return withQuery(publicUrl, path, claimed ? { ...query, notice: CLAIMED_NOTICE } : query, next);
}

/** A refused or failed sign-in goes back to the family's sign-in: /signin (fan, artist) or /park (park types). */
export function failureRedirect(options: {
  publicUrl: string;
  type: TAccountType;
  message: string;
  next?: string;
}): string {
  const { publicUrl, type, message, next } = options;
  return withQuery(publicUrl, isParkAccount(type) ? '/park' : '/signin', { status: '0', message }, next);
}
