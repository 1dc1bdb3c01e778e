// A child process holding many Server-Sent Events viewers (bench/live.ts). Each stream is a plain TCP socket that
// writes its GET and reads the answer itself (its head, chunked framing and events): thousands of fetch() readers, or
// of http.get streams, cost the shared machine far more CPU than reading the bytes does, and the clients share the
// cores with the servers they measure (docs/performance.md, "A warm start, and viewers that read their
// own sockets").
import { connect, type Socket } from 'node:net';
import { addInto, type Histogram, newHistogram, record } from './histogram.ts';
import { serve } from './ipc.ts';
import { type Counts, type Observation, progressOf, wallNow } from './live-measure.ts';

/** 'app': the server's live stream; 'bare': the bare fan-out, whose messages carry their send time. */
export type StreamKind = 'app' | 'bare';

interface Viewer {
  socket: Socket;
  /** Bytes received and not yet read: the answer's head, a chunk's size line or a message not yet complete. */
  raw: Buffer;
  /** Until the head is read, undefined; then whether the body comes in chunks (Node's answers and Nchan's do). */
  chunked?: boolean;
  /** Bytes of the current chunk still to come; its closing CRLF is skipped with the next chunk's size line. */
  chunkLeft: number;
  /** The body's bytes read from their framing and not yet a complete message. */
  body: Buffer;
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
/** From when the server read a message's counts (its serverNow) to a viewer's receipt: the publish and the fan-out. */
let fromRead = newHistogram();
let messages = 0;
let messageBytes = 0;
let battleId = '';
let kind: StreamKind = 'app';
const EMPTY = Buffer.alloc(0);
const CRLF = Buffer.from('\r\n');
const HEAD_END = Buffer.from('\r\n\r\n');
const BLOCK_END = Buffer.from('\n\n');

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
    record(fromRead, at - message.serverNow);
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

const join = (a: Buffer, b: Buffer) => (a.length === 0 ? b : b.length === 0 ? a : Buffer.concat([a, b]));

/** The body's next bytes: every complete message in them, read as UTF-8 once whole. */
function onBody(viewer: Viewer, bytes: Buffer, at: number) {
  let body = join(viewer.body, bytes);
  let end: number;
  while ((end = body.indexOf(BLOCK_END)) >= 0) {
    onBlock(viewer, body.toString('utf8', 0, end), at);
    body = body.subarray(end + 2);
  }
  viewer.body = body.length === 0 ? EMPTY : Buffer.from(body);
}

/**
 * What the socket brought: the answer's status line and headers first (false when it is not a 200), then the body,
 * from its chunks when it comes in chunks (each `size\r\n`, that many bytes, `\r\n`).
 */
function onData(viewer: Viewer, data: Buffer): boolean {
  const at = wallNow();
  let raw = join(viewer.raw, data);
  if (viewer.chunked === undefined) {
    const headEnd = raw.indexOf(HEAD_END);
    if (headEnd < 0) {
      viewer.raw = Buffer.from(raw);
      return true;
    }
    const head = raw.toString('latin1', 0, headEnd);
    if (!head.startsWith('HTTP/1.1 200 ')) return false;
    viewer.chunked = /\r\ntransfer-encoding:\s*chunked/i.test(head);
    raw = raw.subarray(headEnd + 4);
  }
  if (!viewer.chunked) {
    viewer.raw = EMPTY;
    onBody(viewer, raw, at);
    return true;
  }
  while (raw.length > 0) {
    if (viewer.chunkLeft > 0) {
      const take = Math.min(viewer.chunkLeft, raw.length);
      onBody(viewer, raw.subarray(0, take), at);
      viewer.chunkLeft -= take;
      raw = raw.subarray(take);
      continue;
    }
    // Between chunks: the CRLF that closes the last one (if any), then the next one's size line.
    const lineEnd = raw.indexOf(CRLF);
    if (lineEnd < 0) break;
    if (lineEnd > 0) {
      const size = parseInt(raw.toString('latin1', 0, lineEnd), 16);
      if (size === 0) {
        viewer.closedByServer = true;
        raw = EMPTY;
        break;
      }
      viewer.chunkLeft = size;
    }
    raw = raw.subarray(lineEnd + 2);
  }
  viewer.raw = raw.length === 0 ? EMPTY : Buffer.from(raw);
  return true;
}

/** How long a stream may take to bring its snapshot before it counts as failed (and is closed). */
const SNAPSHOT_DEADLINE_MS = 20_000;

/** Opens one stream; resolves once its snapshot arrived (true) or it failed (false), at the latest at the deadline. */
function openViewer(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (ready: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      if (ready) viewers.push(viewer);
      else viewer.socket.destroy();
      resolve(ready);
    };
    const deadline = setTimeout(() => {
      viewer.closedByServer = true;
      settle(false);
    }, SNAPSHOT_DEADLINE_MS);
    const socket = connect({ host: url.hostname, port: Number(url.port), noDelay: true });
    const viewer: Viewer = {
      socket,
      raw: EMPTY,
      chunkLeft: 0,
      body: EMPTY,
      ready: false,
      progress: 0,
      closedByServer: false,
    };
    socket.write(`GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/event-stream\r\n\r\n`);
    socket.on('data', (data: Buffer) => {
      if (!onData(viewer, data)) return settle(false);
      if (viewer.ready) settle(true);
    });
    const closed = () => {
      viewer.closedByServer = true;
      settle(false);
    };
    socket.on('end', closed);
    socket.on('error', closed);
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
    const url = new URL(options.url);
    const worker = async () => {
      while (next < options.count) {
        next++;
        if (!(await openViewer(url))) failed++;
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
    return { newest, oldest, fromRead, messages, viewers: viewers.length };
  },

  /** Delivery latencies of the bare fan-out's messages (receive time − the send time they carry). */
  bareLatencies(): { latency: Histogram; messages: number; viewers: number } {
    const latency = newHistogram();
    addInto(latency, bareLatency);
    return { latency, messages, viewers: viewers.length };
  },

  /** Closes every stream and forgets them, ready for the next phase. */
  close() {
    for (const viewer of viewers) viewer.socket.destroy();
    viewers.length = 0;
    parsed.clear();
    steps.clear();
    bareLatency = newHistogram();
    fromRead = newHistogram();
    messages = messageBytes = 0;
  },
};

export type ViewerHandlers = typeof handlers;

serve(handlers);
