import { constants, crc32, deflateRawSync } from 'node:zlib';

/** A gzip member's header: deflate, no name, no time, unknown OS (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * The start of a gzip body, compressed once and reused: the header and deflate blocks that end on a
 * byte boundary (a sync flush), so blocks compressed later can follow them; with the CRC and length
 * of the text so far, which the trailer needs.
 */
export interface GzipHead {
  bytes: Buffer;
  crc: number;
  length: number;
}

/** Compresses `text` as the first part of a gzip body. */
export function gzipHead(text: string): GzipHead {
  const raw = Buffer.from(text);
  const blocks = deflateRawSync(raw, { finishFlush: constants.Z_SYNC_FLUSH });
  return { bytes: Buffer.concat([GZIP_HEADER, blocks]), crc: crc32(raw), length: raw.length };
}

/**
 * A whole gzip body: `head` as it was compressed once, then `tail` as a final stored (uncompressed)
 * deflate block (RFC 1951 §3.2.4: a few bytes of time gain nothing from compression, and storing them
 * costs no compressor), then the trailer of the two together. Any gzip decoder reads `head` + `tail`.
 */
export function gzipWithTail(head: GzipHead, tail: string): Buffer {
  const raw = Buffer.from(tail);
  if (raw.length > 0xffff) throw new RangeError('A stored deflate block holds at most 65535 bytes');
  const block = Buffer.alloc(5);
  block[0] = 1; // BFINAL = 1, BTYPE = 00 (stored); the head ends on a byte boundary
  block.writeUInt16LE(raw.length, 1);
  block.writeUInt16LE(~raw.length & 0xffff, 3);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(raw, head.crc) >>> 0, 0);
  trailer.writeUInt32LE((head.length + raw.length) % 2 ** 32, 4);
  return Buffer.concat([head.bytes, block, raw, trailer]);
}
