import { cacheControlFor } from './cache-policy';

describe('cacheControlFor', () => {
  it.each(['remoteEntry.js', 'mf-manifest.json', 'index.html', 'main.js'])('revalidates the entry point %s', (file) => {
    expect(cacheControlFor(`/srv/dist/${file}`)).toBe('no-cache');
  });

  it('caches content-hashed chunks for a year', () => {
    expect(cacheControlFor('/srv/dist/src_pages_home.3f9a0c1d2e.js')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['.br', '.gz'])('gives the build’s %s copy the rules of the file it stands for', (suffix) => {
    expect(cacheControlFor(`/srv/dist/src_pages_home.3f9a0c1d2e.js${suffix}`)).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor(`/srv/dist/remoteEntry.js${suffix}`)).toBe('no-cache');
    expect(cacheControlFor(`/srv/dist/mf-manifest.json${suffix}`)).toBe('no-cache');
  });

  it('does not mistake a hash-like name ending in .br for a hashed asset', () => {
    expect(cacheControlFor('/srv/dist/notes.3f9a0c1d2e.br')).toBe('no-cache');
  });
});
