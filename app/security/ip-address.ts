// IP addresses as the edge reads them from headers: parsed into eight 16-bit groups (an IPv4 address as its
// IPv4-mapped IPv6 form, ::ffff:a.b.c.d), so one comparison serves both families.

/** The eight 16-bit groups of an address (IPv4, IPv6, `::` expanded, a dotted IPv4 tail read), or undefined. */
export function addressGroups(address: string): number[] | undefined {
  const text = address.trim();
  return text.includes(":") ? ipv6Groups(text) : ipv6Groups(`::ffff:${text}`);
}

function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const ipv4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (ipv4) {
    const [a, b, c, d] = ipv4.slice(1).map(Number) as [number, number, number, number];
    if ([a, b, c, d].some((n) => n > 255)) return undefined;
    text = `${text.slice(0, ipv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  } else if (!address.includes(":")) return undefined;
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return groups.map((g) => Number.parseInt(g, 16));
}

/** An IPv4 address written in IPv6 (::ffff:192.0.2.1), as its four bytes; undefined for any other address. */
export function mappedIpv4(groups: number[]): [number, number, number, number] | undefined {
  if (!(groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)) return undefined;
  return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff];
}

/** A network, `address/bits` (an IPv4 network's bits counted in IPv4). */
export type Cidr = `${string}/${number}`;

/** The address (groups) lies in `cidr`. */
export function inNetwork(groups: number[], cidr: Cidr): boolean {
  const [base, bitsText] = cidr.split("/") as [string, string];
  const network = addressGroups(base);
  if (!network) return false;
  const bits = Number(bitsText) + (base.includes(":") ? 0 : 96);
  for (let i = 0; i < 8; i++) {
    const take = Math.max(0, Math.min(16, bits - i * 16));
    if (take === 0) return true;
    const mask = (0xffff << (16 - take)) & 0xffff;
    if ((groups[i]! & mask) !== (network[i]! & mask)) return false;
  }
  return true;
}

/**
 * Networks that are not anyone's public address: private (RFC 1918, fc00::/7), loopback, link-local, carrier-grade
 * NAT's shared space (100.64.0.0/10), unspecified, multicast and reserved. A proxy's forwarded list may carry them
 * (the phone's own Wi-Fi address); they never tell two clients apart.
 */
const NOT_PUBLIC: Cidr[] = [
  "0.0.0.0/8",
  "10.0.0.0/8",
  "100.64.0.0/10",
  "127.0.0.0/8",
  "169.254.0.0/16",
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.168.0.0/16",
  "198.18.0.0/15",
  "224.0.0.0/3",
  "::/127",
  "fc00::/7",
  "fe80::/10",
  "ff00::/8",
];

/** `address` parses and is a public address. */
export function isPublicAddress(address: string): boolean {
  const groups = addressGroups(address);
  return groups !== undefined && !NOT_PUBLIC.some((cidr) => inNetwork(groups, cidr));
}
