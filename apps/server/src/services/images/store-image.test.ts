import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventImageSizes } from '@artclash/contract';
import { DEFAULT_IMAGE_LIMITS, imageLimitsOf } from '../../config.ts';
import { ImageGate, imageFormatOf, removeStoredImage, storeImage } from './index.ts';

const gate = new ImageGate(imageLimitsOf(DEFAULT_IMAGE_LIMITS));

let uploadsDir = '';
beforeAll(async () => {
  uploadsDir = await mkdtemp(join(tmpdir(), 'artclash-uploads-'));
});
afterAll(() => rm(uploadsDir, { recursive: true, force: true }));

const picture = (width = 30, height = 20) => sharp({ create: { width, height, channels: 3, background: '#0F78C5' } });

describe('imageFormatOf', () => {
  it('knows JPEG, PNG and WebP by their first bytes', async () => {
    expect(imageFormatOf(await picture().jpeg().toBuffer())).toBe('jpeg');
    expect(imageFormatOf(await picture().png().toBuffer())).toBe('png');
    expect(imageFormatOf(await picture().webp().toBuffer())).toBe('webp');
  });

  it.each([
    ['text', Buffer.from('hello, I am a .png')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['GIF', Buffer.from('GIF89a')],
    ['a RIFF file that is no WebP', Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt ')],
    ['nothing', Buffer.alloc(0)],
  ])('knows no format in %s', (_, bytes) => {
    expect(imageFormatOf(bytes)).toBeUndefined();
  });
});

describe('storeImage (docs/product.md#rule-26)', () => {
  it('writes a WebP under a random name and answers its path under /backend/', async () => {
    const bytes = await picture().png().toBuffer();
    const [first, second] = [
      await storeImage({ gate, uploadsDir, folder: 'sponsors', bytes }),
      await storeImage({ gate, uploadsDir, folder: 'sponsors', bytes }),
    ];
    expect(first).toMatch(/^uploads\/sponsors\/[0-9a-f-]{36}\.webp$/);
    expect(second).not.toBe(first);
    const stored = await readFile(join(uploadsDir, first.replace(/^uploads\//, '')));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 30, height: 20 });
  });

  it('leaves EXIF and other metadata behind, turning the picture upright first', async () => {
    // A 30×20 JPEG whose EXIF says 'rotate 90°', with a camera and GPS position.
    const bytes = await picture()
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'SecretCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 41/1 0/1' } })
      .toBuffer();
    expect(await sharp(bytes).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    expect(bytes.includes('SecretCam')).toBe(true);
    const path = await storeImage({ gate, uploadsDir, folder: 'sponsors', bytes });
    const stored = await readFile(join(uploadsDir, path.replace(/^uploads\//, '')));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ width: 20, height: 30 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(stored.includes('SecretCam')).toBe(false);
  });

  it('scales a large picture down to 2048 pixels a side', async () => {
    const path = await storeImage({
      gate,
      uploadsDir,
      folder: 'big',
      bytes: await picture(4096, 1024).png().toBuffer(),
    });
    expect(await sharp(join(uploadsDir, path.replace(/^uploads\//, ''))).metadata()).toMatchObject({
      width: 2048,
      height: 512,
    });
  });

  it('stores an event image at every width of docs/decisions.md#180, never wider than the picture, and removes them together', async () => {
    const path = await storeImage({
      gate,
      uploadsDir,
      folder: 'covers',
      bytes: await picture(1200, 800).jpeg().toBuffer(),
      shape: 'event-widths',
    });
    expect(path).toMatch(/^uploads\/covers\/[0-9a-f-]{36}-1600\.webp$/);
    const sizes = eventImageSizes(path)!;
    const stored = await Promise.all(
      sizes.map((size) => sharp(join(uploadsDir, size.path.replace(/^uploads\//, ''))).metadata()),
    );
    expect(stored.map(({ format, width, height }) => ({ format, width, height }))).toEqual([
      { format: 'webp', width: 400, height: 267 },
      { format: 'webp', width: 800, height: 533 },
      { format: 'webp', width: 1200, height: 800 },
    ]);
    await removeStoredImage({ uploadsDir, path });
    expect(await readdir(join(uploadsDir, 'covers'))).toEqual([]);
  });

  it('refuses what is no image, or does not decode, with a 415 and writes nothing', async () => {
    const png = await picture().png().toBuffer();
    for (const bytes of [
      Buffer.from('just text'),
      Buffer.concat([png.subarray(0, 8), Buffer.from('not really a png')]),
    ]) {
      await expect(
        storeImage({ gate, uploadsDir, folder: 'refused', bytes, shape: 'event-widths' }),
      ).rejects.toMatchObject({
        statusCode: 415,
      });
      await expect(storeImage({ gate, uploadsDir, folder: 'refused', bytes })).rejects.toMatchObject({
        statusCode: 415,
        messageKey: 'server.imageUnsupported',
      });
    }
    expect(await readdir(join(uploadsDir)).then((names) => names.includes('refused'))).toBe(false);
  });

  it('refuses a picture past the pixel limit from its header, with a 413 (docs/decisions.md#253)', async () => {
    const small = new ImageGate(imageLimitsOf({ ...DEFAULT_IMAGE_LIMITS, maxMegapixels: 1 }));
    const bytes = await picture(1001, 1000).png().toBuffer();
    await expect(storeImage({ gate: small, uploadsDir, folder: 'pixels', bytes })).rejects.toMatchObject({
      statusCode: 413,
      messageKey: 'server.imageTooManyPixels',
      details: { variables: { megapixels: 1 } },
    });
    expect(await readdir(join(uploadsDir)).then((names) => names.includes('pixels'))).toBe(false);
    expect(
      await storeImage({
        gate: small,
        uploadsDir,
        folder: 'pixels',
        bytes: await picture(1000, 1000).png().toBuffer(),
      }),
    ).toMatch(/^uploads\/pixels\//);
  });
});
