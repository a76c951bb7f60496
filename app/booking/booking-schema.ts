import * as z from "zod/mini";
import { consultationFormValues, consultationShape } from "~/consultations/consultation-schema";
import { LOCALES } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import type { FieldErrors } from "~/lib/field-errors";
import { joinList } from "~/lib/join-list";
import { whatsappConsentCheck } from "~/whatsapp/consent-fields";
import { TIME_ZONE_VALUES } from "./time-zones";

// The one booking form schema (issue 55), for the browser and the server: a booked call is a consultation request
// (its fields and rules, from consultation-schema.ts) with a time, the student's zone and the call's language. The
// server trusts nothing else of the form: the counsellor is its choice, and the time is checked against D1 again.

/** A start as the slot buttons post it: UTC, whole minutes, as Date#toISOString writes it (what D1 stores). */
const SLOT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/;

const say = (message: () => string) => ({ error: () => message() });

/** The time a slot button posts (also the move form's one field). */
export const slotField = () =>
  z.string(say(m.booking_slot_invalid)).check(
    z.trim(),
    z.regex(SLOT_PATTERN, say(m.booking_slot_invalid)),
    z.refine(
      (value) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString() === value,
      say(m.booking_slot_invalid),
    ),
  );

export const bookingSchema = z.lazy(() =>
  z
    .object({
      ...consultationShape(),
      slot: slotField(),
      timeZone: z.enum(TIME_ZONE_VALUES, say(m.booking_time_zone_invalid)),
      callLanguage: z.enum(LOCALES, say(m.booking_call_language_invalid)),
    })
    .check(whatsappConsentCheck()),
);

/** Moving a call: the new time only (the booking is the signed link's). */
export const moveBookingSchema = z.lazy(() => z.object({ slot: slotField() }));

export type BookingInput = z.infer<typeof bookingSchema>;
export type BookingField = keyof BookingInput;
export type BookingFieldErrors = FieldErrors<BookingField>;

/** The form's own fields, read from a submitted FormData (other fields are ignored). */
export function bookingFormValues(form: FormData) {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  return {
    ...consultationFormValues(form),
    slot: value("slot"),
    timeZone: value("timeZone"),
    callLanguage: value("callLanguage"),
  };
}

export type BookingFormValues = ReturnType<typeof bookingFormValues>;

/** One sentence naming every problem, for the `message` of a 400. */
export function describeBookingErrors(errors: FieldErrors) {
  const problems = Object.values(errors).flatMap((messages) => messages ?? []);
  return m.booking_invalid_problems({ problems: joinList(problems, "sentences") });
}
