import { BrowseProgramsLink, ProgramsHero } from "~/components/program-page";
import { StatusPanel } from "~/components/status-panel";
import { CurrencyChoice } from "~/components/currency-choice";
import { ConvertedLine, RangeText, RateNote } from "~/components/yearly-cost-breakdown";
import { Link } from "~/i18n/link";
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { useLocale } from "~/i18n/use-locale";
import { MAX_COMPARED } from "~/catalogue/compare-tray";
import { formatDay } from "~/lib/dates";
import { intakeName } from "~/catalogue/intakes";
import type { ExchangeRate } from "~/catalogue/display-currency";
import { formatPrice } from "~/catalogue/money";
import { SITE_NAME } from "~/lib/page-meta";
import { MAX_SHORTLISTED, shortlistHref } from "~/catalogue/shortlist-cookie";
import type { Route } from "./+types/shortlist";
import { loadShortlistPage } from "./shortlist.server";
import { shortlistFormAction } from "~/writes/shortlist-form.server";
import { type PolicyHandle, UNCACHED_PAGE } from "~/security/route-policy";

export const handle = {
  policy: { ...UNCACHED_PAGE, post: { group: "shortlist", body: "other" } },
} satisfies PolicyHandle;

// No scripts (docs/decisions/0026): a change is a POST form, a look (a shared list, "Compare selected") a GET form;
// the server answers both (app/routes/shortlist.server.ts, app/writes/shortlist-form.server.ts).

export const meta: Route.MetaFunction = () => [
  { title: `${m.shortlist_title()} | ${SITE_NAME}` },
  { name: "description", content: m.shortlist_meta_description() },
];

export const loader = (args: Route.LoaderArgs) => loadShortlistPage(args);
export const action = ({ request }: Route.ActionArgs) => shortlistFormAction({ request });

type List = Extract<Route.ComponentProps["loaderData"], { state: "ok" }>;
type Item = List["items"][number];

/** The "Compare selected" form: the boxes on each card belong to it through their `form` attribute. */
const COMPARE_FORM = "shortlist-compare";

function SavedProgram({
  item,
  shared,
  ticked,
  rate,
}: {
  item: Item;
  shared: boolean;
  ticked: boolean;
  rate: ExchangeRate | null;
}) {
  const action = localizedHref("/shortlist", useLocale());
  const at = m.detail_program_at_university({ program: item.name, university: item.universityName });
  return (
    <li id={`saved-${item.id}`} className="card p-4 sm:p-5" data-testid="shortlisted">
      <h2 className="m-0 text-lg font-bold leading-snug">
        <Link to={`/programs/${item.slug}?university=${item.universityId}`} className="text-brand-800 hover:underline">
          {item.name}
        </Link>
      </h2>
      <p className="m-0 text-sm text-gray-600">{item.universityName}</p>
      <dl className="mt-3 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <div data-row="deadline">
          <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600">
            {m.catalogue_compare_row_deadline()}
          </dt>
          <dd className="m-0 text-gray-800">
            {item.nextIntake ? (
              <>
                <strong>{formatDay(item.nextIntake.applicationDeadline)}</strong>{" "}
                <span className="text-gray-600">
                  {m.catalogue_compare_deadline_for({ intake: intakeName(item.nextIntake.startsOn) })}
                </span>
              </>
            ) : (
              m.catalogue_compare_no_open_intake()
            )}
          </dd>
        </div>
        <div data-row="all-in">
          <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600">{m.shortlist_all_in()}</dt>
          <dd className="m-0 text-gray-800">
            <strong className="text-brand-900">
              <RangeText range={item.totalUsd} format={formatPrice} />
            </strong>
            <ConvertedLine range={item.totalConverted} rate={rate} className="text-gray-600" />
          </dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded border border-gray-300 px-3 text-sm font-medium text-gray-800">
          <input
            type="checkbox"
            name="compare"
            value={item.id}
            form={COMPARE_FORM}
            defaultChecked={ticked}
            className="h-6 w-6 accent-brand-700"
          />
          {m.shortlist_compare_one()}
          <span className="sr-only">{at}</span>
        </label>
        {!shared && (
          <form method="post" action={action}>
            <input type="hidden" name="remove" value={item.id} />
            <button
              type="submit"
              className="btn-secondary min-h-11 px-3 py-2 text-sm"
              aria-label={m.shortlist_remove_label({ program: item.name, university: item.universityName })}
            >
              {m.shortlist_remove()}
            </button>
          </form>
        )}
      </div>
    </li>
  );
}

