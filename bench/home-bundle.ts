// JavaScript the home route '/' loads, gzipped: every script Chromium fetches until the page is idle.
// Run: npm run bench:home-bundle   (builds the app first)
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { root, startServer } from './support/server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'artclash-bundle-'));
const server = await startServer({ DATA_DIR: dataDir, DEMO: '1' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  let raw = 0;
  let gzipped = 0;
  for (const path of [...scripts].sort()) {
    const bytes = readFileSync(join(root, 'apps/web/dist', path));
    const size = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzipped += size;
    console.log(`${path.padEnd(56)} ${(bytes.length / 1024).toFixed(1).padStart(7)} KB  ${(size / 1024).toFixed(1).padStart(6)} KB gz`);
  }
  console.log(`home route JavaScript: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KB, ${(gzipped / 1024).toFixed(1)} KB gzipped (target ≤ 200 KB)`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
