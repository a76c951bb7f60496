// The case page's WhatsApp forms (issue 44, decision 0051): "Send my updates on WhatsApp" and "Stop WhatsApp
// updates", each naming its application by the lookup's pair and answering with the case as it is after.
import type { FieldSource, WriteCommand } from "~/commands/write-command";
import { revokeApplicationConsents, startApplicationConsent } from "~/models/whatsapp-consents.server";
import { checkCaseOptIn, type CaseOptInRefusal } from "~/whatsapp/case-opt-in";
import type { ApplicationStatusView } from "./case-view.server";
import type { StatusLookup } from "./status-lookup-schema";
import { caseCount, checkPair, findByPair, type LookupResult, refusedLookup } from "./status-lookup.server";

/**
 * "Stop WhatsApp updates" on the status page (issue 44): the application named by its pair, as the documents form
 * names it, has every live consent revoked ('status_page'); its updates then go by e-mail only.
 */
export const stopWhatsAppUpdatesCommand: WriteCommand<FieldSource, StatusLookup, LookupResult> = {
  countedBy: caseCount("opt-in-reference", (pair) => pair.reference),
  refuse: refusedLookup,
  parse: (fields) => checkPair({ reference: fields.get("reference"), email: fields.get("email") }),
  async run(pair, { db }) {
    const found = await findByPair(pair, db);
    if (!found.ok) return found;
    await revokeApplicationConsents(db, found.id);
    return { ...found, application: { ...found.application, whatsapp: null } };
  },
};

export type StartWhatsAppResult =
  | LookupResult
  | { ok: false; status: 400; application: ApplicationStatusView; refused: CaseOptInRefusal };

/**
 * "Send my updates on WhatsApp" on the status page (docs/decisions/0051): the application named by its pair, as the
 * stop form names it (a wrong pair gets the stop's answer), gets a consent when it has no live one. A refused box
 * or number answers the application again, with the message beneath the field, and writes nothing.
 */
export const startWhatsAppUpdatesCommand: WriteCommand<
  FieldSource,
  { pair: StatusLookup; optIn: ReturnType<typeof checkCaseOptIn> },
  StartWhatsAppResult
> = {
  countedBy: caseCount("opt-in-reference", ({ pair }) => pair.reference),
  refuse: refusedLookup,
  parse(fields) {
    const pair = checkPair({ reference: fields.get("reference"), email: fields.get("email") });
    return pair.ok ? { ok: true, input: { pair: pair.input, optIn: checkCaseOptIn(fields) } } : pair;
  },
  async run({ pair, optIn }, { db }) {
    const found = await findByPair(pair, db);
    if (!found.ok) return found;
    if (!optIn.ok) return { ok: false, status: 400, application: found.application, refused: optIn.refusal };
    const phone = await startApplicationConsent(db, found.id, optIn.consent);
    return {
      ...found,
      application: { ...found.application, whatsapp: phone ? { phone } : found.application.whatsapp },
    };
  },
};
