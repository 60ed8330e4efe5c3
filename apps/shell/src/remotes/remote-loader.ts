import { isRemoteModule, REMOTE_ROUTES_MODULE, type RemoteModule } from '@marketplace/mfe-contract';
import type { RemoteName } from '../app/runtime-config';
import { isRemoteManifest, remoteEntryUrl } from './manifest';

export type RemoteFailure = 'manifest' | 'entry' | 'module';

/** A remote could not be loaded; says which step failed so the report is actionable. */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';

  constructor(
    readonly remote: RemoteName,
    readonly failure: RemoteFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`The ${remote} remote is unavailable (${failure}): ${message}`, options);
  }
}

/** The Module Federation runtime calls the loader needs (injected so tests use a fake). */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string; entryGlobalName: string }>, options: { force: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
}

export interface LoadedRemote {
  module: RemoteModule;
  /** Where the remote's scripts are served from, e.g. `http://localhost:3001/`. */
  assetBaseUrl: string;
}

export interface RemoteLoaderOptions {
  manifestUrls: Record<RemoteName, string>;
  runtime: FederationRuntime;
  fetch?: typeof fetch;
  /** Waits before each retry of a failed load; the number of entries is the number of retries. */
  retryDelaysMs?: number[];
  onLoaded?: (name: RemoteName, loaded: LoadedRemote) => void;
}

/**
 * Loads a remote's routes on first use: its manifest (always revalidated), then its entry
 * script, then `./routes`. Transient failures are retried; a remote that stays down rejects
 * with RemoteUnavailableError until `retry` (the "Retry" button) lets it be tried afresh.
 */
export function createRemoteLoader({ manifestUrls, runtime, fetch: fetchFn = fetch, retryDelaysMs = [300, 1200], onLoaded }: RemoteLoaderOptions) {
  const pending = new Map<RemoteName, Promise<LoadedRemote>>();
  const registered = new Set<RemoteName>();

  async function fetchManifest(name: RemoteName) {
    const url = manifestUrls[name];
    let response: Response;
    try {
      // `same-origin` (no cookies to another origin) is the mode of the page's
      // `<link rel="preload" as="fetch" crossorigin="anonymous">` for this manifest (see
      // server/remote-hints.ts): Chromium reuses the preloaded answer only when they match.
      response = await fetchFn(url, { cache: 'no-cache', credentials: 'same-origin' });
    } catch (cause) {
      throw new RemoteUnavailableError(name, 'manifest', `${url} is unreachable`, { cause });
    }
    if (!response.ok) throw new RemoteUnavailableError(name, 'manifest', `${url} answered ${response.status}`);
    const manifest: unknown = await response.json().catch(() => null);
    if (!isRemoteManifest(manifest)) throw new RemoteUnavailableError(name, 'manifest', `${url} is not a federation manifest`);
    return { manifest, url };
  }

  async function loadOnce(name: RemoteName): Promise<LoadedRemote> {
    const { manifest, url } = await fetchManifest(name);
    const entry = remoteEntryUrl(manifest, url);
    // A failed entry stays cached in the runtime unless the remote is registered again by force.
    runtime.registerRemotes([{ name, entry, entryGlobalName: manifest.metaData.globalName }], { force: registered.has(name) });
    registered.add(name);
    let module: unknown;
    try {
      module = await runtime.loadRemote(`${name}/${REMOTE_ROUTES_MODULE.slice(2)}`);
    } catch (cause) {
      throw new RemoteUnavailableError(name, 'entry', `${entry} could not be loaded`, { cause });
    }
    if (!isRemoteModule(module)) throw new RemoteUnavailableError(name, 'module', `${entry} does not expose valid routes`);
    return { module, assetBaseUrl: new URL('.', entry).href };
  }

  async function loadWithRetries(name: RemoteName): Promise<LoadedRemote> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const loaded = await loadOnce(name);
        onLoaded?.(name, loaded);
        return loaded;
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        const permanent = error instanceof RemoteUnavailableError && error.failure === 'module';
        if (delay === undefined || permanent) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  const failed = new Set<RemoteName>();

  return {
    /**
     * The same promise for every caller, settled or not: React's `use()` needs a stable promise,
     * and a failure stays visible until someone asks to `retry`.
     */
    load(name: RemoteName): Promise<LoadedRemote> {
      let promise = pending.get(name);
      if (!promise) {
        promise = loadWithRetries(name);
        pending.set(name, promise);
        promise.catch(() => failed.add(name));
      }
      return promise;
    },
    /** Forgets a failed load, so the next `load` tries again (a loaded remote is kept). */
    retry(name: RemoteName): void {
      if (!failed.has(name)) return;
      failed.delete(name);
      pending.delete(name);
    },
  };
}

export type RemoteLoader = ReturnType<typeof createRemoteLoader>;
