import { Agent, request } from 'node:http';
import { percentile } from './server.ts';

export interface LoadResult {
  requests: number;
  perSecond: number;
  medianMs: number;
  p95Ms: number;
  p99Ms: number;
  failures: number;
}

/** `connections` keep-alive clients call `url` back to back for `seconds`; every latency is kept. */
export async function load(
  url: string,
  { connections, seconds, headers = {} }: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const began = performance.now();
      const req = request(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - began);
          if (res.statusCode !== 200) failures++;
          resolve();
        });
      });
      req.on('error', () => {
        failures++;
        resolve();
      });
      req.end();
    });
  const client = async () => {
    while (performance.now() < until) await once();
  };
  await Promise.all(Array.from({ length: connections }, client));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    medianMs: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    failures,
  };
}
