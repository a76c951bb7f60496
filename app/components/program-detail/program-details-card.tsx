import { Link } from "~/i18n/link";
import { nextIntakeText } from "~/components/intake-list";
import { usdRange } from "~/components/yearly-cost-breakdown";
import { m } from "~/i18n/paraglide/messages";
import type { OfferingUniversity, ProgramFacts, SelectedOffering } from "./program-types";
import { durationLabel, languageLabel, tuitionLabel } from "~/catalogue/program-format";

/** Where the university's name goes in the sentence that it does not list the program. */
const NAME = "\u0000";

/** The side card: the program's facts, a note when ?university= does not offer it, and the way back. */
export function ProgramDetailsCard({
  program,
  selected,
  offering,
  university,
  count,
  back,
}: {
  program: ProgramFacts;
  selected: SelectedOffering | null;
  offering: OfferingUniversity | null;
  /** The university ?university= names, whether or not it offers the program. */
  university: (OfferingUniversity & { offers: boolean }) | null;
  /** How many universities offer the program. */
  count: number;
  back: { to: string; label: string };
}) {
  // The sentence whole in each language, the university's name (a link) where that language puts it.
  const notListed = m.detail_not_listed({ university: NAME }).split(NAME);
  return (
    <div className="card p-6" data-testid="program-details">
      <h2 className="text-xl font-bold text-brand-900">{m.detail_card_title()}</h2>
      <dl className="mt-4 divide-y divide-gray-100 text-sm">
        {[
          [m.detail_label_degree_level(), program.level],
          [m.detail_label_faculty(), program.faculty],
          [m.detail_label_language(), languageLabel(program.languages)],
          [m.detail_label_duration(), durationLabel(program.duration)],
          [m.detail_label_tuition(), tuitionLabel(program.tuition)],
          ...(selected
            ? [
                [m.detail_label_next_intake(), nextIntakeText(selected.nextIntake)],
                [m.detail_label_all_in_year(), usdRange(selected.cost.totalUsd)],
              ]
            : []),
          offering
            ? [m.detail_label_university(), offering.name]
            : [m.detail_label_universities(), m.detail_offered_at({ count })],
        ].map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-3">
            <dt className="text-gray-500">{label}</dt>
            <dd className="m-0 text-end font-medium text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {university && !university.offers && (
        <p className="mt-3 rounded bg-amber-50 p-3 text-sm text-amber-800">
          {notListed[0]}
          <Link to={`/universities/${university.id}`} className="font-semibold underline">
            {university.name}
          </Link>
          {notListed[1]}
        </p>
      )}
      <div className="mt-6 grid gap-3">
        <Link to={back.to} className="btn-brand">
          {back.label}
        </Link>
        <Link to={`/contact?${new URLSearchParams({ program: program.name })}`} className="btn-secondary">
          {m.detail_contact_us()}
        </Link>
      </div>
    </div>
  );
}
