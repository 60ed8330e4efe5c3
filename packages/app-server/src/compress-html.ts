import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * On-the-fly compression of a page rendered per response (the shell's html carries a fresh CSP
 * nonce, so it cannot be compressed at build time). Done here rather than with
 * @fastify/compress because that plugin only reaches routes, and most pages are sent by the
 * not-found handler (the SPA fallback for deep links such as /market/nyc).
 */

/** Below this size the headers and the decoding cost more than the bytes saved. */
export const HTML_COMPRESSION_THRESHOLD_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an `Accept-Encoding` header: brotli or gzip, whichever the
 * client weighs higher (brotli on a tie), neither if it accepts neither (`q=0`, identity only).
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((token) => token.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const accepted = (['br', 'gzip'] as const).filter((encoding) => weight(encoding) > 0);
  // A stable sort keeps brotli first when both weigh the same.
  return accepted.sort((a, b) => weight(b) - weight(a))[0];
}

/**
 * The page's body for a client with this `Accept-Encoding`, and the encoding applied (none
 * below the threshold or if the client accepts neither). Quality 5 brotli / level 6 gzip: a
 * page is compressed on every request, where the highest levels would cost more time than
 * they save in bytes.
 */
export function compressHtml(html: string, acceptEncoding: string | undefined): { body: string | Buffer; encoding?: ContentEncoding } {
  const encoding = negotiateEncoding(acceptEncoding);
  const bytes = Buffer.from(html);
  if (!encoding || bytes.length < HTML_COMPRESSION_THRESHOLD_BYTES) return { body: html };
  if (encoding === 'gzip') return { body: gzipSync(bytes, { level: 6 }), encoding };
  const params = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
  return { body: brotliCompressSync(bytes, { params }), encoding };
}
