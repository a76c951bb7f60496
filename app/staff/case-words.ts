// The case page's words (issue 52): who made a change, a file's size, a step's state, a payment's status and
// gateway, a message's delivery, each line of the history.
// English, as the whole console is (app/i18n/messages/staff-case); called at render. Pure: no D1, no server code.
import { markWords } from "~/case/case-steps";
import { statusTitle } from "~/case/status-words";
import type { StepState } from "~/db/enums";
import type { PaymentState } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages";
import type { StaffHistoryEntry } from "~/models/staff-case.server";
import type { GatewayName } from "~/payments/gateways/gateway.server";
import { dayWords, documentWords, statusWords, stepTitle } from "./today-words";

/** Who made a change: 'Ngozi Adeyemi <ngozi@…>' for a staff member, else the D1 console or the site itself. */
export function whoWords(actor: string | null, names: Record<string, string>) {
  if (!actor) return m.staff_case_no_actor();
  const name = names[actor];
  return name ? m.staff_case_staff_member({ name, email: actor }) : actor;
}

/** A file's size: '52 KB', '1.4 MB'. */
export function sizeWords(bytes: number) {
  if (bytes < 1_000_000) return m.staff_case_size_kb({ size: Math.max(1, Math.round(bytes / 1000)) });
  return m.staff_case_size_mb({ size: (bytes / 1_000_000).toFixed(1) });
}

/** A step's state in words ('To do', 'Done', …). */
export const stateWords = (state: string) => markWords(state as StepState);

/** A step's dates as they are now: the appointment, the visa decision, the arrival (each when set). */
export function stepFacts(step: {
  appointmentOn: string | null;
  appointmentPlace: string | null;
  visaDecision: string | null;
  visaDecidedOn: string | null;
  arrivalOn: string | null;
}) {
  const facts: string[] = [];
  if (step.appointmentOn)
    facts.push(
      step.appointmentPlace
        ? m.staff_case_history_appointment({ day: dayWords(step.appointmentOn), place: step.appointmentPlace })
        : m.staff_case_history_appointment_day({ day: dayWords(step.appointmentOn) }),
    );
  if (step.visaDecision && step.visaDecidedOn)
    facts.push(
      m.staff_case_history_visa({
        decision: visaWords(step.visaDecision).toLowerCase(),
        day: dayWords(step.visaDecidedOn),
      }),
    );
  if (step.arrivalOn) facts.push(m.staff_case_history_arrival({ day: dayWords(step.arrivalOn) }));
  return facts;
}

/** What a history line says happened, and its details (a note, the dates set), each a line of its own. */
export function historyWords(entry: StaffHistoryEntry): { what: string; details: string[] } {
  switch (entry.kind) {
    case "application": {
      const note = entry.note ? [m.staff_case_history_note({ note: entry.note })] : [];
      if (entry.event === "received") return { what: m.staff_case_history_received(), details: note };
      if (entry.event === "documents") return { what: m.staff_case_history_documents(), details: note };
      if (entry.event === "document_review") return { what: m.staff_case_history_sent_back(), details: note };
      const what =
        entry.oldStatus && entry.oldStatus !== entry.newStatus
          ? m.staff_case_history_status({ from: statusTitle(entry.oldStatus), to: statusTitle(entry.newStatus) })
          : entry.oldStatus
            ? m.staff_case_history_status_same({ status: statusWords(entry.newStatus) })
            : statusTitle(entry.newStatus);
      return { what, details: note };
    }
    case "step": {
      const step = stepTitle(entry.step);
      const what =
        entry.oldState && entry.oldState !== entry.newState
          ? m.staff_case_history_step({ step, from: stateWords(entry.oldState), to: stateWords(entry.newState) })
          : m.staff_case_history_step_same({ step, state: stateWords(entry.newState) });
      const details = stepFacts(entry);
      if (entry.dueOn) details.push(m.staff_case_history_due({ day: dayWords(entry.dueOn) }));
      return { what, details };
    }
    case "document_received":
      return {
        what: m.staff_case_history_document_received({
          document: documentWords(entry.docType, null),
          file: entry.fileName,
        }),
        details: [],
      };
    case "document_accepted":
      return {
        what: m.staff_case_history_document_accepted({
          document: documentWords(entry.docType, null),
          file: entry.fileName,
        }),
        details: [],
      };
    case "payment_attached":
      return {
        what: m.staff_case_history_payment_attached({ service: entry.serviceName, txRef: entry.txRef }),
        details: [],
      };
    case "message":
      return {
        what: m.staff_case_history_message({
          channel: entry.channel === "email" ? m.staff_case_channel_email() : m.staff_case_channel_whatsapp(),
          what: entry.what,
          status: messageStateWords(entry.status),
        }),
        details: entry.lastError ? [entry.lastError] : [],
      };
  }
}

const PAYMENT_STATE_WORDS: Record<PaymentState, () => string> = {
  pending: m.staff_case_payment_pending,
  successful: m.staff_case_payment_successful,
  failed: m.staff_case_payment_failed,
  cancelled: m.staff_case_payment_cancelled,
};

/** A payment's status in words ('paid', 'failed', …). */
export const paymentStateWords = (state: PaymentState) => PAYMENT_STATE_WORDS[state]();

const GATEWAY_WORDS: Record<GatewayName, () => string> = {
  flutterwave: m.staff_case_gateway_flutterwave,
  paystack: m.staff_case_gateway_paystack,
  sandbox: m.staff_case_gateway_sandbox,
  "paystack-sandbox": m.staff_case_gateway_paystack_sandbox,
};

/** The gateway a payment went through, by its name ('Flutterwave'); a name the site no longer has, as stored. */
export const gatewayWords = (gateway: string) =>
  Object.hasOwn(GATEWAY_WORDS, gateway) ? GATEWAY_WORDS[gateway as GatewayName]() : gateway;

/** email_log's states and whatsapp_messages' (pending, queued, sent, delivered, read, failed). */
const MESSAGE_STATE_WORDS: Record<string, () => string> = {
  pending: m.staff_case_message_pending,
  queued: m.staff_case_message_queued,
  sent: m.staff_case_message_sent,
  delivered: m.staff_case_message_delivered,
  read: m.staff_case_message_read,
  failed: m.staff_case_message_failed,
};

/** Where a message to the student stands, in words; a state the site does not know, as stored. */
export const messageStateWords = (status: string) =>
  Object.hasOwn(MESSAGE_STATE_WORDS, status) ? (MESSAGE_STATE_WORDS[status] as () => string)() : status;

/** Granted or refused, in words. */
export const visaWords = (decision: string) =>
  decision === "granted"
    ? m.staff_case_visa_granted()
    : decision === "refused"
      ? m.staff_case_visa_refused()
      : m.staff_case_visa_none();
