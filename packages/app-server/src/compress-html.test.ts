import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressHtml, HTML_COMPRESSION_THRESHOLD_BYTES, negotiateEncoding } from './compress-html';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('compressHtml', () => {
  const page = `<!doctype html><html><body>${'<p>Handyhub</p>'.repeat(200)}</body></html>`;

  it('brotli-compresses a page above the threshold for a client that accepts it', () => {
    const { body, encoding } = compressHtml(page, 'gzip, br');
    expect(encoding).toBe('br');
    expect(brotliDecompressSync(body).toString()).toBe(page);
    expect(body.length).toBeLessThan(page.length / 10);
  });

  it('gzips for a client that accepts only gzip', () => {
    const { body, encoding } = compressHtml(page, 'gzip');
    expect(encoding).toBe('gzip');
    expect(gunzipSync(body).toString()).toBe(page);
  });

  it('sends the page as it is below the threshold or to a client that accepts neither', () => {
    const small = '<p>hi</p>'.padEnd(HTML_COMPRESSION_THRESHOLD_BYTES - 1, ' ');
    expect(compressHtml(small, 'br')).toEqual({ body: small });
    expect(compressHtml(page, 'identity')).toEqual({ body: page });
    expect(compressHtml(page, undefined)).toEqual({ body: page });
  });
});
