import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { makePicture, multipartBody } from '../test-support/picture-fixtures';
import { createTestApp, csrf, loginAs, providerIdOf, type TestApp } from '../test-support/test-app';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('compressing the API’s answers on the fly', () => {
  it('sends JSON above the threshold as brotli or gzip, as the client asks, varying on Accept-Encoding', async () => {
    const plain = await get('/api/markets/nyc/providers');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const brotli = await get('/api/markets/nyc/providers', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', vary: expect.stringMatching(/accept-encoding/i), 'content-type': expect.stringMatching(/^application\/json/) });
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gzip = await get('/api/markets/nyc/providers', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers alone', async () => {
    const health = await get('/api/health', { 'accept-encoding': 'br' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('keeps no-store on personal data it compresses, and error answers readable', async () => {
    const cookie = await loginAs(t.app, 'customer@example.com');
    const jobs = await get('/api/jobs', { cookie, 'accept-encoding': 'br' });
    expect(jobs.statusCode).toBe(200);
    expect(jobs.headers['cache-control']).toBe('no-store');
    if (jobs.rawPayload.length > COMPRESSION_THRESHOLD_BYTES) expect(jobs.headers['content-encoding']).toBe('br');
    const missing = await get('/api/markets/atlantis', { 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const body = missing.headers['content-encoding'] === 'br' ? brotliDecompressSync(missing.rawPayload).toString() : missing.body;
    expect(JSON.parse(body)).toMatchObject({ error: { code: expect.any(String) } });
  });

  it('answers a revalidation with a bare 304, whatever the client accepts', async () => {
    const first = await get('/api/markets/nyc/providers', { 'accept-encoding': 'br' });
    const again = await get('/api/markets/nyc/providers', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('sends pictures as they are: WebP is compressed already', async () => {
    const providerId = await providerIdOf(t.db, 'provider@example.com');
    const cookie = await loginAs(t.app, 'provider@example.com');
    const { payload, contentType } = await multipartBody([{ name: 'picture', bytes: await makePicture('webp', 400, 400), filename: 'me.webp', type: 'image/webp' }]);
    const uploaded = await t.app.inject({ method: 'POST', url: `/api/providers/${providerId}/picture`, headers: { ...csrf, cookie, 'content-type': contentType }, payload });
    expect(uploaded.statusCode).toBe(200);
    const picture = await get(`${(uploaded.json() as { pictureUrl: string }).pictureUrl}&size=512`, { 'accept-encoding': 'br, gzip' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['content-encoding']).toBeUndefined();
  });
});
