import { Link } from "~/i18n/link";
import { nextIntakeText } from "~/components/intake-list";
import { usdRange } from "~/components/yearly-cost";
import type { OfferingUniversity, ProgramFacts, SelectedOffering } from "./program-types";

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
  return (
    <div className="card p-6" data-testid="program-details">
      <h2 className="text-xl font-bold text-brand-900">Program Details</h2>
      <dl className="mt-4 divide-y divide-gray-100 text-sm">
        {[
          ["Degree Level", program.level],
          ["Faculty", program.faculty],
          ["Language", program.languages],
          ["Duration", program.duration],
          ["Tuition", program.tuition],
          ...(selected
            ? [
                ["Next intake", nextIntakeText(selected.nextIntake)],
                ["All-in a year", usdRange(selected.cost.totalUsd)],
              ]
            : []),
          offering
            ? ["University", offering.name]
            : ["Universities", `Offered at ${count} ${count === 1 ? "university" : "universities"}`],
        ].map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-3">
            <dt className="text-gray-500">{label}</dt>
            <dd className="m-0 text-right font-medium text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {university && !university.offers && (
        <p className="mt-3 rounded bg-amber-50 p-3 text-sm text-amber-800">
          <Link to={`/universities/${university.id}`} className="font-semibold underline">
            {university.name}
          </Link>{" "}
          does not list this program; the table shows where it is offered.
        </p>
      )}
      <div className="mt-6 grid gap-3">
        <Link to={back.to} className="btn-brand">
          {back.label}
        </Link>
        <Link to={`/contact?${new URLSearchParams({ program: program.name })}`} className="btn-secondary">
          Contact Us
        </Link>
      </div>
    </div>
  );
}
