import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Every folder and file under `dir`, itself included, whose mode is not owner-only (0700 folders, 0600 files;
 * docs/decisions.md#358), as '<path under dir> <mode>'; symbolic links are not looked at.
 */
export async function notOwnerOnly(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const wrong: string[] = [];
  for (const path of [dir, ...entries.map((entry) => join(entry.parentPath, entry.name))]) {
    const stats = await lstat(path).catch(() => undefined);
    const mode = (stats?.mode ?? 0) & 0o7777;
    if (stats && (stats.isDirectory() ? mode !== 0o700 : stats.isFile() && mode !== 0o600))
      wrong.push(`${path.slice(dir.length) || '.'} ${mode.toString(8)}`);
  }
  return wrong;
}
