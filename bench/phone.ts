// Lighthouse, mobile preset (simulated slow 4G, a mid-range phone's CPU), on the built app with demo content:
// every page as a first visit in a fresh browser. Prints performance, FCP, LCP, TBT, CLS and bytes.
// Each page over both protocols a phone may meet: HTTPS and HTTP/2 with a certificate of the server's own, as a
// deployment serves it (behind TLS: docs/operations.md), and plain HTTP/1.1, as the plain `npm start` does
// (PROTOCOL=http2 or PROTOCOL=http1 measures only one).
// Run: npm run bench:phone   (builds first; RUNS=… runs per page, the median by score is shown;
//      REPORTS=dir keeps each run's Lighthouse report there, to see what the LCP waited for;
//      PAGES=home,voting,… measures only home and the pages whose path contains one of these)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPaths } from '../e2e/support/chromium.ts';
import {
  pagesToRun,
  type RunningServer,
  selfSignedCertificate,
  startServer,
  trustCertificateFlag,
} from './support/server.ts';

const runs = Number(process.env.RUNS ?? 3);
const reports = process.env.REPORTS;
if (reports) mkdirSync(reports, { recursive: true });
const chromePath = chromiumPaths.chromium.path;
const TARGETS = { score: 95, cls: 0.05, tbtMs: 150 };
/** LCP's target: 2 s where a deployment serves HTTP/2, 2.5 s (the web's "good") over the plain HTTP/1.1 of `npm start`. */
const LCP_TARGET_MS = { http2: 2000, http1: 2500 };

const fan = { email: `phone-bench-${Date.now()}@example.com`, password: 'PhoneBench1' };
const chromeFlags = ['--headless', ...CHROMIUM_ARGS, '--disable-dev-shm-usage'];
const protocols = (['http2', 'http1'] as const).filter(
  (protocol) => !process.env.PROTOCOL || process.env.PROTOCOL === protocol,
);

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  scriptBytes: number;
  accessibility: number;
  bestPractices: number;
}

/** A signed-in fan, as the web app keeps them (lib/session.ts): the voting page is for signed-in users. */
async function fanSession(server: RunningServer): Promise<string> {
  await server.call('/backend/api/register', { ...fan, type: 'fan' });
  const login = (await server.call('/backend/api/login', fan)).json as {
    token?: string;
    result?: Record<string, unknown>;
  };
  if (!login.token || !login.result) throw new Error(`could not sign the bench's fan in: ${JSON.stringify(login)}`);
  return JSON.stringify({ ...login.result, token: login.token });
}

/** Lighthouse could not record the run (NO_NAVSTART and the like, which it says to run again). */
class RunFailed extends Error {}

/** A run, again up to twice when Lighthouse asks for it: a failed trace says nothing about the page. */
async function auditAgainOnFailure(site: Site, url: string, session?: string, tries = 3): Promise<Figures> {
  try {
    return await audit(site, url, session);
  } catch (error) {
    if (!(error instanceof RunFailed) || tries <= 1) throw error;
    console.log(`  (${error.message}; running it again)`);
    return auditAgainOnFailure(site, url, session, tries - 1);
  }
}

/** The server of one protocol and the flag that makes Chromium trust its certificate. */
interface Site {
  server: RunningServer;
  flags: string[];
}

async function audit({ server, flags }: Site, url: string, session?: string): Promise<Figures> {
  const chrome = await launch({ chromePath, chromeFlags: [...chromeFlags, ...flags] });
  try {
    if (session) {
      // Storage is kept for this run (disableStorageReset), so the session is written first, on a page that is not the app.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${server.url}/favicon.svg`);
      await page.evaluate(`localStorage.setItem('artclashUser', ${JSON.stringify(session)})`);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: session !== undefined,
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = result;
    if (reports)
      writeFileSync(
        join(reports, `${new URL(url).pathname.split('/')[1] || 'home'}-${Date.now()}.json`),
        JSON.stringify(lhr),
      );
    if (lhr.runtimeError) throw new RunFailed(`${url}: ${lhr.runtimeError.message}`);
    // A guard sending the visitor elsewhere would measure another page.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
    const audits = lhr.audits;
    const requests =
      (audits['network-requests']?.details as { items: { resourceType?: string; transferSize?: number }[] } | undefined)
        ?.items ?? [];
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      bytes: audits['total-byte-weight']?.numericValue ?? NaN,
      scriptBytes: requests
        .filter((request) => request.resourceType === 'Script')
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    };
  } finally {
    chrome.kill();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mark = (ok: boolean) => (ok ? ' ' : '✗');

/** Every page over one protocol, on a server of its own with the demo content. */
async function measure(protocol: (typeof protocols)[number]): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'artclash-phone-'));
  const tls = protocol === 'http2' ? await selfSignedCertificate(dataDir) : undefined;
  const server = await startServer({ DATA_DIR: dataDir, DEMO: '1', PORT: '8191' }, undefined, tls);
  const site: Site = { server, flags: tls ? [trustCertificateFlag(tls.cert)] : [] };
  try {
    const upcoming = (await server.call('/backend/api/GetUpcomingEvent')).json as { events: { _id: string }[] };
    const eventId = upcoming.events[0]?._id;
    if (!eventId) throw new Error('the demo content has no upcoming event');
    const session = await fanSession(server);
    const pages: { path: string; session?: string }[] = [
      { path: '/' },
      { path: `/event-details/${eventId}` },
      { path: `/voting/${eventId}`, session },
      { path: `/live-event-battle/${eventId}` },
    ];
    console.log(
      `\nLighthouse mobile preset over ${tls ? 'HTTPS (HTTP/2)' : 'plain HTTP/1.1'}, ${runs} run(s) per page, median by score; load average ${loadavg()[0]!.toFixed(1)}`,
    );
    console.log(
      ['page', 'perf', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes', 'JS bytes', 'a11y', 'b-p']
        .map((h, i) => (i === 0 ? h.padEnd(30) : h.padStart(9)))
        .join(''),
    );
    for (const page of pagesToRun(pages)) {
      const results: Figures[] = [];
      for (let run = 0; run < runs; run += 1)
        results.push(await auditAgainOnFailure(site, server.url + page.path, page.session));
      results.sort((a, b) => a.score - b.score);
      const f = results[Math.floor(results.length / 2)]!;
      const cells = [
        `${f.score}${mark(f.score >= TARGETS.score)}`,
        s(f.fcp),
        `${s(f.lcp)}${mark(f.lcp <= LCP_TARGET_MS[protocol])}`,
        `${f.tbt.toFixed(0)} ms${mark(f.tbt <= TARGETS.tbtMs)}`,
        `${f.cls.toFixed(3)}${mark(f.cls <= TARGETS.cls)}`,
        kb(f.bytes),
        kb(f.scriptBytes),
        String(f.accessibility),
        String(f.bestPractices),
      ];
      console.log(page.path.replace(eventId, '{id}').padEnd(30) + cells.map((cell) => cell.padStart(9)).join(''));
      if (runs > 1) console.log(`${''.padEnd(30)}  scores of the runs: ${results.map((r) => r.score).join(', ')}`);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const protocol of protocols) await measure(protocol);
console.log(
  `\ntargets: performance ≥ ${TARGETS.score}, LCP ≤ ${LCP_TARGET_MS.http2 / 1000} s over HTTP/2 and ≤ ${LCP_TARGET_MS.http1 / 1000} s over HTTP/1.1, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls} (✗ = missed)`,
);
