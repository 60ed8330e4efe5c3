// @ts-check
/**
 * Starts the built site's servers as child processes (the API, the shell, each remote on its
 * own origin) and stops them again. Used by `npm start`, the end-to-end tests and the
 * benchmarks, so all three run the same thing.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'apps/shell/package.json'));

export const defaultPorts = { shell: 3000, booking: 3001, provider: 3002, market: 3003, api: 3100 };
export const remoteNames = /** @type {const} */ (['booking', 'provider', 'market']);

/**
 * @typedef {object} ServerSpec
 * @property {string} name
 * @property {string[]} args node arguments
 * @property {string} cwd
 * @property {Record<string, string>} env
 * @property {string} readyUrl answers 2xx once the server is up
 */

/** @param {string} name @param {number} port @param {Record<string, string>} env @returns {ServerSpec} */
export function remoteServer(name, port, env = {}) {
  const bin = path.join(root, 'packages/app-server/bin/serve-app.mjs');
  return {
    name,
    args: [bin, name, String(port)],
    cwd: path.join(root, 'apps', name),
    env: { PORT: String(port), ...env },
    readyUrl: `http://127.0.0.1:${port}/mf-manifest.json`,
  };
}

/** @param {number} port @param {Record<string, string>} env @returns {ServerSpec} */
export function shellServer(port, env = {}) {
  return {
    name: 'shell',
    args: [require.resolve('tsx/cli'), 'server/index.ts'],
    cwd: path.join(root, 'apps/shell'),
    env: { PORT: String(port), ...env },
    readyUrl: `http://127.0.0.1:${port}/`,
  };
}

/**
 * The API (apps/api). Without DATABASE_URL it keeps an embedded PGlite database in DATA_DIR,
 * creating and seeding it on the first start (a few seconds).
 * @param {number} port @param {Record<string, string>} env @returns {ServerSpec}
 */
export function apiServer(port, env = {}) {
  const apiRequire = createRequire(path.join(root, 'apps/api/package.json'));
  return {
    name: 'api',
    args: [apiRequire.resolve('tsx/cli'), 'src/server.ts'],
    cwd: path.join(root, 'apps/api'),
    env: { PORT: String(port), HOST: '127.0.0.1', ...env },
    readyUrl: `http://127.0.0.1:${port}/api/health`,
  };
}

/**
 * @param {ServerSpec} spec
 * @param {{ quiet?: boolean, timeoutMs?: number }} [options]
 */
export async function startServer(spec, { quiet = false, timeoutMs = 30_000 } = {}) {
  // Something already answering here (a server left over from an interrupted run) would be
  // mistaken for the one we start: refuse instead.
  if (await fetch(spec.readyUrl).then(() => true, () => false)) {
    throw new Error(`${spec.name}: ${new URL(spec.readyUrl).host} is already in use; stop what is listening there first.`);
  }
  const child = spawn(process.execPath, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {string[]} */
  const output = [];
  const collect = (/** @type {Buffer} */ chunk) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      output.push(line);
      if (!quiet) console.log(`[${spec.name}] ${line}`);
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // SIGTERM first: tsx passes it on to the server it runs, where a SIGKILL would orphan that
  // server, still holding the port.
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${spec.name} exited while starting:\n${output.join('\n')}`);
    try {
      const response = await fetch(spec.readyUrl, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${spec.name} did not answer ${spec.readyUrl} within ${timeoutMs} ms:\n${output.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    name: spec.name,
    output,
    stop,
  };
}

/**
 * The whole site on the given ports: the API first, then the remotes, then the shell pointing
 * at them. Unless `persistData` is set (`npm start`), the API gets a throwaway embedded
 * database in a fresh temporary DATA_DIR (and ignores the environment's DATABASE_URL), deleted
 * on stop: the end-to-end tests and benchmarks never touch `.data` or an operator's database.
 * `apiEnv` is given to the API last: a benchmark's throwaway PostgreSQL (`DATABASE_URL`) and
 * `API_PROCESSES` go there (API_PROCESSES from the environment reaches the API as well).
 * A throwaway site's remotes also get an empty release store in that DATA_DIR.
 * `dataFrom`: a DATA_DIR prepared before (an API started on it and stopped) that the throwaway
 * one starts as a copy of, so many sites share one seeding (the end-to-end workers).
 * @param {{ ports?: Partial<typeof defaultPorts>, shellEnv?: Record<string, string>, apiEnv?: Record<string, string>, quiet?: boolean, persistData?: boolean, dataFrom?: string }} [options]
 */
export async function startSite({ ports = {}, shellEnv = {}, apiEnv = {}, quiet = false, persistData = false, dataFrom } = {}) {
  const p = { ...defaultPorts, ...ports };
  const dataDir = persistData ? undefined : mkdtempSync(path.join(os.tmpdir(), 'handyhub-site-'));
  if (dataDir && dataFrom) cpSync(dataFrom, dataDir, { recursive: true });
  const removeData = () => dataDir && rmSync(dataDir, { recursive: true, force: true });
  /** @type {Record<string, string>} */
  const throwaway = dataDir ? { DATA_DIR: dataDir, DATABASE_URL: '' } : {};
  const apiUrl = `http://127.0.0.1:${p.api}`;
  // The API believes the shell started beside it; an operator's TRUST_PROXY names the proxy in
  // front of the shell, which is the shell's business.
  const api = await startServer(apiServer(p.api, { TRUST_PROXY: 'loopback', ...throwaway, ...apiEnv }), { quiet, timeoutMs: 120_000 }).catch((error) => {
    removeData();
    throw error;
  });
  let remotes;
  let shell;
  try {
    // A throwaway site's remotes have an empty release store of their own, so an operator's
    // releases (docs/deploy.md) never decide what the tests and benchmarks load.
    /** @type {Record<string, string>} */
    const releases = dataDir ? { RELEASES_DIR: path.join(dataDir, 'releases') } : {};
    remotes = await Promise.all(remoteNames.map((name) => startServer(remoteServer(name, p[name], releases), { quiet })));
    const remoteUrls = Object.fromEntries(
      remoteNames.map((name) => [`${name.toUpperCase()}_REMOTE_URL`, `http://localhost:${p[name]}/mf-manifest.json`]),
    );
    const operatorUrls = Object.fromEntries(Object.keys(remoteUrls).flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])));
    shell = await startServer(shellServer(p.shell, { ...remoteUrls, ...operatorUrls, API_URL: apiUrl, ...shellEnv }), { quiet });
  } catch (error) {
    await Promise.all([api, ...(remotes ?? [])].map((server) => server.stop()));
    removeData();
    throw error;
  }
  const servers = [shell, ...remotes, api];
  return {
    url: `http://localhost:${p.shell}`,
    apiUrl,
    servers,
    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
      removeData();
    },
  };
}
