import { cacheControlFor } from './cache-policy';

describe('cacheControlFor', () => {
  it.each(['remoteEntry.js', 'mf-manifest.json', 'index.html', 'main.js'])('revalidates the entry point %s', (file) => {
    expect(cacheControlFor(`/srv/dist/${file}`)).toBe('no-cache');
  });

  it('caches content-hashed chunks for a year', () => {
    expect(cacheControlFor('/srv/dist/src_pages_home.3f9a0c1d2e.js')).toBe('public, max-age=31536000, immutable');
  });
});
