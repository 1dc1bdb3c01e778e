import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lanUrlsOf, unreachableLine } from './lib/phone-reach.ts';
import { seedDataDir, startServerProcess } from './test/server-process.ts';

// The start tells an operator whose PUBLIC_URL no phone can open where phones can reach the server
// (docs/decisions.md#346): the server as `npm run serve` runs it, its log read as the operator reads it.
describe('the start of a server', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'artclash-start-'));
    await seedDataDir(dataDir);
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  const readyAt = (publicUrl: string) => new RegExp(`^ArtClash is ready at ${publicUrl} \\(database: \\w+\\)$`);

  /** The JSON lines a start logs, once it logged that it is ready. */
  async function startLog(env: Record<string, string>) {
    const lines: string[] = [];
    const server = await startServerProcess({
      env: { DATA_DIR: dataDir, HOST: '0.0.0.0', LOG_LEVEL: 'info', ...env },
      onLine: (line) => lines.push(line),
    });
    await expect.poll(() => lines.some((line) => line.includes('is ready at'))).toBe(true);
    await server.stop();
    return { port: server.port, log: lines.map((line) => JSON.parse(line) as { level: number; msg: string }) };
  }

  it("prints the machine's network addresses to set PUBLIC_URL to when it is unset", async () => {
    const { port, log } = await startLog({ PUBLIC_URL: '' });
    const publicUrl = `http://localhost:${port}`;
    const lanUrls = lanUrlsOf({ host: '0.0.0.0', port, tls: undefined });
    expect(log.map((entry) => entry.msg)).toContainEqual(expect.stringMatching(readyAt(publicUrl)));
    const warnings = log.filter((entry) => entry.msg.startsWith('Phones cannot open'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, lanUrls });
    expect(warnings[0]!.msg).toBe(unreachableLine(publicUrl, { loopback: true, lanUrls }));
    for (const url of lanUrls) expect(warnings[0]!.msg).toContain(url);
  }, 120_000);

  it('says nothing of the kind when PUBLIC_URL is an address phones can open', async () => {
    const { log } = await startLog({ PUBLIC_URL: 'https://artclash.example' });
    expect(log.map((entry) => entry.msg)).toContainEqual(expect.stringMatching(readyAt('https://artclash.example')));
    expect(log.filter((entry) => entry.msg.startsWith('Phones cannot open'))).toEqual([]);
  }, 120_000);
});
