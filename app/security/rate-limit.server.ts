import { bindings, edgeConfig, type LimiterBinding } from "~/config.server";
import { addressGroups, mappedIpv4 } from "./ip-address";
import { forwardedClient, knownProxyAt } from "./known-proxies";
import type { IdentityGroup } from "~/commands/write-command";
import type { IdentityKey } from "./identity-keys";
import type { RateLimitGroup } from "./post-routes.server";

// Rate limits through Cloudflare's Rate Limiting binding ([[ratelimits]] in wrangler.toml; miniflare enforces the
// same limits locally), keyed by client IP and group: groups that share a binding share its limit, not their counts.

/** The env object the limits are read from (bindings() and edgeConfig() read it); by default the Worker's own. */
type LimiterEnv = Partial<Record<LimiterBinding, RateLimit>> & { RATE_LIMITS?: string };

/** One count of a request: the key, the binding it is counted against and that binding's period. */
type Count = { binding: LimiterBinding; period: number; key: string };

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
 * The visitor's address: Cloudflare's edge reports the connecting one (CF-Connecting-IP; locally, vite preview and
 * vitest, miniflare sets it from the socket). When that is a known proxy (known-proxies.ts: Opera Mini), the client
 * is the first public address of the proxy's X-Forwarded-For; from any other address that header is ignored (anyone
 * can send it). A request with no address at all counts as one shared local client.
 *
 * X-OperaMini-Phone-UA is not folded in: whoever sends through the proxy chooses it, and each invented value would
 * be a fresh budget; phones behind one carrier address are told apart by what they write (the identity limits).
 */
export function clientAddress(request: Request) {
  return countedAddresses(request).client;
}

/**
 * Whom a request's limits count: its client, and, when the client was read from a known proxy's X-Forwarded-For,
 * the proxy's own address. Whoever sends through the proxy writes that header, so a made-up first address would be
 * a fresh budget each time; the proxy's address is counted too, against PROXY_CEILING, which bounds them all.
 */
export function countedAddresses(request: Request): { client: string; proxy?: string } {
  const connecting = connectingAddress(request);
  if (!knownProxyAt(connecting)) return { client: connecting };
  const forwarded = forwardedClient(request.headers.get("X-Forwarded-For"));
  return forwarded ? { client: forwarded, proxy: connecting } : { client: connecting };
}

/**
 * The ceiling of one known proxy address, per group, over every client it forwards (wrangler.toml, PROXY_LIMITER:
 * the number and why). Groups share the binding's limit, not their counts.
 */
export const PROXY_CEILING = { binding: "PROXY_LIMITER", period: 60 } as const satisfies {
  binding: LimiterBinding;
  period: number;
};

/** The address that connected to Cloudflare (a proxy's own, for Turnstile's check of where its answer came from). */
export function connectingAddress(request: Request) {
  return request.headers.get("CF-Connecting-IP")?.trim() || "local";
}

/**
 * Whom a limit counts: an IPv4 address, or an IPv6 address's /64 network. One subscriber line, phone or home router
 * is given a whole /64 and may pick a new address in it for every request; counted per address, each would get a
 * fresh budget. An IPv4 address written in IPv6 (::ffff:192.0.2.1) counts as that IPv4 address.
 */
export function rateLimitClient(address: string) {
  if (!address.includes(":")) return address;
  const groups = addressGroups(address);
  if (!groups) return address;
  const ipv4 = mappedIpv4(groups);
  if (ipv4) return ipv4.join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
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
  const { client, proxy } = countedAddresses(request);
  const counts: Count[] = [{ ...LIMITERS[group], key: `${group}:${rateLimitClient(client)}` }];
  if (proxy) counts.push({ ...PROXY_CEILING, key: `${group}:${rateLimitClient(proxy)}` });
  return longestWait(vars, counts);
}

/**
 * What one student's writes are counted by besides the address: a command names its keys once its parse has read
 * them (WriteCommand.countedBy), and runWrite counts them before anything is written. Groups sharing a binding share
 * its limit, not their counts; the numbers and their reasons are in wrangler.toml.
 */
export const IDENTITY_LIMITERS = {
  "consultation-email": { binding: "STUDENT_LIMITER", period: 60 },
  "consultation-phone": { binding: "STUDENT_LIMITER", period: 60 },
  "application-email": { binding: "STUDENT_LIMITER", period: 60 },
  "application-phone": { binding: "STUDENT_LIMITER", period: 60 },
  "status-reference": { binding: "CASE_LIMITER", period: 60 },
  "opt-in-reference": { binding: "CASE_LIMITER", period: 60 },
  "documents-reference": { binding: "CASE_LIMITER", period: 60 },
} as const satisfies Record<IdentityGroup, { binding: LimiterBinding; period: number }>;

/** Undefined while every key may go on, else the seconds to wait; each key is counted. As rateLimited otherwise. */
export async function identityLimited(
  vars: LimiterEnv | undefined,
  keys: readonly IdentityKey[],
  { local }: { local: boolean },
): Promise<number | undefined> {
  if (keys.length === 0 || (edgeConfig(vars).rateLimitsOff && local)) return undefined;
  return longestWait(
    vars,
    keys.map(({ group, key }) => ({ ...IDENTITY_LIMITERS[group], key: `${group}:${key}` })),
  );
}

/** Counts every key against its binding, at once: undefined while each may go on, else the longest period. */
async function longestWait(vars: LimiterEnv | undefined, counts: readonly Count[]): Promise<number | undefined> {
  const limiters = bindings(vars).limiters;
  const waits = await Promise.all(
    counts.map(async ({ binding, period, key }) => {
      const limiter = limiters[binding];
      if (!limiter) return 0;
      const { success } = await limiter.limit({ key });
      return success ? 0 : period;
    }),
  );
  const wait = Math.max(0, ...waits);
  return wait > 0 ? wait : undefined;
}
