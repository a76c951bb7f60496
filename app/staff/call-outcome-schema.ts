// The console's form that marks a booked call held or missed (issue 55), on Today and on the consultations page: one
// zod schema for the page and the command. Pure: safe in a browser chunk. Its version (case-change-schema.ts) is the
// booking's status and sequence as read: a call moved (sequence raised), cancelled or marked since is a 409.
import * as z from "zod/mini";
import { m } from "~/i18n/paraglide/messages";
import { positiveId, versionField } from "./case-change-schema";

/** The form's `intent`, beside the consultations page's "answered". */
export const CALL_OUTCOME_INTENT = "call-outcome";
export const CALL_OUTCOMES = ["held", "missed"] as const;
/** The columns the version holds, in order (the sequence as its decimal text). */
export const CALL_VERSION = ["status", "sequence"] as const;
export const CALL_OUTCOME_FIELDS = ["bookingId", "outcome", "version"] as const;

export const callOutcomeSchema = z.object({
  bookingId: positiveId(() => m.staff_calls_not_found()),
  outcome: z.enum(CALL_OUTCOMES, { error: () => m.staff_calls_outcome_invalid() }),
  version: versionField,
});

/** A call's version as the form carries it. */
export const callVersionOf = (call: { status: string; sequence: number }) =>
  JSON.stringify([call.status, String(call.sequence)]);

/** Whether the console offers the outcome forms: a booked call whose start has passed (the trigger's rule). */
export const canMarkCall = (call: { status: string; startsAt: string }, now = new Date()) =>
  call.status === "booked" && call.startsAt <= now.toISOString();
