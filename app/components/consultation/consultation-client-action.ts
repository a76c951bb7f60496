import { guardedClientAction } from "~/components/form/guarded-client-action";
import { isConsultationResult, type ConsultationActionData } from "~/consultations/consultation-result";

export const OFFLINE_MESSAGE = "You appear to be offline. Please check your connection and try again.";
export const UNREACHABLE_MESSAGE = "We could not reach our server. Please check your connection and try again.";
export const SERVER_ERROR_MESSAGE = "Our server could not take your request right now. Please try again in a moment.";

const MESSAGES = { offline: OFFLINE_MESSAGE, unreachable: UNREACHABLE_MESSAGE, server: SERVER_ERROR_MESSAGE };

/** The consultation form's `clientAction` (routes /contact and /universities/:id): failures toast, the form is kept. */
export function guardedConsultation(serverAction: () => Promise<unknown>): Promise<ConsultationActionData> {
  return guardedClientAction(serverAction, isConsultationResult, (why) => ({
    form: "consultation",
    ok: false,
    message: why.kind === "refused" ? why.message : MESSAGES[why.kind],
  }));
}
