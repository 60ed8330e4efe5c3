/** The site under test. Extra shells (with a remote down, broken, or reporting on) use 4010+. */
export const sitePorts = { shell: 4000, booking: 4001, provider: 4002, market: 4003, api: 4004 } as const;

export const remoteOrigin = (remote: 'booking' | 'provider' | 'market') => `http://localhost:${sitePorts[remote]}`;
