// The limit for the live stream (bench/live.ts): a bare Node http server, in its own process, that
// does nothing but write one message to every viewer, as the live hub does, with no database and no framework.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from './ipc.ts';
import { wallNow } from './live-measure.ts';

const viewers = new Set<ServerResponse>();
const encoder = new TextEncoder();
let dropped = 0;

const server = createServer((request, response) => {
  // The live hub's headers and first writes (apps/server/src/modules/live/live-hub.ts attach()).
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  response.socket?.setNoDelay(true);
  response.write('retry: 1000\n\n');
  response.write('event: snapshot\ndata: {}\n\n');
  viewers.add(response);
  response.on('close', () => viewers.delete(response));
});

/** A votes message of `bytes` data bytes that carries its send time; padded to the app's message size. */
function message(battleId: string, bytes: number): Uint8Array {
  const data = JSON.stringify({ battleId, votes: { Player1: 0, Player2: 0 }, sentAt: wallNow() });
  const padded = `${data.slice(0, -1)},"pad":"${'x'.repeat(Math.max(0, bytes - data.length - 9))}"}`;
  return encoder.encode(`event: votes\ndata: ${padded}\n\n`);
}

/** The same bytes to every viewer; one that cannot keep up is dropped, with the hub's threshold. */
function send(bytes: Uint8Array) {
  for (const viewer of viewers) {
    if (viewer.writableLength > 1 << 20) {
      viewer.destroy();
      dropped++;
    } else viewer.write(bytes);
  }
}

export const handlers = {
  start: () =>
    new Promise<number>((resolve) => {
      server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () =>
        resolve((server.address() as AddressInfo).port),
      );
    }),

  /** `perSecond` messages a second (the app's measured rate, fractions too) for `seconds`, each stamped with its send time. */
  async run({
    battleId,
    seconds,
    perSecond,
    messageBytes,
  }: {
    battleId: string;
    seconds: number;
    perSecond: number;
    messageBytes: number;
  }) {
    let sent = 0;
    const began = performance.now();
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        send(message(battleId, messageBytes));
        sent++;
        if (sent >= seconds * perSecond) {
          clearInterval(timer);
          resolve();
        }
      }, 1000 / perSecond);
    });
    return { sent, seconds: (performance.now() - began) / 1000, viewers: viewers.size, dropped };
  },
};

export type BareFanoutHandlers = typeof handlers;

serve(handlers);
