import { fastifyTrustProxy, parsePublicUrl, parseTrustProxy } from './deployment';

describe('parseTrustProxy', () => {
  it('trusts nothing when unset, empty or 0, unless the server has its own default', () => {
    expect(parseTrustProxy(undefined)).toEqual({ kind: 'none' });
    expect(parseTrustProxy('  ')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('0')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('', { kind: 'addresses', addresses: ['loopback'] })).toEqual({ kind: 'addresses', addresses: ['loopback'] });
  });

  it('reads a hop count', () => {
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', count: 2 });
  });

  it('reads addresses, CIDR ranges and named ranges', () => {
    expect(parseTrustProxy('loopback, 10.0.0.0/8,192.168.1.7, fd00::/8, ::1, UniqueLocal')).toEqual({
      kind: 'addresses',
      addresses: ['loopback', '10.0.0.0/8', '192.168.1.7', 'fd00::/8', '::1', 'uniquelocal'],
    });
  });

  it.each([
    ['true', /"true" is neither \(trusting every peer/],
    ['proxy.example', /"proxy.example" is neither/],
    ['10.0.0.0/33', /"10.0.0.0\/33" is neither/],
    ['10.0.0.1/8/2', /is neither/],
    ['loopback,', /"loopback," is neither/],
    ['1.5', /"1.5" is neither/],
    ['-1', /"-1" is neither/],
    ['1000', /1000 hops is not a plausible count/],
  ])('refuses %s with a clear message', (value, message) => {
    expect(() => parseTrustProxy(value)).toThrow(message);
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY must be a hop count \(e.g. 1\) or a comma-separated list/);
  });
});

describe('fastifyTrustProxy', () => {
  it('gives Fastify nothing, the list, or a function that trusts the last hops', () => {
    expect(fastifyTrustProxy({ kind: 'none' })).toBe(false);
    expect(fastifyTrustProxy({ kind: 'addresses', addresses: ['loopback'] })).toEqual(['loopback']);
    const twoHops = fastifyTrustProxy({ kind: 'hops', count: 2 }) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('203.0.113.1', hop))).toEqual([true, true, false]);
  });
});

describe('parsePublicUrl', () => {
  it('keeps the origin only', () => {
    expect(parsePublicUrl('https://Shop.Example/')).toBe('https://shop.example');
    expect(parsePublicUrl('https://shop.example:443')).toBe('https://shop.example');
    expect(parsePublicUrl('http://localhost:3000')).toBe('http://localhost:3000');
  });

  it.each(['shop.example', 'ftp://shop.example', 'https://shop.example/app', 'https://shop.example/?a=1', 'https://user:pw@shop.example', ''])(
    'refuses %j',
    (value) => {
      expect(() => parsePublicUrl(value)).toThrow(/^PUBLIC_URL must be/);
    },
  );
});
