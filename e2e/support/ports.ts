/** Fixed loopback ports of the journeys' app server and the two test issuers. */
export const E2E = {
  appPort: Number(process.env.E2E_PORT ?? 8181),
  googlePort: 8191,
  googleControlPort: 8193,
  linePort: 8192,
  lineControlPort: 8194,
  clientId: 'artclash-test',
  clientSecret: 'artclash-test-secret-0123456789',
} as const;

/** The organiser the e2e server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const ORGANISER = { email: 'organiser@artclash.test', password: 'Organiser2026' };
