import { data, redirect } from "react-router";
import { currentLocale } from "~/i18n/current-locale";
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { getDb } from "~/db/client.server";
import { COMPARE_MESSAGES } from "~/catalogue/compare-schema";
import { addToTray, compareHref, readTray, removeFromTray, trayCookie } from "~/catalogue/compare-tray";
import { readHousing } from "~/catalogue/yearly-cost";
import { readFormBody, textField, unreadableFormMessage } from "~/lib/form-body.server";
import { required } from "~/lib/required.server";
import { parsePositiveId } from "~/lib/ids";
import { listProgramsByIds } from "~/models/program-rows.server";
import { postedFromAnotherSite } from "~/security/same-site.server";

/** The id a form or an address names, or the reason it is none (in the request's language). */
export function offeringId(raw: string): { id: number } | { message: string } {
  const id = parsePositiveId(raw);
  return id ? { id } : { message: COMPARE_MESSAGES.notAnId(raw.slice(0, 20)) };
}

/** The program `id` (one offering) with its university, for words; undefined when no row has that id. */
export async function programAt(id: number) {
  const [row] = await required("/compare: program", listProgramsByIds(getDb(), [id]));
  return row && m.detail_program_at_university({ program: row.name, university: row.universityName });
}

/**
 * "Add to compare" (the program pages) and "Remove" (this page) post here, then see the comparison (303, so Back and
 * reload never post twice); when full, the oldest leaves. Only from this site's own pages: a form on another site
 * would post without the cookie (SameSite=Lax) and so replace the tray. A refusal is thrown, for the route's error
 * boundary to show: after an action the loader runs too, and would send a bare /compare on to the tray.
 */
export async function compareFormAction({ request }: { request: Request }) {
  const refuse = (status: number, message: string) => data(message, { status });
  if (postedFromAnotherSite(request)) throw refuse(403, m.catalogue_compare_other_site());
  const form = await readFormBody(request);
  if (!form) throw refuse(400, unreadableFormMessage());
  const field = (name: string) => textField(form, name);
  const add = field("add");
  const raw = add ?? field("remove");
  if (raw === null) throw refuse(400, m.catalogue_compare_no_change());
  const named = offeringId(raw);
  if ("message" in named) throw refuse(400, named.message);
  if (add !== null && !(await programAt(named.id))) throw refuse(404, m.catalogue_compare_no_program(named));

  const tray = readTray(request.headers.get("Cookie"));
  const next = add !== null ? addToTray(tray, named.id) : removeFromTray(tray, named.id);
  return redirect(localizedHref(compareHref(next, readHousing(field("housing"))), currentLocale()), {
    status: 303,
    headers: { "Set-Cookie": trayCookie(next) },
  });
}
