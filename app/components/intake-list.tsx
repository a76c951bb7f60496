import { m } from "~/i18n/paraglide/messages";
import { formatDay } from "~/lib/dates";
import { type IntakeState, intakeName } from "~/catalogue/intakes";

/** An offering's intakes not yet started: each with its deadline, open or closed, and the decision time. */
export function IntakeList({ intakes }: { intakes: IntakeState[] }) {
  if (intakes.length === 0) {
    return <p className="text-sm text-gray-600">{m.detail_intake_none()}</p>;
  }
  return (
    <ul className="m-0 grid list-none gap-3 p-0" data-testid="intakes">
      {intakes.map((intake) => {
        const dates = {
          deadline: formatDay(intake.applicationDeadline),
          weeks: m.detail_weeks({ count: intake.decisionWeeks }),
          start: formatDay(intake.startsOn),
        };
        return (
          <li key={intake.startsOn} className="rounded-lg border border-gray-200 p-3 text-sm">
            <p className="m-0 flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-gray-900">
                {m.detail_intake_name({ month: intakeName(intake.startsOn) })}
              </span>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${
                  intake.open ? "bg-green-100 text-green-800" : "bg-gray-200 text-gray-800"
                }`}
              >
                {intake.open ? m.detail_intake_open() : m.detail_intake_closed()}
              </span>
            </p>
            <p className="m-0 mt-1 text-gray-700">
              {intake.open ? m.detail_intake_open_line(dates) : m.detail_intake_closed_line(dates)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** The next open intake in one line: "September 2027 · apply by 31 July 2027", or that none is open. */
export function nextIntakeText(next: IntakeState | null) {
  return next
    ? m.detail_next_intake({ month: intakeName(next.startsOn), deadline: formatDay(next.applicationDeadline) })
    : m.detail_no_open_intake();
}
