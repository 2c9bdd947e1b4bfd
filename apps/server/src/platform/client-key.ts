import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client a per-address limit counts (issue 30): an IPv4 address as it is, an IPv6 address by its /64 network,
 * since an ISP hands each subscriber a whole /64 and every host in it is the same client. IPv4-mapped IPv6
 * (`::ffff:192.0.2.7`) is the IPv4 address. Anything else (a test's fake address) is kept as given.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, each without leading zeros (a zone index is dropped). */
function expandIPv6(ip: string): string[] {
  const address = ip.split('%')[0]!.toLowerCase();
  const [head, tail] = address.includes('::') ? address.split('::') : [address, null];
  const groups = (part: string | null | undefined) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = groups(tail);
  // An embedded IPv4 tail (::1.2.3.4) takes two groups.
  const last = right.length ? right : left;
  if (last.length && last[last.length - 1]!.includes('.')) {
    const octets = last.pop()!.split('.').map(Number);
    last.push(((octets[0]! << 8) | octets[1]!).toString(16), ((octets[2]! << 8) | octets[3]!).toString(16));
  }
  const zeros = tail === null ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
