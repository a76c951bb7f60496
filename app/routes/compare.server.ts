import { data, redirect } from "react-router";
import { currentLocale } from "~/i18n/current-locale";
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { getDb } from "~/db/client.server";
import { COMPARE_MESSAGES, parseCompareIds } from "~/catalogue/compare-schema";
import { addToTray, compareHref, readTray, removeFromTray, trayCookie } from "~/catalogue/compare-tray";
import { required } from "~/lib/required.server";
import { parsePositiveId } from "~/lib/ids";
import { istanbulToday } from "~/catalogue/intakes";
import { programCopy } from "~/catalogue/program-copy";
import { NO_PROFILE } from "~/catalogue/discounts";
import { displayCurrency } from "~/catalogue/currency";
import { readNationality } from "~/catalogue/nationality";
import { readHousing } from "~/catalogue/yearly-cost";
import { loadOfferingsWithFacts, offeringName } from "~/models/offering-facts.server";
import { listProgramsByIds } from "~/models/programs.server";
import type { Route } from "./+types/compare";
import { provenanceOf } from "~/catalogue/provenance";

type Problem = { state: "invalid" | "missing"; message: string };

/**
 * /compare — up to three offerings side by side; `?add=`/`?remove=` change the tray cookie. The page is about
 * the rows it names: when D1 fails there is only the error page (500).
 */
export async function loadComparePage({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const housing = readHousing(url.searchParams.get("housing"));
  const nationality = readNationality(url.searchParams.get("nationality"));
  const db = getDb();
  const today = istanbulToday();

  // ?add= / ?remove= (the "Add to compare" and "Remove" GET forms): change the tray cookie, then show the tray.
  const add = url.searchParams.get("add");
  const remove = url.searchParams.get("remove");
  if (add !== null || remove !== null) {
    const raw = add ?? remove ?? "";
    const id = parsePositiveId(raw);
    if (!id) return data<Problem>({ state: "invalid", message: COMPARE_MESSAGES.notAnId(raw.slice(0, 20)) }, 400);
    const tray = readTray(request.headers.get("Cookie"));
    if (add !== null && (await required("/compare: added program", listProgramsByIds(db, [id]))).length === 0) {
      return data<Problem>({ state: "missing", message: m.catalogue_compare_no_program({ id }) }, 404);
    }
    const next = add !== null ? addToTray(tray, id) : removeFromTray(tray, id);
    throw redirect(localizedHref(compareHref(next, housing), currentLocale()), {
      status: 303,
      headers: { "Set-Cookie": trayCookie(next) },
    });
  }

  // /compare alone shows the tray, if any.
  if (!url.searchParams.has("programs")) {
    const tray = readTray(request.headers.get("Cookie"));
    if (tray.length > 0) throw redirect(localizedHref(compareHref(tray, housing), currentLocale()), 303);
  }
  const parsed = parseCompareIds(url.searchParams.get("programs"));
  if (!parsed.ok) return data<Problem>({ state: "invalid", message: parsed.message }, 400);
  if (parsed.ids.length === 0) return { state: "empty" as const };
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
