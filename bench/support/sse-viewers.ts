// A child process holding many Server-Sent Events viewers (bench/live.ts). Raw http.get streams:
// thousands of fetch() readers would cost far more CPU than the server they measure.
import { Agent, type ClientRequest, get } from 'node:http';
import { addInto, type Histogram, newHistogram, record } from './histogram.ts';
import { serve } from './ipc.ts';
import { type Counts, type Observation, progressOf, wallNow } from './live-measure.ts';

/** 'app': the server's live stream; 'bare': the bare fan-out, whose messages carry their send time. */
export type StreamKind = 'app' | 'bare';

interface Viewer {
  request: ClientRequest;
  /** Text received after the last complete message. */
  pending: string;
  ready: boolean;
  /** 2·Player1 + Player2 as last seen (live-measure.ts). */
  progress: number;
  counts?: Counts;
  closedByServer: boolean;
}

/** A votes message, parsed once per process: every viewer receives the very same bytes. */
interface VotesMessage {
  battleId: string;
  counts: Counts;
  progress: number;
  serverNow: number;
  /** Set by the bare fan-out only. */
  sentAt?: number;
}

const viewers: Viewer[] = [];
const parsed = new Map<string, VotesMessage>();
/** Receive times of app messages, per step "progress before → progress after", for latencies once the commit times are known. */
const steps = new Map<string, number[]>();
let bareLatency = newHistogram();
let messages = 0;
let messageBytes = 0;
let battleId = '';
let kind: StreamKind = 'app';
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

function votesMessage(data: string): VotesMessage {
  let message = parsed.get(data);
  if (!message) {
    const value = JSON.parse(data) as { battleId: string; votes: Counts; serverNow: string; sentAt?: number };
    message = {
      battleId: value.battleId,
      counts: value.votes,
      progress: progressOf(value.votes),
      serverNow: Date.parse(value.serverNow),
      sentAt: value.sentAt,
    };
    parsed.set(data, message);
  }
  return message;
}

function onSnapshot(viewer: Viewer, data: string) {
  if (kind === 'app') {
    const { event } = JSON.parse(data) as { event: { battles: { _id: string; votes: Counts }[] } };
    const counts = event.battles.find((battle) => battle._id === battleId)?.votes;
    if (counts) {
      viewer.counts = counts;
      viewer.progress = progressOf(counts);
    }
  }
  viewer.ready = true;
}

function onVotes(viewer: Viewer, data: string, at: number) {
  const message = votesMessage(data);
  if (message.battleId !== battleId) return;
  messages++;
  messageBytes = data.length;
  if (message.sentAt !== undefined) return record(bareLatency, at - message.sentAt);
  // Counts already shown (a vote told twice) bring the viewer nothing new: no latency to measure.
  if (message.progress > viewer.progress) {
    const key = `${viewer.progress}>${message.progress}`;
    let times = steps.get(key);
    if (!times) steps.set(key, (times = []));
    times.push(at);
    viewer.progress = message.progress;
  }
  viewer.counts = message.counts;
}

/** A message without its `id:` line: first as the app writes it, or after `event:` (as Nchan's own event source does). */
function withoutId(block: string): string {
  if (block.startsWith('id: ')) return block.slice(block.indexOf('\n') + 1);
  const id = block.indexOf('\nid: ');
  return id < 0 ? block : block.slice(0, id) + block.slice(block.indexOf('\n', id + 1));
}

function onBlock(viewer: Viewer, block: string, at: number) {
  // Comments (": ping") and "retry:" carry nothing to measure.
  const message = withoutId(block);
  if (message.startsWith('event: votes\ndata: ')) onVotes(viewer, message.slice('event: votes\ndata: '.length), at);
  else if (message.startsWith('event: snapshot\ndata: '))
    onSnapshot(viewer, message.slice('event: snapshot\ndata: '.length));
}

function onChunk(viewer: Viewer, chunk: Buffer) {
  const at = wallNow();
  viewer.pending += chunk.toString('utf8');
  let end: number;
  while ((end = viewer.pending.indexOf('\n\n')) >= 0) {
    const block = viewer.pending.slice(0, end);
    viewer.pending = viewer.pending.slice(end + 2);
    onBlock(viewer, block, at);
  }
}

