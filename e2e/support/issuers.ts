// Two local OpenID Connect issuers standing in for Google and LINE during the browser journeys.
// Each journey says who signs in from its own browser (signInAtProviderAs in accounts.ts).
// Started by the Playwright config before the app server; stops with it.
import { startTestIssuer } from '../../apps/server/src/test/oidc-issuer.ts';
import { E2E } from './ports.ts';

const app = `http://127.0.0.1:${E2E.appPort}`;

for (const [name, port] of [
  ['google', E2E.googlePort],
  ['line', E2E.linePort],
] as const) {
  const issuer = await startTestIssuer({ port, redirectUris: [`${app}/backend/auth/${name}/callback`] });
  console.log(`${name} test issuer at ${issuer.issuer}`);
}
