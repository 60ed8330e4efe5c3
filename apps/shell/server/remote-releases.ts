import { channelSchema, incompatibilities, releaseRecordSchema, type Channel, type ReleaseRecord, type ShellAccepts } from '@marketplace/app-server/releases';
import { remoteNames, type RemoteName, type RemoteSource, type RemoteVersion } from '../src/app/runtime-config';

export interface RemoteReleasesOptions {
  /** Each remote's mf-manifest.json URL (BOOKING_REMOTE_URL, …): its release channel is beside it. */
  manifestUrls: Record<RemoteName, string>;
  /** Whose channel to follow (RELEASE_ENVIRONMENT). */
  environment: string;
  /** What this shell accepts (its build-info.json); without it versions are not checked here. */
  accepts?: ShellAccepts;
  fetch?: typeof fetch;
  /** A channel or record read that takes longer is abandoned. */
  timeoutMs?: number;
  /** How many previous versions a page may fall back to after the live one. */
  fallbacks?: number;
  log?: (line: string) => void;
}

/** Where a remote's channel is: `releases/<remote>/channels/<environment>.json` beside its manifest. */
export function channelUrl(manifestUrl: string, remote: RemoteName, environment: string): string {
  return new URL(`releases/${remote}/channels/${environment}.json`, manifestUrl).href;
}

/** The build at the configured manifest URL, for a remote nothing was released of. */
const unreleased = (manifestUrl: string): RemoteSource => ({ versions: [{ manifestUrl }] });

/**
 * Each remote's release channel as the shell last read it (docs/deploy.md): which versions a
 * page should load, in order, with any canary. `refresh` reads every channel again (the server
 * does it every few seconds, so a release, rollback or canary reaches new pages without a
 * restart); a page never waits for it. A remote with no channel (nothing released, or no store)
 * is served from its manifest URL as before; a channel that cannot be read keeps what was read
 * last. Release records never change, so each is read once.
 */
export function createRemoteReleases({ manifestUrls, environment, accepts, fetch: fetchFn = fetch, timeoutMs = 2_000, fallbacks = 3, log = console.log }: RemoteReleasesOptions) {
  const sources = new Map<RemoteName, RemoteSource>(remoteNames.map((name) => [name, unreleased(manifestUrls[name])]));
  const records = new Map<string, Promise<ReleaseRecord | undefined>>();
  const described = new Map<RemoteName, string>();

  async function getJson(url: string): Promise<{ status: number; body?: unknown }> {
    const response = await fetchFn(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return { status: response.status };
    return { status: response.status, body: await response.json() };
  }

  function record(url: string): Promise<ReleaseRecord | undefined> {
    let read = records.get(url);
    if (!read) {
      read = getJson(url).then(
        ({ body }) => releaseRecordSchema.safeParse(body).data,
        () => undefined,
      );
      records.set(url, read);
      // A record that could not be read is tried again next time; a good one is kept for good.
      void read.then((found) => found ?? records.delete(url));
    }
    return read;
  }

  async function version(name: RemoteName, channel: string, id: string): Promise<RemoteVersion> {
    const manifestUrl = new URL(`../${id}/mf-manifest.json`, channel).href;
    const found = await record(new URL(`../${id}/release.json`, channel).href);
    const problems = accepts && found ? incompatibilities(accepts, found) : [];
    return { version: id, manifestUrl, release: found?.release ?? `${name}@${id}`, ...(problems.length ? { incompatible: problems.join('; ') } : {}) };
  }

  async function sourceFromChannel(name: RemoteName, url: string, channel: Channel): Promise<RemoteSource> {
    if (!channel.live) return unreleased(manifestUrls[name]);
    const versions = await Promise.all([channel.live, ...channel.previous.slice(0, fallbacks)].map((id) => version(name, url, id)));
    if (!channel.canary) return { versions };
    return { versions, canary: { ...(await version(name, url, channel.canary.version)), percent: channel.canary.percent } };
  }

  async function refreshOne(name: RemoteName): Promise<void> {
    const url = channelUrl(manifestUrls[name], name, environment);
    let answer: { status: number; body?: unknown };
    try {
      answer = await getJson(url);
    } catch {
      return; // down or slow: keep what was read last
    }
    let next: RemoteSource;
    if (answer.status === 404) next = unreleased(manifestUrls[name]);
    else {
      const channel = channelSchema.safeParse(answer.body);
      if (!channel.success || channel.data.remote !== name) {
        if (answer.status === 200) log(`${name}: the ${environment} channel at ${url} is not valid; keeping what was read before`);
        return;
      }
      next = await sourceFromChannel(name, url, channel.data);
    }
    sources.set(name, next);
    const description = describe(next);
    if (described.get(name) !== description) log(`${name}: ${description}`);
    described.set(name, description);
  }

  return {
    /** Reads every remote's channel now; never rejects. */
    refresh: () => Promise.all(remoteNames.map(refreshOne)).then(() => undefined),
    /** What a page served now loads for `name`. */
    sourceFor: (name: RemoteName): RemoteSource => sources.get(name) as RemoteSource,
    /** The manifest of the version most visitors get (for the page's preload hints). */
    liveManifestUrl: (name: RemoteName): string => (sources.get(name) as RemoteSource).versions[0]?.manifestUrl ?? manifestUrls[name],
  };
}

export type RemoteReleases = ReturnType<typeof createRemoteReleases>;

function describe(source: RemoteSource): string {
  const [live, ...previous] = source.versions;
  if (!live?.version) return `serving ${live?.manifestUrl} (no release channel)`;
  const fallbacks = previous.length ? `, falling back to ${previous.map((entry) => entry.version).join(', ')}` : '';
  const canary = source.canary ? `; canary ${source.canary.version} for ${source.canary.percent} %` : '';
  const incompatible = live.incompatible ? ` (incompatible: ${live.incompatible})` : '';
  return `${live.version} live${incompatible}${fallbacks}${canary}`;
}
