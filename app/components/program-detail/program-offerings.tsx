import { Link } from "~/i18n/link";
import { AddToCompare, SaveToShortlist } from "~/components/offering-list-button";
import { nextIntakeText } from "~/components/intake-list";
import { LanguageBadge } from "~/components/program-table";
import { m } from "~/i18n/paraglide/messages";
import { StackedCell, StackedRow, StackedTable } from "~/components/stacked-table";
import { ConvertedLine, usdRange } from "~/components/yearly-cost-breakdown";
import type { ExchangeRate } from "~/catalogue/display-currency";
import { applyHref, type OfferingRow } from "./program-types";
import { durationLabel, tuitionLabel } from "~/catalogue/program-format";

/** The table's column headings, in the language of the request. */
const offeringColumns = () => [
  { label: m.detail_label_university() },
  { label: m.detail_label_duration() },
  { label: m.detail_label_language() },
  { label: m.detail_label_tuition() },
  { label: m.detail_label_next_intake() },
  { label: m.detail_label_all_in_year() },
  { label: <span className="sr-only">{m.detail_apply_or_compare()}</span> },
];

/** 'Universities Offering This Program': one row per university, the current one (?university=) marked. */
export function ProgramOfferings({
  programName,
  offerings,
  currentUniversityId,
  rate,
}: {
  programName: string;
  offerings: OfferingRow[];
  currentUniversityId: number | undefined;
  rate: ExchangeRate | null;
}) {
  return (
    <div className="card @container mt-4 overflow-x-auto">
      <StackedTable columns={offeringColumns()} headClassName="text-gray-500" data-testid="offerings-table">
        {offerings.map((o) => {
          const current = o.universityId === currentUniversityId;
          return (
            <StackedRow key={o.id} className={current ? "bg-brand-50" : ""} aria-current={current ? "true" : undefined}>
              <StackedCell span="full" className="font-semibold @[40rem]:font-medium">
                <Link to={`/universities/${o.universityId}`} className="text-brand-700 hover:underline">
                  {o.universityName}
                </Link>
              </StackedCell>
              <StackedCell className="text-gray-700">{durationLabel(o.duration)}</StackedCell>
              <StackedCell>
                <LanguageBadge language={o.languages} />
              </StackedCell>
              <StackedCell className="whitespace-nowrap font-semibold text-gray-900 @[40rem]:font-normal">
                {tuitionLabel(o.tuition)}
              </StackedCell>
              <StackedCell span="full" className="text-gray-700">
                <span className="@[40rem]:sr-only">{m.detail_next_intake_inline()}</span>
                {nextIntakeText(o.nextIntake)}
              </StackedCell>
              <StackedCell span="full" className="text-gray-700">
                {o.totalUsd && (
                  <>
                    <span className="@[40rem]:sr-only">{m.detail_all_in_year_inline()}</span>
                    {usdRange(o.totalUsd)}
                  </>
                )}
                <ConvertedLine
                  range={o.totalConverted}
                  rate={rate}
                  className="text-gray-600"
                  testId="offering-converted"
                />
              </StackedCell>
              <StackedCell span="full" className="@[40rem]:text-end">
                <div className="mt-1 grid grid-cols-2 gap-3 @[40rem]:(mt-0 flex justify-end gap-2)">
                  <Link
                    to={applyHref(programName, o.universityName)}
                    className="btn-primary w-full whitespace-nowrap px-3 py-2 text-sm @[40rem]:(w-auto py-1.5)"
                    aria-label={m.detail_apply_for({ program: programName, university: o.universityName })}
                  >
                    {m.detail_apply_now()}
                  </Link>
                  <AddToCompare
                    id={o.id}
                    label={m.detail_program_at_university({ program: programName, university: o.universityName })}
                  />
                  <SaveToShortlist
                    id={o.id}
                    label={m.detail_program_at_university({ program: programName, university: o.universityName })}
                  />
                </div>
              </StackedCell>
            </StackedRow>
          );
        })}
      </StackedTable>
    </div>
  );
}
