import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { registerMicroFrontend } from '@marketplace/error-reporting';
import { remoteRecovered, reportFallback } from './outages';
import type { RuntimeConfig } from '../app/runtime-config';
import { canaryPlace } from './canary-place';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';

/**
 * Remote entry scripts are fetched with CORS (`crossorigin="anonymous"`) so that errors thrown
 * by a remote keep their message and stack instead of becoming "Script error.".
 */
const crossOriginScripts: ModuleFederationRuntimePlugin = {
  name: 'cross-origin-scripts',
  createScript({ url }) {
    const script = document.createElement('script');
    script.src = url;
    script.crossOrigin = 'anonymous';
    return script;
  },
};

let loader: RemoteLoader | undefined;

export function startFederation(config: RuntimeConfig): RemoteLoader {
  registerPlugins([crossOriginScripts]);
  loader = createRemoteLoader({
    sources: config.remotes,
    runtime: { registerRemotes, loadRemote },
    canaryPlace: (name) => canaryPlace(name),
    onLoaded: (name, { release, assetBaseUrl }) => {
      registerMicroFrontend({ name, release, assetBaseUrl });
      remoteRecovered(name);
    },
    onFellBack: reportFallback,
  });
  return loader;
}

export function remoteLoader(): RemoteLoader {
  if (!loader) throw new Error('startFederation() must run before remotes are loaded.');
  return loader;
}
