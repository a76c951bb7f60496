import { data, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { currentLocale } from "~/i18n/current-locale";
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { parseCompareIds } from "~/catalogue/compare-schema";
import { displayCurrency } from "~/catalogue/display-currency";
import { MAX_SHORTLISTED, shortlist, shortlistHref } from "~/catalogue/shortlist-cookie";
import { parsePositiveId } from "~/lib/ids";
import { required } from "~/lib/required.server";
import { readFormBody, textField, unreadableFormMessage } from "~/lib/form-body.server";
import { listProgramsByIds } from "~/models/program-rows.server";
import { postedFromAnotherSite } from "~/security/same-site.server";
import { offeringIdsSchema } from "~/catalogue/compare-schema";
import type { DisplayCurrency } from "~/catalogue/display-currency";
import { istanbulToday } from "~/catalogue/intakes";
import { NO_PROFILE } from "~/catalogue/discounts";
import { DEFAULT_HOUSING } from "~/catalogue/yearly-cost";
import { loadOfferingsWithFacts, offeringName } from "~/models/offering-facts.server";

/**
 * The forms that change the list post here, then see it again (303, so Back and reload never post twice): `add` or
 * `remove` (one offering: "Save", "Remove"), `replace` (save a shared list). Only from this site's own pages: a form
 * on another site would post without the cookie (SameSite=Lax) and so replace the student's list.
 */
export async function shortlistFormAction({ request }: { request: Request }) {
  if (postedFromAnotherSite(request))
    return data<Problem>({ state: "invalid", message: m.shortlist_other_site() }, 403);
  const form = await readFormBody(request);
  if (!form) return data<Problem>({ state: "invalid", message: unreadableFormMessage() }, 400);
  const field = (name: string) => textField(form, name);
  const own = shortlist.read(request.headers.get("Cookie"));
  const saved = (ids: number[]) =>
    redirect(localizedHref(shortlistHref(), currentLocale()), {
      status: 303,
      headers: { "Set-Cookie": shortlist.cookie(ids) },
    });

  const replace = field("replace");
  if (replace !== null) {
    const parsed = parseCompareIds(replace, shortlistIdsSchema);
    if (!parsed.ok) return data<Problem>({ state: "invalid", message: parsed.message }, 400);
    return saved(parsed.ids);
  }

  const add = field("add");
  const remove = field("remove");
  const raw = add ?? remove;
  if (raw === null) return data<Problem>({ state: "invalid", message: m.shortlist_no_change() }, 400);
  const id = parsePositiveId(raw);
  if (!id) return data<Problem>({ state: "invalid", message: m.shortlist_not_an_id({ value: raw.slice(0, 20) }) }, 400);
  if (add === null) return saved(shortlist.remove(own, id));

  const [row] = await required("/shortlist: saved program", listProgramsByIds(getDb(), [id]));
  if (!row) return data<Problem>({ state: "missing", message: m.shortlist_no_program({ id }) }, 404);
  // Full: refused where the student can act on it (remove one below), never by dropping the oldest unseen.
  if (shortlist.isFull(own, id)) {
    const program = m.detail_program_at_university({ program: row.name, university: row.universityName });
    const notice = { title: m.shortlist_full_title(), message: m.shortlist_full({ max: MAX_SHORTLISTED, program }) };
    const currency = displayCurrency(request, currentLocale());
    return data(await showList(own, own, { currency, notice }), 409);
  }
  // Saving one already saved keeps its place.
  return saved(own.includes(id) ? own : shortlist.add(own, id));
}

export type Problem = { state: "invalid" | "missing"; message: string };
/** Why the list is shown with a refusal above it: a save past ten, or a comparison of none or more than three. */
type Notice = { title: string; message: string };

/** The shared address's `programs=1,25,67`: the comparison's id rule, ten at most, in the shortlist's words. */
export const shortlistIdsSchema = offeringIdsSchema(MAX_SHORTLISTED, {
  notAnId: (value) => m.shortlist_not_an_id({ value }),
  tooMany: () => m.shortlist_too_many({ max: MAX_SHORTLISTED }),
});

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The page's data for the list `ids` (this phone's list is `own`): each offering with its deadline and cost. Here
 * because a full list's answer is the page; the /shortlist loader builds its list with it too.
 */
export async function showList(
  ids: number[],
  own: number[],
  {
    currency,
    notice,
    ticked = [],
    shared = false,
  }: { currency: DisplayCurrency; notice?: Notice; ticked?: number[]; shared?: boolean },
) {
  const { rate, offerings } = await required(
    "/shortlist: programs",
    loadOfferingsWithFacts(getDb(), ids, DEFAULT_HOUSING, istanbulToday(), NO_PROFILE, currency),
  );
  const found = offerings.map((o) => o.id);
  return {
    state: "ok" as const,
    shared,
    /** A shared list that is already this phone's: nothing to save. */
    sameAsOwn: shared && sameIds(found, own),
    ownCount: own.length,
    ids: found,
    notice,
    ticked,
    currency,
    rate,
    items: offerings.map((o) => ({
      ...offeringName(o),
      nextIntake: o.nextIntake,
      totalUsd: o.cost.totalUsd,
      totalConverted: o.totalConverted,
    })),
  };
}
