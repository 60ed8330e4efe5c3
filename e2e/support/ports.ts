/**
 * The site under test. Extra shells (with a remote down, broken, or reporting on) use 4010+.
 * `E2E_SITE_PORT` moves the main site (five ports from it), so two checkouts on one machine can
 * each run specs that need only the main site at once.
 */
const siteBase = Number(process.env.E2E_SITE_PORT || 4000);
export const sitePorts = { shell: siteBase, booking: siteBase + 1, provider: siteBase + 2, market: siteBase + 3, api: siteBase + 4 } as const;

export const remoteOrigin = (remote: 'booking' | 'provider' | 'market') => `http://localhost:${sitePorts[remote]}`;

/**
 * The HTTPS deployment (https.spec.ts): an API, a shell that trusts the TLS proxy in front of it,
 * that proxy, and a second shell that trusts no proxy, in front of the same API.
 */
export const httpsPorts = { api: 4050, shell: 4051, proxy: 4052, untrustingShell: 4053 } as const;

/** The Content-Security-Policy test (csp.spec.ts): a shell with error reporting and replay on. */
export const cspPorts = { reportingShell: 4060 } as const;
/** prerender.spec.ts: a shell with reporting on, for the hydration error check. */
export const prerenderPorts = { reportingShell: 4016 } as const;
