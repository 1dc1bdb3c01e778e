import * as client from 'openid-client';
import type { OidcProviderConfig } from '../../config.ts';

const cache = new Map<string, Promise<client.Configuration>>();

/** Plain http is allowed only for an issuer on this machine (the tests' local issuer), never elsewhere. */
function isLocalHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

/** The discovered configuration of a provider, fetched once and kept; a failed discovery is retried next time. */
export function oidcConfiguration(
  settings: OidcProviderConfig & { clientId: string; clientSecret: string },
): Promise<client.Configuration> {
  const key = `${settings.issuer}|${settings.clientId}|${settings.clientSecret}`;
  let configuration = cache.get(key);
  if (!configuration) {
    const issuer = new URL(settings.issuer);
    configuration = client.discovery(
      issuer,
      settings.clientId,
      undefined,
      client.ClientSecretPost(settings.clientSecret),
      {
        execute: isLocalHttp(issuer) ? [client.allowInsecureRequests] : [],
        timeout: 10,
      },
    );
    cache.set(key, configuration);
    configuration.catch(() => cache.delete(key));
  }
  return configuration;
}

/** Configured means both the client id and the secret are set. */
export function configuredProvider(
  settings: OidcProviderConfig,
): (OidcProviderConfig & { clientId: string; clientSecret: string }) | null {
  const { clientId, clientSecret } = settings;
  return clientId && clientSecret ? { ...settings, clientId, clientSecret } : null;
}
