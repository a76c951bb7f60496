// The program cards of spec section 2 ("Program card"). A card is clickable as a whole without nesting links:
// its main link is stretched over the card (an ::after box) and the other links sit above it (relative z-10).
import { Link } from "~/i18n/link";
import { m } from "~/i18n/paraglide/messages";
import { categoryLabel, durationLabel, feeLabel, languageLabel, studyLevelLabel } from "~/catalogue/program-format";
import { DEFAULT_PROGRAM_PICTURE, PROGRAM_PICTURE_SIZE, programPicture } from "~/catalogue/program-picture";
import type { Program } from "~/components/server-data";
import { AddToCompare, SaveToShortlist } from "./offering-list-button";
import { ProgramIcon } from "./program-icon";

/** A "forward" arrow (→) after a link's text, pointing the reading direction (mirrored right to left). */
export function ForwardArrow() {
  return (
    <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
      →
    </span>
  );
}

/** Stretches a link over its whole card (the card must be `relative`). */
export const stretched = "after:(content-empty absolute inset-0 rounded-xl)";

/** The detail page of one university's offering of a program. */
export function programDetailHref(program: Pick<Program, "slug" | "universityId">) {
  return `/programs/${program.slug}?university=${program.universityId}`;
}

/**
 * The picture chosen by program name. If it fails to load, the default picture drawn as the frame's background shows
 * (a failed image with an empty alt draws nothing): no script needed.
 */
function ProgramPicture({ name }: { name: string }) {
  return (
    <div
      // A low banner on phones keeps a long list of cards short; the illustration sits in the middle of its frame.
      className="aspect-[3/1] overflow-hidden bg-brand-900 bg-cover bg-center sm:aspect-[16/9]"
      style={{ backgroundImage: `url(${DEFAULT_PROGRAM_PICTURE})` }}
    >
      <img
        src={programPicture(name)}
        alt=""
        width={PROGRAM_PICTURE_SIZE.width}
        height={PROGRAM_PICTURE_SIZE.height}
        loading="lazy"
        decoding="async"
        className="h-full w-full object-cover"
        data-testid="program-picture"
      />
    </div>
  );
}

export function Fact({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2" : undefined}>
      <dt className="text-xs uppercase tracking-wide text-gray-500">{label}</dt>
      <dd className="m-0 font-medium text-gray-900">{value}</dd>
    </div>
  );
}

/** What a full card shows: any Program row fits. */
export type FullCardProgram = Pick<
  Program,
  | "id"
  | "slug"
  | "name"
  | "category"
  | "description"
  | "universityId"
  | "universityName"
  | "studyLevel"
  | "duration"
  | "languages"
  | "feesPerSemester"
>;

/** Full card: picture by name, name, category, description, 'Offered by', level, duration, language, fees, View Details. */
export function FullProgramCard({ program, id }: { program: FullCardProgram; id?: string }) {
  return (
    <article
      id={id}
      className="card relative flex scroll-mt-20 flex-col overflow-hidden transition hover:shadow-md"
      data-testid="program-card"
    >
      <ProgramPicture name={program.name} />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">
          {categoryLabel(program.category)}
        </p>
        <h3 className="mt-1 text-lg font-bold text-gray-900">{program.name}</h3>
        <p className="mt-2 line-clamp-2 text-sm text-gray-600 sm:line-clamp-3">{program.description}</p>
        <p className="mt-3 text-sm text-gray-700">
          {m.programs_card_offered_by()}{" "}
          <Link
            to={`/universities/${program.universityId}`}
            className="relative z-10 font-semibold text-brand-700 hover:underline"
          >
            {program.universityName}
          </Link>
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <Fact label={m.programs_label_study_level()} value={studyLevelLabel(program.studyLevel)} />
          <Fact label={m.programs_label_duration()} value={durationLabel(program.duration)} />
          <Fact label={m.programs_label_language()} value={languageLabel(program.languages)} />
          <Fact label={m.programs_label_fees_per_semester()} value={feeLabel(program.feesPerSemester)} />
        </dl>
        <Link
          to={programDetailHref(program)}
          className={`mt-5 inline-flex items-center gap-1 self-start font-semibold text-brand-700 hover:underline ${stretched}`}
        >
          {m.programs_view_details()} <ForwardArrow />
        </Link>
        {/* Above the stretched link, so a tap on them saves or compares rather than opening the program. */}
        <div className="relative z-10 mt-3 flex flex-wrap gap-3">
          <SaveToShortlist
            id={program.id}
            label={`${program.name}${m.programs_compare_joiner()}${program.universityName}`}
          />
          <AddToCompare
            id={program.id}
            label={`${program.name}${m.programs_compare_joiner()}${program.universityName}`}
          />
        </div>
      </div>
    </article>
  );
}

/** Compact card: icon, name, duration plus study level. */
export function CompactProgramCard({ program }: { program: Program }) {
  return (
    <Link
      to={programDetailHref(program)}
      className="card flex items-center gap-4 p-4 no-underline transition hover:shadow-md"
      data-testid="compact-program-card"
    >
      <span className="shrink-0 rounded-lg bg-brand-50 p-3 text-brand-600">
        <ProgramIcon name={program.name} />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-gray-900">{program.name}</span>
        <span className="block text-sm text-gray-600">
          {durationLabel(program.duration)} · {studyLevelLabel(program.studyLevel)}
        </span>
      </span>
    </Link>
  );
}
