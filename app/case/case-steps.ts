// The case after the offer (docs/decisions/0043-case-steps.md): which step is next, which are overdue, and each
// step's words. The steps, their states, dates and rules are D1's (application_steps, step_rules); this module only
// reads them, so the page, the API and (later) the reminders agree. Pure: today is passed in (an ISO day, Istanbul).
import type { StepActor, StepKind, StepState, StepWording } from "~/db/enums";
import { m } from "~/i18n/paraglide/messages";
import { formatDay } from "~/lib/dates";

export type CaseStep = {
  kind: StepKind;
  state: StepState;
  actor: StepActor;
  dueOn: string | null;
};

/**
 * How a step reads on the timeline: its own state (in progress and waiting say so wherever the step stands), and a
 * step still to do "current" when it is the next one, "overdue" once its day has passed.
 */
export type StepMark = "done" | "current" | "overdue" | "to_do" | "in_progress" | "not_needed" | "blocked";

const OPEN: readonly StepState[] = ["to_do", "in_progress", "blocked"];

export const isOpen = (step: Pick<CaseStep, "state">) => OPEN.includes(step.state);

/** An open step whose due day has passed (due today is not overdue yet). */
export const isOverdue = (step: Pick<CaseStep, "state" | "dueOn">, today: string) =>
  isOpen(step) && step.dueOn !== null && step.dueOn < today;

/** The next thing to do: the first open step in the case's order, or null when every step is done or not needed. */
export function nextStep<T extends CaseStep>(steps: readonly T[]): T | null {
  return steps.find(isOpen) ?? null;
}

/**
 * Each step's mark and whether it is late. A state staff set (done, not needed, in progress, blocked) is said as it
 * is, whatever comes before the step; a step to do is "current" when it is the next one, "overdue" once its day has
 * passed. `overdue` says it is late whatever the mark (an in-progress step can be late too: its due line says so).
 */
export function markSteps<T extends CaseStep>(
  steps: readonly T[],
  today: string,
): (T & { mark: StepMark; overdue: boolean })[] {
  const next = nextStep(steps);
  return steps.map((step) => {
    const overdue = isOverdue(step, today);
    const mark: StepMark =
      step.state !== "to_do" ? step.state : overdue ? "overdue" : step === next ? "current" : "to_do";
    return { ...step, mark, overdue };
  });
}

type Words = () => string;

const STEP_WORDS: Record<StepKind, { title: Words; what: Words }> = {
  offer_accepted: { title: m.case_step_offer_accepted_title, what: m.case_step_offer_accepted_what },
  deposit_paid: { title: m.case_step_deposit_paid_title, what: m.case_step_deposit_paid_what },
  acceptance_letter_issued: {
    title: m.case_step_acceptance_letter_issued_title,
    what: m.case_step_acceptance_letter_issued_what,
  },
  results_authenticated: {
    title: m.case_step_results_authenticated_title,
    what: m.case_step_results_authenticated_what,
  },
  visa_documents_ready: { title: m.case_step_visa_documents_ready_title, what: m.case_step_visa_documents_ready_what },
  visa_appointment_booked: {
    title: m.case_step_visa_appointment_booked_title,
    what: m.case_step_visa_appointment_booked_what,
  },
  visa_decision: { title: m.case_step_visa_decision_title, what: m.case_step_visa_decision_what },
  travel_booked: { title: m.case_step_travel_booked_title, what: m.case_step_travel_booked_what },
  arrived: { title: m.case_step_arrived_title, what: m.case_step_arrived_what },
  residence_permit_applied: {
    title: m.case_step_residence_permit_applied_title,
    what: m.case_step_residence_permit_applied_what,
  },
  residence_permit_granted: {
    title: m.case_step_residence_permit_granted_title,
    what: m.case_step_residence_permit_granted_what,
  },
  registered: { title: m.case_step_registered_title, what: m.case_step_registered_what },
  health_insurance_requested: {
    title: m.case_step_health_insurance_requested_title,
    what: m.case_step_health_insurance_requested_what,
  },
};

/** Where a rule's `wording` names other words for a step (results: by apostille, or through the ministries). */
const WORDINGS: Partial<Record<StepKind, Partial<Record<StepWording, Words>>>> = {
  results_authenticated: {
    apostille: m.case_step_results_authenticated_what_apostille,
    ministry_chain: m.case_step_results_authenticated_what_ministry_chain,
  },
};

/**
 * A step's title and its two sentences of what to do, in the current language (called at render); `wording` (the
 * rule's) picks the sentences that fit the student's country, where the step has them.
 */
export function stepWords(kind: StepKind, wording?: StepWording | null) {
  const words = STEP_WORDS[kind];
  const what = (wording && WORDINGS[kind]?.[wording]) || words.what;
  return { title: words.title(), what: what() };
}

const MARK_WORDS: Record<StepMark, Words> = {
  done: m.case_state_done,
  current: m.case_state_current,
  overdue: m.case_state_overdue,
  to_do: m.case_state_to_do,
  in_progress: m.case_state_in_progress,
  not_needed: m.case_state_not_needed,
  blocked: m.case_state_blocked,
};

/** A mark in words (the timeline never says it by colour alone). */
export const markWords = (mark: StepMark) => MARK_WORDS[mark]();

/** Who acts, in words. */
const ACTOR_WORDS: Record<StepActor, Words> = {
  student: m.case_who_student,
  us: m.case_who_us,
  university: m.case_who_university,
};
export const actorWords = (actor: StepActor) => ACTOR_WORDS[actor]();

/** The due line: overdue since, due, or no date yet. */
export function dueWords(step: { overdue: boolean; dueOn: string | null }) {
  if (!step.dueOn) return m.case_no_date();
  const date = formatDay(step.dueOn);
  return step.overdue ? m.case_overdue_since({ date }) : m.case_due({ date });
}

/** What staff recorded on a step, in words: the appointment, the visa decision, the arrival. */
export function stepFacts(step: {
  appointmentOn: string | null;
  appointmentPlace: string | null;
  visaDecision: "granted" | "refused" | null;
  visaDecidedOn: string | null;
  arrivalOn: string | null;
}) {
  const facts: string[] = [];
  if (step.appointmentOn)
    facts.push(m.case_appointment({ date: formatDay(step.appointmentOn), place: step.appointmentPlace ?? "" }));
  if (step.visaDecision && step.visaDecidedOn) {
    const date = formatDay(step.visaDecidedOn);
    facts.push(step.visaDecision === "granted" ? m.case_visa_granted({ date }) : m.case_visa_refused({ date }));
  }
  if (step.arrivalOn) facts.push(m.case_arrival({ date: formatDay(step.arrivalOn) }));
  return facts;
}
