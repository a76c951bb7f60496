import { data, redirect, type RouterContextProvider } from "react-router";
import type { FieldSource, WriteCommand } from "~/commands/write-command";
import { m } from "~/i18n/paraglide/messages";
import { unreadableFormMessage } from "~/lib/form-body.server";
import {
  attachPaymentCommand,
  documentReviewCommand,
  type StaffChangeResult,
  type StaffMember,
  statusChangeCommand,
  stepChangeCommand,
} from "~/staff/case-changes.server";
import { type CaseFormAnswer, type CaseIntent, isCaseIntent, partOf, savedPath } from "~/staff/case-page";
import { readStaffForm } from "./staff-form.server";
import { runWrite, writeContext } from "./run-write.server";

/** Every form of the page runs a command on the case; all of them answer alike (StaffChangeResult). */
const COMMANDS: Record<
  CaseIntent,
  (target: { staff: StaffMember; reference: string }) => WriteCommand<FieldSource, unknown, StaffChangeResult>
> = {
  status: statusChangeCommand,
  step: stepChangeCommand,
  review: documentReviewCommand,
  attach: attachPaymentCommand,
};

const refusal = (answer: CaseFormAnswer) => data(answer, { status: answer.status });

/**
 * The case page's route action (/staff/cases/:reference): its forms (status, step, document review, payment
 * attached) post here, told apart by `intent`. The staff member is the verified one (never a form field), settled
 * before anything is read or written. Each change runs through runWrite: the staff commands are not `guarded` (no
 * honeypot, fill time or Turnstile: the console is behind Access), so runWrite goes straight to parse and run.
 * Done: 303 back to the case at the part changed, with its "Saved" notice (no form to post twice on reload).
 * Refused: the page again (its loader reads the case as it is now) with the message at the form and what was typed.
 */
export async function staffCaseFormAction({
  request,
  params,
  context,
}: {
  request: Request;
  params: { reference: string };
  context: Readonly<RouterContextProvider>;
}) {
  const { staff, form } = await readStaffForm(request, context);
  const intent = form?.get("intent");
  if (!form || !isCaseIntent(intent)) {
    const message = form ? m.staff_case_form_invalid() : unreadableFormMessage();
    return refusal({ intent: null, part: "status", status: 400, message, errors: { form: [message] }, values: {} });
  }
  const { reference } = params;
  const part = partOf(intent, (name) => form.get(name));
  const result = await runWrite(COMMANDS[intent]({ staff, reference }), form, writeContext(request));
  if (result.ok) return redirect(savedPath(reference, part), 303);
  return refusal({
    intent,
    part,
    status: result.status,
    message: result.message,
    errors: result.errors ?? { form: [result.message] },
    values: result.values,
  });
}
