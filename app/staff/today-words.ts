// The staff console's words for Today and the search (issue 52): lateness, waiting times, who acts, a document, an
// amount, a moment. English, as the whole console is (app/i18n/messages/staff-today); each function is called at
// render, never frozen at import. Pure: no D1, no server code.
import { stepWords } from "~/case/case-steps";
import { statusTitle } from "~/case/status-words";
import { documentTypeName, isDocumentType } from "~/catalogue/document-types";
import { formatMoney } from "~/catalogue/money";
import type { ReplyChannel, StepActor, StepKind, StepState } from "~/db/enums";
import { m } from "~/i18n/paraglide/messages";
import { formatDateTime, formatDay } from "~/lib/dates";

/** Where a line of Today or of the search leads: the case's page in the console. */
export const casePath = (reference: string) => `/staff/cases/${encodeURIComponent(reference)}`;
/** A consultation request's place on the console's list of them. */
export const consultationPath = (id: number) => `/staff/consultations#c${id}`;
/** The search form's address and field (a GET: the query is in the URL, so a search can be shared and reloaded). */
export const SEARCH_PATH = "/staff/search";
export const SEARCH_FIELD = "q";

/** A step's lateness: '3 days late', 'Due today', 'Due in 2 days' (`daysLate` negative: days still to go). */
export function lateWords(daysLate: number) {
  if (daysLate > 0) return m.staff_today_days_late({ days: daysLate });
  if (daysLate === 0) return m.staff_today_due_today();
  return m.staff_today_due_in({ days: -daysLate });
}

/** How long a document has waited: 'Less than a day', '1 day', '12 days'. */
export const daysWaitingWords = (days: number) =>
  days < 1 ? m.staff_today_less_than_a_day() : m.staff_today_days_waiting({ days });

/** How long a consultation request has waited: '30 hours' under two days, then '3 days'. */
export const hoursWaitingWords = (hours: number) =>
  hours < 48 ? m.staff_today_hours_waiting({ hours }) : m.staff_today_days_waiting({ days: Math.floor(hours / 24) });

const ACTORS: Record<StepActor, () => string> = {
  student: m.staff_today_actor_student,
  us: m.staff_today_actor_us,
  university: m.staff_today_actor_university,
};
/** Who acts on a step: 'Student', 'Us', 'University'. */
export const actorWords = (actor: StepActor) => ACTORS[actor]?.() ?? actor;

/** A step by its title (the case page's), with its state when it is not simply to do: 'Visa decision (blocked)'. */
export function stepTitle(kind: StepKind, state?: StepState) {
  const title = stepWords(kind).title;
  if (state === "blocked") return `${title} (${m.staff_today_state_blocked()})`;
  if (state === "in_progress") return `${title} (${m.staff_today_state_in_progress()})`;
  return title;
}

/** A document by its checklist type ('Passport'), or 'Document' for one sent before types; `for <step>` if sent for one. */
export function documentWords(docType: string | null, stepKind: StepKind | null) {
  const name = docType && isDocumentType(docType) ? documentTypeName(docType) : m.staff_today_untyped_document();
  return stepKind ? `${name} ${m.staff_today_for_step({ step: stepWords(stepKind).title })}` : name;
}

/** How a student asked to be answered. */
export const replyByWords = (replyBy: ReplyChannel) =>
  replyBy === "whatsapp" ? m.staff_today_reply_whatsapp() : m.staff_today_reply_email();

/** An amount as the payer was charged: '₦150,000', '$100'. */
export const amountWords = (amount: number, currency: string) => formatMoney(amount, currency);

/** A stored moment on the consultancy's clock: '3 Dec 2026, 09:05 Istanbul time'; a value that is no date, as it is. */
export function whenWords(iso: string) {
  if (Number.isNaN(Date.parse(iso))) return iso;
  return m.staff_today_at({ at: formatDateTime(iso, "Europe/Istanbul", "en") });
}

/** A due day: '15 January 2027'. */
export const dayWords = (isoDay: string) => formatDay(isoDay);

/** An application's status by its name ('In review'). */
export const statusWords = (status: string) => statusTitle(status);

/** A list's count: '3 waiting'. */
export const countWords = (count: number) => m.staff_today_count({ count });
