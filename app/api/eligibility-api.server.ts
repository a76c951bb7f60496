import { Hono } from "hono";
import { getDb } from "~/db/client.server";
import { m } from "~/i18n/paraglide/messages";
import { readCurrency } from "~/catalogue/display-currency";
import { parseEligibility } from "~/catalogue/eligibility-schema";
import { istanbulToday } from "~/catalogue/intakes";
import { loadEligibility } from "~/models/eligibility-assessment.server";

/**
 * GET /api/eligibility?qualification=waec&english=B3&…: the /eligibility page's answer as JSON, with the same
 * schema (app/catalogue/eligibility-schema.ts) and the same 400s; totals in dollars and `?currency=` (naira unless it names
 * another, app/catalogue/display-currency.ts), the budget in `?budget_currency=`. The query holds a student's grades: never cached.
 * Counted with the page's answers against the eligibility limit, at the edge (app/security/answer-limits.server.ts:
 * 429 with Retry-After past it, before this handler runs).
 */
export const eligibilityApi = new Hono<{ Bindings: Env }>().get("/eligibility", async (c) => {
  c.header("Cache-Control", "private, no-store");
  const url = new URL(c.req.url);
  const parsed = parseEligibility(url.searchParams, { sent: true });
  if (parsed.state !== "ok") {
    const errors = parsed.state === "invalid" ? parsed.errors : {};
    return c.json({ message: m.eligibility_error_summary(), errors }, 400);
  }
  const { query } = parsed;
  const currency = readCurrency(c.req.query("currency")) ?? "NGN";
  const answer = await loadEligibility(getDb(), query, istanbulToday(), currency);
  return c.json({
    profile: query.profile,
    level: query.level,
    field: query.field,
    budget: answer.budget,
    rate: answer.rate,
    results: answer.results,
    scholarships: answer.scholarships,
  });
});
