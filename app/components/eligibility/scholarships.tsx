import { percent } from "~/components/yearly-cost-breakdown";
import { m } from "~/i18n/paraglide/messages";
import { formatDay } from "~/lib/dates";
import { DISCOUNT_KIND_LABELS } from "~/catalogue/eligibility-labels";
import type { Scholarship } from "~/components/server-data";

/** The id the home page's "scholarships are available" links to. */
export const SCHOLARSHIPS_ID = "scholarships";

/** When a rule is open: from and until, until, from, or always. */
function openText(startsOn: string | null, endsOn: string | null) {
  if (startsOn && endsOn) return m.eligibility_rule_between({ from: formatDay(startsOn), to: formatDay(endsOn) });
  if (endsOn) return m.eligibility_rule_until({ to: formatDay(endsOn) });
  if (startsOn) return m.eligibility_rule_from({ from: formatDay(startsOn) });
  return m.eligibility_rule_always();
}

/** Every scholarship and discount rule D1 holds, by university, with its conditions and dates. */
export function Scholarships({ scholarships }: { scholarships: Scholarship[] }) {
  return (
    <section id={SCHOLARSHIPS_ID} className="scroll-mt-20" aria-labelledby="scholarships-heading">
      <h2 id="scholarships-heading" className="text-2xl font-bold text-brand-900">
        {m.eligibility_scholarships_heading()}
      </h2>
      <p className="mt-2 max-w-3xl text-gray-700">{m.eligibility_scholarships_intro()}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {scholarships.map((university) => (
          <section
            key={university.universityId}
            className="card p-4"
            aria-labelledby={`scholarships-${university.universityId}`}
            data-testid="scholarship-university"
          >
            <h3 id={`scholarships-${university.universityId}`} className="m-0 text-lg font-bold text-brand-900">
              {university.universityName}
            </h3>
            <ul className="m-0 mt-3 list-none space-y-4 p-0">
              {university.rules.map((rule) => (
                <li key={rule.id} className="border-t border-gray-100 pt-3 first:(border-0 pt-0)">
                  <p className="m-0 flex flex-wrap items-baseline justify-between gap-x-3 font-semibold text-gray-900">
                    <span>{rule.label}</span>
                    <span className="text-green-800">
                      {m.eligibility_rule_percent({ percent: percent(rule.percent) })}
                    </span>
                  </p>
                  <p className="m-0 mt-1 text-sm text-gray-700" lang={rule.conditionsLang}>
                    {rule.conditions}
                  </p>
                  <p className="m-0 mt-1 text-xs text-gray-600">
                    {DISCOUNT_KIND_LABELS[rule.kind]()} · {openText(rule.startsOn, rule.endsOn)} ·{" "}
                    <span data-testid="rule-provenance">
                      {rule.example
                        ? m.eligibility_rule_example()
                        : m.eligibility_rule_checked({ date: formatDay(rule.checkedOn) })}
                    </span>
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="mt-4 text-sm text-gray-600">{m.eligibility_scholarships_note()}</p>
    </section>
  );
}
