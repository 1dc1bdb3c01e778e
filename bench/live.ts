// Live battles: N viewers on the Server-Sent Events stream while votes arrive at a fixed rate, measured
// against the limit (a bare fan-out of messages of the same size, at the rate the app sent them, to the same
// viewers), and the 1 s polling call against a bare route that sends the app's bytes in the same encoding.
// Method and figures: docs/performance.md.
//
// Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:live
//      options (argv or env): --viewers / VIEWERS (2000), --vote-rate / VOTE_RATE (1000 votes/s),
//      --duration / DURATION_S (10 s), --sweep / SWEEP=1 (N = 2000, 5000, 10000);
//      env only: VOTERS, VIEWER_PROCS, POLL_S (5), POLL_CONNECTIONS (50), SERVER_LOG_LEVEL (warn),
//      LIVE_STREAMS_MAX / LIVE_STREAMS_PER_ADDRESS (the server's caps; per address defaults to max(N, 3000)),
//      ACCEPT_ENCODING (gzip, as a browser polls; `identity` for plain replies on both sides),
//      PROF_DIR (the server writes a V8 CPU profile there when it stops: where its time went).
// DATABASE_URL names a PostgreSQL server: the bench creates a fresh database on it and drops it after.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { BareFanoutHandlers } from './support/bare-fanout.ts';
import type { BarePollHandlers } from './support/bare-poll.ts';
import { addInto, type Histogram, newHistogram, percentileOf } from './support/histogram.ts';
import { type Child, startChild } from './support/ipc.ts';
import { type Counts, commitTimes, type Observation } from './support/live-measure.ts';
import {
  countVotesInSql,
  createBenchDatabase,
  insertAccounts,
  setUpBattle,
  signSession,
} from './support/live-setup.ts';
import { load } from './support/load.ts';
import { cpuMeter, cpuSeconds, peakRssMiB, postgresPids } from './support/proc-stats.ts';
import { startServer } from './support/server.ts';
import type { ViewerHandlers } from './support/sse-viewers.ts';
import type { VoteSenderHandlers } from './support/vote-sender.ts';

const JWT_SECRET = 'bench-live-secret-0123456789abcdefghij';
const SWEEP = [2000, 5000, 10_000];
/** The sweep's bar: the largest N whose app p95 stays within it is reported. */
const SWEEP_P95_MS = 250;
/**
 * Votes on the wire at most. Voters are phones, not one client, but past this the server is simply
 * behind: a due vote is counted as not sent instead of piling up in a queue that no real voter would wait in.
 */
const MAX_VOTES_IN_FLIGHT = 100;
/** One viewer process holds at most this many streams (the 20,000 open-file limit leaves room). */
const STREAMS_PER_PROCESS = 5000;

interface Options {
  viewers: number[];
  voteRate: number;
  seconds: number;
  voters?: number;
  viewerProcesses?: number;
  pollSeconds: number;
  pollConnections: number;
  serverLogLevel: string;
}

