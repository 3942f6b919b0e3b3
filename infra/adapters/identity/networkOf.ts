import { isIPv4, isIPv6 } from 'node:net';

/** An IPv6 client controls its whole /64: limits count that prefix, not one address of it. */
const IPV6_PREFIX_GROUPS = 4;

/**
 * The network a sign-in limit counts: an IPv4 address itself (also when written IPv4-mapped,
 * `::ffff:192.0.2.1`), or the /64 prefix of an IPv6 address. Anything else is kept as given.
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, IPV6_PREFIX_GROUPS)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
