// Cold start: spawn the server process and time it until the first request is answered; then the start
// right after a crash (SIGKILL), which must take the dead process's database lock at once (target ≤ 5 s).
// Run: npm run bench:cold-start
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, startServer } from './support/server.ts';

const runs = Number(process.env.RUNS ?? 5);
const dataDir = mkdtempSync(join(tmpdir(), 'artclash-cold-'));

try {
  const first = await startServer({ DATA_DIR: dataDir, DEMO: '1' });
  console.log(`new data dir (initdb + migrations + demo content): ${first.startedInMs.toFixed(0)} ms`);
  await first.stop();

  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const server = await startServer({ DATA_DIR: dataDir, DEMO: '1' });
    times.push(server.startedInMs);
    await server.stop();
  }
  times.sort((a, b) => a - b);
  console.log(
    `existing data dir, ${runs} starts: median ${percentile(times, 50).toFixed(0)} ms, max ${times.at(-1)?.toFixed(0)} ms (target ≤ 3000 ms)`,
  );

  const crashes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const running = await startServer({ DATA_DIR: dataDir, DEMO: '1' });
    await new Promise((resolve) => {
      running.process.removeAllListeners('exit');
      running.process.once('exit', resolve);
      running.process.kill('SIGKILL');
    });
    const restarted = await startServer({ DATA_DIR: dataDir, DEMO: '1' }, '/backend/ready');
    crashes.push(restarted.startedInMs);
    await restarted.stop();
  }
  crashes.sort((a, b) => a - b);
  console.log(
    `start right after SIGKILL, ${runs} runs: median ${percentile(crashes, 50).toFixed(0)} ms, max ${crashes.at(-1)?.toFixed(0)} ms (target ≤ 5000 ms)`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
