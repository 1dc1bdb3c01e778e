// Latency of the public list calls with demo data under concurrent load.
// Run: npm run bench:list-calls   (CONNECTIONS=… DURATION=… to change the load)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from './support/load.ts';
import { startServer } from './support/server.ts';

const connections = Number(process.env.CONNECTIONS ?? 10);
const duration = Number(process.env.DURATION ?? 5);
const encoding = process.env.ACCEPT_ENCODING;
const dataDir = mkdtempSync(join(tmpdir(), 'artclash-bench-'));
const server = await startServer({
  DATA_DIR: dataDir,
  DEMO: '1',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});

try {
  const upcoming = (await (await fetch(`${server.url}/backend/api/GetUpcomingEvent`)).json()) as {
    events: { _id: string }[];
  };
  const eventId = upcoming.events[0]?._id ?? '';
  const paths = [
    '/backend/api/GetUpcomingEvent',
    '/backend/api/GetPastEvent',
    '/backend/api/GetPastEvent?city=Tokyo',
    '/backend/api/AllEventGet',
    `/backend/api/SingleEventDetails/${eventId}`,
    `/backend/api/EventByAllBattle/${eventId}`,
    '/backend/api/AllInterestedEvent',
    '/backend/api/fetch-all-country',
  ];
  console.log(
    `${connections} connections, ${duration} s per call, database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, Accept-Encoding: ${encoding ?? 'none'}`,
  );
  console.log('call'.padEnd(48), 'req/s'.padStart(8), 'median'.padStart(8), 'p95'.padStart(8), 'p99'.padStart(8));
  for (const path of paths) {
    // ACCEPT_ENCODING='gzip, deflate, br' asks as a browser does: replies from 1 KB come compressed (docs/decisions.md#90).
    const r = await load(server.url + path, {
      connections,
      seconds: duration,
      headers: { 'accept-language': 'en', ...(encoding && { 'accept-encoding': encoding }) },
    });
    if (r.failures > 0) throw new Error(`${path}: ${r.failures} failed requests`);
    const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
    console.log(
      path.replace(eventId, '{id}').padEnd(48),
      r.perSecond.toFixed(0).padStart(8),
      ms(r.medianMs),
      ms(r.p95Ms),
      ms(r.p99Ms),
    );
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
