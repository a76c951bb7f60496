import { Link } from "~/i18n/link";
import { AddToCompare, SaveToShortlist } from "~/components/offering-list-button";
import { ProgramIcon } from "~/components/program-icon";
import { m } from "~/i18n/paraglide/messages";
import { applyHref, type OfferingUniversity, type ProgramFacts } from "./program-types";
import { categoryLabel, durationLabel } from "~/catalogue/program-format";

/** The program page's dark hero: breadcrumbs, name, level · duration · field, and its actions. */
export function ProgramHero({
  program,
  crumbs,
  offering,
  selectedId,
}: {
  program: ProgramFacts;
  crumbs: { label: string; to: string }[];
  offering: OfferingUniversity | null;
  /** The selected offering's id, when its facts were read ('Add to compare' needs it). */
  selectedId: number | undefined;
}) {
  return (
    <section className="bg-brand-900 text-white">
      <div className="container py-12 sm:py-16">
        <nav aria-label={m.detail_breadcrumb_label()} className="text-sm text-brand-100">
          <ol className="m-0 flex list-none flex-wrap gap-2 p-0">
            <li>
              <Link to="/" className="inline-flex min-h-6 items-center text-current hover:underline">
                {m.detail_crumb_home()}
              </Link>
            </li>
            {crumbs.map((crumb) => (
              <li key={crumb.to} className="contents">
                <span aria-hidden="true">›</span>
                <Link to={crumb.to} className="inline-flex min-h-6 items-center text-current hover:underline">
                  {crumb.label}
                </Link>
              </li>
            ))}
            <li aria-hidden="true">›</li>
            <li aria-current="page">{program.name}</li>
          </ol>
        </nav>
        <div className="mt-4 flex items-start gap-4">
          <span className="hidden shrink-0 rounded-xl bg-white/10 p-3 text-white sm:block">
            <ProgramIcon name={program.name} className="h-10 w-10" />
          </span>
          <div className="min-w-0">
            <h1 className="text-3xl font-extrabold leading-tight sm:text-4xl">{program.name}</h1>
            <p className="mt-2 text-lg text-brand-100">
              {program.level} · {durationLabel(program.duration)} · {categoryLabel(program.category)}
              {offering ? ` · ${offering.name}` : ""}
            </p>
          </div>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={applyHref(program.name, offering?.name)} className="btn-primary">
            {m.detail_apply_now()}
          </Link>
          <Link
            to={`/contact?${new URLSearchParams({ program: program.name })}`}
            className="btn-secondary border-white text-white hover:bg-white/10"
          >
            {m.detail_contact_us()}
          </Link>
          {offering && selectedId !== undefined && (
            <>
              <SaveToShortlist
                id={selectedId}
                label={m.detail_program_at_university({ program: program.name, university: offering.name })}
                onDark
              />
              <AddToCompare
                id={selectedId}
                label={m.detail_program_at_university({ program: program.name, university: offering.name })}
                onDark
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
