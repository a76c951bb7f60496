import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { parseEligibility } from "~/lib/eligibility-schema";
import { istanbulToday } from "~/lib/intakes";
import { required } from "~/lib/required.server";
import { loadEligibility, loadScholarships } from "~/models/eligibility.server";
import type { Route } from "./+types/eligibility";

/**
 * A page with the visitor's grades, nationality or budget in its URL is theirs alone: never kept by the edge cache
 * (app/cache/page-cache.server.ts skips `private`/`no-store`) nor by a shared proxy. The bare page may be cached.
 */
export const PRIVATE_ANSWER = { "Cache-Control": "private, no-store" } as const;

/**
 * /eligibility — the form (a GET form: the answer is its URL), the offerings judged against the profile it sends,
 * and every scholarship and discount rule. Stores nothing. A refused query answers 400 with each field's message.
 */
export async function loadEligibilityPage({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = parseEligibility(url.searchParams);
  const headers = url.search ? PRIVATE_ANSWER : undefined;
  const db = getDb();
  if (parsed.state === "ok") {
    const answer = await required("/eligibility: offerings", loadEligibility(db, parsed.query, istanbulToday()));
    return data({ ...parsed, ...answer }, { headers });
  }
  const { scholarships, rate } = await required("/eligibility: scholarships", loadScholarships(db));
  return data({ ...parsed, scholarships, rate }, { status: parsed.state === "invalid" ? 400 : 200, headers });
}
