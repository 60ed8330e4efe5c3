import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createStaticApp } from './static-app';

const chunk = `export const text = ${JSON.stringify('a remote chunk '.repeat(300))};`;
const entry = `var remote = ${JSON.stringify('the entry '.repeat(300))};`;
const manifest = JSON.stringify({ metaData: { name: 'booking', padding: 'x'.repeat(2000) } });
const page = `<!doctype html><html><head></head><body>${'<p>page</p>'.repeat(300)}</body></html>`;

let root: string;
let remote: FastifyInstance;
let shell: FastifyInstance;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'static-app-test-'));
  writeFileSync(path.join(root, 'index.html'), page);
  writeFileSync(path.join(root, 'index.html.br'), brotliCompressSync(page));
  // As the build leaves them: both copies for most files; only brotli for the manifest (its
  // gzip copy saved too little and was not kept); none for small files.
  for (const [file, content] of [
    ['remoteEntry.js', entry],
    ['6574.39ab64280d.js', chunk],
  ] as const) {
    writeFileSync(path.join(root, file), content);
    writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(root, `${file}.gz`), gzipSync(content));
  }
  writeFileSync(path.join(root, 'mf-manifest.json'), manifest);
  writeFileSync(path.join(root, 'mf-manifest.json.br'), brotliCompressSync(manifest));
  writeFileSync(path.join(root, 'small.js'), 'var small;');
  // A remote as serve-app starts it, and a shell rendering its page per response.
  remote = await createStaticApp({ root, spaFallback: true, allowAnyOrigin: true });
  shell = await createStaticApp({ root, spaFallback: true, renderIndex: () => ({ html: page, headers: { 'Content-Security-Policy': "default-src 'self'" } }) });
});
afterAll(async () => {
  await Promise.all([remote.close(), shell.close()]);
  rmSync(root, { recursive: true, force: true });
});

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
}

const get = (app: FastifyInstance, url: string, acceptEncoding?: string, accept = '*/*') =>
  app.inject({
    method: 'GET',
    url,
    headers: { origin: 'http://localhost:3000', accept, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });

describe('what every app server sends', () => {
  it.each(['/remoteEntry.js', '/mf-manifest.json', '/', '/missing.js'])('%s is nosniff with a referrer policy', async (url) => {
    const response = await remote.inject({ method: 'GET', url, headers: { origin: 'http://localhost:3000' } });
    expect(response.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
  });
});

describe('files compressed at build time', () => {
  it.each([
    ['/remoteEntry.js', entry],
    ['/6574.39ab64280d.js', chunk],
    ['/mf-manifest.json', manifest],
  ])('%s: the brotli copy, the gzip copy or the file itself, by Accept-Encoding, with the same headers', async (url, original) => {
    const plain = await get(remote, url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original);
    const expectedEncoding = { 'gzip, deflate, br': 'br', gzip: 'gzip', identity: undefined };
    for (const [acceptEncoding, encoding] of Object.entries(expectedEncoding)) {
      const response = await get(remote, url, acceptEncoding);
      // The manifest has no gzip copy: a gzip-only client gets the file itself.
      const served = url === '/mf-manifest.json' && encoding === 'gzip' ? undefined : encoding;
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(served);
      expect(decoded(response)).toBe(original);
      if (served) expect(response.rawPayload.length).toBeLessThan(original.length / 5);
      expect(response.headers).toMatchObject({
        'content-type': plain.headers['content-type'],
        'cache-control': plain.headers['cache-control'],
        'access-control-allow-origin': '*',
        'x-content-type-options': 'nosniff',
      });
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    }
  });

  it('keeps the cache rules of the file for its copies: a year for hashed chunks, revalidation for entries', async () => {
    expect((await get(remote, '/6574.39ab64280d.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(remote, '/remoteEntry.js', 'br')).headers['cache-control']).toBe('no-cache');
    expect((await get(remote, '/mf-manifest.json', 'br')).headers['cache-control']).toBe('no-cache');
  });

  it('gives each encoding its own validator, so a cache never answers one with the other', async () => {
    const tags = await Promise.all(['br', 'gzip', 'identity'].map(async (encoding) => (await get(remote, '/remoteEntry.js', encoding)).headers.etag));
    expect(new Set(tags).size).toBe(3);
  });

  it('sends a file without copies as it is', async () => {
    const response = await get(remote, '/small.js', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('var small;');
  });

  it('serves a remote’s standalone page (the SPA fallback) from its brotli copy', async () => {
    const response = await get(remote, '/some/deep/link', 'br', 'text/html');
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response)).toBe(page);
  });
});

describe('a page rendered per response', () => {
  it.each(['/', '/index.html', '/market/nyc'])('%s is compressed on the fly for a client that accepts it', async (url) => {
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const response = await get(shell, url, acceptEncoding, 'text/html');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decoded(response)).toBe(page);
      expect(response.headers).toMatchObject({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        'content-security-policy': "default-src 'self'",
      });
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    }
  });
});
