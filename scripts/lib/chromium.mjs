// @ts-check
// How every tool here (the end-to-end tests, the browser benchmarks) runs Chromium.

/** Debian's Chromium unless CHROMIUM_PATH names another. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * As root on a closed network: no sandbox, and none of the background traffic (updates, sync,
 * QUIC probes) that would otherwise flood the network and disturb the figures.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
