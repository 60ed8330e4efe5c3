import path from 'node:path';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { apiServer, remoteServer, root, shellServer, startServer } from '../../scripts/lib/site.mjs';
import { sitePorts } from './ports';
import { seededDataDir, testApiEnv } from './worker-site';

type Remote = 'booking' | 'provider' | 'market';

/**
 * Another shell next to the main one, with its own configuration: a remote pointing elsewhere
 * (down or broken), or error reporting switched on.
 */
export async function startShell(port: number, options: { remotes?: Partial<Record<Remote, string>>; env?: Record<string, string> } = {}) {
  const manifest = (remote: Remote) => options.remotes?.[remote] ?? `http://localhost:${sitePorts[remote]}/mf-manifest.json`;
  return startServer(
    shellServer(port, {
      BOOKING_REMOTE_URL: manifest('booking'),
      PROVIDER_REMOTE_URL: manifest('provider'),
      MARKET_REMOTE_URL: manifest('market'),
      SENTRY_DSN: '',
      // The worker's API: every shell of the worker shares it.
      API_URL: `http://127.0.0.1:${sitePorts.api}`,
      ...options.env,
    }),
    { quiet: true },
  );
}

/** A real remote server on another port, e.g. to bring a "down" remote back, or with its own release store (RELEASES_DIR). */
export async function startRemote(name: Remote, port: number, env: Record<string, string> = {}) {
  return startServer(remoteServer(name, port, env), { quiet: true });
}

/** The deliberately broken booking remote built from e2e/fixtures/broken-booking. */
export async function startBrokenBooking(port: number) {
  const spec = remoteServer('booking', port);
  return startServer({ ...spec, name: 'broken-booking', cwd: path.join(root, 'e2e/fixtures/broken-booking') }, { quiet: true });
}

/**
 * A second API over its own copy of the seeded database, e.g. with error reporting switched on.
 * With `clock` (the worker's time, so its browsers agree) on the test clock from there; without,
 * on the real clock, as in production (an https PUBLIC_URL refuses the test clock).
 */
export async function startApi(port: number, env: Record<string, string> = {}, { clock }: { clock?: Date } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'handyhub-e2e-api-'));
  cpSync(seededDataDir(), dataDir, { recursive: true });
  const server = await startServer(apiServer(port, { DATA_DIR: dataDir, DATABASE_URL: '', ...(clock ? testApiEnv(clock) : {}), ...env }), { quiet: true, timeoutMs: 110_000 });
  return {
    ...server,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
