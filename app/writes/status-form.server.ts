import { data } from "react-router";
import type { FieldSource } from "~/commands/write-command";
import { statusLookupCommand } from "~/case/status-lookup.server";
import { startWhatsAppUpdatesCommand, stopWhatsAppUpdatesCommand } from "~/case/whatsapp-start-stop.server";
import type { StatusPageData } from "~/components/case/application-status-page";
import { readFormBody, unreadableFormMessage } from "~/lib/form-body.server";
import { runWrite, writeContext } from "./run-write.server";
import { isSponsorIntent, sponsorLinkFormAction } from "./sponsor-link-form.server";
import { type CaseFormFailure, caseFormRefusal } from "./case-form-refusal";

/**
 * The status page's route action (/applications/status): the lookup form and the WhatsApp stop and start forms post
 * here, told apart by their `intent` (all work without JavaScript). A wrong pair and an unknown reference: the same
 * bytes.
 */
export async function statusFormAction({ request }: { request: Request }) {
  const form = await readFormBody(request);
  if (!form) return data<StatusPageData>({ refusal: { message: unreadableFormMessage() } }, { status: 400 });
  const intent = form.get("intent");
  // The sponsor section's forms: make a link, revoke one (decision 61).
  if (isSponsorIntent(intent)) return sponsorLinkFormAction(intent, form, request);
  // The page's WhatsApp box: "Send my updates on WhatsApp" (a refused box or number shows the application again).
  if (intent === "whatsapp-start") {
    const result = await runWrite(startWhatsAppUpdatesCommand, form, writeContext(request));
    if (result.ok) return data<StatusPageData>({ application: result.application });
    if ("application" in result)
      return data<StatusPageData>({ application: result.application, whatsappStart: result.refused }, { status: 400 });
    return refusedAnswer(result, form);
  }
  // "Stop WhatsApp updates" (its answer is the application, saying updates come by e-mail).
  const stop = intent === "whatsapp-stop";
  const result = await runWrite(stop ? stopWhatsAppUpdatesCommand : statusLookupCommand, form, writeContext(request));
  if (result.ok) return data<StatusPageData>({ application: result.application, whatsappStopped: stop || undefined });
  return refusedAnswer(result, form);
}

/** The lookup form again with the refusal (a limit's: with the pair typed). */
export const refusedAnswer = (result: CaseFormFailure, form: FieldSource) =>
  data<StatusPageData>({ refusal: caseFormRefusal(result, form) }, { status: result.status });
