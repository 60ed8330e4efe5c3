import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part counted as two). */
function groupsOf(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const filler = tail === undefined ? [] : Array<string>(8 - front.length - back.length).fill('0');
  return [...front, ...filler, ...back].map((group) => Number.parseInt(group, 16));
}

/**
 * The client address as the limits and the security log's flood guard count it
 * (docs/security.md, "Addresses"): an IPv4 address as it is; an IPv4-mapped IPv6 address
 * (`::ffff:203.0.113.9`) as its IPv4 address; any other IPv6 address as its /64, which is what
 * one household, phone or server is given and can rotate through freely. Anything else is
 * kept as it is.
 */
export function addressKey(address: string): string {
  if (isIPv4(address)) return address;
  const bare = address.split('%')[0]!;
  if (!isIPv6(bare)) return address;
  const groups = groupsOf(bare);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
