import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E, ORGANISER } from './support/ports.ts';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}

const port = E2E.appPort;
const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = fileURLToPath(new URL('../test-results/e2e-data', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: '../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The app's service worker (docs/decisions.md#91) would answer navigations and files from its cache and
    // outlive a journey's pages; journeys about it turn it back on (phone.spec.ts).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: [
    {
      command: 'npx tsx e2e/support/issuers.ts',
      cwd: root,
      url: `http://127.0.0.1:${E2E.linePort}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      // A fresh embedded database with demo content, served by the built server and app, as `npm start` runs them.
      command: `rm -rf "${dataDir}" && node --enable-source-maps apps/server/dist/main.js`,
      cwd: root,
      url: `http://127.0.0.1:${port}/backend/api/GetUpcomingEvent`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DEMO: '1',
        ADMIN_EMAIL: ORGANISER.email,
        ADMIN_PASSWORD: ORGANISER.password,
        LOG_LEVEL: 'warn',
        GOOGLE_ISSUER: `http://127.0.0.1:${E2E.googlePort}`,
        GOOGLE_CLIENT_ID: E2E.clientId,
        GOOGLE_CLIENT_SECRET: E2E.clientSecret,
        LINE_ISSUER: `http://127.0.0.1:${E2E.linePort}`,
        LINE_CLIENT_ID: E2E.clientId,
        LINE_CLIENT_SECRET: E2E.clientSecret,
      },
    },
  ],
});
