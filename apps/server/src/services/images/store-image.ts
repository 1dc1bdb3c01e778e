import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '../../errors/app-error.ts';
import { imageFormatOf, MAX_INPUT_PIXELS } from './image-format.ts';

/** The largest side an event or sponsor image is stored at; a larger image is scaled down. */
const MAX_SIDE = 2048;

/**
 * An event or sponsor image (docs/decisions.md#26): checked by its magic bytes, re-encoded as WebP
 * (upright, at most MAX_SIDE a side, every metadata block such as EXIF and GPS left behind) and
 * written under a random name in the uploads folder. Returns its path under /backend/,
 * `uploads/{folder}/{name}.webp`. 415 for anything that is not a JPEG, PNG or WebP image that decodes.
 */
export async function storeImage({ uploadsDir, folder, bytes }: { uploadsDir: string; folder: string; bytes: Uint8Array }): Promise<string> {
  const unsupported = new AppError('unsupportedMedia', 'server.imageUnsupported');
  if (!imageFormatOf(bytes)) throw unsupported;
  // Loaded on the first upload, not at start (docs/performance.md, cold start).
  const { default: sharp } = await import('sharp');
  const webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer()
    .catch(() => {
      throw unsupported;
    });
  const name = `${randomUUID()}.webp`;
  await mkdir(join(uploadsDir, folder), { recursive: true });
  await writeFile(join(uploadsDir, folder, name), webp, { flag: 'wx' });
  return `uploads/${folder}/${name}`;
}
