import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import httpProxy from '@fastify/http-proxy';
import { createStaticApp } from '@marketplace/app-server';
import { languages, pseudoLocales, type PageLocale } from '@marketplace/i18n/languages';
import { requestLanguage } from '@marketplace/i18n/server';
import { fastifyTrustProxy } from '@marketplace/app-server/deployment';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiUnavailableBody } from './api-unavailable';
import { contentSecurityPolicy } from './content-security-policy';
import { prerenderedPages, pageForPath, type PrerenderedPage } from '../src/prerender/pages';
import { catalogueChunkLocale } from '../src/remotes/manifest';
import { remoteForPath } from '../src/remotes/remote-mounts';
import { renderIndex, type PageRendering } from './render-index';
import { preloadLink, remoteHintLinks } from './remote-hints';
import { createRemoteManifestCache } from './remote-manifests';
import { createRemoteReleases, type RemoteReleases } from './remote-releases';
import { createMarketLanguages, type MarketLanguages } from './market-languages';
import type { ServerConfig } from './server-config';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * What the API is told about the browser, replacing anything the client sent under these names:
 * the real client's address, protocol and host (from the trusted proxy in front, if any). The
 * API believes them because they come from the shell, on loopback.
 */
function forwardedHeaders(request: Pick<FastifyRequest, 'ip' | 'protocol' | 'host'>, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !/^(x-forwarded-|forwarded$|x-real-ip$)/.test(name)));
  return { ...kept, 'x-forwarded-for': request.ip, 'x-forwarded-proto': request.protocol, 'x-forwarded-host': request.host };
}

type PageRenderer = (page: PageRendering) => string;

/**
 * Each prerendered page (dist/pages/<locale>/, see src/prerender/pages.ts) with the run-time
 * configuration, as a function of the response's nonce. A build without them (a development
 * build) sends its empty index.html everywhere, rendered in the browser, in the language asked.
 */
function prerenderedPagesIn({ distDir }: ServerConfig): (locale: PageLocale, page: PrerenderedPage) => PageRenderer {
  const index = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const read = (locale: PageLocale, page: string) => {
    const file = path.join(distDir, 'pages', locale, `${page}.html`);
    return existsSync(file) ? readFileSync(file, 'utf8') : index.replace(/<html[^>]*>/, `<html lang="${locale}">`);
  };
  const pages = new Map<string, PageRenderer>();
  for (const locale of [...languages, ...pseudoLocales]) {
    for (const page of Object.keys(prerenderedPages)) pages.set(`${locale}/${page}`, renderIndex(read(locale, page)));
  }
  return (locale, page) => pages.get(`${locale}/${page}`)!;
}

/**
 * The shell's own catalogue chunk for each language (docs/languages.md, "Loading the words"),
 * hinted in that language's pages so the words download beside main.js rather than after it.
 */
function ownCatalogueHints({ distDir }: ServerConfig): (locale: PageLocale) => string {
  const hints = new Map<string, string>();
  for (const file of readdirSync(distDir)) {
    const locale = catalogueChunkLocale(file);
    if (locale) hints.set(locale, (hints.get(locale) ?? '') + preloadLink(`/${file}`, 'script', { sameOrigin: true }));
  }
  return (locale) => hints.get(locale) ?? '';
}

/**
 * The shell's own federation runtime and remote loading (two chunks, off the first load of
 * every other page: docs/performance.md), hinted on a remote's route, which needs them at once.
 */
export function federationHints({ distDir }: Pick<ServerConfig, 'distDir'>): string {
  return readdirSync(distDir)
    .filter((file) => /^federation(-runtime)?\.[0-9a-f]+\.js$/.test(file))
    .sort()
    .map((file) => preloadLink(`/${file}`, 'script', { sameOrigin: true }))
    .join('');
}

/**
 * The shell's server: its page (with the run-time configuration and its CSP), its files, and
 * /api. Each page loads the remotes' versions `releases` last read from their channels (by
 * default, never read: each remote from its manifest URL).
 */
export async function createShellServer(
  config: ServerConfig,
  releases: RemoteReleases = createRemoteReleases({ manifestUrls: config.remoteManifestUrls, environment: config.releaseEnvironment }),
  marketLanguages: MarketLanguages = createMarketLanguages({ apiUrl: config.apiUrl }),
): Promise<FastifyInstance> {
  const pages = prerenderedPagesIn(config);
  const ownHints = ownCatalogueHints(config);
  const federation = federationHints(config);
  const policy = contentSecurityPolicy({
    remoteManifestUrls: Object.values(config.remoteManifestUrls),
    sentryDsn: config.runtime.sentry.dsn,
    remoteSentryDsns: Object.values(config.runtime.sentry.remoteDsns ?? {}),
  });
  const manifests = createRemoteManifestCache({ manifestUrlFor: releases.liveManifestUrl });
  // Read at start (not awaited: a remote that is down must not delay the shell), so the first
  // visitors of a remote route already get its files hinted.
  void manifests.warm();
  const pageOrigin = new URL(config.publicUrl).origin;
  /** A page's preload hints: the shell's words in the page's language; on a remote's route, the remote's files. */
  const hintsFor = (url: string, status: number, locale: PageLocale) => {
    const remote = status === 200 ? remoteForPath(url.toLowerCase()) : undefined;
    if (!remote) return ownHints(locale);
    return ownHints(locale) + federation + remoteHintLinks({ manifestUrl: releases.liveManifestUrl(remote), assets: manifests.assetsFor(remote), pageOrigin, locale });
  };
  const remotes = () => ({ booking: releases.sourceFor('booking'), provider: releases.sourceFor('provider'), market: releases.sourceFor('market') });
  // A fresh nonce per response: one an attacker saw on an earlier page is worth nothing.
  // The page in the visitor's language (docs/languages.md): the HTML depends on their cookie
  // and Accept-Language, so caches must keep one copy for each.
  const renderPage = (url: string, headers: IncomingHttpHeaders) => {
    const nonce = randomBytes(16).toString('base64');
    const { page, status } = pageForPath(url);
    const locale = requestLanguage(headers, { allowPseudo: config.allowPseudoLocales, marketLanguage: marketLanguages.languageFor(url) });
    const html = pages(locale, page)({ nonce, head: hintsFor(url, status, locale), config: { remotes: remotes(), ...config.runtime } });
    return { html, headers: { 'Content-Security-Policy': policy(nonce), 'Content-Language': locale, Vary: 'Accept-Encoding, Accept-Language, Cookie' }, status };
  };
  // Browsers ignore HSTS over plain http, and a site on http must not ask for it.
  const https = config.publicUrl.startsWith('https:');
  const app = await createStaticApp({
    root: config.distDir,
    spaFallback: true,
    renderIndex: renderPage,
    headers: https ? { 'Strict-Transport-Security': `max-age=${YEAR_SECONDS}` } : {},
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });

  // The page templates are served only through renderPage (with the configuration and a nonce).
  app.get('/pages/*', (_request, reply) => reply.callNotFound());

  // The API is reached only through this origin, so cookies and tracing headers stay same-origin.
  await app.register(httpProxy, {
    upstream: config.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      rewriteRequestHeaders: forwardedHeaders,
      onError: (reply) => {
        reply.code(503).type('application/json').send(apiUnavailableBody(reply.request.headers));
      },
    },
  });
  return app;
}
