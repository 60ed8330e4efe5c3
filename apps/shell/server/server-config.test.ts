import { readServerConfig } from './server-config';

describe('readServerConfig', () => {
  it('defaults to the ports of the operations contract with reporting off', () => {
    const config = readServerConfig({}, '/nonexistent');
    expect(config.port).toBe(3000);
    expect(config.apiUrl).toBe('http://127.0.0.1:3100/');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.trustProxy).toEqual({ kind: 'none' });
    expect(config.remoteManifestUrls).toEqual({
      booking: 'http://localhost:3001/mf-manifest.json',
      provider: 'http://localhost:3002/mf-manifest.json',
      market: 'http://localhost:3003/mf-manifest.json',
    });
    expect(config.releaseEnvironment).toBe('production');
    expect(config.accepts).toBeUndefined();
    expect(config.runtime).toEqual({
      sentry: { dsn: '', environment: 'production', remoteDsns: {} },
      release: 'shell@unknown',
    });
  });

  it('takes every setting from the environment', () => {
    const config = readServerConfig(
      {
        PORT: '4000',
        BOOKING_REMOTE_URL: 'https://booking.example.com/v42/mf-manifest.json',
        PROVIDER_REMOTE_URL: 'https://provider.example.com/mf-manifest.json',
        MARKET_REMOTE_URL: 'https://market.example.com/mf-manifest.json',
        SENTRY_DSN: 'https://key@o1.ingest.example.com/2',
        SENTRY_ENVIRONMENT: 'staging',
        SENTRY_RELEASE: 'shell@9.9.9',
        BOOKING_SENTRY_DSN: 'https://booking-key@o1.ingest.example.com/3',
        PROVIDER_SENTRY_DSN: ' ',
        PUBLIC_URL: 'https://shop.example',
        TRUST_PROXY: '10.0.0.5, 10.0.1.0/24',
        RELEASE_ENVIRONMENT: 'staging',
      },
      '/nonexistent',
    );
    expect(config.port).toBe(4000);
    expect(config.remoteManifestUrls.booking).toBe('https://booking.example.com/v42/mf-manifest.json');
    expect(config.releaseEnvironment).toBe('staging');
    expect(config.runtime.sentry).toEqual({
      dsn: 'https://key@o1.ingest.example.com/2',
      environment: 'staging',
      // An empty or unset team DSN is left out: that remote's errors go to SENTRY_DSN.
      remoteDsns: { booking: 'https://booking-key@o1.ingest.example.com/3' },
    });
    expect(config.runtime.release).toBe('shell@9.9.9');
    expect(config.publicUrl).toBe('https://shop.example');
    expect(config.trustProxy).toEqual({ kind: 'addresses', addresses: ['10.0.0.5', '10.0.1.0/24'] });
  });

  it('defaults the public URL to localhost on the port it listens on', () => {
    expect(readServerConfig({ PORT: '4000' }, '/x').publicUrl).toBe('http://localhost:4000');
  });

  it('refuses to start with a setting that cannot be right', () => {
    expect(() => readServerConfig({ MARKET_REMOTE_URL: 'market:3003' }, '/x')).toThrow(/MARKET_REMOTE_URL must be an absolute http\(s\) URL/);
    expect(() => readServerConfig({ PORT: 'eighty' }, '/x')).toThrow(/PORT must be a port number/);
    expect(() => readServerConfig({ PUBLIC_URL: 'https://shop.example/shop' }, '/x')).toThrow(/PUBLIC_URL must be an origin only/);
    expect(() => readServerConfig({ TRUST_PROXY: 'caddy' }, '/x')).toThrow(/TRUST_PROXY must be a hop count/);
    expect(() => readServerConfig({ SENTRY_DSN: 'not a dsn' }, '/x')).toThrow(/SENTRY_DSN must be a Sentry DSN/);
    expect(() => readServerConfig({ RELEASE_ENVIRONMENT: 'Prod/1' }, '/x')).toThrow(/RELEASE_ENVIRONMENT must be a lower-case name/);
    expect(() => readServerConfig({ MARKET_SENTRY_DSN: 'https://o1.ingest.example.com/4' }, '/x')).toThrow(/MARKET_SENTRY_DSN must be a Sentry DSN/);
  });
});
