// API answers compressed for browsers that accept it: a page of 20 cards is ~40 KB of JSON, ~6 KB in brotli, which
// on a phone's connection is the difference between the list and a wait. Static assets come precompressed
// (plugins/static.ts), so this plugin leaves answers that already carry an encoding alone.
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

export async function registerCompress(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 4 is the usual on-the-fly brotli: close to gzip -9 in size at a fraction of the CPU.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
