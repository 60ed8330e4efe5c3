/**
 * Every port the end-to-end run uses, from one base (`E2E_SITE_PORT`, 4000 by default): each
 * Playwright worker has its own block of `PORTS_PER_WORKER` from `base + index × PORTS_PER_WORKER`
 * (its `TEST_PARALLEL_INDEX`), with its own site and the extra servers some specs start, so
 * workers, and checkouts given bases far enough apart, never meet (docs/testing.md, "Ports").
 */
export const PORTS_PER_WORKER = 100;
/** 3 workers × 100 ports: a base's whole range is 300 ports. */
export const MAX_WORKERS = 3;

export const portBase = Number(process.env.E2E_SITE_PORT || 4000);
/** Set by Playwright in each worker process; the main process (global setup) is block 0. */
const workerIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
if (workerIndex >= MAX_WORKERS) throw new Error(`At most ${MAX_WORKERS} workers have ports of their own (support/ports.ts); this is worker ${workerIndex}.`);
const workerBase = portBase + PORTS_PER_WORKER * workerIndex;

/** This worker's site: the shell, the three remotes on their own origins, the API. */
export const sitePorts = { shell: workerBase, booking: workerBase + 1, provider: workerBase + 2, market: workerBase + 3, api: workerBase + 4 } as const;

export const remoteOrigin = (remote: 'booking' | 'provider' | 'market') => `http://localhost:${sitePorts[remote]}`;

/** remote-down.spec.ts: a shell whose booking remote is down, and that remote brought back. */
export const remoteDownPorts = { shell: workerBase + 10, booking: workerBase + 11 } as const;
/** prerender.spec.ts: a shell with reporting on, for the hydration error check. */
export const prerenderPorts = { reportingShell: workerBase + 16 } as const;
/** remote-broken.spec.ts: a shell in front of the deliberately broken booking remote. */
export const remoteBrokenPorts = { shell: workerBase + 20, booking: workerBase + 21 } as const;
/** error-reporting.spec.ts: a shell with error reporting on. */
export const errorReportingPorts = { shell: workerBase + 30 } as const;
/** api-tracing.spec.ts: an API and a shell with error reporting (and tracing) on. */
export const apiTracingPorts = { api: workerBase + 40, shell: workerBase + 41 } as const;
/**
 * The HTTPS deployment (https.spec.ts): an API, a shell that trusts the TLS proxy in front of it,
 * that proxy, and a second shell that trusts no proxy, in front of the same API.
 */
export const httpsPorts = { api: workerBase + 50, shell: workerBase + 51, proxy: workerBase + 52, untrustingShell: workerBase + 53 } as const;
/** The Content-Security-Policy test (csp.spec.ts): a shell with error reporting and replay on. */
export const cspPorts = { reportingShell: workerBase + 60 } as const;
/**
 * error-routing.spec.ts: a shell whose teams have Sentry projects of their own, in front of the
 * broken booking remote, and a provider remote on a port where nothing listens.
 */
export const errorRoutingPorts = { shell: workerBase + 70, booking: workerBase + 71, provider: workerBase + 72 } as const;
/** releases.spec.ts: a shell following the release channel of a booking remote with its own release store. */
export const releasesPorts = { shell: workerBase + 80, booking: workerBase + 81 } as const;
/** The API the global setup seeds the shared database with, stopped before any worker starts. */
export const seedingApiPort = portBase + 99;

/**
 * The ports at or above 1024 that the Fetch standard blocks (https://fetch.spec.whatwg.org/#bad-port):
 * Node's fetch and Chromium both refuse them, so a server there looks down to every probe.
 */
const BAD_PORTS = new Set([1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697, 10080]);

const everyPort = [sitePorts, remoteDownPorts, prerenderPorts, remoteBrokenPorts, errorReportingPorts, apiTracingPorts, httpsPorts, cspPorts, errorRoutingPorts, releasesPorts].flatMap((block) => Object.values(block) as number[]);
const blocked = [...everyPort, seedingApiPort].filter((port) => BAD_PORTS.has(port));
if (blocked.length > 0) {
  throw new Error(`E2E_SITE_PORT=${portBase} puts worker ${workerIndex} on port ${blocked.join(', ')}, which browsers and fetch refuse; choose another base.`);
}
