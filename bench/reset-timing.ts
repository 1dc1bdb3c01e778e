// forgot-password in the same time for known and unknown addresses (docs/decisions.md#66): the
// built server on a fresh embedded database, 50 registered and 50 unknown addresses asked for a
// code in turns, each on an idle server and each side first in every other pair (so a slow stretch of the machine
// weighs on both alike), timed at the client over HTTP. Prints both medians and their difference against the 1 ms target.
// Run: npm run bench:reset-timing   (TRIES=50)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, startServer } from './support/server.ts';

const tries = Number(process.env.TRIES ?? 50);
const dataDir = mkdtempSync(join(tmpdir(), 'artclash-reset-timing-'));
const server = await startServer({ DATA_DIR: dataDir, PORT: '8191' });

const post = (path: string, body: object) =>
  fetch(`${server.url}/backend/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(body),
  });

try {
  const known: string[] = [];
  for (let index = 0; index < tries; index += 1) {
    const email = `known-${index}-${Date.now()}@example.com`;
    const reply = await post('register', { email, password: 'Secret123', type: 'fan' });
    if (!reply.ok) throw new Error(`register answered ${reply.status}: ${await reply.text()}`);
    known.push(email);
  }
  const unknown = known.map((email) => email.replace('known-', 'nobody-'));
  const timeOf = async (email: string) => {
    const started = performance.now();
    const reply = await post('forgot-password', { email });
    await reply.arrayBuffer();
    if (reply.status !== 200) throw new Error(`forgot-password answered ${reply.status}`);
    return performance.now() - started;
  };
  // One warm-up each: the first call of a route compiles its serializers.
  await timeOf(`warm-${Date.now()}@example.com`);
  const knownTimes: number[] = [];
  const unknownTimes: number[] = [];
  // Each request finds the server idle: the account's part (its code, its mail to the outbox) runs after the reply, so
  // it is let finish before the next request. The pair's order alternates, so neither side always comes first.
  const idle = () => new Promise((resolve) => setTimeout(resolve, 60));
  for (let index = 0; index < tries; index += 1) {
    const pair = [
      async () => knownTimes.push(await timeOf(known[index]!)),
      async () => unknownTimes.push(await timeOf(unknown[index]!)),
    ];
    for (const ask of index % 2 === 0 ? pair : pair.reverse()) {
      await ask();
      await idle();
    }
  }
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  const [k, u] = [median(knownTimes), median(unknownTimes)];
  console.log(
    `forgot-password, ${tries} tries each: known median ${k.toFixed(2)} ms, unknown median ${u.toFixed(2)} ms, difference ${Math.abs(k - u).toFixed(2)} ms (target ≤ 1 ms)`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
