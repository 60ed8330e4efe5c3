import type { RemoteName, RuntimeConfig } from '../app/runtime-config';
import { RemoteUnavailableError, type LoadedRemote, type RemoteLoader } from './remote-loader';

/**
 * The page's remotes, loaded through the federation runtime, which is a chunk of its own: the
 * home page and every shell page run without it (docs/performance.md, "The federation runtime
 * off the first load"). It is fetched when a remote is first wanted (a remote's route, a link
 * to one pointed at, focused or touched) or, at the browser's first quiet moment, once the
 * visitor engages with the page, so that a click on a link finds it there.
 */
export interface Remotes {
  /** The same promise for every caller until `retry` (React's `use()` needs a stable one). */
  load(name: RemoteName): Promise<LoadedRemote>;
  /** Forgets a failed load, so the next `load` tries again. */
  retry(name: RemoteName): void;
  /** Fetches the federation runtime ahead of need. */
  prepare(): void;
}

export function createRemotes(startLoader: () => Promise<RemoteLoader>): Remotes {
  let loader: Promise<RemoteLoader> | undefined;
  const loads = new Map<RemoteName, Promise<LoadedRemote>>();
  const failed = new Set<RemoteName>();
  const start = () => {
    loader ??= startLoader().catch((cause: unknown) => {
      loader = undefined; // the next try fetches the chunk again
      throw cause;
    });
    return loader;
  };
  return {
    load(name) {
      let promise = loads.get(name);
      if (!promise) {
        promise = start().then(
          (ready) => ready.load(name),
          (cause: unknown) => {
            throw new RemoteUnavailableError(name, 'entry', 'the federation runtime could not be loaded', { cause });
          },
        );
        loads.set(name, promise);
        promise.catch(() => failed.add(name));
      }
      return promise;
    },
    retry(name) {
      if (!failed.has(name)) return;
      failed.delete(name);
      loads.delete(name);
      // Queued before the next load's own wait for the loader, so it runs first.
      loader?.then((ready) => ready.retry(name)).catch(() => undefined);
    },
    prepare() {
      start().catch(() => undefined); // a failure shows when a remote's route is visited
    },
  };
}

let remotes: Remotes | undefined;

/** Called once by the shell's bootstrap with the page's run-time configuration. */
export function configureRemotes(config: RuntimeConfig): Remotes {
  remotes = createRemotes(() => import(/* webpackChunkName: "federation" */ './federation').then(({ startFederation }) => startFederation(config)));
  return remotes;
}

export function pageRemotes(): Remotes {
  if (!remotes) throw new Error('configureRemotes() must run before remotes are loaded.');
  return remotes;
}
