import { Link } from "~/i18n/link";
import { AddToCompare } from "~/components/compare-tray";
import { nextIntakeText } from "~/components/intake-list";
import { LanguageBadge } from "~/components/program-table";
import { StackedCell, StackedRow, StackedTable } from "~/components/stacked-table";
import { usdRange } from "~/components/yearly-cost";
import { applyHref, type OfferingRow } from "./program-types";

const OFFERING_COLUMNS = [
  { label: "University" },
  { label: "Duration" },
  { label: "Language" },
  { label: "Tuition" },
  { label: "Next intake" },
  { label: "All-in a year" },
  { label: <span className="sr-only">Apply or compare</span> },
];

/** 'Universities Offering This Program': one row per university, the current one (?university=) marked. */
export function ProgramOfferings({
  programName,
  offerings,
  currentUniversityId,
}: {
  programName: string;
  offerings: OfferingRow[];
  currentUniversityId: number | undefined;
}) {
  return (
    <div className="card @container mt-4 overflow-x-auto">
      <StackedTable columns={OFFERING_COLUMNS} headClassName="text-gray-500" data-testid="offerings-table">
        {offerings.map((o) => {
          const current = o.universityId === currentUniversityId;
          return (
            <StackedRow key={o.id} className={current ? "bg-brand-50" : ""} aria-current={current ? "true" : undefined}>
              <StackedCell span="full" className="font-semibold @[40rem]:font-medium">
                <Link to={`/universities/${o.universityId}`} className="text-brand-700 hover:underline">
                  {o.universityName}
                </Link>
              </StackedCell>
              <StackedCell className="text-gray-700">{o.duration}</StackedCell>
              <StackedCell>
                <LanguageBadge language={o.languages} />
              </StackedCell>
              <StackedCell className="whitespace-nowrap font-semibold text-gray-900 @[40rem]:font-normal">
                {o.tuition}
              </StackedCell>
              <StackedCell span="full" className="text-gray-700">
                <span className="@[40rem]:sr-only">Next intake: </span>
                {nextIntakeText(o.nextIntake)}
              </StackedCell>
              <StackedCell span="full" className="text-gray-700">
                {o.totalUsd && (
                  <>
                    <span className="@[40rem]:sr-only">All-in a year: </span>
                    {usdRange(o.totalUsd)}
                  </>
                )}
              </StackedCell>
              <StackedCell span="full" className="@[40rem]:text-right">
                <div className="mt-1 grid grid-cols-2 gap-3 @[40rem]:(mt-0 flex justify-end gap-2)">
                  <Link
                    to={applyHref(programName, o.universityName)}
                    className="btn-primary w-full whitespace-nowrap px-3 py-2 text-sm @[40rem]:(w-auto py-1.5)"
                    aria-label={`Apply Now for ${programName} at ${o.universityName}`}
                  >
                    Apply Now
                  </Link>
                  <AddToCompare id={o.id} label={`${programName} at ${o.universityName}`} />
                </div>
              </StackedCell>
            </StackedRow>
          );
        })}
      </StackedTable>
    </div>
  );
}
