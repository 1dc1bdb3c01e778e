// Live battles: N viewers on the Server-Sent Events stream while votes arrive at a fixed rate, measured
// against the limit (a bare fan-out of messages of the same size, at the rate the app sent them, to the same
// viewers), and the 1 s polling call against a bare route that sends the app's bytes in the same encoding.
// Method and figures: docs/performance.md.
//
// Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:live
//      options (argv or env): --viewers / VIEWERS (2000), --vote-rate / VOTE_RATE (1000 votes/s),
//      --duration / DURATION_S (10 s), --sweep / SWEEP=1 (N = 2000, 5000, 10000),
//      --deployment / DEPLOYMENT=1 (beside the one process, deploy/'s nginx with Nchan in front of one process a
//      core, over plain HTTP: the clients share the machine; needs Debian's nginx and libnginx-mod-nchan),
//      --deployment-only / DEPLOYMENT_ONLY=1 (the deployment without the one process: half the time, for profiling),
//      --warm-up / WARM_UP_S (5 s: before the viewers connect, votes at the same rate on a battle of another event by
//      voters of their own, as the runbook's rehearsal warms the processes before the doors open; 0 measures a process
//      that never voted);
//      env only: VOTERS, VIEWER_PROCS, POLL_S (5), POLL_CONNECTIONS (50), SERVER_LOG_LEVEL (warn),
//      LIVE_STREAMS_MAX / LIVE_STREAMS_PER_ADDRESS (the server's caps; per address defaults to max(N, 3000)),
//      ACCEPT_ENCODING (gzip, as a browser polls; `identity` for plain replies on both sides),
//      PROF_DIR (the server writes a V8 CPU profile there when it stops: where its time went),
//      FRONT_WORKERS (the deployment's nginx workers: one, as deploy/ runs them), DEPLOYMENT_PROCESSES (its app
//      processes: one a core, as deploy/ runs them).
// DATABASE_URL names a PostgreSQL server: the bench creates a fresh database on it and drops it after.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { BareFanoutHandlers } from './support/bare-fanout.ts';
import type { BarePollHandlers } from './support/bare-poll.ts';
import { addInto, type Histogram, newHistogram, percentileOf } from './support/histogram.ts';
import { type Child, startChild } from './support/ipc.ts';
import { type Counts, commitTimes, type Observation } from './support/live-measure.ts';
import {
  type Accounts,
  type Battle,
  countVotesInSql,
  createBenchDatabase,
  insertAccounts,
  setUpBattle,
  signSession,
} from './support/live-setup.ts';

/** Who votes in a run: each voter's account and live session, in the same order. */
type Voters = Pick<Accounts, 'voterIds' | 'voterSessionIds'>;
import { load } from './support/load.ts';
import { cpuMeter, cpuSeconds, peakRssMiB, postgresPids } from './support/proc-stats.ts';
import { startServer } from './support/server.ts';
import type { ViewerHandlers } from './support/sse-viewers.ts';
import type { VoteSenderHandlers } from './support/vote-sender.ts';
import { FRONT_WORKERS, frontPorts, startFront } from '../apps/server/src/test/nginx-front.ts';

const JWT_SECRET = 'bench-live-secret-0123456789abcdefghij';
/** What the deployment's nginx tells its processes with each viewer's request (LIVE_ENGINE_KEY). */
const ENGINE_KEY = 'bench-live-engine-key-0123456789';
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
  deployment: boolean;
  deploymentOnly: boolean;
  warmUpSeconds: number;
}