function options(): Options {
  const { values } = parseArgs({
    options: {
      viewers: { type: 'string' },
      'vote-rate': { type: 'string' },
      duration: { type: 'string' },
      sweep: { type: 'boolean' },
    },
  });
  const env = process.env;
  const number = (value: string | undefined, fallback: number) => (value ? Number(value) : fallback);
  const sweep = values.sweep ?? /^(1|true|yes)$/i.test(env.SWEEP ?? '');
  return {
    viewers: sweep ? SWEEP : [number(values.viewers ?? env.VIEWERS, 2000)],
    voteRate: number(values['vote-rate'] ?? env.VOTE_RATE, 1000),
    seconds: number(values.duration ?? env.DURATION_S, 10),
    voters: env.VOTERS ? Number(env.VOTERS) : undefined,
    viewerProcesses: env.VIEWER_PROCS ? Number(env.VIEWER_PROCS) : undefined,
    pollSeconds: number(env.POLL_S, 5),
    pollConnections: number(env.POLL_CONNECTIONS, 50),
    serverLogLevel: env.SERVER_LOG_LEVEL ?? 'warn',
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** CPU of several groups of processes over the same window, each as % of one core. */
function cpuMeters<K extends string>(groups: Record<K, () => number[]>): { stop(): Record<K, number> } {
  const meters = Object.entries<() => number[]>(groups).map(([name, pids]) => [name, cpuMeter(pids)] as const);
  return { stop: () => Object.fromEntries(meters.map(([name, meter]) => [name, meter.stop()])) as Record<K, number> };
}

/** Latency percentiles of one histogram. */
function percentiles(histogram: Histogram) {
  return { p50: percentileOf(histogram, 50), p95: percentileOf(histogram, 95), p99: percentileOf(histogram, 99) };
}

/** N viewers spread over child processes, each with its share of the streams. */
async function startViewers(count: number, processes: number) {
  const children = await Promise.all(
    Array.from({ length: processes }, () =>
      startChild<ViewerHandlers>(new URL('./support/sse-viewers.ts', import.meta.url)),
    ),
  );
  const shares = children.map((_, index) => Math.floor(count / processes) + (index < count % processes ? 1 : 0));
  return {
    children,
    /** Opens every stream to `url` and waits for each one's first message. */
    async connect(url: string, battleId: string, kind: 'app' | 'bare') {
      const results = await Promise.all(
        children.map((child, index) =>
          child.call('connect', { url, count: shares[index]!, battleId, kind, concurrency: 200 }),
        ),
      );
      return {
        connected: sum(results.map((result) => result.connected)),
        failed: sum(results.map((result) => result.failed)),
        seconds: Math.max(...results.map((result) => result.seconds)),
      };
    },
    async close() {
      await Promise.all(children.map((child) => child.call('close', undefined)));
    },
    stop: () => Promise.all(children.map((child) => child.stop())),
  };
}
type Viewers = Awaited<ReturnType<typeof startViewers>>;

/**
 * Votes at the rate while every viewer watches; then checks that the viewers, the polling call and
 * the database all show exactly the votes the sender saw accepted, and computes the latencies.
 */
async function measureApp({
  url,
  serverPid,
  count,
  pool,
  battle,
  playerIds,
  viewers,
  sender,
  opts,
}: {
  url: string;
  serverPid: number;
  count: number;
  pool: pg.Pool;
  battle: { eventId: string; battleId: string };
  playerIds: [string, string];
  viewers: Viewers;
  sender: Child<VoteSenderHandlers>;
  opts: Options;
}) {
  const meters = cpuMeters({
    server: () => [serverPid],
    postgres: postgresPids,
    clients: () => [sender.pid, ...viewers.children.map((child) => child.pid)],
  });
  const votes = await sender.call('run', { rate: opts.voteRate, seconds: opts.seconds });
  const cpu = meters.stop();
  const progress = votes.accepted;
  const settled = await Promise.all(
    viewers.children.map((child) => child.call('settle', { progress, timeoutMs: 5000 })),
  );
  const expected = `${votes.expected.Player1}/${votes.expected.Player2}`;
  const viewersRight = sum(settled.map((result) => result.finals.get(expected) ?? 0));

  const polled = (await (
    await fetch(`${url}/backend/api/EventByAllBattle/${battle.eventId}`, { headers: { 'accept-language': 'en' } })
  ).json()) as {
    event: { battles: { _id: string; votes: Counts }[] };
  };
  const pollCounts = polled.event.battles.find((entry) => entry._id === battle.battleId)?.votes;
  const sqlCounts = await countVotesInSql(pool, battle.battleId, playerIds);

  // Commit times from every reading of the counts: the vote replies and the messages' serverNow.
  const seen = await Promise.all(viewers.children.map((child) => child.call('observations', undefined)));
  const observations: Observation[] = [...votes.observations, ...seen.flatMap((result) => result.observations)];
  const times = commitTimes(observations);
  const newest = newHistogram();
  const oldest = newHistogram();
  let messages = 0;
  for (const child of viewers.children) {
    const result = await child.call('latencies', { commitTimes: times });
    addInto(newest, result.newest);
    addInto(oldest, result.oldest);
    messages += result.messages;
  }
  const countsText = (counts: Counts | undefined) => (counts ? `${counts.Player1}/${counts.Player2}` : 'none');
  return {
    votes,
    cpu,
    newest: percentiles(newest),
    oldest: percentiles(oldest),
    messages,
    messageBytes: Math.max(...seen.map((result) => result.messageBytes)),
    closedByServer: sum(settled.map((result) => result.closedByServer)),
    check: {
      expected,
      viewersRight,
      poll: countsText(pollCounts),
      sql: countsText(sqlCounts),
      ok:
        viewersRight === count &&
        countsText(pollCounts) === expected &&
        countsText(sqlCounts) === expected &&
        votes.errors === 0 &&
        votes.unanswered === 0,
    },
  };
}

/**
 * The bare fan-out to the same N viewers, with the app's message size and at the rate the app sent its messages
 * (`perSecond` per viewer), so that both write the same bytes as often: the limit, like for like.
 */
async function measureBareFanout({
  viewers,
  battleId,
  messageBytes,
  perSecond,
  seconds,
  count,
}: {
  viewers: Viewers;
  battleId: string;
  messageBytes: number;
  perSecond: number;
  seconds: number;
  count: number;
}) {
  const bare = await startChild<BareFanoutHandlers>(new URL('./support/bare-fanout.ts', import.meta.url));
  try {
    const port = await bare.call('start', undefined);
    const connected = await viewers.connect(`http://127.0.0.1:${port}/`, battleId, 'bare');
    const meters = cpuMeters({ server: () => [bare.pid], clients: () => viewers.children.map((child) => child.pid) });
    const run = await bare.call('run', { battleId, seconds, perSecond, messageBytes });
    const cpu = meters.stop();
    await sleep(500);
    const latency = newHistogram();
    let messages = 0;
    for (const child of viewers.children) {
      const result = await child.call('bareLatencies', undefined);
      addInto(latency, result.latency);
      messages += result.messages;
    }
    await viewers.close();
    return {
      connected: connected.connected,
      ...percentiles(latency),
      messagesPerViewer: messages / count,
      perSecond: messages / count / run.seconds,
      cpu,
      dropped: run.dropped,
    };
  } finally {
    await bare.stop();
  }
}

/** `load` against one server process, with the server's CPU time per answered request. */
async function loadWithCpu(
  pid: number,
  url: string,
  options: { connections: number; seconds: number; headers: Record<string, string> },
) {
  const before = cpuSeconds(pid) ?? NaN;
  const result = await load(url, options);
  return { ...result, cpuMicros: (((cpuSeconds(pid) ?? NaN) - before) * 1e6) / result.requests };
}

/** One GET as sent: the body's bytes before any decoding, and its encoding. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ body: Buffer; encoding: string | undefined }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }));
    })
      .on('error', reject)
      .end();
  });
}

/**
 * EventByAllBattle at `connections` keep-alive clients, against the app and against a bare route
 * sending the app's bytes in the app's encoding (gzip unless ACCEPT_ENCODING says otherwise). The load runs in this process, on the same 2 cores: the server's CPU per
 * request says more than requests/s when the clients are the bottleneck.
 */
async function measurePolling({
  url,
  serverPid,
  eventId,
  seconds,
  connections,
}: {
  url: string;
  serverPid: number;
  eventId: string;
  seconds: number;
  connections: number;
}) {
  const path = `/backend/api/EventByAllBattle/${eventId}`;
  // Polled as a browser polls, gzip accepted: the app answers the snapshot gzipped once per change
  // (docs/decisions.md#90), and the bare route sends those very bytes with the same encoding.
  const headers = { 'accept-language': 'en', 'accept-encoding': process.env.ACCEPT_ENCODING ?? 'gzip' };
  const sample = await rawGet(url + path, headers);
  const app = await loadWithCpu(serverPid, url + path, { connections, seconds, headers });
  const bare = await startChild<BarePollHandlers>(new URL('./support/bare-poll.ts', import.meta.url));
  try {
    const port = await bare.call('start', sample);
    const limit = await loadWithCpu(bare.pid, `http://127.0.0.1:${port}${path}`, { connections, seconds, headers });
    return { app, bare: limit, bytes: sample.body.length, encoding: sample.encoding ?? 'identity' };
  } finally {
    await bare.stop();
  }
}

/** The live stream caps the server ran under, and the streams it refused, from its metrics (docs/decisions.md#315). */
async function streamCaps(url: string) {
  const text = await (await fetch(`${url}/backend/metrics`)).text();
  const value = (series: string) =>
    Number(
      text
        .split('\n')
        .find((line) => line.startsWith(`${series} `))
        ?.split(' ')[1] ?? 0,
    );
  return {
    total: value('artclash_live_stream_cap{cap="total"}'),
    perAddress: value('artclash_live_stream_cap{cap="address"}'),
    lifetimeS: value('artclash_live_stream_cap{cap="lifetime_seconds"}'),
    refused:
      value('artclash_live_streams_refused_total{cap="total"}') +
      value('artclash_live_streams_refused_total{cap="address"}'),
  };
}

/** One full run at `count` viewers: fresh database, server, accounts and battle; the app, the bare fan-out, the polling. */
async function run(count: number, opts: Options, adminUrl: string) {
  const loadBefore = loadavg()[0]!;
  const voters = opts.voters ?? Math.max(count, Math.ceil((opts.voteRate * opts.seconds) / 2));
  const processes = opts.viewerProcesses ?? Math.max(1, Math.ceil(count / STREAMS_PER_PROCESS));
  const database = await createBenchDatabase(adminUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'artclash-live-'));
  const cleanups: (() => Promise<unknown>)[] = [
    async () => rmSync(dataDir, { recursive: true, force: true }),
    () => database.drop(),
  ];
  try {
    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      DEMO: 'false',
      JWT_SECRET,
      LOG_LEVEL: opts.serverLogLevel,
      // Every viewer comes from 127.0.0.1: the per-address cap must let them all in (the total stays the server's).
      LIVE_STREAMS_PER_ADDRESS: process.env.LIVE_STREAMS_PER_ADDRESS ?? String(Math.max(count, 3000)),
    });
    cleanups.unshift(() => server.stop());
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    cleanups.unshift(() => pool.end());

    const accounts = await insertAccounts(pool, voters);
    const organiser = await signSession(JWT_SECRET, {
      userId: accounts.organiserId,
      sessionId: accounts.organiserSessionId,
      role: 'admin',
    });
    const battle = await setUpBattle({ url: server.url, db: pool, token: organiser, playerIds: accounts.playerIds });

    const viewers = await startViewers(count, processes);
    cleanups.unshift(() => viewers.stop());
    const sender = await startChild<VoteSenderHandlers>(new URL('./support/vote-sender.ts', import.meta.url));
    cleanups.unshift(() => sender.stop());
    await sender.call('prepare', {
      url: server.url,
      ...battle,
      playerIds: accounts.playerIds,
      voterIds: accounts.voterIds,
      voterSessionIds: accounts.voterSessionIds,
      secret: JWT_SECRET,
      maxInFlight: MAX_VOTES_IN_FLIGHT,
    });

    const connected = await viewers.connect(
      `${server.url}/backend/api/live/${battle.eventId}?lang=en`,
      battle.battleId,
      'app',
    );
    process.stderr.write(
      `  N=${count}: ${connected.connected} viewers in ${connected.seconds.toFixed(1)} s (${processes} processes), voting ${opts.seconds} s…\n`,
    );
    const app = await measureApp({
      url: server.url,
      serverPid: server.process.pid!,
      count,
      pool,
      battle,
      playerIds: accounts.playerIds,
      viewers,
      sender,
      opts,
    });
    const peakRss = peakRssMiB(server.process.pid!);
    await viewers.close();
    process.stderr.write(`  N=${count}: bare fan-out…\n`);
    const bare = await measureBareFanout({
      viewers,
      battleId: battle.battleId,
      messageBytes: app.messageBytes,
      perSecond: app.messages / count / app.votes.seconds,
      seconds: opts.seconds,
      count,
    });
    const caps = await streamCaps(server.url);
    process.stderr.write(`  N=${count}: polling…\n`);
    const polling = await measurePolling({
      url: server.url,
      serverPid: server.process.pid!,
      eventId: battle.eventId,
      seconds: opts.pollSeconds,
      connections: opts.pollConnections,
    });
    return {
      count,
      voters,
      processes,
      madeBy: battle.madeBy,
      connected,
      app,
      bare,
      polling,
      peakRss,
      caps,
      loadBefore,
      loadAfter: loadavg()[0]!,
    };
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error: unknown) => console.error('cleanup:', error));
  }
}
type RunResult = Awaited<ReturnType<typeof run>>;

