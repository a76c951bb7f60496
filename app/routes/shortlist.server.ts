import { data, redirect } from "react-router";
import { currentLocale } from "~/i18n/current-locale";
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { parseCompareIds } from "~/catalogue/compare-schema";
import { compareHref, MAX_COMPARED } from "~/catalogue/compare-tray";
import { isOfferingId } from "~/lib/cookie-id-list";
import { displayCurrency } from "~/catalogue/display-currency";
import { shortlist } from "~/catalogue/shortlist-cookie";
import type { Route } from "./+types/shortlist";
// The list on show is built as the form's answer to a full list builds it.
import { type Problem, shortlistIdsSchema, showList } from "~/writes/shortlist-form.server";

/**
 * /shortlist — the offerings saved on this phone (a cookie, app/catalogue/shortlist-cookie.ts), or, at `?programs=1,25,67`, a
 * shared list to look at and save; `?compare=` (the ticked ones) goes on to /compare. A GET never changes the list:
 * a link from another site, a crawler or a prefetch would. Never edge-cached: it answers each visitor's cookie
 * (app/cache/page-cache.server.ts lists only catalogue pages).
 */
export async function loadShortlistPage({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const own = shortlist.read(request.headers.get("Cookie"));
  const currency = displayCurrency(request, currentLocale());

  // The list on show: this phone's, or the shared one of the address.
  let shown = own;
  if (params.has("programs")) {
    const parsed = parseCompareIds(params.get("programs"), shortlistIdsSchema);
    if (!parsed.ok) return data<Problem>({ state: "invalid", message: parsed.message }, 400);
    shown = parsed.ids;
  }

  // ?compare= (the ticked boxes of "Compare selected"): one to three open /compare; else say why, boxes kept.
  if (params.has("compare")) {
    const values = params.getAll("compare").filter(Boolean);
    if (!values.every(isOfferingId)) {
      const bad = values.find((v) => !isOfferingId(v)) ?? "";
      return data<Problem>({ state: "invalid", message: m.shortlist_not_an_id({ value: bad.slice(0, 20) }) }, 400);
    }
    const ticked = [...new Set(values.map(Number))];
    if (ticked.length >= 1 && ticked.length <= MAX_COMPARED) {
      throw redirect(localizedHref(compareHref(ticked), currentLocale()), 303);
    }
    const notice =
      ticked.length === 0
        ? { title: m.shortlist_compare_none_title(), message: m.shortlist_compare_none({ max: MAX_COMPARED }) }
        : {
            title: m.shortlist_compare_too_many_title(),
            message: m.shortlist_compare_too_many({ count: ticked.length, max: MAX_COMPARED }),
          };
    return data(await showList(shown, own, { currency, notice, ticked, shared: params.has("programs") }), 400);
  }

  return showList(shown, own, { currency, shared: params.has("programs") });
}