function options(): Options {
  const { values } = parseArgs({
    options: {
      viewers: { type: 'string' },
      'vote-rate': { type: 'string' },
      duration: { type: 'string' },
      sweep: { type: 'boolean' },
      deployment: { type: 'boolean' },
      'deployment-only': { type: 'boolean' },
      'warm-up': { type: 'string' },
    },
  });
  const env = process.env;
  const number = (value: string | undefined, fallback: number) => (value ? Number(value) : fallback);
  const flag = (value: boolean | undefined, name: string) => value ?? /^(1|true|yes)$/i.test(env[name] ?? '');
  const sweep = flag(values.sweep, 'SWEEP');
  const deploymentOnly = flag(values['deployment-only'], 'DEPLOYMENT_ONLY');
  return {
    viewers: sweep ? SWEEP : [number(values.viewers ?? env.VIEWERS, 2000)],
    voteRate: number(values['vote-rate'] ?? env.VOTE_RATE, 1000),
    seconds: number(values.duration ?? env.DURATION_S, 10),
    voters: env.VOTERS ? Number(env.VOTERS) : undefined,
    viewerProcesses: env.VIEWER_PROCS ? Number(env.VIEWER_PROCS) : undefined,
    pollSeconds: number(env.POLL_S, 5),
    pollConnections: number(env.POLL_CONNECTIONS, 50),
    serverLogLevel: env.SERVER_LOG_LEVEL ?? 'warn',
    deployment: deploymentOnly || flag(values.deployment, 'DEPLOYMENT'),
    deploymentOnly,
    warmUpSeconds: number(values['warm-up'] ?? env.WARM_UP_S, 5),
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
  serverPids,
  enginePids,
  count,
  pool,
  battle,
  playerIds,
  viewers,
  sender,
  opts,
}: {
  url: string;
  serverPids: number[];
  /** The engine's processes (nginx's master and workers), in a deployment. */
  enginePids: () => number[];
  count: number;
  pool: pg.Pool;
  battle: { eventId: string; battleId: string };
  playerIds: [string, string];
  viewers: Viewers;
  sender: Child<VoteSenderHandlers>;
  opts: Options;
}) {
  const meters = cpuMeters({
    server: () => serverPids,
    engine: enginePids,
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

  // The polling call, as a screen without its stream asks it: through the front, to any process. Like the viewers, it is
  // given time to settle (each process follows the others' votes a window after them); how long it took is reported.
  const expectedCounts = votes.expected;
  const pollOnce = async () => {
    const polled = (await (
      await fetch(`${url}/backend/api/EventByAllBattle/${battle.eventId}`, { headers: { 'accept-language': 'en' } })
    ).json()) as { event: { battles: { _id: string; votes: Counts }[] } };
    return polled.event.battles.find((entry) => entry._id === battle.battleId)?.votes;
  };
  const pollBegan = performance.now();
  const firstPollCounts = await pollOnce();
  let pollCounts = firstPollCounts;
  while (
    (pollCounts?.Player1 !== expectedCounts.Player1 || pollCounts?.Player2 !== expectedCounts.Player2) &&
    performance.now() - pollBegan < 5000
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    pollCounts = await pollOnce();
  }
  const pollSettledMs = performance.now() - pollBegan;
  const sqlCounts = await countVotesInSql(pool, battle.battleId, playerIds);

  // Commit times from every reading of the counts: the vote replies and the messages' serverNow.
  const seen = await Promise.all(viewers.children.map((child) => child.call('observations', undefined)));
  const observations: Observation[] = [...votes.observations, ...seen.flatMap((result) => result.observations)];
  const times = commitTimes(observations);
  const newest = newHistogram();
  const oldest = newHistogram();
  const fromRead = newHistogram();
  let messages = 0;
  for (const child of viewers.children) {
    const result = await child.call('latencies', { commitTimes: times });
    addInto(newest, result.newest);
    addInto(oldest, result.oldest);
    addInto(fromRead, result.fromRead);
    messages += result.messages;
  }
  const countsText = (counts: Counts | undefined) => (counts ? `${counts.Player1}/${counts.Player2}` : 'none');
  return {
    votes,
    cpu,
    newest: percentiles(newest),
    oldest: percentiles(oldest),
    fromRead: percentiles(fromRead),
    messages,
    messageBytes: Math.max(...seen.map((result) => result.messageBytes)),
    closedByServer: sum(settled.map((result) => result.closedByServer)),
    check: {
      expected,
      viewersRight,
      poll: countsText(pollCounts),
      firstPoll: countsText(firstPollCounts),
      pollSettledMs,
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

/** The processes a deployment's front runs: nginx's master and its workers. */
const nginxPids = (master: number) => {
  try {
    const children = execFileSync('pgrep', ['-P', String(master)], { encoding: 'utf8' });
    return [master, ...children.split('\n').filter(Boolean).map(Number)];
  } catch {
    return [master];
  }
};

/**
 * Where the votes and the viewers go: the one process as `npm start` runs it, or deploy/'s nginx with Nchan in front
 * of one process a core (docs/decisions.md#426), the processes publishing to it.
 */
async function startPath(
  path: Path,
  env: Record<string, string>,
  count: number,
  cleanups: (() => Promise<unknown>)[],
): Promise<{ url: string; serverPids: number[]; enginePids: () => number[] }> {
  if (path === 'one process') {
    const server = await startServer(env);
    cleanups.unshift(() => server.stop());
    return { url: server.url, serverPids: [server.process.pid!], enginePids: () => [] };
  }
  const ports = await frontPorts();
  const engine = { LIVE_ENGINE_URL: ports.publishUrl, LIVE_ENGINE_KEY: ENGINE_KEY };
  const servers = [];
  // One at a time: the first applies the migrations.
  const processes = Number(process.env.DEPLOYMENT_PROCESSES ?? cpus().length);
  for (let index = 0; index < processes; index += 1) {
    const server = await startServer({ ...env, ...engine, PORT: String(8191 + index) });
    cleanups.unshift(() => server.stop());
    servers.push(server);
  }
  const front = await startFront({
    upstreams: servers.map((server) => server.url),
    key: ENGINE_KEY,
    streamsPerAddress: Math.max(count, 3000),
    workers: Number(process.env.FRONT_WORKERS ?? FRONT_WORKERS),
    ports,
  });
  cleanups.unshift(() => front.stop());
  return {
    url: front.origin,
    serverPids: servers.map((server) => server.process.pid!),
    enginePids: () => nginxPids(front.pid),
  };
}

/** One path measured at `count` viewers: its own server(s) and battle, the app, the bare fan-out at its rate. */
async function measurePath(
  path: Path,
  { count, opts, databaseUrl, pool, accounts, warmUpVoters, voters, processes }: PathSetup,
) {
  const loadBefore = loadavg()[0]!;
  const dataDir = mkdtempSync(join(tmpdir(), 'artclash-live-'));
  const cleanups: (() => Promise<unknown>)[] = [async () => rmSync(dataDir, { recursive: true, force: true })];
  try {
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO: 'false',
      JWT_SECRET,
      LOG_LEVEL: opts.serverLogLevel,
      // Every viewer comes from 127.0.0.1: the per-address cap must let them all in (the total stays the server's).
      LIVE_STREAMS_PER_ADDRESS: process.env.LIVE_STREAMS_PER_ADDRESS ?? String(Math.max(count, 3000)),
    };
    const { url, serverPids, enginePids } = await startPath(path, env, count, cleanups);
    const organiser = await signSession(JWT_SECRET, {
      userId: accounts.organiserId,
      sessionId: accounts.organiserSessionId,
      role: 'admin',
    });
    const battle = await setUpBattle({ url, db: pool, token: organiser, playerIds: accounts.playerIds });

    const viewers = await startViewers(count, processes);
    cleanups.unshift(() => viewers.stop());
    const sender = await startChild<VoteSenderHandlers>(new URL('./support/vote-sender.ts', import.meta.url));
    cleanups.unshift(() => sender.stop());
    const prepare = (on: Battle, voting: Voters) =>
      sender.call('prepare', {
        url,
        ...on,
        playerIds: accounts.playerIds,
        ...voting,
        secret: JWT_SECRET,
        maxInFlight: MAX_VOTES_IN_FLIGHT,
      });
    const warmUp = opts.warmUpSeconds > 0 ? { seconds: opts.warmUpSeconds, accepted: 0 } : undefined;
    if (warmUp) {
      // Before any viewer connects, on another event: the run's viewers, battle and voters start as they would.
      process.stderr.write(`  N=${count}, ${path}: warming up ${warmUp.seconds} s…
`);
      await prepare(
        await setUpBattle({ url, db: pool, token: organiser, playerIds: accounts.playerIds }),
        warmUpVoters,
      );
      warmUp.accepted = (await sender.call('run', { rate: opts.voteRate, seconds: warmUp.seconds })).accepted;
    }
    await prepare(battle, accounts);

    const connected = await viewers.connect(
      `${url}/backend/api/live/${battle.eventId}?lang=en`,
      battle.battleId,
      'app',
    );
    process.stderr.write(
      `  N=${count}, ${path}: ${connected.connected} viewers in ${connected.seconds.toFixed(1)} s (${processes} processes), voting ${opts.seconds} s…\n`,
    );
    const app = await measureApp({
      url,
      serverPids,
      enginePids,
      count,
      pool,
      battle,
      playerIds: accounts.playerIds,
      viewers,
      sender,
      opts,
    });
    const peakRss = Math.max(...serverPids.map(peakRssMiB));
    await viewers.close();
    process.stderr.write(`  N=${count}, ${path}: bare fan-out…\n`);
    const bare = await measureBareFanout({
      viewers,
      battleId: battle.battleId,
      messageBytes: app.messageBytes,
      perSecond: app.messages / count / app.votes.seconds,
      seconds: opts.seconds,
      count,
    });
    // The process's own caps and the polling call, measured against the one process (behind nginx a process
    // holds no stream, and its polling is the same code).
    const caps = path === 'one process' ? await streamCaps(url) : undefined;
    if (path === 'one process') process.stderr.write(`  N=${count}: polling…\n`);
    const polling =
      path === 'one process'
        ? await measurePolling({
            url,
            serverPid: serverPids[0]!,
            eventId: battle.eventId,
            seconds: opts.pollSeconds,
            connections: opts.pollConnections,
          })
        : undefined;
    return {
      count,
      path,
      voters,
      warmUp,
      processes,
      servers: serverPids.length,
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

type Path = 'one process' | 'deployment';
interface PathSetup {
  count: number;
  opts: Options;
  databaseUrl: string;
  pool: pg.Pool;
  accounts: Awaited<ReturnType<typeof insertAccounts>>;
  /** The warm-up's own voters: the run's first votes stay first votes, from sessions no process has read. */
  warmUpVoters: Voters;
  voters: number;
  processes: number;
}

/**
 * One full run at `count` viewers: a fresh database and its accounts, then each path in turn (its own battle, so
 * every vote is a first vote), each with the bare fan-out at its rate.
 */
async function run(count: number, opts: Options, adminUrl: string) {
  const voters = opts.voters ?? Math.max(count, Math.ceil((opts.voteRate * opts.seconds) / 2));
  const processes = opts.viewerProcesses ?? Math.max(1, Math.ceil(count / STREAMS_PER_PROCESS));
  const database = await createBenchDatabase(adminUrl);
  // The schema comes with the first server: accounts are added once it has started (setUpBattle waits for it).
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    const dataDir = mkdtempSync(join(tmpdir(), 'artclash-live-'));
    const migrated = await startServer({ DATA_DIR: dataDir, DATABASE_URL: database.url, DEMO: 'false', JWT_SECRET });
    await migrated.stop();
    rmSync(dataDir, { recursive: true, force: true });
    const warmUpCount = Math.ceil((opts.voteRate * opts.warmUpSeconds) / 2);
    const accounts = await insertAccounts(pool, voters + warmUpCount);
    const split = (from: number, to?: number): Voters => ({
      voterIds: accounts.voterIds.slice(from, to),
      voterSessionIds: accounts.voterSessionIds.slice(from, to),
    });
    const setup = {
      count,
      opts,
      databaseUrl: database.url,
      pool,
      accounts: { ...accounts, ...split(0, voters) },
      warmUpVoters: split(voters),
      voters,
      processes,
    };
    const paths: Path[] = opts.deploymentOnly
      ? ['deployment']
      : opts.deployment
        ? ['one process', 'deployment']
        : ['one process'];
    const results = [];
    for (const path of paths) results.push(await measurePath(path, setup));
    return results;
  } finally {
    await pool.end();
    await database.drop();
  }
}
type RunResult = Awaited<ReturnType<typeof run>>[number];

/** Refused votes by status, e.g. "409×3", or 0. */
const refusals = (byStatus: Record<number, number>) =>
  Object.entries(byStatus)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ') || '0';

/** One row per figure, one column per run. */
function printTable(results: RunResult[], opts: Options) {
  const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');
  type Polling = NonNullable<RunResult['polling']>;
  /** Rows of the polling call, measured on the one process only. */
  const polled = (rows: [string, (polling: Polling) => string][]) =>
    rows.map(([label, value]): [string, (r: RunResult) => string] => [
      label,
      (r) => (r.polling ? value(r.polling) : '—'),
    ]);
  const triple = (p: { p50: number; p95: number; p99: number }) => `${ms(p.p50)} / ${ms(p.p95)} / ${ms(p.p99)}`;
  const rows: [string, (r: RunResult) => string][] = [
    [
      'viewers connected: app; bare (processes)',
      (r) => `${r.connected.connected}; ${r.bare.connected} (${r.processes})`,
    ],
    ['voters (battle set up by)', (r) => `${r.voters} (${r.madeBy})`],
    [
      'warm-up before the viewers: s / votes accepted',
      (r) => (r.warmUp ? `${r.warmUp.seconds} / ${r.warmUp.accepted}` : 'none'),
    ],
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
    ['  of which counts read → viewer p50/p95/p99 ms', (r) => triple(r.app.fromRead)],
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
      'CPU % of one core: server(s) / nginx / PostgreSQL / clients',
      ({ app: { cpu } }) =>
        `${cpu.server.toFixed(0)} / ${cpu.engine.toFixed(0)} / ${cpu.postgres.toFixed(0)} / ${cpu.clients.toFixed(0)}`,
    ],
    ['  bare fan-out: server / clients', (r) => `${r.bare.cpu.server.toFixed(0)} / ${r.bare.cpu.clients.toFixed(0)}`],
    ['server processes; peak RSS of one (VmHWM)', (r) => `${r.servers}; ${r.peakRss.toFixed(0)} MiB`],
    ['streams closed by the server (app; bare)', (r) => `${r.app.closedByServer}; ${r.bare.dropped}`],
    ['final counts P1/P2 expected', (r) => r.app.check.expected],
    ['  viewers showing them', (r) => `${r.app.check.viewersRight}/${r.count}`],
    ['  EventByAllBattle / SQL', (r) => `${r.app.check.poll} / ${r.app.check.sql}`],
    [
      '  EventByAllBattle first reply (ms until equal)',
      (r) => `${r.app.check.firstPoll} (${r.app.check.pollSettledMs.toFixed(0)})`,
    ],
    ['  check', (r) => (r.app.check.ok ? 'ok' : 'MISMATCH')],
    ...polled([
      ['polling reply bytes as sent (encoding)', (p) => `${p.bytes} (${p.encoding})`],
      [
        `polling req/s app / bare (${opts.pollConnections} conns)`,
        (p) => `${p.app.perSecond.toFixed(0)} / ${p.bare.perSecond.toFixed(0)}`,
      ],
      [
        '  ratio app / bare (failures)',
        (p) => `${((p.app.perSecond / p.bare.perSecond) * 100).toFixed(0)}% (${p.app.failures})`,
      ],
      [
        '  server CPU µs per request app / bare',
        (p) => `${p.app.cpuMicros.toFixed(0)} / ${p.bare.cpuMicros.toFixed(0)}`,
      ],
      ['  app median / p95 ms', (p) => `${ms(p.app.medianMs)} / ${ms(p.app.p95Ms)}`],
    ]),
    [
      'stream caps total / per address / lifetime s',
      (r) => (r.caps ? `${r.caps.total} / ${r.caps.perAddress} / ${r.caps.lifetimeS}` : 'nginx'),
    ],
    ['  streams refused (503)', (r) => (r.caps ? `${r.caps.refused}` : '—')],
    ['load average before / after', (r) => `${r.loadBefore.toFixed(2)} / ${r.loadAfter.toFixed(2)}`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const cells = results.map((result) => rows.map(([, value]) => value(result)));
  const columnWidth = Math.max(14, ...cells.flat().map((cell) => cell.length + 2));
  console.log(
    `\nlive battles — PostgreSQL, ${opts.voteRate} votes/s target for ${opts.seconds} s, server LOG_LEVEL=${opts.serverLogLevel}`,
  );
  console.log(
    ''.padEnd(width) + results.map((result) => `N=${result.count}, ${result.path}`.padStart(columnWidth)).join(''),
  );
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
for (const count of opts.viewers) results.push(...(await run(count, opts, adminUrl)));
printTable(results, opts);
if (opts.viewers.length > 1) {
  const passing = results.filter((result) => result.path === 'one process' && result.app.newest.p95 <= SWEEP_P95_MS);
  console.log(`\nlargest N with app p95 ≤ ${SWEEP_P95_MS} ms: ${passing.at(-1)?.count ?? 'none'}`);
}
