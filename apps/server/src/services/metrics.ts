import type { PoolUse } from '../db/client.ts';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Node's own figures (event-loop delay, heap, GC, handles), collected once per process whatever the number of apps. */
let nodeRegistry: Registry | undefined;
function nodeMetrics(): Registry {
  if (!nodeRegistry) {
    nodeRegistry = new Registry();
    collectDefaultMetrics({ register: nodeRegistry });
  }
  return nodeRegistry;
}

/** Why a vote was refused: the message of its refusal ('server.votingStopped'), or 'unauthorized'. */
export type VoteRefusal = string;

/**
 * This process's figures for `GET /backend/metrics` (Prometheus text, docs/operations.md#metrics): the app's
 * own counters beside Node's defaults. One per app, so tests that build many apps count apart.
 */
export function createMetrics({ pool }: { pool: () => PoolUse }) {
  const registry = new Registry();
  let viewers = () => 0;
  new Gauge({
    name: 'artclash_live_viewers',
    help: 'Viewers connected to the live stream of this process',
    registers: [registry],
    collect() {
      this.set(viewers());
    },
  });
  let publishes = () => false;
  new Gauge({
    name: 'artclash_live_publishing',
    help: "1 when this process publishes every change to the live engine's fronts (it leads, docs/decisions.md#428)",
    registers: [registry],
    collect() {
      this.set(publishes() ? 1 : 0);
    },
  });
  const messagesSent = new Counter({
    name: 'artclash_live_messages_sent_total',
    help: 'Live stream messages written to viewers (one per viewer and message)',
    registers: [registry],
  });
  const slowViewersDropped = new Counter({
    name: 'artclash_live_slow_viewers_dropped_total',
    help: 'Live stream viewers closed because their unsent output grew past the limit',
    registers: [registry],
  });
  const streamsRefused = new Counter({
    name: 'artclash_live_streams_refused_total',
    help: 'Live streams refused with 503 because a cap was full: the total of this process, or one address',
    labelNames: ['cap'] as const,
    registers: [registry],
  });
  const streamCap = new Gauge({
    name: 'artclash_live_stream_cap',
    help: 'The live stream caps of this process: streams in total and per address, and a stream lifetime in seconds',
    labelNames: ['cap'] as const,
    registers: [registry],
  });
  const votes = new Counter({
    name: 'artclash_votes_total',
    help: 'Votes answered by this process, by outcome (accepted, refused) and reason of a refusal',
    labelNames: ['outcome', 'reason'] as const,
    registers: [registry],
  });
  const voteToScreen = new Histogram({
    name: 'artclash_vote_to_screen_seconds',
    help: "From a vote's change reaching this process to its new counts written to every viewer of the event",
    buckets: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const serverErrors = new Counter({
    name: 'artclash_http_server_errors_total',
    help: 'Requests answered 500: failures of the server, each one logged at error',
    registers: [registry],
  });
  const clientsGone = new Counter({
    name: 'artclash_http_clients_gone_total',
    help: 'Requests given up because their client had closed its connection: logged at debug, never a 500',
    registers: [registry],
  });
  const poolGauge = new Gauge({
    name: 'artclash_db_pool_connections',
    help: 'Database connections of this process, by state (in_use, idle, waiting requests)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = pool();
      poolGauge.set({ state: 'in_use' }, use.total - use.idle);
      poolGauge.set({ state: 'idle' }, use.idle);
      poolGauge.set({ state: 'waiting' }, use.waiting);
    },
  });

  // When each vote this process has not yet answered arrived (performance.now()), in arrival order.
  const votesUnderway = new Map<number, number>();
  let nextVote = 0;

  const merged = Registry.merge([nodeMetrics(), registry]);
  return {
    contentType: merged.contentType,
    text: () => merged.metrics(),
    /** The live hub's meter (modules/live). */
    live: {
      /** Where the viewers on the stream are counted. */
      countViewers: (count: () => number) => {
        viewers = count;
      },
      /** Whether this process publishes to the live engine now (none configured: never). */
      showPublishing: (publishing: () => boolean) => {
        publishes = publishing;
      },
      sent: (count: number) => {
        messagesSent.inc(count);
      },
      dropped: () => {
        slowViewersDropped.inc();
      },
      refused: (cap: 'total' | 'address') => {
        streamsRefused.inc({ cap });
      },
      /** The caps the stream runs under (config.liveStreams), shown beside the counts. */
      showCaps: ({ total, perAddress, lifetimeMs }: { total: number; perAddress: number; lifetimeMs: number }) => {
        streamCap.set({ cap: 'total' }, total);
        streamCap.set({ cap: 'address' }, perAddress);
        streamCap.set({ cap: 'lifetime_seconds' }, lifetimeMs / 1000);
      },
      delivered: (ms: number) => {
        voteToScreen.observe(ms / 1000);
      },
    },
    /** What the error handler counts (plugins/error-handler.ts, docs/decisions.md#354). */
    http: {
      serverError: () => {
        serverErrors.inc();
      },
      clientGone: () => {
        clientsGone.inc();
      },
    },
    /** A vote arrives; the function returned marks it answered. */
    voteUnderway: (): (() => void) => {
      const key = nextVote++;
      votesUnderway.set(key, performance.now());
      return () => void votesUnderway.delete(key);
    },
    /** How long the oldest vote not yet answered has waited, in ms (0 when none is waiting). */
    oldestVoteMs: (): number => {
      const [oldest] = votesUnderway.values();
      return oldest === undefined ? 0 : performance.now() - oldest;
    },
    voteAccepted: () => {
      votes.inc({ outcome: 'accepted', reason: '' });
    },
    voteRefused: (reason: VoteRefusal) => {
      votes.inc({ outcome: 'refused', reason });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
export type LiveMeter = Metrics['live'];
