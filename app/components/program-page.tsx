// Pieces the program pages share: their hero, the empty panels of spec section 8, the groups of cards and the
// closing call to action. The error panel is its own module (programs-error-panel.tsx): /apply shows it too.
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Link } from "~/i18n/link";
import { m } from "~/i18n/paraglide/messages";
import { cardRows } from "~/catalogue/card-rows";
import { PAGE_SIZE, searchWith, type ShownGroup } from "~/catalogue/program-list";
import { Breadcrumbs } from "./breadcrumbs";
import { type ActionLink, ActionLinks } from "./action-links";

/** A program page's hero: the trail, its title and subtitle, and up to two links (as PageHero's, without the arrow). */
export function ProgramsHero({
  title,
  subtitle,
  primary,
  secondary,
}: {
  title: string;
  subtitle: string;
  primary?: ActionLink;
  secondary?: ActionLink;
}) {
  return (
    <section className="bg-brand-900 text-white">
      <div className="container py-12 sm:py-16">
        <Breadcrumbs tone="hero" items={[{ label: m.programs_breadcrumb_home(), to: "/" }, { label: title }]} />
        <h1 className="mt-3 max-w-3xl text-3xl font-extrabold leading-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-brand-100">{subtitle}</p>
        <ActionLinks
          tone="hero"
          primary={primary}
          secondary={secondary && [secondary]}
          className="mt-6 flex flex-wrap gap-3"
        />
      </div>
    </section>
  );
}

export function EmptyPanel({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <div className="card mx-auto max-w-xl p-8 text-center" data-testid="empty-panel">
      <p className="text-lg font-semibold text-gray-900">{title}</p>
      {text && <p className="mt-2 text-gray-600">{text}</p>}
      {children && <div className="mt-5 flex justify-center gap-3">{children}</div>}
    </div>
  );
}

/** The way back to the catalogue, from an empty or a failed list (/compare, /shortlist). */
export function BrowseProgramsLink() {
  return (
    <Link to="/programs" className="btn-brand">
      {m.catalogue_browse_programs()}
    </Link>
  );
}

/** 'No Programs Found' with `text` and a Reset Filters button to `resetTo` (the page without its filters). */
export function NoProgramsFound({ text, resetTo }: { text: string; resetTo: string }) {
  return (
    <EmptyPanel title={m.programs_no_programs_found()} text={text}>
      <Link to={resetTo} className="btn-brand">
        {m.programs_reset_filters()}
      </Link>
    </EmptyPanel>
  );
}

/**
 * The band that closes a program page: a question or prompt (`title`), a line of `text`, then its links: the
 * `primary` one as the main button, the `secondary` ones after it.
 */
export function ProgramsCallToAction({
  title,
  text,
  primary,
  secondary,
}: {
  title: string;
  text: string;
  primary: ActionLink;
  secondary: ActionLink[];
}) {
  return (
    <section className="bg-brand-50">
      <div className="container py-14 text-center">
        <h2 className="text-2xl font-bold text-brand-900">{title}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-gray-700">{text}</p>
        <ActionLinks
          tone="band"
          primary={primary}
          secondary={secondary}
          className="mt-6 flex flex-wrap justify-center gap-3"
        />
      </div>
    </section>
  );
}

/**
 * One group of program cards on /programs or /programs-catalog: its `heading` (whose id is `${id}-heading`), its
 * cards and the GroupMore link. Alone on the page, 'Show more' asks for the next page and lands on its first new
 * card (#more); among several groups, 'Show all' narrows the page to this one (`narrow`, the query parameters
 * that select it), and `label` names the group in that link.
 */
export function ProgramGroup<T>({
  id,
  testId,
  heading,
  group,
  shown,
  single,
  narrow,
  label,
  gridClassName,
  renderCard,
}: {
  id: string;
  testId: string;
  heading: ReactNode;
  group: ShownGroup<T>;
  /** How many cards the page shows when it shows one group (the loader's `shown`). */
  shown: number;
  single: boolean;
  narrow: Record<string, string>;
  label: string;
  gridClassName: string;
  /** A keyed card for `item`; `id` marks the first card a 'Show more' added. */
  renderCard: (item: T, id: string | undefined) => ReactNode;
}) {
  const { search } = useLocation();
  // The first card a 'Show more' added: the link's #more brings the visitor to it, with or without JavaScript.
  const firstNew = shown - PAGE_SIZE;
  return (
    <section
      id={id}
      className="render-near scroll-mt-20"
      style={cardRows(group.items.length)}
      aria-labelledby={`${id}-heading`}
      data-testid={testId}
    >
      {heading}
      <div className={gridClassName}>
        {group.items.map((item, i) => renderCard(item, single && i === firstNew && i > 0 ? "more" : undefined))}
      </div>
      <GroupMore
        shown={group.items.length}
        total={group.total}
        moreTo={
          single
            ? `${searchWith(search, { show: String(shown + PAGE_SIZE) })}#more`
            : `${searchWith(search, narrow)}#results`
        }
        moreLabel={single ? m.programs_show_more() : m.programs_show_all_in_group({ count: group.total, label })}
      />
    </section>
  );
}

/**
 * Under a group of program cards: a link to the rest of the group while some cards are hidden (`moreTo`, a GET
 * link that keeps the filters), the count of what is shown, and a way back up to the filters.
 */
function GroupMore({
  shown,
  total,
  moreTo,
  moreLabel,
}: {
  shown: number;
  total: number;
  moreTo: string;
  moreLabel: string;
}) {
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      {shown < total ? (
        <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
          <Link
            to={moreTo}
            preventScrollReset
            className="btn-secondary w-full text-center sm:w-auto"
            data-testid="show-more"
          >
            {moreLabel}
          </Link>
          <p className="text-center text-sm text-gray-600 sm:text-start">{m.programs_showing_of({ shown, total })}</p>
        </div>
      ) : (
        <span />
      )}
      <a href="#filters" className="self-center py-2 text-sm font-semibold text-brand-700 hover:underline sm:self-auto">
        <span aria-hidden="true">↑ </span>
        {m.programs_back_to_filters()}
      </a>
    </div>
  );
}