/** How long a stream may take to bring its snapshot before it counts as failed (and is closed). */
const SNAPSHOT_DEADLINE_MS = 20_000;

/** Opens one stream; resolves once its snapshot arrived (true) or it failed (false), at the latest at the deadline. */
function openViewer(url: string): Promise<boolean> {
  return new Promise((resolveOnce) => {
    const deadline = setTimeout(() => {
      viewer.closedByServer = true;
      viewer.request.destroy();
      resolve(false);
    }, SNAPSHOT_DEADLINE_MS);
    const resolve = (ready: boolean) => {
      clearTimeout(deadline);
      resolveOnce(ready);
    };
    const viewer: Viewer = {
      pending: '',
      ready: false,
      progress: 0,
      closedByServer: false,
      request: get(url, { agent, headers: { accept: 'text/event-stream' } }, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return resolve(false);
        }
        viewers.push(viewer);
        response.on('data', (chunk: Buffer) => {
          onChunk(viewer, chunk);
          if (viewer.ready) resolve(true);
        });
        response.on('end', () => (viewer.closedByServer = true));
        response.on('error', () => (viewer.closedByServer = true));
      }),
    };
    viewer.request.on('error', () => {
      viewer.closedByServer = true;
      resolve(false);
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const handlers = {
  /** Opens `count` streams, `concurrency` at a time (the server's listen backlog is finite), until each has its snapshot. */
  async connect(options: { url: string; count: number; battleId: string; kind: StreamKind; concurrency: number }) {
    battleId = options.battleId;
    kind = options.kind;
    const began = performance.now();
    let next = 0;
    let failed = 0;
    const worker = async () => {
      while (next < options.count) {
        next++;
        if (!(await openViewer(options.url))) failed++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(options.concurrency, options.count) }, worker));
    return {
      connected: viewers.filter((viewer) => viewer.ready).length,
      failed,
      seconds: (performance.now() - began) / 1000,
    };
  },

  /** Waits until every viewer has seen counts at `progress` (or `timeoutMs` passes); answers how many saw which final counts. */
  async settle({ progress, timeoutMs }: { progress: number; timeoutMs: number }) {
    const until = performance.now() + timeoutMs;
    while (performance.now() < until && viewers.some((viewer) => viewer.progress < progress && !viewer.closedByServer))
      await sleep(20);
    const finals = new Map<string, number>();
    for (const viewer of viewers) {
      const key = viewer.counts ? `${viewer.counts.Player1}/${viewer.counts.Player2}` : 'none';
      finals.set(key, (finals.get(key) ?? 0) + 1);
    }
    return { finals, closedByServer: viewers.filter((viewer) => viewer.closedByServer).length };
  },

  /** The distinct votes messages (when the server read their counts), and the byte size of one. */
  observations(): { observations: Observation[]; messageBytes: number } {
    return {
      observations: [...parsed.values()].map((message) => ({ progress: message.progress, at: message.serverNow })),
      messageBytes,
    };
  },

  /**
   * Change→viewer latencies of the app's messages, once the commit times are known: each message
   * from the newest vote it carries (when its counts were committed) and from the oldest one it is
   * the first to carry (which adds the wait for the coalescing window).
   */
  latencies({ commitTimes }: { commitTimes: Float64Array }) {
    const newest = newHistogram();
    const oldest = newHistogram();
    for (const [key, times] of steps) {
      const [before, after] = key.split('>').map(Number) as [number, number];
      for (const at of times) {
        record(newest, at - commitTimes[after]!);
        record(oldest, at - commitTimes[before + 1]!);
      }
    }
    return { newest, oldest, messages, viewers: viewers.length };
  },

  /** Delivery latencies of the bare fan-out's messages (receive time − the send time they carry). */
  bareLatencies(): { latency: Histogram; messages: number; viewers: number } {
    const latency = newHistogram();
    addInto(latency, bareLatency);
    return { latency, messages, viewers: viewers.length };
  },

  /** Closes every stream and forgets them, ready for the next phase. */
  close() {
    for (const viewer of viewers) viewer.request.destroy();
    viewers.length = 0;
    parsed.clear();
    steps.clear();
    bareLatency = newHistogram();
    messages = messageBytes = 0;
  },
};

export type ViewerHandlers = typeof handlers;

serve(handlers);
