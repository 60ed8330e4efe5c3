import { CONFIG_GLOBAL, isRuntimeConfig, type RuntimeConfig } from './runtime-config';

/** The configuration the shell's server wrote into the page. */
export function readRuntimeConfig(global: Record<string, unknown> = window as unknown as Record<string, unknown>): RuntimeConfig {
  const config = global[CONFIG_GLOBAL];
  if (!isRuntimeConfig(config)) {
    throw new Error(`The page has no valid ${CONFIG_GLOBAL}: serve the shell with its server (pnpm --filter shell start).`);
  }
  return config;
}
