import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_IMAGE_BYTES } from '@artclash/contract';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

// Uploaded images (docs/decisions.md#26): judged by their bytes, never by the name or type the
// browser sends; decoded and written anew, so nothing of the original file but its pixels is kept.

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** The largest side an upload is stored at; a larger image is scaled down. */
const MAX_SIDE = 2048;
/** Decoding stops past this many pixels: a small file cannot unpack into gigabytes. */
const MAX_INPUT_PIXELS = 50_000_000;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The format an image's first bytes announce (its magic bytes), or undefined for anything else. */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

/**
 * The one file of a multipart upload's `field`, in memory: 400 when the request carries none, 413
 * past MAX_IMAGE_BYTES (the parser stops reading there).
 */
export async function receivedImage(request: FastifyRequest, field = 'image'): Promise<Buffer> {
  const part = request.isMultipart() ? await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } }) : undefined;
  if (!part || part.fieldname !== field) throw new AppError('invalidInput', 'server.imageRequired', { errors: { [field]: 'server.imageRequired' } });
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('tooLarge', 'server.imageTooLarge', { variables: { megabytes: MAX_IMAGE_BYTES / 1024 / 1024 } });
    }
    throw error;
  }
}

/**
 * Checks an uploaded image by its magic bytes, re-encodes it as WebP (upright, at most MAX_SIDE a
 * side, every metadata block such as EXIF and GPS left behind) and writes it under a random name
 * in the uploads folder. Returns its path under /backend/, `uploads/{folder}/{name}.webp`. 415 for
 * anything that is not a JPEG, PNG or WebP image that decodes.
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
