import { channelUrl, createRemoteReleases } from './remote-releases';

const manifestUrls = {
  booking: 'http://localhost:3001/mf-manifest.json',
  provider: 'http://localhost:3002/mf-manifest.json',
  market: 'http://localhost:3003/mf-manifest.json',
};
const store = 'http://localhost:3001/releases/booking';
const accepts = { acceptsContract: '^1.0.0', provides: { react: '19.3.1' } };
const record = (version: string, contract = '1.0.0') => ({
  remote: 'booking',
  version,
  release: `booking@${version}`,
  build: 'booking@0.1.0+abc1234',
  commit: 'abc1234',
  contract,
  shared: { react: { version: '19.3.1', requiredVersion: '^19.3.1' } },
  firstVisit: { gzipBytes: 30_000, budgetBytes: 40_960, files: [] },
  forced: [],
  publishedAt: '2026-11-26T09:00:00.000Z',
});
const channel = (fields: object) => ({ remote: 'booking', environment: 'production', live: 'v2', previous: ['v1'], canary: null, updatedAt: '2026-11-26T09:00:00.000Z', ...fields });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A store answering from `files` (URL → body); anything else is 404. */
function setUp(files: Record<string, unknown>) {
  const fetch = jest.fn(async (input: string | URL | Request) => {
    const url = String(input);
    return url in files ? json(files[url]) : json({ message: 'not found' }, 404);
  });
  const log = jest.fn();
  const releases = createRemoteReleases({ manifestUrls, environment: 'production', accepts, fetch: fetch as unknown as typeof globalThis.fetch, log });
  return { releases, fetch, log, files };
}

describe('the shell server’s view of the release channels', () => {
  it('finds a remote’s channel beside its manifest', () => {
    expect(channelUrl('https://cdn.example/booking/mf-manifest.json', 'booking', 'staging')).toBe('https://cdn.example/booking/releases/booking/channels/staging.json');
  });

  it('serves each remote from its manifest URL until a channel names a live version', async () => {
    const { releases } = setUp({});
    expect(releases.sourceFor('booking')).toEqual({ versions: [{ manifestUrl: manifestUrls.booking }] });
    await releases.refresh();
    expect(releases.sourceFor('booking')).toEqual({ versions: [{ manifestUrl: manifestUrls.booking }] });
    expect(releases.liveManifestUrl('booking')).toBe(manifestUrls.booking);
  });

  it('lists the live version and the previous ones, each from its own folder, with its release', async () => {
    const { releases, log } = setUp({
      [`${store}/channels/production.json`]: channel({ live: 'v2', previous: ['v1'] }),
      [`${store}/v2/release.json`]: record('v2'),
      [`${store}/v1/release.json`]: record('v1'),
    });
    await releases.refresh();
    expect(releases.sourceFor('booking')).toEqual({
      versions: [
        { version: 'v2', manifestUrl: `${store}/v2/mf-manifest.json`, release: 'booking@v2' },
        { version: 'v1', manifestUrl: `${store}/v1/mf-manifest.json`, release: 'booking@v1' },
      ],
    });
    expect(releases.liveManifestUrl('booking')).toBe(`${store}/v2/mf-manifest.json`);
    expect(log).toHaveBeenCalledWith('booking: v2 live, falling back to v1');
  });

  it('follows a release, a rollback and a canary on the next read, and reads each record once', async () => {
    const { releases, fetch, files } = setUp({
      [`${store}/channels/production.json`]: channel({ live: 'v2', previous: ['v1'] }),
      [`${store}/v1/release.json`]: record('v1'),
      [`${store}/v2/release.json`]: record('v2'),
      [`${store}/v3/release.json`]: record('v3'),
    });
    await releases.refresh();
    files[`${store}/channels/production.json`] = channel({ live: 'v2', previous: ['v1'], canary: { version: 'v3', percent: 50 } });
    await releases.refresh();
    expect(releases.sourceFor('booking').canary).toEqual({ version: 'v3', manifestUrl: `${store}/v3/mf-manifest.json`, release: 'booking@v3', percent: 50 });
    files[`${store}/channels/production.json`] = channel({ live: 'v1', previous: [] });
    await releases.refresh();
    expect(releases.sourceFor('booking')).toEqual({ versions: [expect.objectContaining({ version: 'v1' })] });
    const recordReads = fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.endsWith('release.json'));
    expect(recordReads.sort()).toEqual([`${store}/v1/release.json`, `${store}/v2/release.json`, `${store}/v3/release.json`]);
  });

  it('marks a version this shell cannot run, so the page skips it and reports why', async () => {
    const { releases } = setUp({
      [`${store}/channels/production.json`]: channel({ live: 'v3', previous: ['v2'] }),
      [`${store}/v3/release.json`]: record('v3', '2.0.0'),
      [`${store}/v2/release.json`]: record('v2'),
    });
    await releases.refresh();
    expect(releases.sourceFor('booking').versions[0]).toEqual({
      version: 'v3',
      manifestUrl: `${store}/v3/mf-manifest.json`,
      release: 'booking@v3',
      incompatible: 'contract: booking v3 implements 2.0.0; the shell accepts ^1.0.0',
    });
  });

  it('keeps what it read last when the channel cannot be read or is not valid', async () => {
    const { releases, fetch, files, log } = setUp({
      [`${store}/channels/production.json`]: channel({ live: 'v2', previous: [] }),
      [`${store}/v2/release.json`]: record('v2'),
    });
    await releases.refresh();
    fetch.mockRejectedValueOnce(new TypeError('fetch failed'));
    await releases.refresh();
    expect(releases.sourceFor('booking').versions[0]?.version).toBe('v2');
    files[`${store}/channels/production.json`] = { live: 42 };
    await releases.refresh();
    expect(releases.sourceFor('booking').versions[0]?.version).toBe('v2');
    expect(log).toHaveBeenCalledWith(`booking: the production channel at ${store}/channels/production.json is not valid; keeping what was read before`);
  });
});
