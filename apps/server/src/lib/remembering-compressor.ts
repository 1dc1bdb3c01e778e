import { crc32 } from 'node:zlib';

type Compress<O> = (input: Buffer, options?: O) => Buffer;

/**
 * A synchronous compressor that remembers its latest results by content (docs/decisions.md#90):
 * the reply cache hands every caller of a list the same reply for a second, so the same bytes are
 * compressed once, not once per request. A hit is the very same input (length, CRC-32, then a byte
 * compare), so the output is what compressing it again would give; at most `entries` are kept.
 */
export function rememberingCompressor<O>(
  compress: Compress<O>,
  { entries = 64 }: { entries?: number } = {},
): Compress<O> {
  const kept = new Map<string, { input: Buffer; output: Buffer }>();
  return (input, options) => {
    const key = `${input.length}:${crc32(input)}`;
    const hit = kept.get(key);
    if (hit && hit.input.equals(input)) {
      kept.delete(key);
      kept.set(key, hit);
      return hit.output;
    }
    const output = compress(input, options);
    kept.set(key, { input, output });
    if (kept.size > entries) kept.delete(kept.keys().next().value as string);
    return output;
  };
}
