import { dayLabel, istanbulTime, timeIn } from "~/booking/time-zones";
import { Link } from "~/i18n/link";
import { m } from "~/i18n/paraglide/messages";

// The day links and time buttons of /book and of a booking's "Move it" (no script: a day is a link, a time a
// button of the form around it, posting or getting `slot`). Times are written on the student's clock, then Istanbul's.

const CITY: Record<string, () => string> = {
  "Africa/Lagos": m.booking_city_lagos,
  "Africa/Accra": m.booking_city_accra,
  "Africa/Abidjan": m.booking_city_abidjan,
  "Africa/Douala": m.booking_city_douala,
  "Africa/Cairo": m.booking_city_cairo,
  "Europe/Istanbul": m.booking_city_istanbul,
};

/** 'Lagos', 'Le Caire', 'القاهرة': the city a student's zone is named by. */
export const cityOf = (timeZone: string) => CITY[timeZone]?.() ?? timeZone;

/** '10:40 Lagos · 12:40 Istanbul'. */
export const slotLabel = (startsAt: string, timeZone: string) =>
  m.booking_slot_time({
    student: timeIn(startsAt, timeZone),
    city: cityOf(timeZone),
    istanbul: istanbulTime(startsAt),
  });

const CHOICE =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 aria-[current=true]:(bg-brand-600 text-white)";

/** The days with free times, each a link (`hrefOf`); the chosen one marked. */
export function DayLinks({
  days,
  current,
  hrefOf,
}: {
  days: string[];
  current?: string;
  hrefOf: (day: string) => string;
}) {
  return (
    <ul className="m-0 flex list-none flex-wrap gap-2 p-0" data-testid="booking-days">
      {days.map((day) => (
        <li key={day}>
          <Link to={hrefOf(day)} className={CHOICE} aria-current={day === current ? "true" : undefined}>
            {dayLabel(day)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The times as submit buttons named `slot` (inside the caller's form), each on both clocks. */
export function TimeButtons({ times, timeZone }: { times: string[]; timeZone: string }) {
  return (
    <div className="flex flex-wrap gap-2" data-testid="booking-times">
      {times.map((startsAt) => (
        <button key={startsAt} type="submit" name="slot" value={startsAt} className={CHOICE}>
          <bdi>{slotLabel(startsAt, timeZone)}</bdi>
        </button>
      ))}
    </div>
  );
}
