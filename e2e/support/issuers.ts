// Two local OpenID Connect issuers standing in for Google and LINE during the browser journeys,
// each with a small control port the journeys use to say who signs in next.
// Started by the Playwright config before the app server; stops with it.
import { createServer } from 'node:http';
import { startTestIssuer, type TestAccount } from '../../apps/server/src/test/oidc-issuer.ts';
import { E2E } from './ports.ts';

const app = `http://127.0.0.1:${E2E.appPort}`;

for (const [name, port, controlPort] of [
  ['google', E2E.googlePort, E2E.googleControlPort],
  ['line', E2E.linePort, E2E.lineControlPort],
] as const) {
  const issuer = await startTestIssuer({ port, redirectUris: [`${app}/backend/auth/${name}/callback`] });
  createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/sign-in-as') issuer.signInAs(JSON.parse(body) as TestAccount);
      else if (req.method === 'POST' && req.url === '/deny-next') issuer.denyNext();
      res.end('ok');
    });
  }).listen(controlPort, '127.0.0.1');
  console.log(`${name} test issuer at ${issuer.issuer}, control on ${controlPort}`);
}
