import { m } from "~/i18n/paraglide/messages";
import { formatMonth } from "~/lib/dates";
// Intakes: when an offering can start, and whether its application is still open (docs/decisions/0018).
// Dates are ISO days ('2027-02-15') in Istanbul time, where the universities' deadlines fall; an intake is open
// through its deadline day. ISO days compare correctly as strings.

export type Intake = { startsOn: string; applicationDeadline: string; decisionWeeks: number; checkedOn: string };
export type IntakeState = Intake & { open: boolean };

/**
 * The months a "starting in" filter offers (the two intakes of Turkish universities), as query values; `label`
 * is the month's name in the page's language (a message, called at render).
 */
export const INTAKE_MONTHS = [
  { value: "september", label: m.programs_month_september, month: "09" },
  { value: "february", label: m.programs_month_february, month: "02" },
] as const;
export type IntakeMonth = (typeof INTAKE_MONTHS)[number]["value"];

/** Today's date in Istanbul, as an ISO day. */
export function istanbulToday(now = new Date()) {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(now);
}

export function isOpen(intake: Pick<Intake, "applicationDeadline">, today: string) {
  return today <= intake.applicationDeadline;
}

/** Intakes that have not started yet, earliest first, each saying whether it is still open on `today`. */
export function upcomingIntakes(intakes: Intake[], today: string): IntakeState[] {
  return intakes
    .filter((i) => i.startsOn >= today)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn))
    .map((i) => ({ ...i, open: isOpen(i, today) }));
}

/** The first intake a student can still apply for, if any. */
export function nextOpenIntake(intakes: Intake[], today: string) {
  return upcomingIntakes(intakes, today).find((i) => i.open) ?? null;
}

/** '2027-02-15' → 'February 2027': an intake's name. */
export function intakeName(startsOn: string) {
  return formatMonth(startsOn);
}
