/**
 * The server's own cookies: httpOnly values sent only to the calls that need them (docs/decisions.md#262),
 * read back from the Cookie header. One way to write and read them for every module.
 */

/** The value of cookie `name` in a Cookie header, or undefined. */
export function cookieOf(cookieHeader: string | undefined, name: string): string | undefined {
  const prefix = `${name}=`;
  return cookieHeader
    ?.split(/;\s*/)
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

export interface CookieOptions {
  /** The only path the browser sends it to. */
  path: string;
  /** Seconds it lives; 0 removes it. */
  maxAge: number;
  /** Sent over HTTPS only (the server's public address is https). */
  secure: boolean;
  /** 'Lax' unless told: 'Strict' for a cookie no other site's link may carry. */
  sameSite?: 'Lax' | 'Strict';
}

/** A Set-Cookie value for an httpOnly cookie. */
export function httpOnlyCookie(name: string, value: string, options: CookieOptions): string {
  const { path, maxAge, secure, sameSite = 'Lax' } = options;
  const attributes = [`Path=${path}`, `Max-Age=${maxAge}`, 'HttpOnly', `SameSite=${sameSite}`];
  return [`${name}=${value}`, ...attributes, ...(secure ? ['Secure'] : [])].join('; ');
}