/** Refused votes by status, e.g. "409×3", or 0. */
const refusals = (byStatus: Record<number, number>) =>
  Object.entries(byStatus)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ') || '0';

/** One row per figure, one column per run. */
function printTable(results: RunResult[], opts: Options) {
  const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');
  const triple = (p: { p50: number; p95: number; p99: number }) => `${ms(p.p50)} / ${ms(p.p95)} / ${ms(p.p99)}`;
  const rows: [string, (r: RunResult) => string][] = [
    [
      'viewers connected: app; bare (processes)',
      (r) => `${r.connected.connected}; ${r.bare.connected} (${r.processes})`,
    ],
    ['voters (battle set up by)', (r) => `${r.voters} (${r.madeBy})`],
    ['votes sent / accepted', (r) => `${r.app.votes.sent} / ${r.app.votes.accepted}`],
    ['  first votes / moved votes', (r) => `${r.app.votes.firstVotes} / ${r.app.votes.moves}`],
    ['  refused / errors', (r) => `${refusals(r.app.votes.refused)} / ${r.app.votes.errors + r.app.votes.unanswered}`],
    [
      '  not sent: server behind / no voter left',
      (r) => `${r.app.votes.notSent.behind} / ${r.app.votes.notSent.noVoter}`,
    ],
    ['votes/s accepted', (r) => (r.app.votes.accepted / r.app.votes.seconds).toFixed(0)],
    ['app latency, newest change p50/p95/p99 ms', (r) => triple(r.app.newest)],
    ['app latency, oldest change p50/p95/p99 ms', (r) => triple(r.app.oldest)],
    ['vote reply p50/p95/p99 ms (what a fan waits)', (r) => triple(r.app.votes.replyMs)],
    ['app messages per viewer (data bytes)', (r) => `${(r.app.messages / r.count).toFixed(0)} (${r.app.messageBytes})`],
    [
      'messages/s per viewer: app / bare',
      (r) => `${(r.app.messages / r.count / r.app.votes.seconds).toFixed(1)} / ${r.bare.perSecond.toFixed(1)}`,
    ],
    ["bare fan-out p50/p95/p99 ms (at the app's rate)", (r) => triple(r.bare)],
    [
      'ratio app p95 / bare p95 (newest; oldest)',
      (r) => `${(r.app.newest.p95 / r.bare.p95).toFixed(2)}; ${(r.app.oldest.p95 / r.bare.p95).toFixed(2)}`,
    ],
    [
      'CPU % of one core: server / PostgreSQL / clients',
      (r) => `${r.app.cpu.server.toFixed(0)} / ${r.app.cpu.postgres.toFixed(0)} / ${r.app.cpu.clients.toFixed(0)}`,
    ],
    ['  bare fan-out: server / clients', (r) => `${r.bare.cpu.server.toFixed(0)} / ${r.bare.cpu.clients.toFixed(0)}`],
    ['server peak RSS (VmHWM)', (r) => `${r.peakRss.toFixed(0)} MiB`],
    ['streams closed by the server (app; bare)', (r) => `${r.app.closedByServer}; ${r.bare.dropped}`],
    ['final counts P1/P2 expected', (r) => r.app.check.expected],
    ['  viewers showing them', (r) => `${r.app.check.viewersRight}/${r.count}`],
    ['  EventByAllBattle / SQL', (r) => `${r.app.check.poll} / ${r.app.check.sql}`],
    ['  check', (r) => (r.app.check.ok ? 'ok' : 'MISMATCH')],
    ['polling reply bytes as sent (encoding)', (r) => `${r.polling.bytes} (${r.polling.encoding})`],
    [
      `polling req/s app / bare (${opts.pollConnections} conns)`,
      (r) => `${r.polling.app.perSecond.toFixed(0)} / ${r.polling.bare.perSecond.toFixed(0)}`,
    ],
    [
      '  ratio app / bare (failures)',
      (r) => `${((r.polling.app.perSecond / r.polling.bare.perSecond) * 100).toFixed(0)}% (${r.polling.app.failures})`,
    ],
    [
      '  server CPU µs per request app / bare',
      (r) => `${r.polling.app.cpuMicros.toFixed(0)} / ${r.polling.bare.cpuMicros.toFixed(0)}`,
    ],
    ['  app median / p95 ms', (r) => `${ms(r.polling.app.medianMs)} / ${ms(r.polling.app.p95Ms)}`],
    [
      'stream caps total / per address / lifetime s',
      (r) => `${r.caps.total} / ${r.caps.perAddress} / ${r.caps.lifetimeS}`,
    ],
    ['  streams refused (503)', (r) => `${r.caps.refused}`],
    ['load average before / after', (r) => `${r.loadBefore.toFixed(2)} / ${r.loadAfter.toFixed(2)}`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const cells = results.map((result) => rows.map(([, value]) => value(result)));
  const columnWidth = Math.max(14, ...cells.flat().map((cell) => cell.length + 2));
  console.log(
    `\nlive battles — PostgreSQL, ${opts.voteRate} votes/s target for ${opts.seconds} s, server LOG_LEVEL=${opts.serverLogLevel}`,
  );
  console.log(''.padEnd(width) + results.map((result) => `N=${result.count}`.padStart(columnWidth)).join(''));
  rows.forEach(([label], index) =>
    console.log(label.padEnd(width) + cells.map((row) => row[index]!.padStart(columnWidth)).join('')),
  );
}

const opts = options();
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  // Not on PGlite: the embedded database lives inside the server process, so the bench could neither
  // add thousands of voters nor count the votes beside it, and its queries would share the server's one core.
  console.error(
    'bench:live needs PostgreSQL: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:live',
  );
  process.exit(1);
}
const results: RunResult[] = [];
for (const count of opts.viewers) results.push(await run(count, opts, adminUrl));
printTable(results, opts);
if (opts.viewers.length > 1) {
  const passing = results.filter((result) => result.app.newest.p95 <= SWEEP_P95_MS);
  console.log(`\nlargest N with app p95 ≤ ${SWEEP_P95_MS} ms: ${passing.at(-1)?.count ?? 'none'}`);
}
