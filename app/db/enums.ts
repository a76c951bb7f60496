// The fixed value lists D1's text columns are typed by (schema.ts). They live beside the schema so db/ imports
// nothing above it; the features and the catalogue import them from here (docs/decisions/0040-feature-homes.md).
// Plain constants: safe in a browser chunk, unlike schema.ts (drizzle).

/** An application's statuses, in the order they usually come (titles and next steps: app/case/status-words.ts). */
export const APPLICATION_STATUSES = [
  "received",
  "in_review",
  "documents_requested",
  "submitted_to_university",
  "offer_issued",
  "rejected",
  "enrolled",
  "withdrawn",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** How a student asks the consultancy to answer a consultation request (D1's consultation_requests.reply_by). */
export const REPLY_CHANNELS = ["email", "whatsapp"] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];

/** The kinds of entry discount (D1's discount_rules.kind; the rules: app/catalogue/discounts.ts). */
export const DISCOUNT_KINDS = ["early_payment", "prepayment", "nationality", "merit", "sibling"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
/**
 * The order groups apply in: scholarships on the list price, then sibling, then payment on what is left, then a
 * discount stated to apply after all the others.
 */
export const STACK_GROUPS = ["scholarship", "sibling", "payment", "after_others"] as const;
export type StackGroup = (typeof STACK_GROUPS)[number];

/**
 * The steps of a case after the offer, in order (D1's step_kinds; application_steps.kind). Their words: the
 * `case_step_*` messages (app/case/case-steps.ts); their rules per nationality: D1's step_rules.
 */
export const STEP_KINDS = [
  "offer_accepted",
  "deposit_paid",
  "acceptance_letter_issued",
  "results_authenticated",
  "visa_documents_ready",
  "visa_appointment_booked",
  "visa_decision",
  "travel_booked",
  "arrived",
  "residence_permit_applied",
  "residence_permit_granted",
  "registered",
  "health_insurance_requested",
] as const;
export type StepKind = (typeof STEP_KINDS)[number];

/** Where a step stands (application_steps.state; a CHECK refuses anything else). */
export const STEP_STATES = ["to_do", "in_progress", "done", "not_needed", "blocked"] as const;
export type StepState = (typeof STEP_STATES)[number];

/**
 * Who acts on a step: the student, the consultancy ("us"), or the university (it files the student's residence
 * permit since the YÖK–Interior protocol of 29 November 2023; the student hands it the documents).
 */
export const STEP_ACTORS = ["student", "us", "university"] as const;
export type StepActor = (typeof STEP_ACTORS)[number];

/**
 * What a step's due date counts from: the first day of the application's intake, the student's arrival date, or
 * another step (`anchor_step`: the day it was done, its due day until then).
 */
export const STEP_ANCHORS = ["intake_start", "arrival", "step"] as const;
export type StepAnchor = (typeof STEP_ANCHORS)[number];

/**
 * Which words a step takes where they differ by country (step_rules.wording; NULL: the step's own words): results
 * authenticated by an apostille, or through the ministry chain (education, then foreign affairs, then the Turkish
 * mission).
 */
export const STEP_WORDINGS = ["apostille", "ministry_chain"] as const;
export type StepWording = (typeof STEP_WORDINGS)[number];

/** Staff's review of a document (docs/decisions/0043-case-steps.md, "Document review"); a trigger refuses others. */
export const DOCUMENT_REVIEW_STATES = ["received", "accepted", "needs_fix"] as const;
export type DocumentReviewState = (typeof DOCUMENT_REVIEW_STATES)[number];

/** The money trail's keys (decision 0043, "Money trail"); CHECK constraints on money_trails refuse others. */
export const BALANCE_DUE_RULES = [
  "half_at_registration_rest_by_1_december",
  /** A pre-registration fee of half the tuition, deducted at final registration; the rest by 1 December (İstinye). */
  "pre_registration_half_rest_by_1_december",
] as const;
export type BalanceDue = (typeof BALANCE_DUE_RULES)[number];
export const REFUND_RULES = [
  "on_visa_refusal",
  "not_after_registration",
  /** Nothing back (nor passed to another applicant) if final registration is not completed (İstinye). */
  "not_if_not_registered",
] as const;
export type RefundRule = (typeof REFUND_RULES)[number];
export const REFUND_PAYEES = ["payer_account"] as const;
export type RefundTo = (typeof REFUND_PAYEES)[number];

/**
 * Who receives an amount on the family's bill (issue 53, decision 61): us, the university, the embassy or its visa
 * centre, the Turkish state, the insurer. A CHECK on bill_lines refuses others.
 */
export const BILL_PAYEES = ["us", "university", "embassy", "state", "insurer"] as const;
export type BillPayee = (typeof BILL_PAYEES)[number];
/**
 * Where a bill line's amount comes from: its own min/max (`range`), a cost_lines row (`cost_line`, by key), the
 * packages' prices (`packages`), the university's deposit (`deposit`, money_trails) or the program's tuition less
 * that deposit (`tuition_balance`).
 */
export const BILL_AMOUNTS = ["range", "cost_line", "packages", "deposit", "tuition_balance"] as const;
export type BillAmount = (typeof BILL_AMOUNTS)[number];
/**
 * What comes back of a bill line: nothing (`none`), what the university's money trail says (`university_rule`), our
 * own terms for our packages (`our_terms`), the insurer's policy (`insurer_terms`).
 */
export const BILL_REFUNDS = ["none", "university_rule", "our_terms", "insurer_terms"] as const;
export type BillRefund = (typeof BILL_REFUNDS)[number];

/** How a counsellor takes a booked call (D1's counsellors.call_method). */
export const CALL_METHODS = ["whatsapp", "video", "phone"] as const;
export type CallMethod = (typeof CALL_METHODS)[number];

/**
 * A booked call's life (D1's bookings.status): 'booked' until it is cancelled (by the student's signed link) or staff
 * mark it 'held' or 'missed'. Only a cancelled booking frees its slot (bookings_slot_unique).
 */
export const BOOKING_STATES = ["booked", "cancelled", "held", "missed"] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
