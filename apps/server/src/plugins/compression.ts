import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rememberingCompressor } from '../lib/remembering-compressor.ts';

/**
 * Replies of about a kilobyte and more go out compressed when the client accepts it (docs/decisions.md#90):
 * brotli at quality 4 (fast enough per request), else gzip. The web app's files come precompressed from
 * the build (plugins/web-app.ts) and the live snapshot from the hub, which set their own Content-Encoding,
 * so nothing here compresses them again; the live stream (text/event-stream) is never touched.
 * A list served from the reply cache is the same bytes for every caller for a second: those are
 * compressed once (lib/remembering-compressor.ts). Compressed request bodies are not accepted: every
 * body limit stays a limit on what is parsed.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      globalDecompression: false,
      // Replies up to 64 KB (every list of §7) take the synchronous path, where identical ones are compressed once;
      // on two cores the library would stream everything above 8 KB, compressing each copy again.
      syncThreshold: 64 * 1024,
      zlib: {
        brotliCompressSync: rememberingCompressor(brotliCompressSync),
        gzipSync: rememberingCompressor(gzipSync),
      },
    });
  },
  { name: 'compression' },
);
