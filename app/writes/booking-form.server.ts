import { data, redirect } from "react-router";
import { bookingCommand } from "~/booking/booking-command.server";
import { type BookingFieldErrors, type BookingFormValues, bookingFormValues } from "~/booking/booking-schema";
import { bookingPageHref } from "~/booking/booking-page-link.server";
import { isD1Refusal } from "~/db/d1-refused.server";
import { currentLocale } from "~/i18n/current-locale";
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { duplicatedField, duplicatedFieldMessage, readFormBody, unreadableFormMessage } from "~/lib/form-body.server";
import type { Limited } from "~/lib/limited";
import { runWrite, writeContext } from "./run-write.server";

const BOOKING_FIELDS = [
  "fullName",
  "email",
  "phone",
  "studyLevel",
  "replyBy",
  "message",
  "whatsappOptIn",
  "whatsappNumber",
  "slot",
  "timeZone",
  "callLanguage",
] as const;

/** What /book's action answers when it does not book: the words, the form as typed, and for a taken time the nearest. */
export type BookingActionData = {
  form: "booking";
  ok: false;
  message: string;
  errors?: BookingFieldErrors;
  values?: BookingFormValues;
  /** A time just taken: the nearest free starts (UTC ISO), to book instead with what was typed. */
  nearest?: string[];
} & Limited;

/**
 * /book's POST (no script): the booking form through bookingCommand on the write road. Booked: 303 to the booking's
 * signed page (its confirmation). Refused: the page again with the status (400 fields, 409 taken with the nearest
 * free times, 429 a limit's words), everything typed kept; 503 when D1 was too busy, 500 when it failed.
 */
export async function bookingFormAction({ request }: { request: Request }) {
  const form = await readFormBody(request);
  if (!form) return fail(400, unreadableFormMessage());
  const twice = duplicatedField(form, BOOKING_FIELDS);
  if (twice) return fail(400, duplicatedFieldMessage(twice));

  const values = bookingFormValues(form);
  try {
    const fields = { get: (name: string) => form.get(name), values, echo: values };
    const result = await runWrite(bookingCommand, fields, writeContext(request));
    if (!result.ok) {
      const nearest = result.nearest?.map((time) => time.startsAt);
      return fail(result.status, result.message, {
        errors: result.errors,
        values,
        nearest,
        retryAfter: result.retryAfter,
      });
    }
    // A filled honeypot "booked" nothing: back to the first step, as after any booking's page.
    if ("decoy" in result) return redirect(localizedHref("/book", currentLocale()), 303);
    return redirect(await bookingPageHref(result.bookingId, result.endsAt, currentLocale()), 303);
  } catch (error) {
    console.error("booking: could not save", error);
    if (isD1Refusal(error)) return fail(503, m.edge_busy(), { values });
    return fail(500, m.booking_not_saved(), { values });
  }
}

function fail(status: number, message: string, extra: Omit<BookingActionData, "form" | "ok" | "message"> = {}) {
  return data({ form: "booking", ok: false, message, ...extra } satisfies BookingActionData, { status });
}
