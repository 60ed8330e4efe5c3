import { isRemoteManifest, remoteEntryUrl } from './manifest';

const manifest = (metaData: object) => ({ metaData: { globalName: 'booking', remoteEntry: { name: 'remoteEntry.js', path: '' }, ...metaData } });

describe('remoteEntryUrl', () => {
  it('puts the entry beside the manifest when the public path is automatic', () => {
    expect(remoteEntryUrl(manifest({ publicPath: 'auto' }), 'http://localhost:3001/mf-manifest.json')).toBe(
      'http://localhost:3001/remoteEntry.js',
    );
    expect(remoteEntryUrl(manifest({ publicPath: 'auto' }), 'https://cdn.example.com/booking/v7/mf-manifest.json')).toBe(
      'https://cdn.example.com/booking/v7/remoteEntry.js',
    );
  });

  it('honours an explicit public path and entry folder', () => {
    const m = manifest({ publicPath: 'https://static.example.com/b/', remoteEntry: { name: 'remoteEntry.js', path: 'entry/' } });
    expect(remoteEntryUrl(m, 'https://other.example.com/mf-manifest.json')).toBe('https://static.example.com/b/entry/remoteEntry.js');
  });
});

describe('isRemoteManifest', () => {
  it('accepts a manifest and rejects an html error page parsed as anything else', () => {
    expect(isRemoteManifest(manifest({}))).toBe(true);
    expect(isRemoteManifest({ error: 'not found' })).toBe(false);
    expect(isRemoteManifest(null)).toBe(false);
  });
});
