/**
 * Drives a browser's part of a sign-in at the test issuer with fetch: follows redirects from the
 * authorization URL (and submits the self-submitting forms a browser's script would), keeping the
 * issuer's cookies, until the issuer sends the browser back to `callbackPrefix`; answers that
 * callback URL (with code and state, or error).
 */
export async function followSignIn(options: {
  authorizationUrl: string;
  callbackPrefix: string;
  /** The issuer's cookies, kept across sign-ins like one browser keeps them. */
  cookies?: Map<string, string>;
}): Promise<URL> {
  const { authorizationUrl, callbackPrefix, cookies = new Map<string, string>() } = options;
  let request: { url: string; form?: URLSearchParams } = { url: authorizationUrl };
  for (let hop = 0; hop < 12; hop += 1) {
    if (request.url.startsWith(callbackPrefix)) return new URL(request.url);
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(request.url, {
      redirect: 'manual',
      method: request.form ? 'POST' : 'GET',
      headers: {
        ...(cookie && { cookie }),
        ...(request.form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body: request.form?.toString(),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    const page = location ? '' : await response.text();
    const form = autoSubmittedForm(page);
    if (location) request = { url: new URL(location, request.url).href };
    else if (form) request = { url: new URL(form.action, request.url).href, form: form.fields };
    else
      throw new Error(
        `The issuer answered ${response.status} at ${request.url}: ${page.replace(/\s+/g, ' ').slice(0, 500)}`,
      );
  }
  throw new Error('Too many redirects at the test issuer');
}

/** A POST form with hidden inputs, as oidc-provider's pages submit on load (e.g. ending the previous session). */
function autoSubmittedForm(page: string): { action: string; fields: URLSearchParams } | null {
  const action = /<form[^>]*method="post"[^>]*action="([^"]+)"/i.exec(page)?.[1];
  if (!action) return null;
  const fields = new URLSearchParams();
  for (const [, name, value] of page.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/gi))
    fields.append(name!, value!);
  return { action, fields };
}
