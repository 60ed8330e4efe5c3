import { remoteAssetsFromManifest, remoteHintLinks } from './remote-hints';

const manifestUrl = 'http://localhost:3003/mf-manifest.json';
const manifest = {
  metaData: { globalName: 'market', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [{ name: 'react', assets: { js: { sync: ['4394.js'], async: [] } } }],
  exposes: [
    { path: './other', assets: { js: { sync: ['other.js'], async: [] }, css: { sync: [], async: [] } } },
    {
      path: './routes',
      assets: {
        js: { sync: ['__federation_expose_routes.abc.js'], async: ['dashboard.js', 'catalogue-de.0a1b2c3d4e.js', 'catalogue-en-XA.5f6a7b8c9d.js', 'not-catalogue-de.js'] },
        css: { sync: ['routes.abc.css'], async: ['dashboard.css'] },
      },
    },
  ],
};

describe('remoteAssetsFromManifest', () => {
  it('names the entry and the routes module’s own chunks, not shared copies or lazy pages, and its catalogue chunks by language', () => {
    expect(remoteAssetsFromManifest(manifest, manifestUrl)).toEqual({
      entry: 'http://localhost:3003/remoteEntry.js',
      scripts: ['http://localhost:3003/__federation_expose_routes.abc.js'],
      styles: ['http://localhost:3003/routes.abc.css'],
      catalogues: { de: ['http://localhost:3003/catalogue-de.0a1b2c3d4e.js'], 'en-XA': ['http://localhost:3003/catalogue-en-XA.5f6a7b8c9d.js'] },
    });
  });

  it('resolves chunks beside an entry kept in a folder of a remote deployed under a path', () => {
    const nested = { ...manifest, metaData: { ...manifest.metaData, remoteEntry: { name: 'remoteEntry.js', path: 'static' } } };
    expect(remoteAssetsFromManifest(nested, 'https://cdn.example/market/mf-manifest.json')).toMatchObject({
      entry: 'https://cdn.example/market/static/remoteEntry.js',
      scripts: ['https://cdn.example/market/static/__federation_expose_routes.abc.js'],
    });
  });

  it('gives the entry alone when the manifest lists no routes module', () => {
    expect(remoteAssetsFromManifest({ metaData: manifest.metaData }, manifestUrl)).toEqual({
      entry: 'http://localhost:3003/remoteEntry.js',
      scripts: [],
      styles: [],
      catalogues: {},
    });
  });

  it.each([null, 'html', { metaData: {} }, { exposes: [] }])('refuses what is not a federation manifest: %p', (value) => {
    expect(remoteAssetsFromManifest(value, manifestUrl)).toBeUndefined();
  });

  it('skips chunk names that are not strings', () => {
    const odd = { ...manifest, exposes: [{ path: './routes', assets: { js: { sync: ['a.js', 42, null] }, css: { sync: 'b.css' } } }] };
    expect(remoteAssetsFromManifest(odd, manifestUrl)).toMatchObject({ scripts: ['http://localhost:3003/a.js'], styles: [] });
  });
});

describe('remoteHintLinks', () => {
  const assets = remoteAssetsFromManifest(manifest, manifestUrl);

  it('preconnects to the remote and preloads its manifest, entry, chunks and styles in the modes the shell fetches them', () => {
    expect(remoteHintLinks({ manifestUrl, assets, pageOrigin: 'http://localhost:3000' })).toBe(
      '<link rel="preconnect" href="http://localhost:3003" crossorigin="anonymous">' +
        '<link rel="preload" href="http://localhost:3003/mf-manifest.json" as="fetch" crossorigin="anonymous">' +
        '<link rel="preload" href="http://localhost:3003/remoteEntry.js" as="script" crossorigin="anonymous">' +
        '<link rel="preload" href="http://localhost:3003/__federation_expose_routes.abc.js" as="script" crossorigin="anonymous">' +
        '<link rel="preload" href="http://localhost:3003/routes.abc.css" as="style" crossorigin="anonymous">',
    );
  });

  it('adds the catalogue chunk of the page’s language, and none for English', () => {
    const german = remoteHintLinks({ manifestUrl, assets, pageOrigin: 'http://localhost:3000', locale: 'de' });
    expect(german).toContain('<link rel="preload" href="http://localhost:3003/catalogue-de.0a1b2c3d4e.js" as="script" crossorigin="anonymous">');
    expect(german).not.toContain('catalogue-en-XA');
    expect(remoteHintLinks({ manifestUrl, assets, pageOrigin: 'http://localhost:3000', locale: 'en' })).not.toContain('catalogue-');
  });

  it('hints only the connection and the manifest while the remote’s files are unknown', () => {
    expect(remoteHintLinks({ manifestUrl, pageOrigin: 'http://localhost:3000' })).toBe(
      '<link rel="preconnect" href="http://localhost:3003" crossorigin="anonymous">' +
        '<link rel="preload" href="http://localhost:3003/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
  });

  it('needs no preconnect for a remote on the page’s own origin', () => {
    expect(remoteHintLinks({ manifestUrl: 'https://shop.example/market/mf-manifest.json', pageOrigin: 'https://shop.example' })).not.toContain('preconnect');
  });

  it('escapes what could end the attribute', () => {
    const hostile = { entry: 'http://localhost:3003/"><script>x</script>', scripts: [], styles: [], catalogues: {} };
    const html = remoteHintLinks({ manifestUrl, assets: hostile, pageOrigin: 'http://localhost:3000' });
    expect(html).not.toContain('<script');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });
});
