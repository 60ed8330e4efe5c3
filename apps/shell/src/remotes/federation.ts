import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { registerMicroFrontend } from '@marketplace/error-reporting';
import { remoteRecovered } from './outages';
import type { RuntimeConfig } from '../app/runtime-config';
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
    manifestUrls: config.remotes,
    runtime: { registerRemotes, loadRemote },
    onLoaded: (name, { module, assetBaseUrl }) => {
      registerMicroFrontend({ name, release: module.release, assetBaseUrl });
      remoteRecovered(name);
    },
  });
  return loader;
}

export function remoteLoader(): RemoteLoader {
  if (!loader) throw new Error('startFederation() must run before remotes are loaded.');
  return loader;
}
