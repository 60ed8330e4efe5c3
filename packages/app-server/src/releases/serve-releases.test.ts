import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createStaticApp } from '../static-app';
import { releaseRemote } from './commands';
import { openReleaseStore } from './store';
import { makeTestBuild, testShell } from './test-builds';

let storeDir: string;
let app: FastifyInstance;
beforeAll(async () => {
  storeDir = mkdtempSync(path.join(tmpdir(), 'served-store-'));
  const store = openReleaseStore(storeDir);
  const options = { remote: 'booking', environment: 'production', shell: testShell, budgetBytes: 40_960, now: new Date('2026-11-26T09:00:00Z') };
  releaseRemote(store, { ...options, builtDir: makeTestBuild() });
  releaseRemote(openReleaseStore(storeDir), { ...options, remote: 'market', builtDir: makeTestBuild({ remote: 'market' }) });
  writeFileSync(path.join(storeDir, 'booking/channels/production.json.1a2b.tmp'), '{');
  mkdirSync(path.join(storeDir, 'booking/.incoming-1a2b'));
  writeFileSync(path.join(storeDir, 'booking/.incoming-1a2b/remoteEntry.js'), 'var half;');
  const dist = makeTestBuild();
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>booking</title>');
  app = await createStaticApp({ root: dist, spaFallback: true, allowAnyOrigin: true, releases: { dir: storeDir, remote: 'booking' } });
});
afterAll(async () => {
  await app.close();
  rmSync(storeDir, { recursive: true, force: true });
});

describe("a remote's server with a release store", () => {
  it('serves its versions for good and its channels revalidated, to any origin', async () => {
    const entry = await app.inject({ url: '/releases/booking/v1/remoteEntry.js', headers: { origin: 'http://localhost:3000' } });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe(readFileSync(path.join(storeDir, 'booking/v1/remoteEntry.js'), 'utf8'));
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    const manifest = await app.inject({ url: '/releases/booking/v1/mf-manifest.json' });
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const channel = await app.inject({ url: '/releases/booking/channels/production.json' });
    expect(channel.headers['cache-control']).toBe('no-cache');
    expect(channel.json()).toMatchObject({ live: 'v1' });
  });

  it('serves neither half-written files nor another remote’s releases', async () => {
    expect((await app.inject({ url: '/releases/booking/channels/production.json.1a2b.tmp' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/releases/booking/.incoming-1a2b/remoteEntry.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/releases/market/v1/remoteEntry.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/releases/booking/../market/v1/remoteEntry.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/releases/booking/channels/staging.json' })).statusCode).toBe(404);
  });
});
