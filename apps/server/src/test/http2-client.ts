import { type ClientHttp2Session, connect, constants } from 'node:http2';
import { ZLiveSnapshotSchema, ZLiveVotesSchema } from '@artclash/contract';

type Counts = { Player1: number; Player2: number };

/**
 * One HTTP/2 connection over TLS trusting `ca`, as a phone's browser holds one to the site; from `localAddress`
 * when given (another loopback address stands for another client).
 */
export const connectHttp2 = (
  origin: string,
  ca: string,
  { localAddress }: { localAddress?: string } = {},
): Promise<ClientHttp2Session> =>
  new Promise((resolve, reject) => {
    const session = connect(origin, { ca, ...(localAddress && { localAddress }) });
    session.once('connect', () => resolve(session));
    session.once('error', reject);
  });

/** A JSON call on an HTTP/2 connection: its status (0 when the connection failed) and parsed body. */
export function http2Json(
  session: ClientHttp2Session,
  method: 'GET' | 'POST',
  path: string,
  { body, headers = {} }: { body?: object; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve) => {
    let stream;
    try {
      stream = session.request({
        [constants.HTTP2_HEADER_METHOD]: method,
        [constants.HTTP2_HEADER_PATH]: path,
        ...(body && { 'content-type': 'application/json' }),
        ...headers,
      });
    } catch {
      resolve({ status: 0, json: undefined });
      return;
    }
    let status = 0;
    let text = '';
    stream.setEncoding('utf8');
    stream.on('response', (response) => (status = Number(response[constants.HTTP2_HEADER_STATUS])));
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () => {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      resolve({ status, json });
    });
    stream.on('error', () => resolve({ status: 0, json: undefined }));
    stream.end(body ? JSON.stringify(body) : undefined);
  });
}

/**
 * A viewer of an event's live stream over HTTP/2, reconnecting as EventSource does (after the last `retry:` the
 * server sent, with the last `id:` it saw as Last-Event-ID) whenever its stream ends or fails. Given several
 * addresses (a name with several servers behind it), it reconnects to the next one that takes a connection, as a
 * browser tries a name's next address. It keeps each battle's counts as the screens do (the snapshot, then each
 * `votes` message) and the time each reconnection took, from the stream's end to its first message after.
 */
export function liveViewer(origins: string | string[], ca: string, eventId: string) {
  const addresses = typeof origins === 'string' ? [origins] : origins;
  let at = 0;
  const counts = new Map<string, Counts>();
  const reconnections: number[] = [];
  let resumed = 0;
  let retryMs = 1000;
  let lastId: string | undefined;
  let closed = false;
  let session: ClientHttp2Session | undefined;
  let droppedAt: number | undefined;
  let connected!: () => void;
  const firstSnapshot = new Promise<void>((resolve) => (connected = resolve));

  const onMessage = (block: string) => {
    const lines = block.split('\n');
    const retry = lines.find((line) => line.startsWith('retry: '));
    if (retry) retryMs = Number(retry.slice(7));
    const name = lines.find((line) => line.startsWith('event: '))?.slice(7);
    const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
    if (!name || data === undefined) return;
    lastId = lines.find((line) => line.startsWith('id: '))?.slice(4) ?? lastId;
    if (droppedAt !== undefined) {
      reconnections.push(performance.now() - droppedAt);
      if (name !== 'snapshot') resumed += 1;
      droppedAt = undefined;
    }
    if (name === 'snapshot') {
      for (const battle of ZLiveSnapshotSchema.parse(JSON.parse(data)).event.battles)
        if (battle.votes) counts.set(battle._id, { ...battle.votes });
      connected();
    } else if (name === 'votes') {
      const message = ZLiveVotesSchema.parse(JSON.parse(data));
      counts.set(message.battleId, message.votes);
    }
  };

  const open = async (tries = 0): Promise<void> => {
    if (closed) return;
    try {
      session = await connectHttp2(addresses[at]!, ca);
    } catch {
      at = (at + 1) % addresses.length;
      if (tries + 1 < addresses.length) return open(tries + 1);
      setTimeout(() => void open(), retryMs);
      return;
    }
    const stream = session.request({
      [constants.HTTP2_HEADER_PATH]: `/backend/api/live/${eventId}?lang=en`,
      accept: 'text/event-stream',
      ...(lastId !== undefined && { 'last-event-id': lastId }),
    });
    let buffer = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        onMessage(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    });
    let ended = false;
    const reconnect = () => {
      if (ended) return;
      ended = true;
      session?.close();
      if (closed) return;
      droppedAt ??= performance.now();
      setTimeout(() => void open(), retryMs);
    };
    stream.on('end', reconnect);
    stream.on('close', reconnect);
    stream.on('error', reconnect);
  };
  void open();

  return {
    firstSnapshot,
    countsOf: (battleId: string) => counts.get(battleId),
    /** Milliseconds from each lost stream to the first message of the next one. */
    reconnections,
    /** How many reconnections went on from where the viewer was (no snapshot first: only what it missed). */
    resumed: () => resumed,
    /** Whether the viewer is on a stream now (no drop waiting for its reconnection). */
    online: () => droppedAt === undefined,
    close() {
      closed = true;
      session?.destroy();
    },
  };
}
