// The fan-out engines side by side (docs/decisions.md#426): the same N Server-Sent Events viewers get the same
// messages, at the same rate, from the bare Node fan-out (bench/live.ts's limit) and from nginx's Nchan module as
// deploy/ uses it (raw stream, the messages as published); each message carries its send time, so the delivery
// latency is read at the viewer. Pushpin was measured here too until it lost (docs/performance.md, history).
//
// Run: npm run bench:engines -- options: --viewers (10000), --rate (messages/s, 20), --duration (s, 10),
//      --bytes (a message's data, 150: a votes message's size), --hold (the channels Nchan holds a stream on:
//      `one`, the messages' alone; `start`, those and one shared by the streams that started in the same tenth of a
//      second, as deploy/ holds them, docs/decisions.md#433; `own`, those and one of each stream's own);
//      env CONCURRENCY (viewers connecting at once, 200), ENGINES (bare,nchan). Needs Debian's libnginx-mod-nchan.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FRONT_WORKERS } from '../apps/server/src/test/nginx-front.ts';
import type { BareFanoutHandlers } from './support/bare-fanout.ts';
import { addInto, newHistogram, percentileOf } from './support/histogram.ts';
import { startChild } from './support/ipc.ts';
import { wallNow } from './support/live-measure.ts';
import { cpuMeter } from './support/proc-stats.ts';
import type { ViewerHandlers } from './support/sse-viewers.ts';

const BATTLE = 'bench-battle';
const STREAMS_PER_PROCESS = 5000;
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 200);
const { values } = parseArgs({
  options: {
    viewers: { type: 'string' },
    rate: { type: 'string' },
    duration: { type: 'string' },
    bytes: { type: 'string' },
    hold: { type: 'string' },
  },
});
const count = Number(values.viewers ?? 10_000);
const rate = Number(values.rate ?? 20);
const seconds = Number(values.duration ?? 10);
const bytes = Number(values.bytes ?? 150);
// The channels a stream is held on: the messages' (`bench`), and a second one named by nginx per stream or per tenth
// of a second of its start.
const holds = { one: 'bench', start: 'bench $start', own: 'bench $request_id' };
const hold = (values.hold ?? 'one') as keyof typeof holds;
if (!(hold in holds)) throw new Error(`--hold is one of ${Object.keys(holds).join(', ')}`);

/** An engine under test: where viewers subscribe, how a message is published, which processes do the work. */
interface Engine {
  name: string;
  url: string;
  publish(data: string): Promise<void>;
  /** Sends the messages itself (the bare fan-out makes its own, at the rate). */
  drive?(): Promise<unknown>;
  pids(): number[];
  stop(): Promise<void>;
}

/** A votes message's data, padded to `bytes`, stamped with its send time (sse-viewers.ts reads `sentAt`). */
function data(): string {
  const text = JSON.stringify({ battleId: BATTLE, votes: { Player1: 0, Player2: 0 }, sentAt: wallNow() });
  return `${text.slice(0, -1)},"pad":"${'x'.repeat(Math.max(0, bytes - text.length - 9))}"}`;
}

const childrenOf = (pid: number) => {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};

async function bareEngine(): Promise<Engine> {
  const bare = await startChild<BareFanoutHandlers>(new URL('./support/bare-fanout.ts', import.meta.url));
  const port = await bare.call('start', undefined);
  return {
    name: 'bare Node',
    url: `http://127.0.0.1:${port}/`,
    publish: async () => undefined,
    drive: () => bare.call('run', { battleId: BATTLE, seconds, perSecond: rate, messageBytes: bytes }),
    pids: () => [bare.pid],
    stop: () => bare.stop(),
  };
}

