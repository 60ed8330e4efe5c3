import { isRemoteModule, REMOTE_ROUTES_MODULE, type RemoteModule } from '@marketplace/mfe-contract';
import type { RemoteName, RemoteSource, RemoteVersion } from '../app/runtime-config';
import { isRemoteManifest, remoteEntryUrl, routesAssets } from './manifest';

export type RemoteFailure = 'manifest' | 'entry' | 'module' | 'incompatible';

/** A remote could not be loaded; says which step failed (and of which version) so the report is actionable. */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';

  constructor(
    readonly remote: RemoteName,
    readonly failure: RemoteFailure,
    message: string,
    options?: { cause?: unknown; version?: string },
  ) {
    super(`The ${remote} remote${options?.version ? ` ${options.version}` : ''} is unavailable (${failure}): ${message}`, options);
    this.version = options?.version;
  }

  readonly version: string | undefined;
}

/** The Module Federation runtime calls the loader needs (injected so tests use a fake). */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string; entryGlobalName: string }>, options: { force: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
}

export interface LoadedRemote {
  module: RemoteModule;
  /** Where the remote's scripts are served from, e.g. `http://localhost:3001/releases/booking/v3/`. */
  assetBaseUrl: string;
  /** The release store's version, when it came from a release channel. */
  version?: string;
  /** What its errors are reported under: the released version's, else the one compiled in. */
  release: string;
}

export interface RemoteLoaderOptions {
  sources: Record<RemoteName, RemoteSource>;
  runtime: FederationRuntime;
  fetch?: typeof fetch;
  /** Waits before each new round over the versions; the number of entries is the number of rounds after the first. */
  retryDelaysMs?: number[];
  /** This visitor's place (0–99) for `name`'s canary: a canary of `percent` % takes places below it. */
  canaryPlace?: (name: RemoteName) => number;
  onLoaded?: (name: RemoteName, loaded: LoadedRemote) => void;
  /**
   * The page's language now, and how to start fetching a script: with both, the remote's
   * catalogue chunk in that language is fetched beside its entry rather than after its routes
   * module (docs/languages.md, "Loading the words without an extra round trip").
   */
  pageLocale?: () => string;
  preloadScript?: (url: string) => void;
  /** `loaded` works, but the versions before it in line failed (each failure once). */
  onFellBack?: (name: RemoteName, loaded: LoadedRemote, failures: RemoteUnavailableError[]) => void;
}

/** The versions this visitor tries, in order: the canary (if they are in its share), the live one, the previous ones. */
export function versionsToTry(source: RemoteSource, place: number): RemoteVersion[] {
  const { canary, versions } = source;
  if (!canary || place >= canary.percent) return versions;
  return [canary, ...versions.filter((entry) => entry.version !== canary.version)];
}

/**
 * Loads a remote's routes on first use: its manifest (always revalidated), then its entry
 * script, then `./routes`, trying the versions its channel names in turn (docs/deploy.md): a
 * version that is incompatible or fails to load gives way to the previous good one. When none
 * loads, the round is retried after a pause; a remote that stays down rejects with
 * RemoteUnavailableError until `retry` (the "Retry" button) lets it be tried afresh.
 */
export function createRemoteLoader({
  sources,
  runtime,
  fetch: fetchFn = fetch,
  retryDelaysMs = [300, 1200],
  canaryPlace = () => 100,
  onLoaded,
  onFellBack,
  pageLocale,
  preloadScript,
}: RemoteLoaderOptions) {
  const pending = new Map<RemoteName, Promise<LoadedRemote>>();
  const registered = new Set<RemoteName>();

  async function fetchManifest(name: RemoteName, { manifestUrl: url, version }: RemoteVersion) {
    let response: Response;
    try {
      // `same-origin` (no cookies to another origin) is the mode of the page's
      // `<link rel="preload" as="fetch" crossorigin="anonymous">` for this manifest (see
      // server/remote-hints.ts): Chromium reuses the preloaded answer only when they match.
      response = await fetchFn(url, { cache: 'no-cache', credentials: 'same-origin' });
    } catch (cause) {
      throw new RemoteUnavailableError(name, 'manifest', `${url} is unreachable`, { cause, version });
    }
    if (!response.ok) throw new RemoteUnavailableError(name, 'manifest', `${url} answered ${response.status}`, { version });
    const manifest: unknown = await response.json().catch(() => null);
    if (!isRemoteManifest(manifest)) throw new RemoteUnavailableError(name, 'manifest', `${url} is not a federation manifest`, { version });
    return { manifest, url };
  }

  async function loadOnce(name: RemoteName, candidate: RemoteVersion): Promise<LoadedRemote> {
    const { version } = candidate;
    if (candidate.incompatible) throw new RemoteUnavailableError(name, 'incompatible', candidate.incompatible, { version });
    const { manifest, url } = await fetchManifest(name, candidate);
    const entry = remoteEntryUrl(manifest, url);
    const locale = pageLocale?.();
    if (locale && preloadScript) for (const script of routesAssets(manifest, url).catalogues[locale] ?? []) preloadScript(script);
    // A failed entry, or another version's, stays cached in the runtime unless the remote is registered again by force.
    runtime.registerRemotes([{ name, entry, entryGlobalName: manifest.metaData.globalName }], { force: registered.has(name) });
    registered.add(name);
    let module: unknown;
    try {
      module = await runtime.loadRemote(`${name}/${REMOTE_ROUTES_MODULE.slice(2)}`);
    } catch (cause) {
      throw new RemoteUnavailableError(name, 'entry', `${entry} could not be loaded`, { cause, version });
    }
    if (!isRemoteModule(module)) throw new RemoteUnavailableError(name, 'module', `${entry} does not expose valid routes`, { version });
    return { module, assetBaseUrl: new URL('.', entry).href, version, release: candidate.release ?? module.release };
  }

  /** A version that loaded but is not a remote, or that this shell cannot run, will not get better. */
  const permanent = (error: RemoteUnavailableError) => error.failure === 'module' || error.failure === 'incompatible';

  async function loadWithRetries(name: RemoteName): Promise<LoadedRemote> {
    let line = versionsToTry(sources[name], canaryPlace(name));
    const failures = new Map<RemoteVersion, RemoteUnavailableError>();
    for (let round = 0; ; round += 1) {
      for (const candidate of line) {
        try {
          const loaded = await loadOnce(name, candidate);
          onLoaded?.(name, loaded);
          failures.delete(candidate);
          if (failures.size > 0) onFellBack?.(name, loaded, [...failures.values()]);
          return loaded;
        } catch (error) {
          if (!(error instanceof RemoteUnavailableError)) throw error;
          failures.set(candidate, error);
        }
      }
      line = line.filter((candidate) => !permanent(failures.get(candidate) as RemoteUnavailableError));
      const delay = retryDelaysMs[round];
      if (delay === undefined || line.length === 0) throw unavailable(name, [...failures.values()]);
      await new Promise((resolve) => setTimeout(resolve, delay));
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

/** No version of `name` loaded: the last failure, naming every version's when there were several. */
function unavailable(name: RemoteName, failures: RemoteUnavailableError[]): RemoteUnavailableError {
  const last = failures.at(-1) as RemoteUnavailableError;
  if (failures.length === 1) return last;
  const each = failures.map((failure) => `${failure.version ?? 'unreleased'}: ${failure.failure}`).join(', ');
  return new RemoteUnavailableError(name, last.failure, `no version loaded (${each})`, { cause: last });
}
