import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

/** A small PNG made on the spot (`width`×`height`, one colour). */
export const png = (width = 40, height = 20) => sharp({ create: { width, height, channels: 4, background: '#C12768' } }).png().toBuffer();

/** A multipart form with one file part, as a browser sends it. */
export function imageForm(file: Buffer, { field = 'image', filename = 'image.png', type = 'image/png' } = {}) {
  const boundary = `----artclash${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
