import type { FastifyReply } from 'fastify';

/**
 * Image bytes as an answer: the browser may only treat them as the declared image (no sniffing),
 * and an SVG opened on its own runs no script and loads nothing.
 */
export function sendImage(reply: FastifyReply, image: { contentType: string; bytes: Buffer }): FastifyReply {
  return reply
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    .type(image.contentType)
    .send(image.bytes);
}
