import { isApiPath } from "./canonical-path.server";
import type { RateLimitGroup, RoutePolicy } from "./route-policy";

// A GET whose answer is computed for one visitor from what they sent (an eligibility answer from a student's grades)
// is counted against a rate limit as a form's POST is: once, at the edge, before the loader or handler runs
// (workers/edge/limited-answers.ts). A page names its limit in its route's policy (`answers`); the API, here.

/** The API's GETs that count against a limit (its POSTs': post-routes.server.ts). */
const API_ANSWERS: Record<string, RateLimitGroup> = {
  // The /eligibility page's answer as JSON: counted with the page's answers, whatever its query.
  "/api/eligibility": "eligibility",
};

/** The limit a GET (or HEAD) of `url` counts against, if any; `page` is its page's policy (undefined for the API). */
export function answerLimit(url: URL, page: RoutePolicy | undefined): RateLimitGroup | undefined {
  if (isApiPath(url.pathname)) return API_ANSWERS[url.pathname];
  return url.search ? page?.answers : undefined;
}
