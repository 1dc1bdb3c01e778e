// What an upload is, judged by its bytes, never by the name or type the browser sends (docs/product.md#rule-26).

export type ImageFormat = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The format an image's first bytes announce (its magic bytes), or undefined for anything else. */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

/**
 * Formats a post image may come in (§5 Post form: any image): what sharp decodes as a raster picture.
 * SVG is left out: it is a program more than a picture, and its renderer is the largest attack surface.
 */
export const POST_IMAGE_FORMATS: readonly string[] = ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'];
