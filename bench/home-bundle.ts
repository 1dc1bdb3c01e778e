// JavaScript the home route '/' loads, as it travels: every script Chromium fetches until the page is
// idle, with the encoding the server chose and the bytes on the wire (compressed body and headers).
// Run: npm run bench:home-bundle   (builds the app first)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from './support/server.ts';
import { CHROMIUM_ARGS, chromiumPaths } from '../e2e/support/chromium.ts';

const TARGET_KB = 150;
const dataDir = mkdtempSync(join(tmpdir(), 'artclash-bundle-'));
const server = await startServer({ DATA_DIR: dataDir, DEMO: '1' });
const browser = await chromium.launch({
  executablePath: chromiumPaths.chromium.path,
  args: CHROMIUM_ARGS,
});

try {
  // A first visit in each language (the browser's language picks it, docs/product.md#rule-13): no service worker yet,
  // an empty cache.
  for (const locale of ['en-US', 'ja-JP']) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
      locale,
    });
    const page = await context.newPage();
    const scripts: Promise<{ path: string; encoding: string; body: number; headers: number; decoded: number }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          const decoded = (await response?.body())?.length ?? 0;
          const encoding = (await response?.headerValue('content-encoding')) ?? 'none';
          return {
            path: new URL(request.url()).pathname,
            encoding,
            body: sizes.responseBodySize,
            headers: sizes.responseHeadersSize,
            decoded,
          };
        })(),
      );
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    const files = (await Promise.all(scripts)).sort((a, b) => a.path.localeCompare(b.path));
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`\n${locale}`);
    for (const file of files) {
      console.log(
        `${file.path.padEnd(52)} ${file.encoding.padEnd(5)} ${kb(file.body).padStart(9)} + ${kb(file.headers).padStart(7)} headers  (${kb(file.decoded)} decoded)`,
      );
    }
    const body = files.reduce((sum, file) => sum + file.body, 0);
    const wire = body + files.reduce((sum, file) => sum + file.headers, 0);
    const decoded = files.reduce((sum, file) => sum + file.decoded, 0);
    console.log(
      `home route JavaScript (${locale}): ${files.length} files, ${kb(decoded)} decoded, ${kb(body)} compressed bodies, ${kb(wire)} on the wire with headers (target ≤ ${TARGET_KB} KB)`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
