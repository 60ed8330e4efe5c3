import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readServerConfig } from './server-config';
import { createShellServer } from './shell-server';
import type { MarketLanguages } from './market-languages';

const env = {
  BOOKING_REMOTE_URL: 'http://localhost:3001/mf-manifest.json',
  PROVIDER_REMOTE_URL: 'http://localhost:3002/mf-manifest.json',
  MARKET_REMOTE_URL: 'http://localhost:3003/mf-manifest.json',
  API_URL: 'http://127.0.0.1:9',
  PSEUDO_LOCALES: '1',
};
const page = (text: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><title>${text}</title></head><body><div id="root"><h1>${text}</h1></div></body></html>`;
/** Berlin's pages are German for a visitor who asks for no language the site has. */
const marketLanguages: MarketLanguages = { refresh: async () => undefined, languageFor: (path) => (path.startsWith('/market/berlin') ? 'de' : undefined) };
const html = { accept: 'text/html' };

let distDir: string;
let server: FastifyInstance;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'shell-pages-test-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
  for (const lang of ['en', 'de', 'en-XA', 'en-XB']) {
    mkdirSync(path.join(distDir, 'pages', lang), { recursive: true });
    for (const name of ['home', 'terms', 'not-found', 'remote-loading']) writeFileSync(path.join(distDir, 'pages', lang, `${name}.html`), page(name, lang));
  }
  server = await createShellServer(readServerConfig(env, distDir), undefined, marketLanguages);
});

afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the page the shell sends for an address', () => {
  it('is the prerendered page, with the run-time configuration under the nonce of its CSP', async () => {
    const response = await server.inject({ url: '/terms', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>terms</h1>');
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(response.body).toContain(`<script nonce="${nonce}">window.__APP_CONFIG__={"remotes":{"booking":{"versions":[{"manifestUrl":"http://localhost:3001/mf-manifest.json"}]}`);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/', 'home'],
    ['/index.html', 'home'],
    ['/market/nyc', 'remote-loading'],
  ])('%s: %s', async (url, name) => {
    const response = await server.inject({ url, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<h1>${name}</h1>`);
  });

  it('is the 404 page with status 404 for an address no route takes', async () => {
    const response = await server.inject({ url: '/no/such/page', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>not-found</h1>');
    expect(response.body).toContain('window.__APP_CONFIG__=');
  });

  it('is the empty index.html, rendered in the browser, for a page the build did not prerender', async () => {
    const response = await server.inject({ url: '/login', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('window.__APP_CONFIG__=');
  });

  it('never serves the page templates themselves', async () => {
    for (const url of ['/pages/terms.html', '/pages/de/terms.html']) {
      const response = await server.inject({ url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<h1>terms</h1>');
    }
  });
});

describe('the language of the page the shell sends', () => {
  const langOf = async (url: string, headers: Record<string, string>) => {
    const response = await server.inject({ url, headers: { ...html, ...headers } });
    return { lang: /<html lang="([^"]+)"/.exec(response.body)?.[1], response };
  };

  it('follows the browser’s Accept-Language among the languages the site has', async () => {
    expect((await langOf('/terms', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })).lang).toBe('de');
    expect((await langOf('/terms', { 'accept-language': 'en-GB,en;q=0.9' })).lang).toBe('en');
    expect((await langOf('/terms', { 'accept-language': 'fr-FR' })).lang).toBe('en');
  });

  it('takes the saved choice (the lang cookie) over the browser', async () => {
    const { lang, response } = await langOf('/', { 'accept-language': 'de', cookie: 'session=x; lang=en' });
    expect(lang).toBe('en');
    expect(response.headers['content-language']).toBe('en');
    expect(String(response.headers.vary)).toMatch(/Accept-Language/);
    expect(String(response.headers.vary)).toMatch(/Cookie/);
  });

  it('is the market’s language on its pages when the browser asks for none the site has', async () => {
    expect((await langOf('/market/berlin', { 'accept-language': 'fr' })).lang).toBe('de');
    expect((await langOf('/market/berlin', { 'accept-language': 'en-US' })).lang).toBe('en');
    expect((await langOf('/market/nyc', { 'accept-language': 'fr' })).lang).toBe('en');
  });

  it('serves a pseudo-locale only where allowed, and English for a language it does not know', async () => {
    expect((await langOf('/terms', { cookie: 'lang=en-XA' })).lang).toBe('en-XA');
    expect((await langOf('/terms', { cookie: 'lang=xx' })).lang).toBe('en');
  });
});
