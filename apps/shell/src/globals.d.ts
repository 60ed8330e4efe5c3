/** Set at build time by the shared webpack config (packages/build-config). */
declare const __MFE_NAME__: string;
declare const __MFE_RELEASE__: string;

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';

/** The shell's shared modules for the federation runtime, written at build time (packages/build-config). */
declare module 'shell-federation-host' {
  import type { createInstance } from '@module-federation/enhanced/runtime';
  type Options = Parameters<typeof createInstance>[0];
  export const shared: NonNullable<Options['shared']>;
  export const runtimePlugins: NonNullable<Options['plugins']>;
}
