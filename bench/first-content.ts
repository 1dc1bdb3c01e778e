// The first screen as a person waits for it: a real Chromium with the phone's CPU slowed 4× and a slow 4G
// network (150 ms a request, 1.6 Mbit/s down, as Lighthouse's mobile preset), over HTTPS and HTTP/2 as a
// phone reaches a deployment. Lighthouse *simulates* those conditions from an unthrottled load; this bench
// applies them and reads the browser's own largest contentful paint (docs/decisions.md#192 shows why both
// are kept: a change the simulation liked made the screen later here).
// Run: npm run bench:first-content   (builds first; RUNS=… loads a page, default 7; PAGES=home,voting,… some pages)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { pagesToRun, percentile, selfSignedCertificate, startServer, trustCertificateFlag } from './support/server.ts';
import { CHROMIUM_ARGS, chromiumPaths } from '../e2e/support/chromium.ts';

const runs = Number(process.env.RUNS ?? 7);
const dataDir = mkdtempSync(join(tmpdir(), 'artclash-first-content-'));
const tls = await selfSignedCertificate(dataDir);
const server = await startServer({ DATA_DIR: dataDir, DEMO: '1', PORT: '8191' }, undefined, tls);
const browser = await chromium.launch({
  executablePath: chromiumPaths.chromium.path,
  args: [...CHROMIUM_ARGS, trustCertificateFlag(tls.cert)],
});

/** Milliseconds from navigation to the largest contentful paint the browser reports, on a fresh first visit. */
async function firstContent(path: string, session?: string): Promise<number> {
  // Lighthouse's mobile screen (Moto G Power); no service worker, an empty cache: a first visit.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    // Scripts for the page are strings: tsx would compile functions with helpers the page does not have.
    if (session) await context.addInitScript(`localStorage.setItem('artclashUser', ${JSON.stringify(session)})`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.goto(server.url + path, { waitUntil: 'load' });
    // The largest paint settles once the screen and its pictures are in; the last entry is the largest.
    await page.waitForTimeout(3000);
    return (await page.evaluate(
      `new Promise((resolve) => new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN)).observe({ type: 'largest-contentful-paint', buffered: true }))`,
    )) as number;
  } finally {
    await context.close();
  }
}

try {
  const upcoming = (await server.call('/backend/api/GetUpcomingEvent')).json as { events: { _id: string }[] };
  const eventId = upcoming.events[0]?._id;
  if (!eventId) throw new Error('the demo content has no upcoming event');
  const fan = { email: `first-content-${Date.now()}@example.com`, password: 'FirstContent1' };
  await server.call('/backend/api/register', { ...fan, type: 'fan' });
  const login = (await server.call('/backend/api/login', fan)).json as {
    token: string;
    result: Record<string, unknown>;
  };
  const session = JSON.stringify({ ...login.result, token: login.token });
  const pages = pagesToRun([
    { path: '/' },
    { path: `/event-details/${eventId}` },
    { path: `/voting/${eventId}`, session },
    { path: `/live-event-battle/${eventId}` },
  ]);

  console.log(
    `Largest contentful paint in Chromium, CPU 4× slower, 150 ms / 1.6 Mbit/s, HTTP/2; ${runs} first visits a page`,
  );
  console.log(['page', 'median', 'p10', 'p90'].map((h, i) => (i === 0 ? h.padEnd(30) : h.padStart(9))).join(''));
  for (const page of pages) {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) times.push(await firstContent(page.path, page.session));
    times.sort((a, b) => a - b);
    const ms = (p: number) => `${Math.round(percentile(times, p))} ms`;
    console.log(
      page.path.replace(eventId, '{id}').padEnd(30) + [ms(50), ms(10), ms(90)].map((cell) => cell.padStart(9)).join(''),
    );
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
