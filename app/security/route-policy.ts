// What each page route declares about itself, in its own module (decision 0036):
//   export const handle = { policy: PUBLIC_PAGE } satisfies PolicyHandle;
// The edge builds its tables from these declarations in the server build (route-policies.server.ts): the edge
// cache, the POST guards, the personal-data headers and the speculation rules; the root ships React Router's scripts
// only to a page whose policy asks for them. A route without a policy fails the build's route check (npm test).

/** The rate-limit groups of POSTs (rate-limit.server.ts binds each to a limiter). */
export type RateLimitGroup =
  | "consultation"
  | "application"
  | "status"
  | "upload"
  | "payment"
  | "report"
  | "webhook"
  | "shortlist"
  | "compare"
  /** The answers of GET /eligibility and /api/eligibility: the page's `answers`, the API's answer-limits.server.ts. */
  | "eligibility"
  /** The staff console's changes (behind Access: generous, an office shares one address). */
  | "staff";

/**
 * A form's POST: the group it counts against, and its body cap (post-routes.server.ts BODY_LIMITS). `refused: "form"`:
 * past its rate limit the action still runs, and the write road (runWrite) answers with the form as it was typed and
 * when to send it again (edge-refusal.server.ts); without it the page's error page says so, and no action runs.
 */
export type PostPolicy = { group: RateLimitGroup; body: "form" | "application" | "other"; refused?: "form" };

export type RoutePolicy = {
  /** Ships React Router's client bundle (docs/decisions/0026): only where it does work a student needs. */
  scripts: boolean;
  /**
   * The edge cache (page-cache.server.ts): "catalogue" keeps every GET's answer until the catalogue changes,
   * "bare-only" only the answer without a query string (the query is a visitor's input), "none" nothing.
   */
  cache: "catalogue" | "bare-only" | "none";
  /**
   * "takes": a form for personal data, its answers never stored by a browser (`private, no-store`); "shows": a
   * GET answers with someone's personal data (also `Cross-Origin-Opener-Policy`, decision 0033).
   */
  personal: "none" | "takes" | "shows";
  /** The page's form; without it a POST is answered 405. */
  post?: PostPolicy;
  /** May be prefetched on a fast line (speculation-rules.server.ts). */
  prefetch: boolean;
  /**
   * Its answers (a GET with a query: what one visitor sent, computed for them) count against this group's limit, at
   * the edge before the loader runs (answer-limits.server.ts); past it the loader gets the edge's refusal
   * (`edgeRefusalContext`) and shows its form with it. The bare page is not counted.
   */
  answers?: RateLimitGroup;
  /** No page is here (the catch-all 404 route): a POST or PUT is answered 404, not 405. */
  missing?: true;
  /** A page of the staff console: the root draws the console's own frame, not the public header and footer. */
  console?: true;
};

export type PolicyHandle = { policy: RoutePolicy };

/** A page that is the same for everyone: cached at the edge, prefetched on a fast line, no script. */
export const PUBLIC_PAGE: RoutePolicy = { scripts: false, cache: "catalogue", personal: "none", prefetch: true };

/** A public page rendered for each request (what it shows depends on the query or a cookie). */
export const UNCACHED_PAGE: RoutePolicy = { ...PUBLIC_PAGE, cache: "none" };

/** A public page with a form that sends personal data: the blank page is still cached. */
export const formPage = (post: PostPolicy): RoutePolicy => ({ ...PUBLIC_PAGE, personal: "takes", post });

/** Where no page is (the catch-all route): rendered as the 404 page for each request, refused 404 for other methods. */
export const NO_PAGE: RoutePolicy = { ...UNCACHED_PAGE, missing: true };

/** A page that shows someone's personal data: never cached, never prefetched. */
export const PERSONAL_PAGE: RoutePolicy = { scripts: false, cache: "none", personal: "shows", prefetch: false };

/**
 * A page of the staff console (/staff, behind Access: docs/decisions/0060): shows personal data, never cached, never
 * prefetched, no script; `post` when it has forms.
 */
export const staffPage = (post?: PostPolicy): RoutePolicy => ({
  ...PERSONAL_PAGE,
  console: true,
  ...(post ? { post } : {}),
});

/** Whether the matched routes are the staff console's (the root leaves out the public header and footer). */
export function isConsole(matches: readonly { handle?: unknown }[]) {
  return matches.some((match) => policyOf(match.handle)?.console === true);
}

/** The policy a route module's `handle` declares, if it declares one. */
export function policyOf(handle: unknown): RoutePolicy | undefined {
  return (handle as Partial<PolicyHandle> | undefined)?.policy;
}

/** Whether a page of these matched routes ships scripts: when one of them asks for them. */
export function wantsScripts(matches: readonly { handle?: unknown }[]) {
  return matches.some((match) => policyOf(match.handle)?.scripts === true);
}
