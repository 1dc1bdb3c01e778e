import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPaths } from './support/chromium.ts';
import { E2E, ORGANISER } from './support/ports.ts';

// Two builds of Debian's Chromium (docs/decisions.md#414). The room's vote and the installed app (room.spec.ts,
// phone.spec.ts) run in the browser a phone runs, with the service worker, on the Pixel 7's screen of 2.625 device
// pixels to a CSS pixel; every other journey runs in the headless shell of the same version and engine, which draws
// a page with about half the CPU on a 2-core machine, one device pixel to a CSS pixel (docs/decisions.md#419).
for (const { path, apt } of Object.values(chromiumPaths)) {
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install Debian's package (apt-get install -y ${apt}) or set CHROMIUM_PATH / CHROMIUM_SHELL_PATH.`,
    );
  }
}
const inTheRoom = ['room.spec.ts', 'phone.spec.ts'];
const phoneWith = (browser: keyof typeof chromiumPaths, deviceScaleFactor: number) => ({
  ...devices['Pixel 7'],
  deviceScaleFactor,
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: chromiumPaths[browser].path,
    args: CHROMIUM_ARGS,
  },
});

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
    // A trace records every step's screen: it doubled a journey's CPU. A failure in CI is run again with one.
    trace: 'on-first-retry',
    // The app's service worker (docs/decisions.md#91) would answer navigations and files from its cache and
    // outlive a journey's pages; journeys about it turn it back on (phone.spec.ts).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      testIgnore: inTheRoom,
      use: { ...phoneWith('shell', 1), reducedMotion: 'reduce' },
    },
    {
      name: 'phone in the room',
      testMatch: inTheRoom,
      use: phoneWith('chromium', devices['Pixel 7'].deviceScaleFactor),
    },
  ],
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
