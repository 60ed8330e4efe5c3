import { createRemoteManifestCache } from './remote-manifests';

const manifestUrls = {
  booking: 'http://localhost:3001/mf-manifest.json',
  provider: 'http://localhost:3002/mf-manifest.json',
  market: 'http://localhost:3003/mf-manifest.json',
};
const manifest = (chunk: string) => ({
  metaData: { globalName: 'market', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './routes', assets: { js: { sync: [chunk], async: [] }, css: { sync: [], async: [] } } }],
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setUp(answer: (url: string) => Promise<Response>) {
  let time = 1_000_000;
  const fetch = jest.fn((input: string | URL | Request) => answer(String(input)));
  const cache = createRemoteManifestCache({ manifestUrlFor: (name) => manifestUrls[name], fetch: fetch as unknown as typeof globalThis.fetch, refreshAfterMs: 30_000, maxAgeMs: 600_000, now: () => time });
  return { cache, fetch, advance: (ms: number) => (time += ms) };
}

describe('the shell server’s copy of the remotes’ manifests', () => {
  it('reads every manifest on warm, then answers from memory', async () => {
    const { cache, fetch } = setUp(async () => json(manifest('routes.1.js')));
    await cache.warm();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(cache.assetsFor('market')?.scripts).toEqual(['http://localhost:3003/routes.1.js']);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('never makes a page wait: nothing before the first read finishes, then the assets', async () => {
    let release: (response: Response) => void = () => undefined;
    const { cache, fetch } = setUp(() => new Promise((resolve) => (release = resolve)));
    expect(cache.assetsFor('market')).toBeUndefined();
    expect(cache.assetsFor('market')).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1); // one read at a time
    release(json(manifest('routes.1.js')));
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.assetsFor('market')?.entry).toBe('http://localhost:3003/remoteEntry.js');
  });

  it('refreshes in the background after a while, serving the old assets meanwhile', async () => {
    let chunk = 'routes.1.js';
    const { cache, fetch, advance } = setUp(async () => json(manifest(chunk)));
    await cache.warm();
    chunk = 'routes.2.js';
    advance(31_000);
    expect(cache.assetsFor('market')?.scripts).toEqual(['http://localhost:3003/routes.1.js']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.assetsFor('market')?.scripts).toEqual(['http://localhost:3003/routes.2.js']);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('gives no assets for a remote that is down or sends something else, and retries it later, not on every page', async () => {
    let down = true;
    const { cache, fetch, advance } = setUp(async (url) => {
      if (down) throw new TypeError('fetch failed');
      return url.includes('3003') ? json({ not: 'a manifest' }) : json({}, 500);
    });
    await cache.warm();
    expect(cache.assetsFor('booking')).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(3);
    down = false;
    advance(31_000);
    await cache.warm();
    expect(cache.assetsFor('booking')).toBeUndefined();
    expect(cache.assetsFor('market')).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('stops using assets it could not refresh for too long (the remote may have been redeployed)', async () => {
    let up = true;
    const { cache, advance } = setUp(async () => {
      if (!up) throw new TypeError('fetch failed');
      return json(manifest('routes.1.js'));
    });
    await cache.warm();
    up = false;
    advance(599_000);
    expect(cache.assetsFor('market')).toBeDefined();
    await new Promise((resolve) => setImmediate(resolve));
    advance(2_000);
    expect(cache.assetsFor('market')).toBeUndefined();
  });
});
