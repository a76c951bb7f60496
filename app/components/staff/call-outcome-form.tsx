import type { StaffCallActionData } from "~/components/server-data";
import type { BookingState } from "~/db/enums";
import { m } from "~/i18n/paraglide/messages";
import { CALL_OUTCOME_INTENT, callVersionOf, canMarkCall } from "~/staff/call-outcome-schema";
import { outcomeWords } from "~/staff/call-words";

/** What the outcome forms need of a call. */
export type OutcomeCall = {
  bookingId: number;
  status: BookingState;
  sequence: number;
  startsAt: string;
  outcomeAt: string | null;
  outcomeBy: string | null;
};

/** The refusal an action answered for `bookingId`, if it is this call's. */
export const refusalOfCall = (actionData: unknown, bookingId: number) => {
  const refusal = actionData as StaffCallActionData | undefined;
  return refusal?.bookingId === String(bookingId) ? refusal : undefined;
};

/**
 * A call's outcome: "Mark held" and "Mark missed" (two plain POST forms, the call's version in each) once a booked
 * call has started; its outcome with who and when once marked; a refusal of the last POST above them.
 */
export function CallOutcomeForms({
  call,
  refusal,
  action,
}: {
  call: OutcomeCall;
  refusal?: StaffCallActionData;
  /** Where the forms post; none: the page's own address. */
  action?: string;
}) {
  const forms = canMarkCall(call);
  return (
    <div data-call-outcome={call.status}>
      {refusal && (
        <div role="alert" className="mb-2 rounded border border-red-300 bg-red-50 p-2 text-red-900">
          <p className="m-0">{refusal.message}</p>
          {refusal.current && (
            <p className="m-0 mt-1">
              {m.staff_calls_current()} {outcomeWords(refusal.current)}
            </p>
          )}
        </div>
      )}
      {forms ? (
        <div className="flex flex-wrap gap-2">
          {(["held", "missed"] as const).map((outcome) => (
            <form method="post" action={action} key={outcome}>
              <input type="hidden" name="intent" value={CALL_OUTCOME_INTENT} />
              <input type="hidden" name="bookingId" value={call.bookingId} />
              <input type="hidden" name="outcome" value={outcome} />
              <input type="hidden" name="version" value={callVersionOf(call)} />
              <button type="submit" className={outcome === "held" ? "btn btn-primary" : "btn btn-secondary"}>
                {outcome === "held" ? m.staff_calls_mark_held() : m.staff_calls_mark_missed()}
              </button>
            </form>
          ))}
        </div>
      ) : (
        <span className="text-sm text-gray-700">
          {outcomeWords(call)}
          {call.status === "booked" && <span className="block text-gray-600">{m.staff_calls_not_started()}</span>}
        </span>
      )}
    </div>
  );
}