async function nchanEngine(): Promise<Engine> {
  const dir = await mkdtemp(join(tmpdir(), 'artclash-nchan-'));
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  await Promise.all(temps.map((name) => mkdir(join(dir, name))));
  await writeFile(
    join(dir, 'nginx.conf'),
    [
      'load_module /usr/lib/nginx/modules/ngx_nchan_module.so;',
      'daemon off;',
      `worker_processes ${FRONT_WORKERS};`,
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'worker_rlimit_nofile 19000;',
      // Each worker may hold every stream (the kernel does not spread the connections evenly).
      'events { worker_connections 18000; }',
      'http {',
      '  access_log off;',
      ...temps.map((name) => `  ${name}_temp_path ${join(dir, name)};`),
      // The stream's first message is the channel's one kept message: the snapshot, published before anyone comes.
      '  nchan_message_buffer_length 1;',
      '  map $msec $start { "~^(?<seconds>[0-9]+)[.](?<tenth>[0-9])" $seconds$tenth; }',
      `  server { listen 127.0.0.1:${port} backlog=4096;`,
      `    location = /sub { nchan_subscriber http-raw-stream; nchan_subscriber_http_raw_stream_separator ""; nchan_channel_id ${holds[hold]}; nchan_subscriber_first_message oldest; }`,
      '    location = /pub { nchan_publisher; nchan_channel_id bench; }',
      '  }',
      '}',
    ].join('\n'),
  );
  const nginx = spawn('/usr/sbin/nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: 'ignore',
  });
  const publish = async (event: string, text: string) =>
    void (await (
      await fetch(`http://127.0.0.1:${port}/pub`, { method: 'POST', body: `event: ${event}\ndata: ${text}\n\n` })
    ).arrayBuffer());
  for (let tries = 0; ; tries += 1) {
    try {
      await publish('snapshot', '{}');
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    name: 'Nchan',
    url: `http://127.0.0.1:${port}/sub`,
    publish: (text) => publish('votes', text),
    // The master and its workers.
    pids: () => [nginx.pid!, ...childrenOf(nginx.pid!)],
    async stop() {
      nginx.kill('SIGTERM');
      await once(nginx, 'exit');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const processes = Math.ceil(count / STREAMS_PER_PROCESS);
const children = await Promise.all(
  Array.from({ length: processes }, () =>
    startChild<ViewerHandlers>(new URL('./support/sse-viewers.ts', import.meta.url)),
  ),
);
const shares = children.map((_, index) => Math.floor(count / processes) + (index < count % processes ? 1 : 0));
const rows: string[] = [];
try {
  const chosen = (process.env.ENGINES ?? 'bare,nchan').split(',');
  const engines = { bare: bareEngine, nchan: nchanEngine };
  for (const start of chosen.map((name) => engines[name as keyof typeof engines])) {
    const engine = await start();
    try {
      const connected = await Promise.all(
        children.map((child, index) =>
          child.call('connect', {
            url: engine.url,
            count: shares[index]!,
            battleId: BATTLE,
            kind: 'bare',
            concurrency: CONCURRENCY,
          }),
        ),
      );
      const meter = cpuMeter(engine.pids);
      const began = performance.now();
      let sent = 0;
      await (engine.drive?.() ??
        new Promise<void>((resolve) => {
          const timer = setInterval(() => {
            void engine.publish(data());
            sent += 1;
            if (sent >= seconds * rate) {
              clearInterval(timer);
              resolve();
            }
          }, 1000 / rate);
        }));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const cpu = meter.stop();
      const latency = newHistogram();
      let messages = 0;
      for (const child of children) {
        const result = await child.call('bareLatencies', undefined);
        addInto(latency, result.latency);
        messages += result.messages;
      }
      await Promise.all(children.map((child) => child.call('close', undefined)));
      rows.push(
        [
          engine.name.padEnd(10),
          `${connected.reduce((sum, result) => sum + result.connected, 0)}`.padStart(7),
          (messages / count).toFixed(1).padStart(9),
          `${percentileOf(latency, 50).toFixed(0)} / ${percentileOf(latency, 95).toFixed(0)} / ${percentileOf(latency, 99).toFixed(0)} ms`.padStart(
            22,
          ),
          `${cpu.toFixed(0)} %`.padStart(8),
          `${((performance.now() - began) / 1000).toFixed(1)} s`,
        ].join(' | '),
      );
      console.log(rows.at(-1));
    } finally {
      await engine.stop();
    }
  }
} finally {
  await Promise.all(children.map((child) => child.stop()));
}
console.log(
  `\n${count} viewers, ${rate} messages/s of ${bytes} bytes for ${seconds} s, Nchan's streams held on: ${hold}\nengine     | viewers | msgs/view |  delivery p50/p95/p99 | engine CPU | time\n${rows.join('\n')}`,
);
