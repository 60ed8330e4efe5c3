import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readServerConfig } from './server-config';
import { createShellServer } from './shell-server';

// A market remote that serves its manifest, and a booking remote where nothing listens.
const manifest = {
  metaData: { globalName: 'market', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './routes', assets: { js: { sync: ['routes.abc.js'], async: ['page.js', 'catalogue-de.0a1b2c3d4e.js'] }, css: { sync: [], async: [] } } }],
};
const html = { accept: 'text/html' };

let distDir: string;
let remote: Server;
let server: FastifyInstance;
let market: string;

beforeAll(async () => {
  remote = createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(manifest)));
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  market = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  distDir = mkdtempSync(path.join(tmpdir(), 'shell-hints-test-'));
  const page = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
  writeFileSync(path.join(distDir, 'index.html'), page);
  // The shell's own German words (docs/languages.md, "Loading the words without an extra round trip").
  writeFileSync(path.join(distDir, 'catalogue-de.9f8e7d6c5b.js'), '');
  // The shell's federation runtime and remote loading, and a chunk that is neither.
  for (const file of ['federation.0123456789.js', 'federation-runtime.abcdef0123.js', 'federation-helper.abcdef0123.js']) writeFileSync(path.join(distDir, file), '');
  mkdirSync(path.join(distDir, 'pages', 'en'), { recursive: true });
  for (const name of ['remote-loading', 'own-layout-loading', 'terms', 'not-found']) writeFileSync(path.join(distDir, 'pages', 'en', `${name}.html`), page);
  const env = {
    BOOKING_REMOTE_URL: 'http://127.0.0.1:9/mf-manifest.json',
    PROVIDER_REMOTE_URL: 'http://127.0.0.1:9/provider/mf-manifest.json',
    MARKET_REMOTE_URL: `${market}/mf-manifest.json`,
    API_URL: 'http://127.0.0.1:9',
  };
  server = await createShellServer(readServerConfig(env, distDir));
});

afterAll(async () => {
  await server.close();
  await new Promise((resolve) => remote.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

describe('the preload hints in the page the shell sends', () => {
  it("name the route's remote files, read from its manifest, in the head", async () => {
    // The server reads the manifests when it starts, without waiting: poll until it has.
    let body = '';
    for (let attempt = 0; attempt < 50 && !body.includes('routes.abc.js'); attempt += 1) {
      body = (await server.inject({ url: '/market/nyc', headers: html })).body;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(`<link rel="preconnect" href="${market}" crossorigin="anonymous">`);
    expect(head).toContain(`<link rel="preload" href="${market}/mf-manifest.json" as="fetch" crossorigin="anonymous">`);
    expect(head).toContain(`<link rel="preload" href="${market}/remoteEntry.js" as="script" crossorigin="anonymous">`);
    expect(head).toContain(`<link rel="preload" href="${market}/routes.abc.js" as="script" crossorigin="anonymous">`);
    // The shell's own federation runtime, off every other page's first load, is needed at once here.
    expect(head).toContain('<link rel="preload" href="/federation-runtime.abcdef0123.js" as="script"><link rel="preload" href="/federation.0123456789.js" as="script">');
    expect(head).not.toContain('federation-helper');
  });

  it("in German, also name the shell's words and the remote's, so neither waits for the code that asks for them", async () => {
    const german = { ...html, 'accept-language': 'de-DE,de;q=0.9' };
    let body = '';
    for (let attempt = 0; attempt < 50 && !body.includes('routes.abc.js'); attempt += 1) {
      body = (await server.inject({ url: '/market/nyc', headers: german })).body;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" href="/catalogue-de.9f8e7d6c5b.js" as="script">');
    expect(head).toContain(`<link rel="preload" href="${market}/catalogue-de.0a1b2c3d4e.js" as="script" crossorigin="anonymous">`);
    expect(head).not.toContain('page.js');
    expect((await server.inject({ url: '/terms', headers: german })).body).toContain('href="/catalogue-de.9f8e7d6c5b.js"');
    expect((await server.inject({ url: '/market/nyc', headers: html })).body).not.toContain('catalogue-');
  });

  it('hint only the connection and manifest of a remote that is down, and the page is still sent', async () => {
    const response = await server.inject({ url: '/book-now/services', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<link rel="preload" href="http://127.0.0.1:9/mf-manifest.json" as="fetch" crossorigin="anonymous">');
    expect(response.body).not.toContain('http://127.0.0.1:9/remoteEntry.js');
    expect(response.body).toContain('<link rel="preload" href="/federation-runtime.abcdef0123.js" as="script">');
  });

  it.each(['/terms', '/no/such/page'])('are not in pages no remote draws: %s', async (url) => {
    const { body } = await server.inject({ url, headers: html });
    expect(body).not.toContain('rel="preload"');
    expect(body).not.toContain('rel="preconnect"');
  });
});
