import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** What the server, backup and restore write is its owner's alone (docs/decisions.md#358). */
export const OWNER_ONLY = { umask: 0o077, folder: 0o700, file: 0o600 } as const;

/**
 * Files and folders this process creates from now on are its owner's alone (docs/decisions.md#358). The
 * process's umask: call it first thing in a command's entry (never in a worker thread, where Node refuses it).
 */
export function createOwnerOnly(): void {
  process.umask(OWNER_ONLY.umask);
}

/** Everything under `dir`; a folder removed while it is read (ENOENT) makes it read again, a few times. */
async function entriesUnder(dir: string, attempts = 3) {
  try {
    return await readdir(dir, { withFileTypes: true, recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempts <= 1) throw error;
    return entriesUnder(dir, attempts - 1);
  }
}

/** Gives one path its owner-only mode, unless it has it already; answers the path when that was refused. */
async function restrict(path: string, mode: number): Promise<string | undefined> {
  try {
    const current = (await lstat(path)).mode & 0o7777;
    if (current !== mode) await chmod(path, mode);
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A file removed meanwhile (a WAL segment PGlite recycles) has nothing left to protect.
    if (code === 'ENOENT') return undefined;
    if (code === 'EPERM' || code === 'EACCES' || code === 'EROFS') return path;
    throw error;
  }
}

/**
 * Makes `dir` (created when missing) and everything under it its owner's alone: folders 0700, files 0600
 * (docs/decisions.md#358). The folder itself first, so nothing under it can be reached by others while the
 * rest is changed. Symbolic links are left as they are and not followed. Resolves with the paths whose mode
 * could not be changed (another owner's, a read-only mount), for the caller to name; none in the usual case.
 */
export async function keepToOwner(dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true, mode: OWNER_ONLY.folder });
  const refused: string[] = [];
  const top = await restrict(dir, OWNER_ONLY.folder);
  if (top) refused.push(top);
  const targets = (await entriesUnder(dir))
    .filter((entry) => entry.isDirectory() || entry.isFile())
    .map((entry) => ({
      path: join(entry.parentPath, entry.name),
      mode: entry.isDirectory() ? OWNER_ONLY.folder : OWNER_ONLY.file,
    }));
  // A few at a time: an uploads folder can hold tens of thousands of images.
  for (let start = 0; start < targets.length; start += 64) {
    const results = await Promise.all(targets.slice(start, start + 64).map(({ path, mode }) => restrict(path, mode)));
    for (const path of results) if (path) refused.push(path);
  }
  return refused;
}
