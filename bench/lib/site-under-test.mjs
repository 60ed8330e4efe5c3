// @ts-check
// What the browser benchmarks (bench:bundle, bench:lighthouse) share: a build made if missing,
// the whole site started on the benchmark's own ports with error reporting switched on (its
// envelopes go to a local sink, never to the network), and a real market id.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { run } from '../../scripts/lib/run.mjs';
import { remoteNames, root, startSite } from '../../scripts/lib/site.mjs';

/** Builds every app unless each already has a build (a fresh clone has none). */
export async function buildIfNeeded() {
  const apps = ['shell', ...remoteNames];
  if (apps.every((app) => existsSync(path.join(root, 'apps', app, 'dist/index.html')))) return;
  await run('pnpm', ['run', 'build'], { cwd: root });
}

/**
 * Accepts the error reporting SDK's envelopes and drops them, so reporting is on (as in
 * production, where its code is part of what a visitor downloads) without any network.
 * @param {number} port
 */
async function startEnvelopeSink(port) {
  const sink = createServer((request, response) => {
    request.resume();
    response.writeHead(200, { 'Access-Control-Allow-Origin': '*' }).end('{}');
  });
  await new Promise((resolve, reject) => {
    sink.once('error', reject);
    sink.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  return () => new Promise((resolve) => sink.close(() => resolve(undefined)));
}

/**
 * The built site on the given ports with error reporting sending to a sink on `sinkPort`.
 * @param {{ ports: { shell: number, booking: number, provider: number, market: number, api: number }, sinkPort: number }} options
 */
export async function startSiteUnderTest({ ports, sinkPort }) {
  await buildIfNeeded();
  const stopSink = await startEnvelopeSink(sinkPort);
  try {
    const site = await startSite({ ports, quiet: true, shellEnv: { SENTRY_DSN: `http://public@127.0.0.1:${sinkPort}/1` } });
    return {
      site,
      async stop() {
        await site.stop();
        await stopSink();
      },
    };
  } catch (error) {
    await stopSink();
    throw error;
  }
}

/**
 * A market the seed really has, from the API's public list (the seed may change its markets).
 * @param {string} apiUrl
 * @returns {Promise<string>}
 */
export async function firstMarketId(apiUrl) {
  const response = await fetch(`${apiUrl}/api/markets`);
  if (!response.ok) throw new Error(`GET /api/markets answered ${response.status}`);
  const { markets } = /** @type {{ markets: Array<{ id: string }> }} */ (await response.json());
  const id = markets[0]?.id;
  if (!id) throw new Error('The API lists no market: is the database seeded?');
  return id;
}

/** @param {number} bytes */
export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
