import { type Group, groupPortBase } from './groups';

/**
 * The site under test: 4000-4004, or 4070-4074 for group b when the suite runs as two groups
 * side by side (groups.ts), each with a site of its own. Extra shells (with a remote down,
 * broken, or reporting on) use 4010-4060: only group a, which holds the specs that start them.
 */
const base = groupPortBase[(process.env.E2E_GROUP as Group | undefined) ?? 'a'];
export const sitePorts = { shell: base, booking: base + 1, provider: base + 2, market: base + 3, api: base + 4 } as const;

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
