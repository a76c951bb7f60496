import { data, redirect } from "react-router";
import { currentLocale } from "~/i18n/current-locale";
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { getDb } from "~/db/client.server";
import { parseCompareIds } from "~/catalogue/compare-schema";
import { compareHref, readTray } from "~/catalogue/compare-tray";
import { required } from "~/lib/required.server";
import { istanbulToday } from "~/catalogue/intakes";
import { programCopy } from "~/catalogue/program-copy";
import { NO_PROFILE } from "~/catalogue/discounts";
import { displayCurrency } from "~/catalogue/display-currency";
import { readNationality } from "~/catalogue/nationality";
import { readHousing } from "~/catalogue/yearly-cost";
import { loadOfferingsWithFacts, offeringName } from "~/models/offering-facts.server";
import type { Route } from "./+types/compare";
import { provenanceOf } from "~/catalogue/provenance";
// The ?add= offer names its program as the form that adds it does.
import { offeringId, programAt } from "~/writes/compare-form.server";

type Problem = { state: "invalid" | "missing"; message: string };
/** A program a GET's `?add=` names, offered with the button that adds it (the GET itself changes nothing). */
type Offer = { id: number; label: string };

/**
 * /compare — up to three offerings side by side, the tray's (a cookie) or the address's. A GET never changes the
 * tray (a link from another site, a crawler or a prefetch would): `?remove=` shows it as it is, and `?add=` (a page
 * loaded before adding was a POST: a tab left open) shows it with the button that adds. The page is about the rows
 * it names: when D1 fails there is only the error page (500).
 */
export async function loadComparePage({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const housing = readHousing(url.searchParams.get("housing"));
  const nationality = readNationality(url.searchParams.get("nationality"));
  const db = getDb();
  const today = istanbulToday();

  let offer: Offer | undefined;
  const add = url.searchParams.get("add");
  if (add !== null) {
    const named = offeringId(add);
    if ("message" in named) return data<Problem>({ state: "invalid", message: named.message }, 400);
    const label = await programAt(named.id);
    if (!label) return data<Problem>({ state: "missing", message: m.catalogue_compare_no_program(named) }, 404);
    offer = { id: named.id, label };
  }

  // /compare alone shows the tray at its own address (to share), if there is one; with an offer, in place.
  const tray = readTray(request.headers.get("Cookie"));
  const programs = url.searchParams.get("programs");
  if (programs === null && !offer && tray.length > 0)
    throw redirect(localizedHref(compareHref(tray, housing), currentLocale()), 303);
  const parsed = programs === null ? { ok: true as const, ids: tray } : parseCompareIds(programs);
  if (!parsed.ok) return data<Problem>({ state: "invalid", message: parsed.message }, 400);
  if (offer && parsed.ids.includes(offer.id)) offer = undefined;
  if (parsed.ids.length === 0) return { state: "empty" as const, offer };
  const currency = displayCurrency(request, currentLocale());

  const { rate, missing, offerings } = await required(
    "/compare: programs",
    loadOfferingsWithFacts(db, parsed.ids, housing, today, { ...NO_PROFILE, nationality }, currency),
  );
  if (missing.length > 0) {
    const list = missing.join(", ");
    return data<Problem>(
      {
        state: "missing",
        message: m.catalogue_compare_no_programs({ ids: list }),
      },
      404,
    );
  }
  return {
    state: "ok" as const,
    offer,
    housing,
    nationality,
    ids: parsed.ids,
    currency,
    rate,
    // What the figures of every column may claim: a checked date, or example data (app/catalogue/provenance.ts).
    provenance: provenanceOf(offerings.flatMap((o) => [...o.cost.tuition.discounts, ...o.cost.items])),
    columns: offerings.map((o) => ({
      ...offeringName(o),
      duration: o.duration,
      languages: o.languages,
      intakes: o.intakes,
      nextIntake: o.nextIntake,
      tuition: o.cost.tuition,
      totalUsd: o.cost.totalUsd,
      totalConverted: o.totalConverted,
      leadsTo: programCopy(o.name, o.category).careers.slice(0, 3),
    })),
  };
}
