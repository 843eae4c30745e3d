/**
 * Which network addresses an import may reach: the public internet only. Everything else is
 * refused, conservatively: private, loopback, link-local (where cloud metadata services live),
 * unspecified, carrier-grade NAT, documentation, benchmark, multicast and reserved ranges, and
 * the IPv6 forms that carry one of those IPv4 addresses inside them.
 */

/** The four bytes of a dotted-decimal IPv4 address, or undefined. */
export function parseIpv4(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return undefined;
  const bytes = parts.map(Number);
  return bytes.every((b) => b <= 255) ? bytes : undefined;
}

/** The eight 16-bit groups of an IPv6 address (brackets, a zone and an IPv4 tail allowed). */
export function parseIpv6(text: string): number[] | undefined {
  let s = text
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (tail !== null) {
    const v4 = parseIpv4(tail[1] as string);
    if (v4 === undefined) return undefined;
    const [a, b, c, d] = v4 as [number, number, number, number];
    s = `${s.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = s.split('::');
  if (halves.length > 2) return undefined;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0] as string);
  const rest = halves.length === 2 ? groupsOf(halves[1] as string) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return groups.map((g) => parseInt(g, 16));
}

/** IPv4 ranges that are not the public internet: [first byte(s) as a 32-bit number, prefix]. */
const IPV4_REFUSED: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (also some clouds' metadata, e.g. 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local: cloud metadata at 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and broadcast
];

const toNumber = (bytes: number[]) => bytes.reduce((n, b) => n * 256 + b, 0);

function isPublicIpv4(bytes: number[]): boolean {
  const address = toNumber(bytes);
  return !IPV4_REFUSED.some(([network, prefix]) => {
    const size = 2 ** (32 - prefix);
    const start = toNumber(parseIpv4(network) as number[]);
    return address >= start && address < start + size;
  });
}

/** The IPv4 address in groups `at` and `at + 1` of an IPv6 address. */
const embeddedIpv4 = (groups: number[], at: number): number[] => {
  const high = groups[at] as number;
  const low = groups[at + 1] as number;
  return [high >> 8, high & 0xff, low >> 8, low & 0xff];
};

function isPublicIpv6(groups: number[]): boolean {
  const [g0, g1, g2, g3, g4, g5] = groups as [number, number, number, number, number, number];
  const zeros = (n: number) => groups.slice(0, n).every((g) => g === 0);
  // ::a.b.c.d (compatible, which also covers :: and ::1), ::ffff:a.b.c.d (mapped) and
  // ::ffff:0:a.b.c.d (translated) are IPv4 addresses in IPv6 form: judged as IPv4.
  if (zeros(5) && (g5 === 0 || g5 === 0xffff)) return isPublicIpv4(embeddedIpv4(groups, 6));
  if (zeros(4) && g4 === 0xffff && g5 === 0) return isPublicIpv4(embeddedIpv4(groups, 6));
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) reach the IPv4 address they carry.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return isPublicIpv4(embeddedIpv4(groups, 6));
  }
  if (g0 === 0x2002) return isPublicIpv4(embeddedIpv4(groups, 1));
  // Only global unicast (2000::/3) is public; within it, Teredo (2001::/32) hides an address
  // and 2001:db8::/32 is documentation. This leaves out fc00::/7, fe80::/10, ff00::/8 and the rest.
  if ((g0 & 0xe000) !== 0x2000) return false;
  return !(g0 === 0x2001 && (g1 === 0 || g1 === 0xdb8));
}

/** Whether an address (IPv4 or IPv6, as a resolver or a URL writes it) is on the public internet.
 *  Anything that does not parse is not. */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIpv4(address);
  if (v4 !== undefined) return isPublicIpv4(v4);
  const v6 = parseIpv6(address);
  return v6 !== undefined && isPublicIpv6(v6);
}

/** Whether a URL's host is written as an address rather than a name ("[::1]", "10.0.0.1"). */
export function isAddressLiteral(hostname: string): boolean {
  return hostname.startsWith('[') || parseIpv4(hostname) !== undefined;
}
