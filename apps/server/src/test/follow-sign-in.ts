/**
 * Drives a browser's part of a sign-in at the test issuer with fetch: follows redirects from the
 * authorization URL, keeping the issuer's cookies, until the issuer sends the browser back to
 * `callbackPrefix`; answers that callback URL (with code and state, or error).
 */
export async function followSignIn({ authorizationUrl, callbackPrefix }: { authorizationUrl: string; callbackPrefix: string }): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(callbackPrefix)) return new URL(url);
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`The issuer answered ${response.status} without a redirect: ${await response.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('Too many redirects at the test issuer');
}
