import { remoteNames, type RemoteName } from '../src/app/runtime-config';
import { remoteAssetsFromManifest, type RemoteAssets } from './remote-hints';

export interface RemoteManifestCacheOptions {
  /** The manifest of the remote's version pages load now (it changes with its release channel). */
  manifestUrlFor: (name: RemoteName) => string;
  fetch?: typeof fetch;
  /** After this, the next request for a remote's assets reads its manifest again (in the background). */
  refreshAfterMs?: number;
  /** Assets older than this are not used at all (a redeployed remote's chunks have new names). */
  maxAgeMs?: number;
  /** A manifest read that takes longer is abandoned. */
  timeoutMs?: number;
  now?: () => number;
}

interface Entry {
  assets?: RemoteAssets;
  readAt: number;
  /** When the last attempt finished (success or not): failures are retried no sooner than refreshAfterMs. */
  triedAt: number;
  reading?: Promise<void>;
}

/**
 * Each remote's mf-manifest.json as the shell's server last read it, for the preload hints in
 * the pages it sends (remote-hints.ts). A page never waits for a manifest: `assetsFor` answers
 * from what is in hand and, when that is missing or old, starts a read for the next page. A
 * remote that is down or sends nonsense just gets no hints.
 */
export function createRemoteManifestCache({
  manifestUrlFor,
  fetch: fetchFn = fetch,
  refreshAfterMs = 30_000,
  maxAgeMs = 10 * 60_000,
  timeoutMs = 2_000,
  now = Date.now,
}: RemoteManifestCacheOptions) {
  // By manifest URL: a release's manifest never changes, and a new live version is a new URL.
  const entries = new Map<string, Entry>();

  async function read(url: string, entry: Entry): Promise<void> {
    try {
      const response = await fetchFn(url, { signal: AbortSignal.timeout(timeoutMs) });
      const assets = response.ok ? remoteAssetsFromManifest(await response.json(), url) : undefined;
      if (assets) Object.assign(entry, { assets, readAt: now() });
    } catch {
      // Down, slow or not JSON: the pages go without hints until a later read works.
    } finally {
      entry.triedAt = now();
      entry.reading = undefined;
    }
  }

  function refresh(url: string, entry: Entry): Promise<void> {
    entry.reading ??= read(url, entry);
    return entry.reading;
  }

  function entryFor(url: string): Entry {
    let entry = entries.get(url);
    if (!entry) {
      entry = { readAt: 0, triedAt: Number.NEGATIVE_INFINITY };
      entries.set(url, entry);
    }
    return entry;
  }

  /** The remote's assets if read recently enough; starts a background read when due. */
  function assetsFor(name: RemoteName): RemoteAssets | undefined {
    const url = manifestUrlFor(name);
    const entry = entryFor(url);
    const time = now();
    if (time - entry.triedAt >= refreshAfterMs) void refresh(url, entry);
    return entry.assets && time - entry.readAt < maxAgeMs ? entry.assets : undefined;
  }

  /** Reads every remote's manifest now (at start, so the first pages have hints); never rejects. */
  async function warm(): Promise<void> {
    for (const name of remoteNames) assetsFor(name);
    await Promise.all(remoteNames.map((name) => entries.get(manifestUrlFor(name))?.reading));
  }

  return { assetsFor, warm };
}

export type RemoteManifestCache = ReturnType<typeof createRemoteManifestCache>;
