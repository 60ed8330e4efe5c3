// @ts-check
// A runtime plugin of the shell's: hands the remotes the shell's own copy of the federation
// runtime core (they are built with `experiments.externalRuntime`: see ../federation-runtime.mjs).
// MF's own `provideExternalRuntime` does the same with a namespace import of the whole package,
// which keeps code the shell has tree-shaken away (+22 KB gzip on the home page).
import { Global } from '@module-federation/runtime-core';
import * as providedToRemotes from './provided-runtime-core.mjs';

/** @returns {import('@module-federation/runtime-core').ModuleFederationRuntimePlugin} */
export default function provideRuntimeCore() {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      /** @type {{ _FEDERATION_RUNTIME_CORE?: object }} */ (Global)._FEDERATION_RUNTIME_CORE ??= providedToRemotes;
      return args;
    },
  };
}
