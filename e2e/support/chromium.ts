/**
 * Debian's Chromium as the journeys and the benchmarks launch it (docs/decisions.md#414): the browser, its headless
 * shell of the same version, and the flags every launch takes here: no sandbox (the machines run as root), no GPU, and
 * none of the background calls to Google's hosts, which this machine's closed network refuses many at a time.
 */
export const chromiumPaths = {
  chromium: { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', apt: 'chromium' },
  shell: {
    path: process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
    apt: 'chromium-headless-shell',
  },
};

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
