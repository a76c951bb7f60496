import { Link } from "~/i18n/link";
import { m } from "~/i18n/paraglide/messages";
import type { UniversityCard as UniversityCardData } from "~/components/server-data";
import { Icon, type IconName } from "./icons";
import { SkeletonBars, SkeletonFacts } from "./skeleton";
import { StarRating } from "./star-rating";
import { formatAtLeast } from "~/catalogue/money";
import { languageLabel, tuitionLabel } from "~/catalogue/program-format";

export type UniversityLayout = "grid" | "list";

function Fact({ icon, label, value }: { icon: IconName; label: string; value: string }) {
  return (
    // The icon sits inside <dt>: a <dl>'s groups may hold only <dt> and <dd>. Nothing here is positioned, so a
    // click on the facts reaches the card's stretched link.
    <div>
      <dt className="flex items-center gap-2 text-xs text-gray-600">
        <Icon name={icon} className="h-4 w-4 shrink-0 text-brand-600" />
        {label}
      </dt>
      <dd className="ps-6 font-medium text-gray-900">{value}</dd>
    </div>
  );
}

/**
 * A university in the grid or the list. The whole card opens /universities/{id} through a stretched link on the
 * name (no nested links); 'View Programs' and 'Apply Now' sit above that link, so a click on them goes only to
 * their own page.
 */
export function UniversityCard({
  university: u,
  layout = "grid",
}: {
  university: UniversityCardData;
  layout?: UniversityLayout;
}) {
  const list = layout === "list";
  const facts = (
    <dl className={`grid gap-3 text-sm ${list ? "grid-cols-2 sm:grid-cols-4 md:grid-cols-2" : "grid-cols-2"}`}>
      {/* The programs D1 lists (the ones on its page), an exact number: no '+' (docs/decisions/0014). */}
      <Fact icon="book-open" label={m.catalogue_fact_programs()} value={String(u.programCount)} />
      <Fact icon="users" label={m.catalogue_fact_students()} value={formatAtLeast(u.totalStudents)} />
      <Fact icon="globe" label={m.catalogue_fact_language()} value={languageLabel(u.teachingLanguage)} />
      <Fact icon="dollar-sign" label={m.catalogue_fact_avg_tuition()} value={tuitionLabel(u.tuitionFee)} />
    </dl>
  );
  const actions = (
    <div className="relative z-10 flex flex-wrap gap-2">
      <Link to={`/universities/${u.id}#programs`} className="btn-secondary px-4 py-2 text-sm">
        {m.catalogue_view_programs()}
      </Link>
      <Link to={`/apply?university=${u.id}`} className="btn-primary px-4 py-2 text-sm">
        {m.catalogue_apply_now()}
      </Link>
    </div>
  );
  const logo = (
    <img
      src={u.logoUrl}
      alt={m.catalogue_logo_alt({ name: u.shortName })}
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
      className="h-16 w-16 shrink-0 rounded-lg border border-gray-100 bg-white object-contain p-1"
    />
  );
  const name = (
    <h3 className="text-lg font-bold leading-snug text-brand-900">
      <Link
        to={`/universities/${u.id}`}
        className="after:(absolute inset-0 rounded-xl content-empty) focus-visible:outline-none focus-visible:after:(ring-2 ring-brand-500)"
      >
        {u.name}
      </Link>
    </h3>
  );

  if (list) {
    return (
      <article
        className="card relative flex flex-col gap-5 p-5 transition hover:shadow-md md:flex-row"
        data-testid="university-card"
        data-layout="list"
      >
        {logo}
        <div className="flex-1">
          {name}
          <p className="mt-1 flex items-center gap-1 text-sm text-gray-600" data-testid="university-location">
            <Icon name="map-pin" className="h-4 w-4" /> {u.location}
          </p>
          <div className="mt-2">
            <StarRating rating={u.rating} />
          </div>
          <p className="mt-3 text-sm leading-relaxed text-gray-700" data-testid="university-description">
            {u.description}
          </p>
        </div>
        <div className="flex flex-col justify-between gap-4 md:w-72">
          {facts}
          {actions}
        </div>
      </article>
    );
  }

  return (
    <article
      className="card relative flex h-full flex-col p-5 transition hover:shadow-md"
      data-testid="university-card"
      data-layout="grid"
    >
      <div className="flex items-center gap-4">
        {logo}
        {name}
      </div>
      <div className="mt-5">{facts}</div>
      <div className="mt-auto pt-5">{actions}</div>
    </article>
  );
}

export function UniversityCardSkeleton({ layout = "grid" }: { layout?: UniversityLayout }) {
  return (
    <div
      className={`card flex gap-4 p-5 ${layout === "list" ? "flex-col md:flex-row" : "flex-col"}`}
      data-testid="university-card-skeleton"
      aria-hidden="true"
    >
      <div className="flex items-center gap-4">
        <div className="skeleton h-16 w-16" />
        <div className="skeleton h-5 w-40" />
      </div>
      <SkeletonFacts className="grid flex-1 grid-cols-2 gap-3" />
      <div className="flex gap-2">
        <SkeletonBars bars={["h-9 w-32", "h-9 w-28"]} />
      </div>
    </div>
  );
}
