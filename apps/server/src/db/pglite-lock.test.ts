import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockDatabaseDir, type LockOwner } from './pglite-lock.ts';

// The embedded database's lock names its holder, and a holder that is gone gives it up at once (docs/decisions.md#245).
describe.runIf(process.platform === 'linux')('the embedded database lock', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'artclash-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const lockPath = () => join(dir, '.lock');
  const bootId = async () => (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim();
  const startTicksOf = async (pid: number) => {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
  };
  const writeOwner = (owner: Partial<LockOwner>) =>
    writeFile(
      lockPath(),
      JSON.stringify({ host: hostname(), startedAt: new Date().toISOString(), startTicks: undefined, ...owner }),
    );

  it('records its owner, refuses a second holder while the owner runs, and is released by its owner', async () => {
    const release = await lockDatabaseDir(dir);
    const owner = JSON.parse(await readFile(lockPath(), 'utf8')) as LockOwner;
    expect(owner).toMatchObject({ pid: process.pid, host: hostname(), bootId: await bootId() });
    expect(owner.startTicks).toBe(await startTicksOf(process.pid));
    const refused = await lockDatabaseDir(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DatabaseInUseError);
    expect((refused as Error).message).toContain(`pid ${process.pid}`);
    await release();
    await expect(readFile(lockPath())).rejects.toThrow();
    await (
      await lockDatabaseDir(dir)
    )();
  });

  it('takes a lock file naming this very process that this process does not hold (a leftover)', async () => {
    await writeOwner({ pid: process.pid, bootId: await bootId(), startTicks: await startTicksOf(process.pid) });
    const release = await lockDatabaseDir(dir);
    expect(JSON.parse(await readFile(lockPath(), 'utf8'))).toMatchObject({ pid: process.pid });
    await expect(lockDatabaseDir(dir)).rejects.toBeInstanceOf(DatabaseInUseError);
    await release();
  });

  it('refuses while another running process holds it', async () => {
    const child = spawn('sleep', ['30']);
    try {
      await writeOwner({ pid: child.pid!, bootId: await bootId(), startTicks: await startTicksOf(child.pid!) });
      await expect(lockDatabaseDir(dir)).rejects.toBeInstanceOf(DatabaseInUseError);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('takes at once a lock whose process was killed', async () => {
    const child = spawn('sleep', ['30']);
    await writeOwner({ pid: child.pid!, bootId: await bootId(), startTicks: await startTicksOf(child.pid!) });
    child.kill('SIGKILL');
    await once(child, 'exit');
    const started = performance.now();
    const release = await lockDatabaseDir(dir);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(JSON.parse(await readFile(lockPath(), 'utf8'))).toMatchObject({ pid: process.pid });
    await release();
  });

  it('takes a lock from before the machine restarted, and one whose pid now belongs to another process', async () => {
    // Our own pid, from another boot: alive now, but not the holder.
    await writeOwner({ pid: process.pid, bootId: 'another-boot' });
    await (
      await lockDatabaseDir(dir)
    )();
    await writeOwner({ pid: process.pid, bootId: await bootId(), startTicks: '1' });
    await (
      await lockDatabaseDir(dir)
    )();
  });

  it('keeps the lock of a holder on another machine while it is fresh', async () => {
    await writeOwner({ pid: 1, host: 'another-host', bootId: 'x' });
    await expect(lockDatabaseDir(dir)).rejects.toBeInstanceOf(DatabaseInUseError);
  });
});
