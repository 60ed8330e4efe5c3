import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { readServerConfig } from './server-config';
import { createShellServer } from './shell-server';

// The shell compresses its own page on the fly and serves its files' build-time copies, but
// passes the API's answers through untouched: the API compresses its own JSON, and downloads
// and uploads stream through as they are.

const remotes = {
  BOOKING_REMOTE_URL: 'http://localhost:3001/mf-manifest.json',
  PROVIDER_REMOTE_URL: 'http://localhost:3002/mf-manifest.json',
  MARKET_REMOTE_URL: 'http://localhost:3003/mf-manifest.json',
};
/** A page as large as a prerendered one: well over the compression threshold. */
const body = `<main>${'<p>Book a vetted handyman in minutes.</p>'.repeat(100)}</main>`;
const template = `<!doctype html><html><head><title>Handyhub</title></head><body>${body}<script defer src="/main.js"></script></body></html>`;
const script = `console.log(${JSON.stringify('the shell '.repeat(500))});`;
const json = JSON.stringify({ markets: Array.from({ length: 50 }, (_, index) => ({ id: `market-${index}`, name: 'A market' })) });
const pdf = Buffer.concat(Array.from({ length: 8 }, (_, index) => Buffer.alloc(16 * 1024, index)));
const upload = Buffer.from(Array.from({ length: 64 * 1024 }, (_, index) => (index * 7) % 256));

let distDir: string;
let api: Server;
let server: FastifyInstance;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'shell-compression-test-'));
  writeFileSync(path.join(distDir, 'index.html'), template);
  writeFileSync(path.join(distDir, 'main.js'), script);
  writeFileSync(path.join(distDir, 'main.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(distDir, 'main.js.gz'), gzipSync(script));
  api = createServer((request, response) => {
    if (request.url === '/api/markets') {
      // As the API will answer: its JSON gzipped by itself when the client accepts it.
      const gzip = String(request.headers['accept-encoding']).includes('gzip');
      response.writeHead(200, { 'content-type': 'application/json', ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}) });
      response.end(gzip ? gzipSync(json) : json);
    } else if (request.url === '/api/invoice.pdf') {
      // A download streamed in chunks, without a length.
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="invoice.pdf"' });
      let sent = 0;
      const next = () => (sent < pdf.length ? response.write(pdf.subarray(sent, (sent += 16 * 1024)), () => setImmediate(next)) : response.end());
      next();
    } else if (request.url === '/api/upload') {
      const hash = createHash('sha256');
      let bytes = 0;
      request.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        bytes += chunk.length;
      });
      request.on('end', () => response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ bytes, sha256: hash.digest('hex') })));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  server = await createShellServer(readServerConfig({ ...remotes, API_URL: apiUrl }, distDir));
});

afterAll(async () => {
  await server.close();
  await new Promise((resolve) => api.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  return response.rawPayload;
}

describe('the shell page', () => {
  it.each([
    ['/', 'br, gzip', 'br'],
    ['/market/nyc', 'br, gzip', 'br'],
    ['/terms', 'gzip', 'gzip'],
    ['/', undefined, undefined],
  ])('%s with Accept-Encoding %s is sent %s, with its run-time configuration and nonce', async (url, acceptEncoding, encoding) => {
    const response = await server.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    const html = decoded(response).toString();
    expect(html).toContain(body);
    const nonce = /<script nonce="([^"]+)">window\./.exec(html)?.[1];
    expect(String(response.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    if (encoding) expect(response.rawPayload.length).toBeLessThan(html.length / 5);
  });
});

describe('the shell files', () => {
  it('come from their build-time brotli copy, with the type of the file', async () => {
    const response = await server.inject({ method: 'GET', url: '/main.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(decoded(response).toString()).toBe(script);
  });
});

describe('API answers through the shell', () => {
  it('keep the API’s own compression, byte for byte, never compressed twice', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/markets', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(gzipSync(json))).toBe(true);
    expect(decoded(response).toString()).toBe(json);
  });

  it('stay uncompressed for a client that accepts no encoding', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/markets' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(json);
  });

  it('stream a download through unchanged', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/invoice.pdf', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="invoice.pdf"' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });

  it('pass an upload to the API intact', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'content-type': 'image/png', 'accept-encoding': 'br, gzip' },
      payload: upload,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ bytes: upload.length, sha256: createHash('sha256').update(upload).digest('hex') });
  });
});
