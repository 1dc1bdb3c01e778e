import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * A built web app in a new folder (WEB_DIST), as the build leaves it: each of `files` at its path, and
 * with `precompressed` its .br and .gz beside it (as vite-plugin-compression2 writes them).
 */
export async function writeWebDist(
  files: Record<string, string>,
  { precompressed = false }: { precompressed?: boolean } = {},
): Promise<string> {
  const webDist = await mkdtemp(join(tmpdir(), 'artclash-dist-'));
  await mkdir(join(webDist, 'assets'));
  for (const [path, text] of Object.entries(files)) {
    const file = join(webDist, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
    if (!precompressed) continue;
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  }
  return webDist;
}
