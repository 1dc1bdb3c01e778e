import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface WriteOutboxFileOptions {
  outboxDir: string;
  to: string;
  content: Buffer;
}

/** DATA_DIR/outbox/<timestamp>-<to>.eml; the name sorts by time and never leaves the folder. */
export async function writeOutboxFile({ outboxDir, to, content }: WriteOutboxFileOptions): Promise<string> {
  await mkdir(outboxDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const recipient = to.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 100);
  const path = join(outboxDir, `${stamp}-${recipient}.eml`);
  await writeFile(path, content, { flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
    await writeFile(`${path.slice(0, -4)}-${process.hrtime.bigint()}.eml`, content);
  });
  return path;
}
