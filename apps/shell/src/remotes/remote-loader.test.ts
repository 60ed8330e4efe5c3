import type { RemoteSource } from '../app/runtime-config';
import { createRemoteLoader, RemoteUnavailableError, versionsToTry, type FederationRuntime } from './remote-loader';

const manifestUrls = {
  booking: 'http://localhost:3001/mf-manifest.json',
  provider: 'http://localhost:3002/mf-manifest.json',
  market: 'http://localhost:3003/mf-manifest.json',
};
/** Each remote served without releases, from its manifest URL. */
const sources = {
  booking: { versions: [{ manifestUrl: manifestUrls.booking }] },
  provider: { versions: [{ manifestUrl: manifestUrls.provider }] },
  market: { versions: [{ manifestUrl: manifestUrls.market }] },
};
const manifest = { metaData: { globalName: 'booking', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } } };
const routesModule = { release: 'booking@1.0.0+abc', mounts: { 'my-jobs': [] } };

function jsonResponse(body: unknown, status = 200) {
  return { ok: status < 400, status, json: async () => body } as Response;
}

function fakeRuntime(loadRemote: FederationRuntime["loadRemote"] = async () => routesModule) {
  return { registerRemotes: jest.fn(), loadRemote: jest.fn(loadRemote) };
}

describe('createRemoteLoader', () => {
  it('finds the entry through the manifest and loads the routes once for every caller', async () => {
    const fetch = jest.fn(async () => jsonResponse(manifest));
    const runtime = fakeRuntime();
    const onLoaded = jest.fn();
    const loader = createRemoteLoader({ sources, runtime, fetch, onLoaded });

    const [first, second] = await Promise.all([loader.load('booking'), loader.load('booking')]);

    expect(first).toBe(second);
    expect(first).toEqual({ module: routesModule, assetBaseUrl: 'http://localhost:3001/', release: 'booking@1.0.0+abc' });
    expect(fetch).toHaveBeenCalledTimes(1);
    // The preload hint's request mode (server/remote-hints.ts), so the browser reuses its answer.
    expect(fetch).toHaveBeenCalledWith(manifestUrls.booking, { cache: 'no-cache', credentials: 'same-origin' });
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'booking', entry: 'http://localhost:3001/remoteEntry.js', entryGlobalName: 'booking' }],
      { force: false },
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('booking/routes');
    expect(onLoaded).toHaveBeenCalledWith('booking', first);
  });

  it("starts fetching the remote's words in the page's language before its routes module, which would ask for them only once it runs", async () => {
    const withCatalogues = {
      ...manifest,
      exposes: [{ path: './routes', assets: { js: { sync: ['routes.js'], async: ['page.js', 'catalogue-de.0a1b2c3d4e.js', 'catalogue-en-XA.5f6a7b8c9d.js'] } } }],
    };
    const order: string[] = [];
    const runtime = fakeRuntime(async () => {
      order.push('routes');
      return routesModule;
    });
    let locale = 'de';
    const preloadScript = jest.fn((url: string) => order.push(url));
    const loader = createRemoteLoader({ sources, runtime, fetch: async () => jsonResponse(withCatalogues), pageLocale: () => locale, preloadScript });

    await loader.load('booking');
    expect(order).toEqual(['http://localhost:3001/catalogue-de.0a1b2c3d4e.js', 'routes']);

    // English is the code's own text: nothing to fetch.
    locale = 'en';
    preloadScript.mockClear();
    await loader.load('market');
    expect(preloadScript).not.toHaveBeenCalled();
  });

  it('retries a transient failure and then succeeds', async () => {
    const fetch = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(jsonResponse(manifest));
    const loader = createRemoteLoader({ sources, runtime: fakeRuntime(), fetch, retryDelaysMs: [0] });

    await expect(loader.load('booking')).resolves.toMatchObject({ module: routesModule });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after its retries with the step that failed, and tries afresh only when asked to retry', async () => {
    const fetch = jest.fn(async () => jsonResponse({ message: 'gateway' }, 502));
    const loader = createRemoteLoader({ sources, runtime: fakeRuntime(), fetch, retryDelaysMs: [0, 0] });

    const failure = await loader.load('market').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteUnavailableError);
    expect(failure).toMatchObject({ remote: 'market', failure: 'manifest' });
    expect(fetch).toHaveBeenCalledTimes(3);

    fetch.mockImplementation(async () => jsonResponse(manifest));
    await expect(loader.load('market')).rejects.toBe(failure);
    loader.retry('market');
    await expect(loader.load('market')).resolves.toMatchObject({ module: routesModule });
    loader.retry('market');
    expect(fetch).toHaveBeenCalledTimes(4);
    await loader.load('market');
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('registers the remote again by force after its entry failed, so the runtime forgets the failure', async () => {
    const runtime = fakeRuntime();
    runtime.loadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError'));
    const loader = createRemoteLoader({ sources, runtime, fetch: async () => jsonResponse(manifest), retryDelaysMs: [0] });

    await loader.load('booking');

    expect(runtime.registerRemotes.mock.calls.map(([, options]) => options)).toEqual([{ force: false }, { force: true }]);
  });

  it('does not retry a remote that loads but exposes no valid routes', async () => {
    const runtime = fakeRuntime(async () => ({ default: "nope" }));
    const loader = createRemoteLoader({ sources, runtime, fetch: async () => jsonResponse(manifest), retryDelaysMs: [0, 0] });

    await expect(loader.load('provider')).rejects.toMatchObject({ remote: 'provider', failure: 'module' });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });
});

