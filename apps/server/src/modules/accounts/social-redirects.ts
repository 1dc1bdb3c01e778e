import { isParkAccount, type TAccountType, type TLoginStatus, UNVERIFIED_MESSAGE } from '@artclash/contract';

const withQuery = (publicUrl: string, path: string, query: Record<string, string>) =>
  `${publicUrl}${path}?${new URLSearchParams(query).toString()}`;

/**
 * An active account: Home ('/') exchanges the one-time `code` for the session's token and user by
 * POST, then stays on '/' (§4 Social-login redirect). The address never carries a session or the
 * account's e-mail (docs/decisions.md#72).
 */
export function sessionRedirect(options: { publicUrl: string; code: string; userId: string; type: TAccountType; message: string; loginStatus: TLoginStatus }): string {
  const { publicUrl, code, userId, type, message, loginStatus } = options;
  return withQuery(publicUrl, '/', { code, message, userID: userId, type, login_status: loginStatus });
}

/**
 * A park account still onboarding: straight to the page §4 would choose — /park/user-type while its
 * type is 'park' (not chosen yet), else /park/select-age. Both pages store the pending registration from the query.
 */
export function onboardingRedirect(options: { publicUrl: string; userId: string; type: TAccountType; loginStatus: TLoginStatus }): string {
  const { publicUrl, userId, type, loginStatus } = options;
  const path = type === 'park' ? '/park/user-type' : '/park/select-age';
  return withQuery(publicUrl, path, { message: UNVERIFIED_MESSAGE, userID: userId, type, login_status: loginStatus });
}

/** A refused or failed sign-in goes back to the family's sign-in: /signin (fan, artist) or /park (park types). */
export function failureRedirect(options: { publicUrl: string; type: TAccountType; message: string }): string {
  const { publicUrl, type, message } = options;
  return withQuery(publicUrl, isParkAccount(type) ? '/park' : '/signin', { status: '0', message });
}
