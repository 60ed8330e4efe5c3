import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { runtimePlugins, shared } from 'shell-federation-host';
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

/**
 * Starts fetching a script the way webpack will ask for it (`crossOriginLoading: 'anonymous'`),
 * unless the page already did (the server's hints).
 */
function preloadScript(url: string): void {
  const known = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"], script[src]')].some((element) => ('href' in element ? element.href : (element as HTMLScriptElement).src) === url);
  if (known) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.crossOrigin = 'anonymous';
  link.href = url;
  document.head.append(link);
}

/**
 * The page's federation instance and remote loader: this module is the chunk remotes.ts fetches
 * when a remote is first wanted. The shell's build has no federation plugin; what it shares with
 * the remotes comes from `shell-federation-host`, written at build time
 * (packages/build-config, shared-entries/host-provides.mjs).
 */
export function startFederation(config: RuntimeConfig): RemoteLoader {
  const federation = createInstance({ name: 'shell', remotes: [], shared, plugins: [...runtimePlugins, crossOriginScripts] });
  return createRemoteLoader({
    sources: config.remotes,
    runtime: {
      registerRemotes: (remotes, options) => federation.registerRemotes(remotes, options),
      loadRemote: (id) => federation.loadRemote(id),
    },
    canaryPlace: (name) => canaryPlace(name),
    onLoaded: (name, { release, assetBaseUrl }) => {
      registerMicroFrontend({ name, release, assetBaseUrl });
      remoteRecovered(name);
    },
    onFellBack: reportFallback,
    pageLocale: () => document.documentElement.lang,
    preloadScript,
  });
}
