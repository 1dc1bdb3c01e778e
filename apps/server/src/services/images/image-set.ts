import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '../../errors/app-error.ts';
import { imageFormatOf, POST_IMAGE_FORMATS } from './image-format.ts';
import type { ImageGate } from './image-gate.ts';

// Profile and post images (docs/decisions.md#131, #132): judged by their content, decoded and written
// anew as WebP at a few widths for srcset, with nothing of the original file but its pixels.

export type ImageKind = 'profile' | 'post';

/** The widths stored of each kind: the narrowest fits a phone's avatar or grid cell, the widest a large screen. */
const IMAGE_WIDTHS: Record<ImageKind, readonly number[]> = { profile: [160, 320, 640], post: [320, 640, 1280] };

/** An image stored as `{key}-{width}.webp` for each of `widths` (narrowest first); `width`×`height` is the widest one's size. */
export interface StoredImageSet {
  key: string;
  width: number;
  height: number;
  widths: number[];
}

export const imageFileName = (key: string, width: number): string => `${key}-${width}.webp`;

/** The widths stored of an image `width` pixels wide (upright): every step below it, then itself capped at the widest step. */
function widthsFor(kind: ImageKind, width: number): number[] {
  const steps = IMAGE_WIDTHS[kind];
  const widest = Math.min(width, steps.at(-1) ?? width);
  return [...steps.filter((step) => step < widest), widest];
}

const refusalOf = (kind: ImageKind) =>
  kind === 'profile'
    ? new AppError('unsupportedMedia', 'server.imageUnsupported')
    : new AppError('unsupportedMedia', 'server.postImageUnsupported');

/** A profile image is a JPEG, PNG or WebP (§5 Profile image, §9); a post image any raster picture (§5 Post form). */
const acceptedFormats = (kind: ImageKind): readonly string[] =>
  kind === 'profile' ? ['jpeg', 'png', 'webp'] : POST_IMAGE_FORMATS;

/**
 * Checks an uploaded image by its content (magic bytes, then what sharp finds in its header), re-encodes it
 * upright as WebP at each width of `widthsFor`, every metadata block (EXIF, GPS, ICC, XMP) left
 * behind, and writes the files into `dir` under a new random key. 415 with the kind's §5 message for
 * anything else; 413 past the pixel limit, read from the header before any decoding; the decoding waits
 * its turn at `gate` (docs/decisions.md#253), where `uploader`'s uploads are counted. Either every file is
 * written or none is left behind.
 */
export async function storeImageSet({
  bytes,
  kind,
  dir,
  gate,
  uploader,
}: {
  bytes: Uint8Array;
  kind: ImageKind;
  dir: string;
  gate: ImageGate;
  uploader: string | undefined;
}): Promise<StoredImageSet> {
  const refused = refusalOf(kind);
  if (kind === 'profile' && !imageFormatOf(bytes)) throw refused;
  // Loaded on the first upload, not at start (docs/performance.md, cold start).
  const { default: sharp } = await import('sharp');
  const encoded = await gate.run(uploader, async () => {
    // The header only: nothing is decoded before the pixel limit is checked.
    const metadata = await sharp(bytes, { limitInputPixels: false, failOn: 'error' })
      .metadata()
      .catch(() => {
        throw refused;
      });
    if (!metadata.format || !acceptedFormats(kind).includes(metadata.format) || !metadata.width || !metadata.height)
      throw refused;
    gate.checkPixels(metadata.width, metadata.height);
    const source = sharp(bytes, { limitInputPixels: gate.maxPixels, failOn: 'error' });
    const sideways = (metadata.orientation ?? 1) >= 5;
    const uprightWidth = sideways ? metadata.height : metadata.width;
    return Promise.all(
      widthsFor(kind, uprightWidth).map((width) =>
        source
          .clone()
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true }),
      ),
    ).catch(() => {
      throw refused;
    });
  });
  const key = randomUUID();
  const widths = encoded.map(({ info }) => info.width);
  await mkdir(dir, { recursive: true });
  try {
    await Promise.all(
      encoded.map(({ data, info }) => writeFile(join(dir, imageFileName(key, info.width)), data, { flag: 'wx' })),
    );
  } catch (error) {
    await removeImageSet({ dir, key, widths });
    throw error;
  }
  const widest = encoded.at(-1)!.info;
  return { key, width: widest.width, height: widest.height, widths };
}

/** Removes an image's files (those already gone are no error). */
export async function removeImageSet({
  dir,
  key,
  widths,
}: {
  dir: string;
  key: string;
  widths: readonly number[];
}): Promise<void> {
  await Promise.all(widths.map((width) => rm(join(dir, imageFileName(key, width)), { force: true })));
}

/**
 * Moves an image's files from one folder to another (a post whose visibility changed) under a new random key, or
 * `toKey` (putting a move back), so that no address of the image before the move finds it after
 * (docs/decisions.md#254). Answers the key the files have now; on failure the moved ones go back.
 */
export async function moveImageSet({
  from,
  to,
  key,
  widths,
  toKey = randomUUID(),
}: {
  from: string;
  to: string;
  key: string;
  widths: readonly number[];
  toKey?: string;
}): Promise<string> {
  await mkdir(to, { recursive: true });
  const moved: number[] = [];
  try {
    for (const width of widths) {
      await rename(join(from, imageFileName(key, width)), join(to, imageFileName(toKey, width)));
      moved.push(width);
    }
  } catch (error) {
    await Promise.all(
      moved.map((width) =>
        rename(join(to, imageFileName(toKey, width)), join(from, imageFileName(key, width))).catch(() => undefined),
      ),
    );
    throw error;
  }
  return toKey;
}

/**
 * Copies an image's files into another folder under a new random key (a draft post made from an artwork's photo,
 * docs/decisions.md#425), so either copy can be removed alone. Answers the new key; on failure nothing is left.
 */
export async function copyImageSet({
  from,
  to,
  key,
  widths,
}: {
  from: string;
  to: string;
  key: string;
  widths: readonly number[];
}): Promise<string> {
  const toKey = randomUUID();
  await mkdir(to, { recursive: true });
  try {
    await Promise.all(
      widths.map((width) =>
        copyFile(join(from, imageFileName(key, width)), join(to, imageFileName(toKey, width)), constants.COPYFILE_EXCL),
      ),
    );
  } catch (error) {
    await removeImageSet({ dir: to, key: toKey, widths });
    throw error;
  }
  return toKey;
}

/** An image's shape for a reply (docs/decisions.md#132): each stored width's path, from `pathOf(fileName)`. */
export const imageMetaOf = (
  image: { key: string; width: number; height: number; widths: readonly number[] },
  pathOf: (fileName: string) => string,
) => ({
  width: image.width,
  height: image.height,
  sizes: image.widths.map((width) => ({ path: pathOf(imageFileName(image.key, width)), width })),
});
