import type { RateLimitGroup } from "./post-routes.server";

// Rate limits through Cloudflare's Rate Limiting binding ([[ratelimits]] in wrangler.toml; miniflare enforces the
// same limits locally). One binding per group, keyed by client IP and group.

type Limiter = { limit(options: { key: string }): Promise<{ success: boolean }> };
type LimiterEnv = Partial<Record<(typeof LIMITERS)[RateLimitGroup]["binding"], Limiter>> & { RATE_LIMITS?: string };

/** The binding of each group and its period in seconds (wrangler.toml's `simple.period`, told as Retry-After). */
export const LIMITERS = {
  consultation: { binding: "CONSULTATION_LIMITER", period: 60 },
  application: { binding: "APPLICATION_LIMITER", period: 60 },
  status: { binding: "STATUS_LIMITER", period: 60 },
  upload: { binding: "UPLOAD_LIMITER", period: 60 },
  payment: { binding: "PAYMENT_LIMITER", period: 60 },
  report: { binding: "REPORT_LIMITER", period: 60 },
  webhook: { binding: "WEBHOOK_LIMITER", period: 60 },
} as const satisfies Record<RateLimitGroup, { binding: string; period: number }>;

export const RATE_LIMITED_MESSAGE =
  "You have sent this form several times in a short while. Please wait a minute, then try again.";

/**
 * The visitor's address as Cloudflare's edge reports it. Locally (vite preview, vitest) miniflare sets the same
 * header from the socket; a request with none at all counts as one shared local client.
 */
export function clientAddress(request: Request) {
  return request.headers.get("CF-Connecting-IP")?.trim() || "local";
}

/**
 * Undefined when the request may go on, else the seconds to wait. A missing binding (misconfiguration) allows.
 * RATE_LIMITS = "off" switches the limits off on localhost only: the end-to-end servers, whose every test posts
 * from the same address (playwright.config.ts); the limits themselves are proven by tests/worker/*.limits.test.ts.
 */
export async function rateLimited(
  env: LimiterEnv,
  group: RateLimitGroup,
  request: Request,
  { local }: { local: boolean },
): Promise<number | undefined> {
  if (env.RATE_LIMITS === "off" && local) return undefined;
  const { binding, period } = LIMITERS[group];
  const limiter = env[binding];
  if (!limiter) return undefined;
  const { success } = await limiter.limit({ key: `${group}:${clientAddress(request)}` });
  return success ? undefined : period;
}
