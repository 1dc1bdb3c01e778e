/**
 * Loopback ports of the journeys' app server and the two test issuers: 8181, 8191 and 8192, or, with
 * `E2E_PORT`, that port and the two after it plus ten, so two checkouts can run their journeys at once.
 */
const appPort = Number(process.env.E2E_PORT ?? 8181);
export const E2E = {
  appPort,
  googlePort: appPort + 10,
  linePort: appPort + 11,
  clientId: 'artclash-test',
  clientSecret: 'artclash-test-secret-0123456789',
} as const;

/** The organiser the e2e server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const ORGANISER = { email: 'organiser@artclash.test', password: 'Organiser2026' };
