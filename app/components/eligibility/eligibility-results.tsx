import { AskOnWhatsApp } from "~/components/ask-on-whatsapp";
import { CurrencyChoice } from "~/components/currency-choice";
import { ConvertedLine, percent, RangeText, RateNote } from "~/components/yearly-cost-breakdown";
import { Link } from "~/i18n/link";
import { currencyName } from "~/i18n/intl";
import { joinList } from "~/lib/join-list";
import { m } from "~/i18n/paraglide/messages";
import { formatDay } from "~/lib/dates";
import { QUALIFICATION_LABELS } from "~/catalogue/eligibility-labels";
import { gapText } from "~/catalogue/requirement-text";
import { type EligibilityQuery, RESULTS_PAGE, resultAnchor } from "~/catalogue/eligibility-schema";
import type { DisplayCurrency, ExchangeRate } from "~/catalogue/display-currency";
import { formatMoney, formatPrice } from "~/catalogue/money";
import { apiLevelOptions } from "~/catalogue/program-filter-options";
import { categoryLabel } from "~/catalogue/program-format";
import type { EligibilityResult, Standing } from "~/components/server-data";
import { RESULTS_ID } from "./eligibility-form";

const GROUPS: { standing: Standing; title: (count: number) => string; tone: string }[] = [
  {
    standing: "meets",
    title: (count) => m.eligibility_group_meets({ count }),
    tone: "border-green-600",
  },
  {
    standing: "gaps",
    title: (count) => m.eligibility_group_gaps({ count }),
    tone: "border-amber-500",
  },
  {
    standing: "over_budget",
    title: (count) => m.eligibility_group_over_budget({ count }),
    tone: "border-gray-400",
  },
];

type Budget = { amount: number; currency: DisplayCurrency; usd: number | null } | null;

/**
 * The answer: the offerings of the level and field, grouped (meets, something missing, over budget), cheapest first.
 * `results` is the best page of them (the loader's `pageOf`); `total` and `counts` count them all, `more` asks for more.
 */
