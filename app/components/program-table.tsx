import { useNavigate, useSearchParams } from "react-router";
import { Link } from "~/i18n/link";
import { m } from "~/i18n/paraglide/messages";
import type { IntakeState } from "~/catalogue/intakes";
import { durationLabel, languageLabel, tuitionLabel } from "~/catalogue/program-format";
import { withParam } from "~/lib/ui-params";
import { Icon } from "./icons";
import { nextIntakeText } from "./intake-list";
import { StackedCell, StackedRow, StackedTable } from "./stacked-table";

export type ProgramRow = {
  id: number;
  slug: string;
  name: string;
  faculty: string;
  duration: string;
  languages: string;
  tuition: string;
  /** The next intake still open (null: none open, or intakes unknown). */
  nextIntake: IntakeState | null;
};

const INITIAL_ROWS = 5;

const columns = () =>
  [
    m.programs_col_program_name(),
    m.programs_label_faculty(),
    m.programs_label_duration(),
    m.programs_label_language(),
    m.programs_col_tuition_fee(),
    m.programs_col_details(),
  ].map((label) => ({ label }));

export function LanguageBadge({ language }: { language: string }) {
  const english = language === "English";
  return (
    <span
      data-language-badge={english ? "english" : "other"}
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium @[40rem]:whitespace-normal ${
        english ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-800"
      }`}
    >
      {languageLabel(language)}
    </span>
  );
}

/**
 * A university's programs: the first 5 rows, and 'Show All {n} Programs' / 'Show Less' when there are more.
 * The toggle is a link to ?all=1 (so it works before and without JavaScript); with JavaScript it only swaps the
 * query in place, and the route keeps its data (see its shouldRevalidate).
 */
export function ProgramTable({ programs, universityId }: { programs: ProgramRow[]; universityId: number }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const expanded = searchParams.get("all") === "1";
  const rows = expanded ? programs : programs.slice(0, INITIAL_ROWS);
  const toggleSearch = withParam(searchParams, "all", expanded ? null : "1");

  return (
    <div>
      <div className="@container overflow-x-auto rounded-xl border border-gray-200 bg-white">
        <StackedTable columns={columns()} data-testid="program-table">
          {rows.map((p) => (
            <StackedRow key={p.id} className="@[40rem]:hover:bg-gray-50" data-testid="program-row">
              <StackedCell
                header
                span="full"
                className="text-base font-semibold text-gray-900 @[40rem]:text-sm @[40rem]:font-medium"
              >
                {p.name}
                <span className="block text-xs font-normal text-gray-600" data-testid="next-intake">
                  {m.programs_next_intake({ intake: nextIntakeText(p.nextIntake) })}
                </span>
              </StackedCell>
              <StackedCell className="text-gray-600">{p.faculty}</StackedCell>
              <StackedCell className="whitespace-nowrap text-gray-600 @[40rem]:whitespace-normal">
                {durationLabel(p.duration)}
              </StackedCell>
              <StackedCell>
                <LanguageBadge language={p.languages} />
              </StackedCell>
              <StackedCell span="full" className="whitespace-nowrap font-semibold text-gray-900 @[40rem]:font-medium">
                {tuitionLabel(p.tuition)}
              </StackedCell>
              <StackedCell span="full">
                <div className="mt-1 grid grid-cols-2 gap-3 @[40rem]:mt-0 @[40rem]:block">
                  <Link
                    to={`/programs/${p.slug}?university=${universityId}`}
                    className="btn-secondary px-3 py-2 text-sm @[40rem]:(inline-flex gap-1 border-0 p-0 text-brand-700 hover:bg-transparent hover:underline)"
                  >
                    {m.programs_view_details()}{" "}
                    <span className="sr-only">{m.programs_details_of({ program: p.name })}</span>
                    <Icon name="chevron-right" className="h-4 w-4 rtl:-scale-x-100 @[40rem]:hidden" />
                  </Link>
                  <Link
                    to={`/apply?${new URLSearchParams({ program: p.name, university: String(universityId) })}`}
                    className="btn-primary px-3 py-2 text-sm @[40rem]:hidden"
                  >
                    {m.programs_apply()} <span className="sr-only">{m.programs_apply_for({ program: p.name })}</span>
                  </Link>
                </div>
              </StackedCell>
            </StackedRow>
          ))}
        </StackedTable>
      </div>
      {programs.length > INITIAL_ROWS && (
        <div className="mt-4 text-center">
          <Link
            to={{ search: toggleSearch, hash: "programs" }}
            replace
            aria-expanded={expanded}
            className="btn-secondary w-full text-sm sm:w-auto"
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              navigate({ search: toggleSearch }, { replace: true, preventScrollReset: true });
            }}
          >
            {expanded ? m.programs_show_less() : m.programs_show_all_count({ count: programs.length })}
            <Icon name="chevron-down" className={`h-4 w-4 transition ${expanded ? "rotate-180" : ""}`} />
          </Link>
        </div>
      )}
    </div>
  );
}
