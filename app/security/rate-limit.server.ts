import { bindings, edgeConfig, type LimiterBinding } from "~/config.server";
import type { RateLimitGroup } from "./post-routes.server";

// Rate limits through Cloudflare's Rate Limiting binding ([[ratelimits]] in wrangler.toml; miniflare enforces the
// same limits locally), keyed by client IP and group: groups that share a binding share its limit, not their counts.

/** The env object the limits are read from (bindings() and edgeConfig() read it); by default the Worker's own. */
type LimiterEnv = Partial<Record<LimiterBinding, RateLimit>> & { RATE_LIMITS?: string };

/** The binding of each group and its period in seconds (wrangler.toml's `simple.period`, told as Retry-After). */
export const LIMITERS = {
  consultation: { binding: "CONSULTATION_LIMITER", period: 60 },
  application: { binding: "APPLICATION_LIMITER", period: 60 },
  status: { binding: "STATUS_LIMITER", period: 60 },
  upload: { binding: "UPLOAD_LIMITER", period: 60 },
  payment: { binding: "PAYMENT_LIMITER", period: 60 },
  report: { binding: "REPORT_LIMITER", period: 60 },
  webhook: { binding: "WEBHOOK_LIMITER", period: 60 },
  shortlist: { binding: "SHORTLIST_LIMITER", period: 60 },
  // The compare tray is a cookie like the shortlist: the same limit, counted apart.
  compare: { binding: "SHORTLIST_LIMITER", period: 60 },
  eligibility: { binding: "ELIGIBILITY_LIMITER", period: 60 },
  staff: { binding: "STAFF_LIMITER", period: 60 },
} as const satisfies Record<RateLimitGroup, { binding: LimiterBinding; period: number }>;

/**
 * The visitor's address as Cloudflare's edge reports it. Locally (vite preview, vitest) miniflare sets the same
 * header from the socket; a request with none at all counts as one shared local client.
 */
export function clientAddress(request: Request) {
  return request.headers.get("CF-Connecting-IP")?.trim() || "local";
}

/**
 * Whom a limit counts: an IPv4 address, or an IPv6 address's /64 network. One subscriber line, phone or home router
 * is given a whole /64 and may pick a new address in it for every request; counted per address, each would get a
 * fresh budget. An IPv4 address written in IPv6 (::ffff:192.0.2.1) counts as that IPv4 address.
 */
export function rateLimitClient(address: string) {
  if (!address.includes(":")) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail read), or undefined if malformed. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const ipv4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (ipv4) {
    const [a, b, c, d] = ipv4.slice(1).map(Number) as [number, number, number, number];
    if ([a, b, c, d].some((n) => n > 255)) return undefined;
    text = `${text.slice(0, ipv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
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

/**
 * Undefined when the request may go on, else the seconds to wait. A missing binding (misconfiguration) allows.
 * RATE_LIMITS = "off" switches the limits off on localhost only: the end-to-end servers, whose every test posts
 * from the same address (playwright.config.ts); the limits themselves are proven by tests/worker/*.limits.test.ts.
 */
export async function rateLimited(
  vars: LimiterEnv | undefined,
  group: RateLimitGroup,
  request: Request,
  { local }: { local: boolean },
): Promise<number | undefined> {
  if (edgeConfig(vars).rateLimitsOff && local) return undefined;
  const { binding, period } = LIMITERS[group];
  const limiter = bindings(vars).limiters[binding];
  if (!limiter) return undefined;
  const { success } = await limiter.limit({ key: `${group}:${rateLimitClient(clientAddress(request))}` });
  return success ? undefined : period;
}