describe('createRemoteLoader with a release channel', () => {
  const store = 'http://localhost:3001/releases/booking';
  const version = (id: string, extra: object = {}) => ({ version: id, manifestUrl: `${store}/${id}/mf-manifest.json`, release: `booking@${id}`, ...extra });
  const released = (source: RemoteSource) => ({ ...sources, booking: source });
  /** Manifests by URL; a URL missing here answers 404. */
  const serve = (urls: string[]) =>
    jest.fn(async (url: string | URL | Request) => (urls.includes(String(url)) ? jsonResponse(manifest) : jsonResponse({}, 404)));

  it('loads the live version from its own folder and reports errors under its release', async () => {
    const loader = createRemoteLoader({ sources: released({ versions: [version('v3'), version('v2')] }), runtime: fakeRuntime(), fetch: serve([`${store}/v3/mf-manifest.json`]) });
    await expect(loader.load('booking')).resolves.toEqual({ module: routesModule, assetBaseUrl: `${store}/v3/`, version: 'v3', release: 'booking@v3' });
  });

  it('falls back to the previous version when the live one fails, and says which failed and why', async () => {
    const runtime = fakeRuntime();
    runtime.loadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError'));
    const onFellBack = jest.fn();
    const fetch = serve([`${store}/v3/mf-manifest.json`, `${store}/v2/mf-manifest.json`]);
    const loader = createRemoteLoader({ sources: released({ versions: [version('v3'), version('v2')] }), runtime, fetch, onFellBack, retryDelaysMs: [] });

    const loaded = await loader.load('booking');

    expect(loaded).toMatchObject({ version: 'v2', assetBaseUrl: `${store}/v2/` });
    expect(runtime.registerRemotes.mock.calls).toEqual([
      [[{ name: 'booking', entry: `${store}/v3/remoteEntry.js`, entryGlobalName: 'booking' }], { force: false }],
      [[{ name: 'booking', entry: `${store}/v2/remoteEntry.js`, entryGlobalName: 'booking' }], { force: true }],
    ]);
    expect(onFellBack).toHaveBeenCalledTimes(1);
    const [, , failures] = onFellBack.mock.calls[0] as [string, unknown, RemoteUnavailableError[]];
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ remote: 'booking', version: 'v3', failure: 'entry' });
    expect(failures[0]?.message).toBe(`The booking remote v3 is unavailable (entry): ${store}/v3/remoteEntry.js could not be loaded`);
  });

  it('skips a version the shell cannot run without fetching anything of it', async () => {
    const fetch = serve([`${store}/v2/mf-manifest.json`]);
    const onFellBack = jest.fn();
    const source = { versions: [version('v3', { incompatible: 'contract: booking v3 implements 2.0.0; the shell accepts ^1.0.0' }), version('v2')] };
    const loader = createRemoteLoader({ sources: released(source), runtime: fakeRuntime(), fetch, onFellBack });

    await expect(loader.load('booking')).resolves.toMatchObject({ version: 'v2' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onFellBack.mock.calls[0]?.[2]).toEqual([expect.objectContaining({ version: 'v3', failure: 'incompatible' })]);
  });

  it('rejects, naming every version, only when none loads', async () => {
    const fetch = serve([]);
    const loader = createRemoteLoader({ sources: released({ versions: [version('v3'), version('v2')] }), runtime: fakeRuntime(), fetch, retryDelaysMs: [0] });

    const failure = await loader.load('booking').catch((error: unknown) => error);
    expect(failure).toMatchObject({ remote: 'booking', failure: 'manifest', message: 'The booking remote is unavailable (manifest): no version loaded (v3: manifest, v2: manifest)' });
    expect(fetch).toHaveBeenCalledTimes(4); // two rounds over both versions
  });

  it('sends a visitor inside the canary share to the canary first, with the live version behind it', async () => {
    const source = { versions: [version('v2'), version('v1')], canary: { ...version('v3'), percent: 30 } };
    expect(versionsToTry(source, 29).map((entry) => entry.version)).toEqual(['v3', 'v2', 'v1']);
    expect(versionsToTry(source, 30).map((entry) => entry.version)).toEqual(['v2', 'v1']);
    const fetch = serve([`${store}/v3/mf-manifest.json`]);
    const loader = createRemoteLoader({ sources: released(source), runtime: fakeRuntime(), fetch, canaryPlace: () => 5 });
    await expect(loader.load('booking')).resolves.toMatchObject({ version: 'v3', release: 'booking@v3' });
  });
});
