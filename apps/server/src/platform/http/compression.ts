import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a JSON body goes as it is: compressing it would cost more time than the bytes it saves. */
export const COMPRESS_JSON_FROM_BYTES = 1024;

/**
 * Up to this size a JSON answer is compressed in one call on the event loop rather than through a zlib stream
 * (brotli quality 4: about 0.2 ms for 25 KB). The plugin's default on 2 cores is 8 KiB, and a stream for a
 * message page or an inbox (15–30 KB) cost 2–3 ms in scheduling and threadpool hand-offs, more than the
 * statements that made the answer (bench/messages.bench.ts). Larger answers still stream.
 */
export const COMPRESS_JSON_INLINE_UP_TO_BYTES = 64 * 1024;

/**
 * Compresses the API's JSON answers (issue 17, item 4): a page of fifty tenants is a few KB that shrink by
 * about five times. Only JSON: the web app's files are compressed once at build time and served as they are
 * (web-app.ts), and client files are sent as stored (they are mostly PDFs and images already compressed, and
 * a download must keep its exact Content-Length and byte ranges). Brotli at quality 4 costs about what gzip
 * does while saving more; a client that offers neither gets plain JSON.
 */
export async function registerJsonCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_JSON_FROM_BYTES,
    syncThreshold: COMPRESS_JSON_INLINE_UP_TO_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/(problem\+)?json\b/,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Files and streams never reach this point compressed twice: only the types above are touched.
    removeContentLengthHeader: true,
  });
}
