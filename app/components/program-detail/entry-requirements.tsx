import { m } from "~/i18n/paraglide/messages";
import { formatDay } from "~/lib/dates";
import type { Requirement } from "~/catalogue/eligibility-rules";
import { QUALIFICATION_LABELS } from "~/catalogue/eligibility-labels";
import { provenanceOf } from "~/catalogue/provenance";
import { englishText, listOf, resultsText } from "~/catalogue/requirement-text";
import type { Qualification } from "~/catalogue/qualifications";

/** Qualifications whose rule reads the same (WAEC, NECO and NABTEB usually), on one line. */
function sameRuleGroups(rows: Requirement[]) {
  const groups = new Map<string, string[]>();
  for (const row of rows) groups.set(resultsText(row), [...(groups.get(resultsText(row)) ?? []), row.qualification]);
  return [...groups].map(([text, qualifications]) => ({ text, qualifications }));
}

/** One offering's stated entry rules, qualification by qualification, then English and any exam of its own. */
function RequirementList({ rows }: { rows: Requirement[] }) {
  const [first] = rows;
  if (!first) return <p className="mt-3 text-gray-700">{m.rules_req_none()}</p>;
  const provenance = provenanceOf(rows);
  return (
    <>
      <dl className="m-0 mt-3 divide-y divide-gray-100 text-sm">
        {sameRuleGroups(rows).map(({ text, qualifications }) => (
          <div key={text} className="grid gap-1 py-2.5 sm:grid-cols-[14rem_1fr] sm:gap-4">
            <dt className="font-semibold text-gray-900">
              {listOf(qualifications.map((q) => QUALIFICATION_LABELS[q as Qualification]?.() ?? q))}
            </dt>
            <dd className="m-0 text-gray-700">{text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-gray-700">{englishText(first)}</p>
      {first.otherExam && <p className="mt-1 text-sm text-gray-700">{first.otherExam}</p>}
      <p className="mt-2 text-xs text-gray-600" data-testid="rules-provenance">
        {provenance?.example === false
          ? m.rules_indicative({ date: formatDay(provenance.checkedOn) })
          : m.rules_indicative_example()}
      </p>
    </>
  );
}

/**
 * 'Entry requirements' from D1: the selected offering's in full; on the program's own page one closed disclosure
 * per university (a <details>, so it opens without JavaScript).
 */
export function EntryRequirements({
  requirements,
  offerings,
  selectedId,
}: {
  requirements: Requirement[];
  offerings: { id: number; universityName: string }[];
  selectedId: number | undefined;
}) {
  const rowsOf = (id: number) => requirements.filter((r) => r.programId === id);
  if (selectedId !== undefined) {
    return (
      <div className="card mt-4 p-4 sm:p-6" data-testid="entry-requirements">
        <RequirementList rows={rowsOf(selectedId)} />
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-2" data-testid="entry-requirements">
      {offerings.map((o) => (
        <details key={o.id} className="card px-4 py-1 sm:px-6">
          <summary className="min-h-11 cursor-pointer py-2.5 font-semibold text-brand-900">
            {m.rules_req_at_university({ university: o.universityName })}
          </summary>
          <div className="pb-4">
            <RequirementList rows={rowsOf(o.id)} />
          </div>
        </details>
      ))}
    </div>
  );
}