export function EligibilityResults({
  query,
  results,
  total,
  counts,
  more,
  budget,
  currency,
  rate,
}: {
  query: EligibilityQuery;
  results: EligibilityResult[];
  total: number;
  counts: Record<Standing, number>;
  more: string | null;
  budget: Budget;
  currency: DisplayCurrency;
  rate: ExchangeRate | null;
}) {
  const level = apiLevelOptions().find((o) => o.value === query.level)?.label ?? query.level;
  const scope = query.field ? m.eligibility_scope_field({ level, field: categoryLabel(query.field) }) : level;
  return (
    <section
      id={RESULTS_ID}
      className="scroll-mt-20"
      aria-labelledby="results-heading"
      data-testid="eligibility-results"
    >
      <h2 id="results-heading" className="text-2xl font-bold text-brand-900">
        {m.eligibility_results_heading({ count: total, scope })}
      </h2>
      <p className="mt-2 max-w-3xl rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{m.eligibility_indicative()}</p>
      <AskOnWhatsApp
        className="mt-3"
        nationality={query.profile.nationality}
        text={m.handoff_eligibility({ scope, qualification: QUALIFICATION_LABELS[query.profile.qualification]() })}
      />
      {budget && (
        <p className="mt-2 text-sm text-gray-700" data-testid="budget-note">
          {budget.usd === null
            ? m.eligibility_budget_no_rate({ currency: currencyName(budget.currency) })
            : budget.currency === "USD"
              ? m.eligibility_budget_usd({ usd: formatPrice(budget.usd) })
              : m.eligibility_budget_converted({
                  amount: formatMoney(budget.amount, budget.currency),
                  usd: formatPrice(budget.usd),
                })}{" "}
          {m.eligibility_dormitory_note()}
        </p>
      )}
      {results.length === 0 ? (
        <p className="mt-6 text-gray-700">{m.eligibility_no_offerings()}</p>
      ) : (
        <div className="mt-6 space-y-10">
          {GROUPS.map((group) => {
            const members = results.filter((r) => r.standing === group.standing);
            if (members.length === 0) return null;
            const headingId = `results-${group.standing.replace("_", "-")}`;
            return (
              <section key={group.standing} aria-labelledby={headingId} data-standing={group.standing}>
                <h3 id={headingId} className="text-xl font-bold text-brand-900">
                  {group.title(counts[group.standing])}
                </h3>
                <ul className="m-0 mt-4 grid list-none gap-4 p-0 md:grid-cols-2">
                  {members.map((result) => (
                    <ResultCard
                      key={result.id}
                      id={resultAnchor(results.indexOf(result))}
                      result={result}
                      query={query}
                      tone={group.tone}
                      rate={rate}
                    />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
      {results.length < total && (
        <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-gray-700" data-testid="results-more">
          <span>{m.eligibility_showing({ shown: results.length, total })}</span>
          {more && (
            <Link to={more} className="btn-secondary">
              {m.eligibility_show_more({ count: Math.min(RESULTS_PAGE, total - results.length) })}
            </Link>
          )}
        </p>
      )}
      {rate && (
        <p className="mt-6 text-xs text-gray-600">
          <RateNote rate={rate} />
        </p>
      )}
      <CurrencyChoice current={currency} anchor={RESULTS_ID} />
    </section>
  );
}

function ResultCard({
  id,
  result,
  query,
  tone,
  rate,
}: {
  id: string;
  result: EligibilityResult;
  query: EligibilityQuery;
  tone: string;
  rate: ExchangeRate | null;
}) {
  const nationality = query.profile.nationality ? `&nationality=${query.profile.nationality}` : "";
  const href = `/programs/${result.slug}?university=${result.universityId}${nationality}`;
  return (
    <li
      id={id}
      className={`card scroll-mt-20 border-s-4 p-4 ${tone}`}
      data-testid="eligibility-result"
      data-university={result.universitySlug}
      data-slug={result.slug}
    >
      <h4 className="m-0 text-lg font-bold">
        <Link to={href} className="inline-flex min-h-11 items-center text-brand-800 hover:underline">
          {m.eligibility_result_title({ program: result.name, university: result.universityName })}
        </Link>
      </h4>
      <div className="mt-2" data-testid="verdict">
        {result.meets ? (
          <p className="m-0 font-semibold text-green-800">✓ {m.eligibility_verdict_meets()}</p>
        ) : (
          <ul className="m-0 list-none space-y-1 p-0 font-semibold text-amber-900">
            {result.gaps.map((gap) => (
              <li key={JSON.stringify(gap)}>• {gapText(gap, query.profile.qualification)}</li>
            ))}
          </ul>
        )}
        {result.overBudget && (
          <p className="m-0 mt-1 font-semibold text-red-700" data-testid="over-budget">
            {m.eligibility_verdict_over_budget()}
          </p>
        )}
        {result.otherExam && (
          <p className="m-0 mt-1 text-sm text-gray-700">{m.eligibility_other_exam({ exam: result.otherExam })}</p>
        )}
      </div>
      <dl className="m-0 mt-3 space-y-2 text-sm">
        <div>
          <dt className="text-gray-600">{m.eligibility_all_in()}</dt>
          <dd className="m-0 text-base font-bold text-brand-900" data-testid="all-in">
            <RangeText range={result.totalUsd} format={formatPrice} />
            <ConvertedLine range={result.totalConverted} rate={rate} className="text-sm font-semibold text-brand-800" />
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">{m.eligibility_discounts_label()}</dt>
          <dd className="m-0 text-gray-800" data-testid="discounts">
            {result.tuition.discounts.length === 0
              ? m.eligibility_discounts_none()
              : joinList(result.tuition.discounts.map((d) => `${d.label} (${percent(d.percent)})`))}
          </dd>
        </div>
        {result.nextDeadline && (
          <div>
            <dt className="text-gray-600">{m.eligibility_next_deadline()}</dt>
            <dd className="m-0 text-gray-800">{formatDay(result.nextDeadline)}</dd>
          </div>
        )}
      </dl>
      {result.checkedOn && (
        <p className="m-0 mt-3 text-xs text-gray-600" data-testid="rules-provenance">
          {result.example ? m.rules_indicative_example() : m.rules_indicative({ date: formatDay(result.checkedOn) })}
        </p>
      )}
    </li>
  );
}
