import { once } from 'node:events';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';

/** The person who signs in at the test issuer; `sub` is stable per person. */
export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

export interface TestIssuer {
  /** http://127.0.0.1:{port} — what GOOGLE_ISSUER / LINE_ISSUER should be. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The environment that points one provider of the server at this issuer. */
  env(provider: 'GOOGLE' | 'LINE'): Record<string, string>;
  /** Who is signed in at the issuer from now on (no login form: the interaction approves at once). */
  signInAs(account: TestAccount): void;
  /** The next sign-in is refused by the person (the app gets `error=access_denied`). */
  denyNext(): void;
  close(): Promise<void>;
}

/**
 * The cookie that names who signs in at the issuer on `issuerUrl` from one browser: browser journeys
 * run side by side, each in its own browser context, so each says who it is without touching the
 * others (`signInAs` is one for every browser). Cookies do not tell ports apart, hence the port in the name.
 */
export function testAccountCookie(
  issuerUrl: string,
  account: TestAccount,
): { name: string; value: string; url: string } {
  return {
    name: `test-account-${new URL(issuerUrl).port}`,
    value: Buffer.from(JSON.stringify(account)).toString('base64url'),
    url: issuerUrl,
  };
}

/** The account a browser named with `testAccountCookie`, if any. */
function accountOfBrowser(req: IncomingMessage, issuerUrl: string): TestAccount | undefined {
  const name = `test-account-${new URL(issuerUrl).port}=`;
  const cookie = req.headers.cookie?.split(/;\s*/).find((pair) => pair.startsWith(name));
  return cookie
    ? (JSON.parse(Buffer.from(cookie.slice(name.length), 'base64url').toString()) as TestAccount)
    : undefined;
}

export interface StartTestIssuerOptions {
  /** Every callback URL the server may send, e.g. `${PUBLIC_URL}/backend/auth/google/callback`. */
  redirectUris: string[];
  /** 0 (default) picks a free port. */
  port?: number;
}

/**
 * A local OpenID Connect issuer (oidc-provider 9) standing in for Google or LINE in API tests and
 * browser journeys. Its interaction step signs in the browser's account (`testAccountCookie`), else the
 * one set by `signInAs`, and grants consent without showing a page, so a browser passes straight
 * through to the app's callback.
 */
export async function startTestIssuer({ redirectUris, port = 0 }: StartTestIssuerOptions): Promise<TestIssuer> {
  let current: TestAccount = {
    sub: 'test-user',
    email: 'test-user@example.com',
    email_verified: true,
    name: 'Test User',
  };
  const accounts = new Map<string, TestAccount>();
  let deny = false;
  // The port comes before the provider (its issuer URL names it); a request that arrives meanwhile (a
  // readiness probe) waits for the provider instead of finding no handler and never being answered.
  let handlerReady!: (handler: RequestListener) => void;
  const handler = new Promise<RequestListener>((resolve) => (handlerReady = resolve));
  const server = createServer((req, res) => void handler.then((handle) => handle(req, res)));
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'artclash-test';
  const clientSecret = 'artclash-test-secret-0123456789';

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  // Every sign-in passes the interaction, so `signInAs` decides who signs in even in a browser that already has an issuer session.
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(new interactionPolicy.Check('always', 'sign in on every request', (ctx) => !ctx.oidc.result?.login));
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    // Like Google and LINE, put the person's claims into the ID token itself.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    scopes: ['openid', 'email', 'profile'],
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['artclash-test-issuer-cookie-key'] },
    findAccount: async (_ctx, id) => {
      const account = accounts.get(id);
      return account && { accountId: id, claims: async () => ({ ...account }) };
    },
  };
  const provider = new Provider(issuer, configuration);
  const oidc = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (deny) {
      deny = false;
      return provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'The person refused',
      });
    }
    const account = accountOfBrowser(req, issuer) ?? current;
    accounts.set(account.sub, account);
    const accountId = account.sub;
    const existing =
      details.grantId && details.session?.accountId === accountId
        ? await provider.Grant.find(details.grantId)
        : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const result = { login: { accountId }, consent: { grantId: await grant.save() } };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }

  handlerReady((req, res) => {
    if (!req.url?.startsWith('/interaction/')) return void oidc(req, res);
    interaction(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    env: (name) => ({
      [`${name}_ISSUER`]: issuer,
      [`${name}_CLIENT_ID`]: clientId,
      [`${name}_CLIENT_SECRET`]: clientSecret,
    }),
    signInAs(account) {
      current = account;
    },
    denyNext() {
      deny = true;
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