function SavedList({ list }: { list: List }) {
  const locale = useLocale();
  const action = localizedHref("/shortlist", locale);
  return (
    <>
      <p className="mb-3 text-sm text-gray-600" data-testid="shortlist-count">
        {m.shortlist_count({ count: list.items.length, max: MAX_SHORTLISTED })}
      </p>
      <ol className="m-0 list-none space-y-3 p-0" aria-label={m.shortlist_section_label()}>
        {list.items.map((item) => (
          <SavedProgram
            key={item.id}
            item={item}
            shared={list.shared}
            ticked={list.ticked.includes(item.id)}
            rate={list.rate}
          />
        ))}
      </ol>
      <form
        id={COMPARE_FORM}
        method="get"
        action={action}
        className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 p-4"
      >
        {list.shared && <input type="hidden" name="programs" value={list.ids.join(",")} />}
        <p className="m-0 flex-1 basis-56 text-sm text-gray-700">{m.shortlist_compare_hint({ max: MAX_COMPARED })}</p>
        <button type="submit" className="btn-primary min-h-11 px-4 py-2 text-sm">
          {m.shortlist_compare_selected()}
        </button>
      </form>
      <p className="mt-4 text-xs text-gray-600">
        {m.shortlist_figures()}
        {list.rate && (
          <>
            {" "}
            <RateNote rate={list.rate} />
          </>
        )}
      </p>
      <CurrencyChoice current={list.currency} />
    </>
  );
}

/** This phone's list: share it, or save more. */
function OwnActions({ list }: { list: List }) {
  return (
    <div className="mt-6 space-y-3">
      <div className="flex flex-wrap gap-3">
        <Link to={shortlistHref(list.ids)} className="btn-secondary min-h-11 text-sm" data-testid="share-link">
          {m.shortlist_share()}
        </Link>
        {list.ids.length < MAX_SHORTLISTED && (
          <Link to="/programs" className="btn-secondary min-h-11 text-sm">
            {m.shortlist_save_more()}
          </Link>
        )}
      </div>
      <p className="m-0 text-sm text-gray-600">{m.shortlist_share_hint()}</p>
    </div>
  );
}

/** A shared list: save it on this phone (replacing what is there), or say it already is. */
function SharedActions({ list }: { list: List }) {
  const action = localizedHref("/shortlist", useLocale());
  if (list.sameAsOwn)
    return (
      <div className="mt-6 space-y-3">
        <p className="m-0 text-sm text-gray-700">{m.shortlist_is_yours()}</p>
        <Link to="/shortlist" className="btn-secondary min-h-11 text-sm">
          {m.shortlist_my_list()}
        </Link>
      </div>
    );
  return (
    <form method="post" action={action} className="mt-6 space-y-2">
      <input type="hidden" name="replace" value={list.ids.join(",")} />
      <button type="submit" className="btn-primary min-h-11 text-sm">
        {m.shortlist_save_list()}
      </button>
      {list.ownCount > 0 && <p className="m-0 text-sm text-gray-600">{m.shortlist_save_list_replaces()}</p>}
    </form>
  );
}

export default function ShortlistPage({ loaderData: loaded, actionData }: Route.ComponentProps) {
  // A refused change (a full list, a bad id) answers with the page itself.
  const loaderData = actionData ?? loaded;
  const shared = loaderData.state === "ok" && loaderData.shared;
  return (
    <>
      <ProgramsHero
        title={shared ? m.shortlist_shared_title() : m.shortlist_title()}
        subtitle={shared ? m.shortlist_shared_subtitle() : m.shortlist_subtitle()}
      />
      <section id="shortlist" className="container scroll-mt-20 py-8 sm:py-10" aria-label={m.shortlist_section_label()}>
        <div className="mx-auto max-w-3xl">
          {loaderData.state !== "ok" ? (
            <StatusPanel
              level={2}
              tone="error"
              title={loaderData.state === "invalid" ? m.shortlist_invalid_title() : m.shortlist_missing_title()}
              message={loaderData.message}
            >
              <Link to="/shortlist" className="btn-secondary min-h-11">
                {m.shortlist_my_list()}
              </Link>
              <BrowseProgramsLink />
            </StatusPanel>
          ) : (
            <>
              {loaderData.notice && (
                <div className="mb-4">
                  <StatusPanel
                    level={2}
                    tone="error"
                    title={loaderData.notice.title}
                    message={loaderData.notice.message}
                  />
                </div>
              )}
              {loaderData.items.length === 0 ? (
                <StatusPanel
                  level={2}
                  tone="empty"
                  title={shared ? m.shortlist_shared_empty_title() : m.shortlist_empty_title()}
                  message={m.shortlist_empty_message({ max: MAX_SHORTLISTED })}
                >
                  <BrowseProgramsLink />
                </StatusPanel>
              ) : (
                <>
                  <SavedList list={loaderData} />
                  {shared ? <SharedActions list={loaderData} /> : <OwnActions list={loaderData} />}
                </>
              )}
            </>
          )}
        </div>
      </section>
    </>
  );
}
