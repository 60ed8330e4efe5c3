import { createRemoteLoader, RemoteUnavailableError, type FederationRuntime } from './remote-loader';

const manifestUrls = {
  booking: 'http://localhost:3001/mf-manifest.json',
  provider: 'http://localhost:3002/mf-manifest.json',
  market: 'http://localhost:3003/mf-manifest.json',
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
    const loader = createRemoteLoader({ manifestUrls, runtime, fetch, onLoaded });

    const [first, second] = await Promise.all([loader.load('booking'), loader.load('booking')]);

    expect(first).toBe(second);
    expect(first).toEqual({ module: routesModule, assetBaseUrl: 'http://localhost:3001/' });
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

  it('retries a transient failure and then succeeds', async () => {
    const fetch = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(jsonResponse(manifest));
    const loader = createRemoteLoader({ manifestUrls, runtime: fakeRuntime(), fetch, retryDelaysMs: [0] });

    await expect(loader.load('booking')).resolves.toMatchObject({ module: routesModule });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after its retries with the step that failed, and tries afresh only when asked to retry', async () => {
    const fetch = jest.fn(async () => jsonResponse({ message: 'gateway' }, 502));
    const loader = createRemoteLoader({ manifestUrls, runtime: fakeRuntime(), fetch, retryDelaysMs: [0, 0] });

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
    const loader = createRemoteLoader({ manifestUrls, runtime, fetch: async () => jsonResponse(manifest), retryDelaysMs: [0] });

    await loader.load('booking');

    expect(runtime.registerRemotes.mock.calls.map(([, options]) => options)).toEqual([{ force: false }, { force: true }]);
  });

  it('does not retry a remote that loads but exposes no valid routes', async () => {
    const runtime = fakeRuntime(async () => ({ default: "nope" }));
    const loader = createRemoteLoader({ manifestUrls, runtime, fetch: async () => jsonResponse(manifest), retryDelaysMs: [0, 0] });

    await expect(loader.load('provider')).rejects.toMatchObject({ remote: 'provider', failure: 'module' });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });
});
