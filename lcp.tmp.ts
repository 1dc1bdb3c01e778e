import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './bench/support/server.ts';
const server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'lcp-')), DEMO: '1', PORT: '8192' });
const upcoming = (await (await fetch(`${server.url}/backend/api/GetUpcomingEvent`)).json()) as { events: { _id: string }[] };
for (const path of ['/', `/event-details/${upcoming.events[0]!._id}`, `/live-event-battle/${upcoming.events[0]!._id}`]) {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-dev-shm-usage'] });
  const r = await lighthouse(server.url + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r!.lhr.audits;
  console.log(path, 'LCP', a['largest-contentful-paint']?.displayValue, 'TBT', a['total-blocking-time']?.displayValue);
  console.log(JSON.stringify(a['largest-contentful-paint-element']?.details, null, 0).slice(0, 1500));
  const chains = a['critical-request-chains']?.details as any;
  console.log('longest chain', JSON.stringify(chains?.longestChain));
  chrome.kill();
}
await server.stop();
