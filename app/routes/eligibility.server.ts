import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { currentLocale } from "~/i18n/current-locale";
import { CURRENCY_PARAM, displayCurrency, readCurrency } from "~/catalogue/display-currency";
import { parseEligibility, RESULTS_PAGE, resultAnchor, shownBudgetCurrency } from "~/catalogue/eligibility-schema";
import { istanbulToday } from "~/catalogue/intakes";
import { required } from "~/lib/required.server";
import {
  type EligibilityResult,
  loadEligibility,
  loadScholarships,
  type Standing,
} from "~/models/eligibility-assessment.server";
import { edgeRefusalContext } from "~/security/edge-context";
import type { Route } from "./+types/eligibility";

/**
 * A page with the visitor's grades, nationality or budget in its URL is theirs alone: never kept by the edge cache
 * (app/cache/page-cache.server.ts skips `private`/`no-store`) nor by a shared proxy. The bare page may be cached.
 */
export const PRIVATE_ANSWER = { "Cache-Control": "private, no-store" } as const;

/**
 * The best `shown` cards of an answer (they come sorted best first), each group's whole count for its heading, and
 * the address of the next page (the same query asking for more, opened at the first new card), null at the end.
 */
function pageOf(all: EligibilityResult[], url: URL, shown: number) {
  const counts = { meets: 0, gaps: 0, over_budget: 0 } satisfies Record<Standing, number>;
  for (const result of all) counts[result.standing]++;
  let more: string | null = null;
  if (all.length > shown) {
    const next = new URLSearchParams(url.search);
    next.set("shown", String(shown + RESULTS_PAGE));
    more = `/eligibility?${next}#${resultAnchor(shown)}`;
  }
  return { results: all.slice(0, shown), total: all.length, counts, more };
}

/**
 * /eligibility — the form (a GET form: the answer is its URL), the offerings judged against the profile it sends,
 * and every scholarship and discount rule. Stores nothing. A refused query answers 400 with each field's message;
 * past the eligibility limit (the route policy's `answers`, counted at the edge), 429 with the form as it was sent
 * and a message, before anything is read.
 */
export async function loadEligibilityPage({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = parseEligibility(url.searchParams);
  const headers = url.search ? PRIVATE_ANSWER : undefined;
  const currency = displayCurrency(request, currentLocale());
  const form = {
    budgetCurrency: shownBudgetCurrency(parsed.values, currency),
    keepCurrency: readCurrency(url.searchParams.get(CURRENCY_PARAM)),
  };
  // The edge refused this answer (workers/edge/limited-answers.ts; it adds Retry-After).
  const refusal = context.get(edgeRefusalContext);
  if (refusal)
    return data(
      { ...form, state: "limited" as const, values: parsed.values, scholarships: [] },
      { status: refusal.status, headers: PRIVATE_ANSWER },
    );
  const db = getDb();
  if (parsed.state === "ok") {
    const { results, ...answer } = await required(
      "/eligibility: offerings",
      loadEligibility(db, parsed.query, istanbulToday(), currency),
    );
    return data({ ...form, ...parsed, ...answer, ...pageOf(results, url, parsed.query.shown), currency }, { headers });
  }
  const { scholarships } = await required("/eligibility: scholarships", loadScholarships(db));
  return data({ ...form, ...parsed, scholarships }, { status: parsed.state === "invalid" ? 400 : 200, headers });
}
