import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes an answer goes as it is: compressing it saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * JSON (and the other text answers: calendars, SVG pictures) compressed on the fly, brotli
 * when the client takes it, else gzip, with `Vary: Accept-Encoding`. Pictures and PDFs are
 * left alone (their formats are compressed already), as are 304s and empty answers. Brotli
 * runs at quality 4 (the plugin's default): quality 11 costs ~20× the CPU for a few % less.
 * Request bodies are never decompressed: a compressed upload could unpack past bodyLimit.
 * Register it before the routes: it hooks every route added after it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: COMPRESSION_THRESHOLD_BYTES, globalDecompression: false });
}
