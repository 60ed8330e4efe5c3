// @ts-check
// What the shell hands the remotes of its federation runtime core: the names a remote's bundler
// runtime imports from it (federation-runtime.test.ts checks the list against the installed
// @module-federation packages). Re-exported one by one, so the rest stays tree-shaken.
export {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
