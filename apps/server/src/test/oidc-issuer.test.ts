import { describe, expect, it } from 'vitest';
import { startTestIssuer } from './oidc-issuer.ts';
import { freePort } from './server-process.ts';

describe('the test issuer', () => {
  // The browser journeys' start-up waits for the issuer with a probe like this one (e2e/playwright.config.ts):
  // a probe that connected before the provider was ready used to get no answer at all, and the run timed out.
  it('answers a request that arrives while it is still starting, once it is ready', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/.well-known/openid-configuration`;
    const starting = startTestIssuer({ port, redirectUris: ['http://127.0.0.1:1/callback'] });
    const probe = async (): Promise<Response> => {
      for (;;) {
        try {
          return await fetch(url, { signal: AbortSignal.timeout(10_000) });
        } catch (error) {
          if ((error as Error).name === 'TimeoutError') throw error;
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
      }
    };
    const [reply, issuer] = await Promise.all([probe(), starting]);
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as { issuer: string }).issuer).toBe(issuer.issuer);
    await issuer.close();
  });
});
