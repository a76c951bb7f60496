import { isConsultationResult, type ConsultationActionData } from "~/consultations/consultation-result";

export const OFFLINE_MESSAGE = "You appear to be offline. Please check your connection and try again.";
export const UNREACHABLE_MESSAGE = "We could not reach our server. Please check your connection and try again.";
export const SERVER_ERROR_MESSAGE = "Our server could not take your request right now. Please try again in a moment.";

/**
 * The consultation form's `clientAction` (routes /contact and /universities/:id): sends to the route's server
 * action and turns anything that is not its answer (the connection dropped, a 5xx page from a proxy, a thrown
 * error) into an ordinary failure, so the form keeps what was typed and toasts, instead of React Router
 * replacing the page with its error boundary.
 */
export async function guardedConsultation(serverAction: () => Promise<unknown>): Promise<ConsultationActionData> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return failure(OFFLINE_MESSAGE);
  try {
    const result = await serverAction();
    return isConsultationResult(result) ? result : failure(SERVER_ERROR_MESSAGE);
  } catch (error) {
    // fetch rejects with a TypeError when no answer arrived at all.
    return failure(error instanceof TypeError ? UNREACHABLE_MESSAGE : SERVER_ERROR_MESSAGE);
  }
}

function failure(message: string): ConsultationActionData {
  return { form: "consultation", ok: false, message };
}
