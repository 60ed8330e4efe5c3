import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readServerConfig } from './server-config';
import { createShellServer } from './shell-server';

const remotes = {
  BOOKING_REMOTE_URL: 'https://booking.cdn.example/v42/mf-manifest.json',
  PROVIDER_REMOTE_URL: 'https://provider.cdn.example/mf-manifest.json',
  MARKET_REMOTE_URL: 'http://localhost:3003/mf-manifest.json',
};

let distDir: string;
let api: Server;
let apiUrl: string;
const apiSaw: IncomingHttpHeaders[] = [];
const servers: FastifyInstance[] = [];

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'shell-server-test-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><script defer src="/main.js"></script></body></html>');
  writeFileSync(path.join(distDir, 'main.js'), 'console.log(1)');
  // Stands in for the API: answers with what the shell told it.
  api = createServer((request, response) => {
    apiSaw.push(request.headers);
    response.setHeader('content-type', 'application/json');
    response.end('{}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await new Promise((resolve) => api.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

async function shell(env: Record<string, string> = {}) {
  const server = await createShellServer(readServerConfig({ ...remotes, API_URL: apiUrl, ...env }, distDir));
  servers.push(server);
  return server;
}

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]));
}

describe('the page Content-Security-Policy', () => {
  it('allows scripts, styles and manifest fetches from exactly this origin and the remotes', async () => {
    const page = await (await shell()).inject({ method: 'GET', url: '/' });
    const csp = directives(String(page.headers['content-security-policy']));
    const origins = ["'self'", 'https://booking.cdn.example', 'https://provider.cdn.example', 'http://localhost:3003'];
    const nonce = expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}==?'$/);
    expect(csp['script-src']).toEqual([...origins, nonce]);
    expect(csp['style-src']).toEqual([...origins, nonce]);
    expect(csp['connect-src']).toEqual(origins);
    expect(csp).toMatchObject({
      'default-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'worker-src': ["'self'", 'blob:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    expect(String(page.headers['content-security-policy'])).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('allows the inline run-time configuration by a nonce that is new on every response', async () => {
    const server = await shell({ SENTRY_RELEASE: 'shell@1.2.3' });
    const pages = await Promise.all(['/', '/market/nyc'].map((url) => server.inject({ method: 'GET', url, headers: { accept: 'text/html' } })));
    const nonces = pages.map((page) => {
      const inline = [...page.body.matchAll(/<script( [^>]*)?>([^<]+)<\/script>/g)];
      expect(inline).toHaveLength(1);
      expect(inline[0]![2]).toContain('shell@1.2.3');
      const nonce = /^ nonce="([^"]+)"$/.exec(inline[0]![1] ?? '')?.[1];
      expect(directives(String(page.headers['content-security-policy']))['script-src']).toContain(`'nonce-${nonce}'`);
      return nonce;
    });
    expect(new Set(nonces).size).toBe(2);
  });

  it('lets error reports go to the Sentry DSN origin when reporting is on', async () => {
    const page = await (await shell({ SENTRY_DSN: 'https://abc@o1.ingest.example.com/2' })).inject({ method: 'GET', url: '/' });
    expect(directives(String(page.headers['content-security-policy']))['connect-src']).toContain('https://o1.ingest.example.com');
  });

  it("lets a team's error reports go to its own DSN's origin", async () => {
    const server = await shell({ SENTRY_DSN: 'https://abc@o1.ingest.example.com/2', BOOKING_SENTRY_DSN: 'https://def@booking.ingest.example.com/3', MARKET_SENTRY_DSN: 'https://ghi@o1.ingest.example.com/4' });
    const connect = directives(String((await server.inject({ method: 'GET', url: '/' })).headers['content-security-policy']))['connect-src'];
    expect(connect).toEqual(expect.arrayContaining(['https://o1.ingest.example.com', 'https://booking.ingest.example.com']));
    expect(connect?.filter((source) => source === 'https://o1.ingest.example.com')).toHaveLength(1);
  });

  it('is on the page only, not on the files or the API', async () => {
    const server = await shell();
    expect((await server.inject({ method: 'GET', url: '/main.js' })).headers['content-security-policy']).toBeUndefined();
    expect((await server.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']).toBeUndefined();
  });
});

describe('headers on everything the shell sends', () => {
  it.each(['/', '/main.js', '/nope.js', '/api/health'])('%s is nosniff with a referrer policy, and no HSTS on an http site', async (url) => {
    const response = await (await shell()).inject({ method: 'GET', url });
    expect(response.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(['/', '/main.js', '/api/health'])('%s asks for HSTS when PUBLIC_URL is https', async (url) => {
    const response = await (await shell({ PUBLIC_URL: 'https://shop.example' })).inject({ method: 'GET', url });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});

describe('what the API is told about the client', () => {
  const spoofed = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example', forwarded: 'for=198.51.100.1', 'x-real-ip': '198.51.100.1' };

  it('behind a trusted proxy: the client address, protocol and host the proxy gave', async () => {
    apiSaw.length = 0;
    const server = await shell({ TRUST_PROXY: 'loopback' });
    await server.inject({ method: 'GET', url: '/api/health', remoteAddress: '127.0.0.1', headers: { ...spoofed, host: 'localhost:3000' } });
    expect(apiSaw[0]).toMatchObject({ 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' });
    expect(apiSaw[0]).not.toHaveProperty('forwarded');
    expect(apiSaw[0]).not.toHaveProperty('x-real-ip');
  });

  it('without a trusted proxy: what the shell itself saw, whatever the client claims', async () => {
    apiSaw.length = 0;
    const server = await shell();
    await server.inject({ method: 'GET', url: '/api/health', remoteAddress: '192.0.2.44', headers: { ...spoofed, host: 'localhost:3000' } });
    expect(apiSaw[0]).toMatchObject({ 'x-forwarded-for': '192.0.2.44', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'localhost:3000' });
    expect(apiSaw[0]).not.toHaveProperty('forwarded');
  });

  it('trusts a proxy only at the configured address', async () => {
    apiSaw.length = 0;
    const server = await shell({ TRUST_PROXY: '10.0.0.5' });
    await server.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.9', headers: { ...spoofed, host: 'localhost:3000' } });
    await server.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.5', headers: { ...spoofed, host: 'localhost:3000' } });
    expect(apiSaw.map((headers) => headers['x-forwarded-for'])).toEqual(['10.0.0.9', '203.0.113.7']);
  });
});

describe('when the API does not answer', () => {
  // Port 9 (discard) on loopback: nothing listens, so the proxy's connection is refused.
  const unreachable = { API_URL: 'http://127.0.0.1:9' };

  it('answers 503 API_UNAVAILABLE in the language of the request', async () => {
    const server = await shell(unreachable);
    const german = await server.inject({ method: 'GET', url: '/api/account', headers: { cookie: 'lang=de', 'accept-language': 'en-US' } });
    expect([german.statusCode, german.json()]).toEqual([
      503,
      { error: { code: 'API_UNAVAILABLE', message: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es noch einmal.' } },
    ]);
    const byHeader = await server.inject({ method: 'GET', url: '/api/account', headers: { 'accept-language': 'de-AT,de;q=0.9' } });
    expect(byHeader.json().error.message).toBe('Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es noch einmal.');
  });

  it('in English when no language the site has is asked for', async () => {
    const server = await shell(unreachable);
    const response = await server.inject({ method: 'GET', url: '/api/account', headers: { 'accept-language': 'fr-FR' } });
    expect([response.statusCode, response.json()]).toEqual([503, { error: { code: 'API_UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again.' } }]);
  });
});
