import { addressKey } from './address-key';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it('turns an IPv4-mapped IPv6 address into the IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::FFFF:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:cb00:7109')).toBe('203.0.113.9');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('keys an IPv6 address on its /64: one household or server, however many addresses it uses', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:aaaa::7')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('64:ff9b::203.0.113.9')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves anything that is not an address alone', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('')).toBe('');
  });
});
