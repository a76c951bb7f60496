// The /programs card ("API-page card" of spec section 2): one program across the universities offering it,
// with at most 3 university logos (each with a tooltip) then '+N more'.
import { Link } from "~/i18n/link";
import { m } from "~/i18n/paraglide/messages";
import {
  categoryLabel,
  defaultDescription,
  defaultTuition,
  durationLabel,
  languageLabel,
  studyLevelLabel,
} from "~/catalogue/program-format";
import type { ProgramSummary } from "~/components/server-data";
import { Fact, ForwardArrow, stretched } from "./program-card";
import { ProgramIcon } from "./program-icon";
import { Tooltip } from "./tooltip";

const MAX_LOGOS = 3;

/** The /programs card: one program across the universities offering it. */
export function ApiProgramCard({ program, id }: { program: ProgramSummary; id?: string }) {
  const logos = program.universities.slice(0, MAX_LOGOS);
  const hidden = program.universities.slice(MAX_LOGOS);
  const more = hidden.length;
  return (
    <article
      id={id}
      className="card relative flex scroll-mt-20 flex-col p-5 transition hover:shadow-md"
      data-testid="api-program-card"
    >
      <div className="flex items-start gap-3">
        <span className="shrink-0 rounded-lg bg-brand-50 p-2.5 text-brand-600">
          <ProgramIcon name={program.name} />
        </span>
        <div className="min-w-0">
          <h3 className="text-lg font-bold leading-snug text-gray-900">{program.name}</h3>
          <p className="text-sm text-brand-600">{categoryLabel(program.category)}</p>
        </div>
      </div>
      <p className="mt-3 line-clamp-3 text-sm text-gray-600">{program.description || defaultDescription()}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <Fact label={m.programs_label_language()} value={languageLabel(program.languages)} />
        <Fact label={m.programs_label_duration()} value={durationLabel(program.duration)} />
        <Fact label={m.programs_label_study_level()} value={studyLevelLabel(program.studyLevel)} />
        <Fact label={m.programs_label_tuition()} value={program.tuition || defaultTuition()} wide />
      </dl>
      <div className="mt-4 border-t border-gray-100 pt-4">
        <p className="text-xs uppercase tracking-wide text-gray-500">
          {m.programs_offered_at({ count: program.universities.length })}
        </p>
        {/* Above the card's stretched link, so each logo can show its tooltip on hover or focus. */}
        <div className="relative z-10 mt-2 flex items-center gap-2" data-testid="university-logos">
          {logos.map((u) => (
            <Tooltip key={u.id} content={u.name}>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip's trigger: keyboard users reach the name by focus */}
              <span tabIndex={0} className="rounded-full focus-visible:(outline-none ring-2 ring-brand-500)">
                <img
                  src={u.logoUrl}
                  alt={u.name}
                  width={36}
                  height={36}
                  loading="lazy"
                  decoding="async"
                  className="h-9 w-9 rounded-full border border-gray-200 bg-white object-contain p-0.5"
                />
              </span>
            </Tooltip>
          ))}
          {more > 0 && (
            <Tooltip content={hidden.map((u) => u.name).join(", ")} align="end">
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip's trigger: keyboard users reach the names by focus */}
              <span tabIndex={0} className={MORE_CLASS}>
                {m.programs_more_universities({ count: more })}
              </span>
            </Tooltip>
          )}
        </div>
        <p className="mt-2 text-sm text-gray-700">{program.universities.map((u) => u.shortName).join(" · ")}</p>
      </div>
      <div className="mt-auto flex items-center justify-between gap-3 pt-5">
        <Link
          to={`/programs/${program.slug}`}
          className={`inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline ${stretched}`}
        >
          {m.programs_view_details()} <ForwardArrow />
        </Link>
        <Link
          to={`/apply?program=${encodeURIComponent(program.name)}`}
          className="btn-primary relative z-10 px-4 py-2 text-sm"
        >
          {m.programs_apply_now()}
        </Link>
      </div>
    </article>
  );
}

const MORE_CLASS = "rounded text-sm font-medium text-gray-600 focus-visible:(outline-none ring-2 ring-brand-500)";
