import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

/** A small PNG made on the spot (`width`×`height`, one colour). */
export const png = (width = 40, height = 20) =>
  sharp({ create: { width, height, channels: 4, background: '#C12768' } })
    .png()
    .toBuffer();

/** A multipart form with one file part, as a browser sends it. */
export function imageForm(file: Buffer, { field = 'image', filename = 'image.png', type = 'image/png' } = {}) {
  const boundary = `----artclash${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart form with text fields and, optionally, one file, as a browser's FormData sends it. */
export function multipartForm(
  fields: Record<string, string>,
  file?: { field: string; bytes: Buffer; filename?: string; type?: string },
) {
  const boundary = `----artclash${randomUUID()}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename ?? 'image.png'}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`;
    parts.push(Buffer.from(head), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A JPEG `width`×`height` whose EXIF carries a camera name and a GPS position, as a phone writes it. */
export const jpegWithGps = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#0F78C5' } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: 'SecretCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 41/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '139/1 41/1 0/1' },
    })
    .toBuffer();
