import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createStaticApp } from './static-app';

let root: string;
let remote: FastifyInstance;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'static-app-test-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(path.join(root, 'remoteEntry.js'), 'var remote;');
  writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
  // A remote as serve-app starts it.
  remote = await createStaticApp({ root, spaFallback: true, allowAnyOrigin: true });
});
afterAll(async () => {
  await remote.close();
  rmSync(root, { recursive: true, force: true });
});

describe('what every app server sends', () => {
  it.each(['/remoteEntry.js', '/mf-manifest.json', '/', '/missing.js'])('%s is nosniff with a referrer policy', async (url) => {
    const response = await remote.inject({ method: 'GET', url, headers: { origin: 'http://localhost:3000' } });
    expect(response.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
  });
});
