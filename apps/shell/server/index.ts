import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import httpProxy from '@fastify/http-proxy';
import { createStaticApp, listen } from '@marketplace/app-server';
import { renderIndex } from './render-index';
import { readServerConfig } from './server-config';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const config = readServerConfig(process.env, distDir);
const indexHtml = renderIndex(readFileSync(path.join(distDir, 'index.html'), 'utf8'), config.runtime);

const app = await createStaticApp({ root: distDir, spaFallback: true, renderIndex: () => indexHtml });

// The API is reached only through this origin, so cookies and tracing headers stay same-origin.
await app.register(httpProxy, {
  upstream: config.apiUrl,
  prefix: '/api',
  rewritePrefix: '/api',
  replyOptions: {
    // The API sees who asked and under which host: for its same-origin (CSRF) check, the Secure
    // cookie flag and per-address rate limits. It trusts these headers from loopback only.
    rewriteRequestHeaders: (request, headers) => ({
      ...headers,
      'x-forwarded-host': request.headers.host ?? '',
      'x-forwarded-proto': request.protocol,
      'x-forwarded-for': request.ip,
    }),
    onError: (reply) => {
      reply
        .code(503)
        .type('application/json')
        .send({ error: { code: 'API_UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again.' } });
    },
  },
});

await listen(app, config.port, 'shell');
console.log(
  `remotes: ${Object.entries(config.runtime.remotes)
    .map(([name, url]) => `${name}=${url}`)
    .join(' ')}; error reporting ${config.runtime.sentry.dsn ? 'on' : 'off'}; api ${config.apiUrl}`,
);
