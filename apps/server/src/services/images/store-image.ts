import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EVENT_IMAGE_WIDTHS, eventImagePath, eventImageSizes } from '@artclash/contract';
import { AppError } from '../../errors/app-error.ts';
import { imageFormatOf } from './image-format.ts';
import type { ImageGate } from './image-gate.ts';

/** The largest side an event or sponsor image is stored at; a larger image is scaled down. */
const MAX_SIDE = 2048;

/** Where an event image or a sponsor image is kept: one file, or one per width of EVENT_IMAGE_WIDTHS (docs/decisions.md#180). */
export type StoredImageShape = 'single' | 'event-widths';

/** Every file of a stored image's path under /backend/: itself, or each of its widths. */
const filesOf = (path: string): string[] => eventImageSizes(path)?.map((size) => size.path) ?? [path];

/** An uploaded image's bytes, where images are stored (DATA_DIR/uploads), and the gate its decoding waits at. */
export interface ImageUpload {
  uploadsDir: string;
  bytes: Uint8Array;
  gate: ImageGate;
}

/**
 * An event or sponsor image (docs/product.md#rule-26): checked by its magic bytes, re-encoded as WebP
 * (upright, at most MAX_SIDE a side, every metadata block such as EXIF and GPS left behind) and
 * written under a random name in the uploads folder. Returns its path under /backend/:
 * `uploads/{folder}/{name}.webp`, or for `event-widths` the widest of `{name}-{width}.webp`, one
 * file per width of EVENT_IMAGE_WIDTHS (never wider than the picture), so pages can ask for the one
 * that fits. 415 for anything that is not a JPEG, PNG or WebP image that decodes; 413 past the pixel
 * limit, read from the header before any decoding, which waits its turn at `gate` (docs/decisions.md#253).
 * Either every file is written or none is left behind.
 */
export async function storeImage({
  uploadsDir,
  folder,
  bytes,
  shape = 'single',
  gate,
}: ImageUpload & { folder: string; shape?: StoredImageShape }): Promise<string> {
  const unsupported = new AppError('unsupportedMedia', 'server.imageUnsupported');
  if (!imageFormatOf(bytes)) throw unsupported;
  // Loaded on the first upload, not at start (docs/performance.md, cold start).
  const { default: sharp } = await import('sharp');
  const stem = `uploads/${folder}/${randomUUID()}`;
  const path = shape === 'single' ? `${stem}.webp` : eventImagePath(stem);
  const widths: readonly number[] = shape === 'single' ? [MAX_SIDE] : EVENT_IMAGE_WIDTHS;
  // The console's uploads (organisers) wait their turn but are not counted per user.
  const encoded = await gate.run(undefined, async () => {
    const { width, height } = await sharp(bytes, { limitInputPixels: false, failOn: 'error' })
      .metadata()
      .catch(() => {
        throw unsupported;
      });
    if (!width || !height) throw unsupported;
    gate.checkPixels(width, height);
    const source = sharp(bytes, { limitInputPixels: gate.maxPixels, failOn: 'error' });
    return Promise.all(
      widths.map((side) =>
        source
          .clone()
          .rotate()
          .resize({ width: side, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      ),
    ).catch(() => {
      throw unsupported;
    });
  });
  await mkdir(join(uploadsDir, folder), { recursive: true });
  const files = filesOf(path);
  try {
    await Promise.all(
      files.map((file, index) =>
        writeFile(join(uploadsDir, file.slice('uploads/'.length)), encoded[index]!, { flag: 'wx' }),
      ),
    );
  } catch (error) {
    await removeStoredImage({ uploadsDir, path });
    throw error;
  }
  return path;
}

/** Removes every file of an image `storeImage` stored (those already gone are no error). */
export async function removeStoredImage({ uploadsDir, path }: { uploadsDir: string; path: string }): Promise<void> {
  await Promise.all(filesOf(path).map((file) => rm(join(uploadsDir, file.slice('uploads/'.length)), { force: true })));
}
