import { isRuntimeConfig, type RuntimeConfig } from './runtime-config';

const config: RuntimeConfig = {
  remotes: { booking: 'http://b/mf-manifest.json', provider: 'http://p/mf-manifest.json', market: 'http://m/mf-manifest.json' },
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
