import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { cacheControlFor, releaseCacheControl } from './cache-policy';
import { compressHtml } from './compress-html';
import type { FastifyTrustProxy } from './deployment';

/**
 * On every answer of every app server: no content-type sniffing (a file is only ever what its
 * type says), and other origins see where a visitor came from, never the page's full address.
 */
const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export interface StaticAppOptions {
  /** The app's build output (holds index.html). */
  root: string;
  /** Serve index.html for unknown GET paths that accept html (client-side routing). */
  spaFallback?: boolean;
  /** Allow any origin to load the files: needed by remotes loaded into the shell's page. */
  allowAnyOrigin?: boolean;
  /**
   * Renders the html sent for index.html and the SPA fallback for the requested address (path
   * and query), with headers of its own (its CSP) and its status (404 for an unknown page); compressed on the fly (compress-html.ts).
   */
  renderIndex?: (url: string, requestHeaders: IncomingHttpHeaders) => { html: string; headers: Record<string, string>; status?: number };
  /** Added to every answer (e.g. Strict-Transport-Security). */
  headers?: Record<string, string>;
  /**
   * Also serve this remote's part of the release store (RELEASES_DIR) under `/releases/<remote>/`
   * (docs/deploy.md): versions cached for good, channels revalidated.
   */
  releases?: { dir: string; remote: string };
  /** Whose X-Forwarded-* to believe (see deployment.ts); none by default. */
  trustProxy?: FastifyTrustProxy;
  logger?: boolean;
}

export async function createStaticApp(options: StaticAppOptions): Promise<FastifyInstance> {
  const root = path.resolve(options.root);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No build found in ${root}: run the app's build first.`);
  }
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  const everyAnswer = { ...BASE_HEADERS, ...options.headers };
  // onSend, so proxied answers, errors and 404s get them too.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(everyAnswer);
    return payload;
  });
  if (options.allowAnyOrigin) await app.register(cors, { origin: '*' });
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    // The build's `x.js.br` / `x.js.gz` (packages/build-config) for clients that accept them,
    // with `Vary: Accept-Encoding` and the original file's Content-Type.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });
  if (options.releases) await serveReleases(app, options.releases);
  const { renderIndex } = options;
  const sendIndex = renderIndex
    ? (request: FastifyRequest, reply: FastifyReply) => {
        const { html, headers, status = 200 } = renderIndex(request.url, request.headers);
        const { body, encoding } = compressHtml(html, request.headers['accept-encoding']);
        if (encoding) reply.header('Content-Encoding', encoding);
        return reply
          .code(status)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          .header('Vary', 'Accept-Encoding')
          .headers(headers)
          .send(body);
      }
    : (_request: FastifyRequest, reply: FastifyReply) => reply.sendFile('index.html');
  app.get('/', (request, reply) => sendIndex(request, reply));
  app.get('/index.html', (request, reply) => sendIndex(request, reply));
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (options.spaFallback && wantsHtml) return sendIndex(request, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
  return app;
}

/** Never served from the store: a publish's folder in progress, a channel's lock or half-written copy. */
const unfinished = /\/\.|\.(?:tmp|lock)$/;

async function serveReleases(app: FastifyInstance, { dir, remote }: { dir: string; remote: string }): Promise<void> {
  const root = path.resolve(dir, remote);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: `/releases/${remote}/`,
    decorateReply: false,
    index: false,
    wildcard: true,
    preCompressed: true,
    allowedPath: (pathName) => !unfinished.test(pathName),
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', releaseCacheControl(path.relative(root, filePath)));
    },
  });
}

export async function listen(app: FastifyInstance, port: number, name: string): Promise<void> {
  const host = process.env.HOST ?? '0.0.0.0';
  await app.listen({ port, host });
  console.log(`${name} listening on http://localhost:${port}`);
  const close = () => {
    app.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}
