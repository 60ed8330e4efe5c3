// @ts-check
// The federation runtime core for a remote's standalone page, which has no shell to provide it
// (the remotes are built with `experiments.externalRuntime`: see ../federation-runtime.mjs).
import * as runtimeCore from '@module-federation/runtime-core';

/** @type {{ _FEDERATION_RUNTIME_CORE?: object }} */ (runtimeCore.Global)._FEDERATION_RUNTIME_CORE ??= runtimeCore;
