import { MicroFrontendRegistry } from './micro-frontends';

/**
 * The page-wide reporting state. This package is a federation singleton, so the shell and every
 * remote see the same registry.
 */
export const registry = new MicroFrontendRegistry({ name: 'shell', release: 'unknown' });
