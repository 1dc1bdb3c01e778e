import { randomUUID } from 'node:crypto';
import { link, open, readFile, rename, unlink, utimes } from 'node:fs/promises';
import { hostname, uptime } from 'node:os';
import { join } from 'node:path';

/** Who holds the embedded database (docs/decisions.md#245): written in the lock file when it is taken. */
export interface LockOwner {
  pid: number;
  host: string;
  /** Changes when the machine restarts: a lock from an earlier boot is nobody's. */
  bootId: string;
  /** The holder's start, in the kernel's clock ticks since boot (Linux): a reused pid is not the holder. */
  startTicks: string | undefined;
  startedAt: string;
}

/** The embedded database is already open in another process (a running server): a second one would corrupt it. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly owner?: LockOwner,
  ) {
    super(
      `The database in ${dir} is in use by another process${owner ? ` (pid ${owner.pid} on ${owner.host}, since ${owner.startedAt})` : ''} (a running server?): stop it first, or use DATABASE_URL.`,
    );
  }
}

/** A holder on another machine (a shared volume) cannot be asked: its lock lives while it touches the file this often. */
const TOUCH_MS = 10_000;
const FOREIGN_STALE_MS = 30_000;

const readText = (path: string) =>
  readFile(path, 'utf8').then(
    (text) => text.trim(),
    () => undefined,
  );

async function bootId(): Promise<string> {
  // Elsewhere than Linux, the boot's time to the minute tells boots apart.
  return (
    (await readText('/proc/sys/kernel/random/boot_id')) ?? `boot-${Math.round((Date.now() - uptime() * 1000) / 60_000)}`
  );
}

/** A process's state letter and start time from /proc (Linux); undefined when there is no such process or no /proc. */
async function processStat(pid: number): Promise<{ state: string; startTicks: string } | undefined> {
  const stat = await readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (in parentheses) may hold spaces: the fields after it are counted from its end.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', startTicks: fields[19] ?? '' };
}

async function currentOwner(): Promise<LockOwner> {
  return {
    pid: process.pid,
    host: hostname(),
    bootId: await bootId(),
    startTicks: (await processStat(process.pid))?.startTicks,
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
  };
}

function parseOwner(text: string | undefined): LockOwner | undefined {
  try {
    const value = JSON.parse(text ?? '') as Partial<LockOwner>;
    return typeof value.pid === 'number' && typeof value.host === 'string' && typeof value.bootId === 'string'
      ? (value as LockOwner)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the lock's holder still runs: asked of this machine's kernel, or judged by the file's age for another machine. */
async function holderAlive(owner: LockOwner | undefined, ageMs: number): Promise<boolean> {
  // A lock being written this instant has no owner yet: it is alive.
  if (!owner) return ageMs < 5_000;
  const me = await currentOwner();
  if (owner.host !== me.host) return ageMs < FOREIGN_STALE_MS;
  if (owner.bootId !== me.bootId) return false;
  const stat = await processStat(owner.pid);
  if (stat) return !['Z', 'X', 'x'].includes(stat.state) && (!owner.startTicks || stat.startTicks === owner.startTicks);
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite's files belong to one process at a time (docs/product.md#rule-112, docs/decisions.md#245): `dir/.lock` names
 * its holder, and a lock whose holder is gone (killed, or the machine restarted) is taken at once, so a supervisor's
 * restart after a crash serves within seconds. Resolves with the release.
 */
/** The locks this process holds now: a lock file naming this process but not held here is a leftover, taken at once. */
const held = new Set<string>();

export async function lockDatabaseDir(dir: string): Promise<() => Promise<void>> {
  const path = join(dir, '.lock');
  const me = await currentOwner();
  const mine = JSON.stringify(me);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const file = await open(path, 'wx', 0o600);
      await file.writeFile(mine);
      await file.close();
      const touch = setInterval(() => {
        const now = new Date();
        void utimes(path, now, now).catch(() => undefined);
      }, TOUCH_MS);
      touch.unref();
      held.add(path);
      return async () => {
        clearInterval(touch);
        held.delete(path);
        // Only our own lock is removed.
        if ((await readText(path)) === mine) await unlink(path).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const text = await readText(path);
    const owner = parseOwner(text);
    const age = await open(path, 'r').then(
      async (file) => {
        const { mtimeMs } = await file.stat();
        await file.close();
        return Date.now() - mtimeMs;
      },
      () => 0,
    );
    const leftOfMine = owner?.pid === process.pid && owner.host === me.host && !held.has(path);
    if (!leftOfMine && (await holderAlive(owner, age))) throw new DatabaseInUseError(dir, owner);
    // Moved aside rather than deleted: if another starting process took the lock meanwhile, its lock is put back.
    const aside = `${path}.${randomUUID()}`;
    await rename(path, aside).catch(() => undefined);
    const moved = await readText(aside);
    if (moved !== undefined && moved !== text) {
      await link(aside, path).catch(() => undefined);
      await unlink(aside).catch(() => undefined);
      throw new DatabaseInUseError(dir, parseOwner(moved));
    }
    await unlink(aside).catch(() => undefined);
  }
  throw new DatabaseInUseError(dir);
}
