import { isRuntimeConfig, type RuntimeConfig } from './runtime-config';

const config: RuntimeConfig = {
  remotes: {
    booking: { versions: [{ version: 'v3', manifestUrl: 'http://b/releases/booking/v3/mf-manifest.json', release: 'booking@v3' }], canary: { version: 'v4', manifestUrl: 'http://b/releases/booking/v4/mf-manifest.json', percent: 10 } },
    provider: { versions: [{ manifestUrl: 'http://p/mf-manifest.json' }] },
    market: { versions: [{ manifestUrl: 'http://m/mf-manifest.json' }] },
  },
  sentry: { dsn: 'https://key@o1.ingest.example/2', environment: 'test' },
  release: 'shell@1',
};

describe('isRuntimeConfig', () => {
  it("accepts the teams' own DSNs, and a page written without them", () => {
    expect(isRuntimeConfig(config)).toBe(true);
    expect(isRuntimeConfig({ ...config, sentry: { ...config.sentry, remoteDsns: { booking: 'https://b@o1.ingest.example/3' } } })).toBe(true);
  });

  it('refuses DSNs that are not strings', () => {
    expect(isRuntimeConfig({ ...config, sentry: { ...config.sentry, remoteDsns: { booking: 3 } } })).toBe(false);
    expect(isRuntimeConfig({ ...config, sentry: { ...config.sentry, remoteDsns: null } })).toBe(false);
  });
});

describe('isRuntimeConfig on the remotes', () => {
  it('refuses a remote without a version to load, or a canary without its share', () => {
    expect(isRuntimeConfig({ ...config, remotes: { ...config.remotes, market: { versions: [] } } })).toBe(false);
    expect(isRuntimeConfig({ ...config, remotes: { ...config.remotes, market: 'http://m/mf-manifest.json' } })).toBe(false);
    const canaryWithoutShare = { versions: config.remotes.booking.versions, canary: { version: 'v4', manifestUrl: 'http://b/v4/mf-manifest.json' } };
    expect(isRuntimeConfig({ ...config, remotes: { ...config.remotes, booking: canaryWithoutShare } })).toBe(false);
  });
});
