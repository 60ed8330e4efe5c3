import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readServerConfig } from './server-config';
import { createShellServer } from './shell-server';

const env = {
  BOOKING_REMOTE_URL: 'http://localhost:3001/mf-manifest.json',
  PROVIDER_REMOTE_URL: 'http://localhost:3002/mf-manifest.json',
  MARKET_REMOTE_URL: 'http://localhost:3003/mf-manifest.json',
  API_URL: 'http://127.0.0.1:9',
};
const page = (text: string) => `<!doctype html><html><head><title>${text}</title></head><body><div id="root"><h1>${text}</h1></div></body></html>`;
const html = { accept: 'text/html' };

let distDir: string;
let server: FastifyInstance;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'shell-pages-test-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
  mkdirSync(path.join(distDir, 'pages'));
  for (const name of ['home', 'terms', 'not-found', 'remote-loading']) writeFileSync(path.join(distDir, 'pages', `${name}.html`), page(name));
  server = await createShellServer(readServerConfig(env, distDir));
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
    const response = await server.inject({ url: '/pages/terms.html', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<h1>terms</h1>');
  });
});
