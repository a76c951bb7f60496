// A booked call marked held or missed by staff (issue 55), as a write command: one D1 batch with staff_acting (the
// trigger of migration 0045 records who and when, and refuses a call not booked or not started); a missed call then
// queues the student's "we missed you, pick a new time" e-mail (booking.missed; the consumer sends it once).
import type { FieldSource, Parsed, WriteCommand } from "~/commands/write-command";
import { m } from "~/i18n/paraglide/messages";
import { findCall, markCallAsStaff, type StaffCall } from "~/models/staff-calls.server";
import { enqueue } from "~/queue/enqueue.server";
import { CALL_OUTCOME_FIELDS, CALL_VERSION, callOutcomeSchema } from "./call-outcome-schema";
import { checkForm, readVersion, type TypedValues } from "./case-change-schema";
import { parseForm, refusalOf, refused, type StaffChangeResult, type StaffMember } from "./case-changes.server";

type OutcomeInput = {
  data: ReturnType<typeof callOutcomeSchema.parse>;
  read: { status: string | null; sequence: number };
  values: TypedValues;
};

/** The version's sequence as a number, or undefined when it is not one. */
function readCallVersion(raw: unknown) {
  const read = readVersion(CALL_VERSION, raw);
  if (!read || read.sequence === null || !/^\d{1,9}$/.test(read.sequence)) return undefined;
  return { status: read.status, sequence: Number(read.sequence) };
}

/** The call marked held or missed by this staff member, if it is still booked as read (status and sequence). */
export function callOutcomeCommand({
  staff,
}: {
  staff: StaffMember;
}): WriteCommand<FieldSource, OutcomeInput, StaffChangeResult<StaffCall>> {
  return {
    parse: (fields) =>
      parseForm(
        fields,
        CALL_OUTCOME_FIELDS,
        (values) => checkForm(callOutcomeSchema, values),
        readCallVersion,
      ) as Parsed<OutcomeInput, StaffChangeResult<StaffCall>>,
    async run({ data: { bookingId, outcome }, read, values }, { db }) {
      const written = await markCallAsStaff(db, staff.email, bookingId, outcome, read);
      if (written.ok) {
        // Marked: a refused enqueue does not undo it (the e-mail is the consumer's, keyed booking:<id>:missed).
        if (outcome === "missed") await enqueue({ type: "booking.missed", bookingId });
        return { ok: true, status: 200 };
      }
      if (written.reason === "refused") {
        const { field, message } = refusalOf(written.code, written.detail);
        return refused(message, field, values);
      }
      const current = await findCall(db, bookingId);
      if (!current) return { ok: false, status: 404, message: m.staff_calls_not_found(), values };
      return { ok: false, status: 409, message: m.staff_calls_changed_meanwhile(), current, values };
    },
  };
}
