import { addressGroups, type Cidr, inNetwork, isPublicAddress } from "./ip-address";

// Proxies whose X-Forwarded-For the limits believe (decision: "Limits count what belongs to one student"). Opera
// Mini loads every page through Opera's servers, so the site sees Opera's address for every phone behind it; Opera
// says the first address in its X-Forwarded-For that is not internal is the one that connected to its proxy
// ("Opera Mini request headers", dev.opera.com/articles/view/opera-mini-request-headers/, Opera Software,
// 29 August 2011). From any other client the header is ignored: anyone can send it.

export type KnownProxy = {
  name: string;
  networks: Cidr[];
  /** Where the networks were read, and when. */
  source: string;
  readOn: string;
};

/**
 * Opera's proxy networks. INDICATIVE, STAFF CONFIRM: Opera publishes no list of its proxies' addresses (a
 * developer asked for one under its request-headers article in 2012). These are the networks that two maintained
 * rule lists agree are Opera's; staff check them against the RIPE database's entries for Opera Software and update
 * `source` and `readOn` when they do.
 */
export const OPERA_MINI: KnownProxy = {
  name: "Opera Mini",
  networks: [
    "37.228.104.0/21",
    "77.111.244.0/22",
    "82.145.208.0/20",
    "91.203.97.0/24",
    "141.0.8.0/21",
    "185.26.180.0/22",
    "195.189.142.0/23",
    "2001:4c28::/32",
  ],
  source:
    "https://raw.githubusercontent.com/blackmatrix7/ios_rule_script/release/rule/QuantumultX/Opera/Opera.list (updated 2024-02-03); the same networks in https://raw.githubusercontent.com/Keviin560/Shunt_Rules/main/rule/Loon/Opera.lsr (updated 2026-03-07)",
  readOn: "2026-12-06",
};

export const KNOWN_PROXIES: KnownProxy[] = [OPERA_MINI];

/** The known proxy `address` belongs to, if any. */
export function knownProxyAt(address: string): KnownProxy | undefined {
  const groups = addressGroups(address);
  if (!groups) return undefined;
  return KNOWN_PROXIES.find((proxy) => proxy.networks.some((cidr) => inNetwork(groups, cidr)));
}

/**
 * The client behind a known proxy: the first public address of its X-Forwarded-For (private and reserved ones,
 * such as the phone's Wi-Fi address, skipped; addresses of the proxy itself too), or undefined when there is none.
 */
export function forwardedClient(forwardedFor: string | null): string | undefined {
  if (!forwardedFor) return undefined;
  for (const entry of forwardedFor.split(",")) {
    const address = unbracketed(entry.trim());
    if (isPublicAddress(address) && !knownProxyAt(address)) return address;
  }
  return undefined;
}

/** "[2001:db8::1]:443" or "192.0.2.1:443" as the bare address; a bare address as it is. */
function unbracketed(entry: string) {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1]!;
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return v4WithPort ? v4WithPort[1]! : entry;
}
