import { data, redirect } from "react-router";
import { cancelBookingCommand, moveBookingCommand } from "~/booking/booking-command.server";
import { checkBookingLink } from "~/booking/booking-link.server";
import { bookingPageHref } from "~/booking/booking-page-link.server";
import { isD1Refusal } from "~/db/d1-refused.server";
import { currentLocale } from "~/i18n/current-locale";
import { m } from "~/i18n/paraglide/messages";
import { duplicatedField, duplicatedFieldMessage, readFormBody, unreadableFormMessage } from "~/lib/form-body.server";
import { runWrite, writeContext } from "./run-write.server";

/** What the booking page's action answers when nothing changed: the words, and for a taken time the nearest. */
export type BookingChangeActionData = { form: "booking-change"; ok: false; message: string; nearest?: string[] };

/**
 * The booking page's POST (/booking/:id?expires=…&sig=…): intent=move (with `slot`, once) or intent=cancel, on the
 * write road. The link is checked again (403 tampered, 410 expired): the booking is the link's, never a form field.
 * Moved: 303 to the booking's page signed from its new end; cancelled: 303 to the same page, which says so.
 */
export async function bookingChangeFormAction({ request, params }: { request: Request; params: { id: string } }) {
  const url = new URL(request.url);
  const check = await checkBookingLink(undefined, params.id, url.searchParams);
  if (check !== "ok") {
    const expired = check === "expired";
    return fail(expired ? 410 : 403, expired ? m.booking_link_expired() : m.booking_link_tampered());
  }
  const form = await readFormBody(request);
  if (!form) return fail(400, unreadableFormMessage());
  const twice = duplicatedField(form, ["intent", "slot"]);
  if (twice) return fail(400, duplicatedFieldMessage(twice));

  const intent = form.get("intent");
  const bookingId = Number(params.id);
  const fields = { get: (name: string) => form.get(name), bookingId, values: { slot: form.get("slot") } };
  try {
    if (intent === "move") {
      const result = await runWrite(moveBookingCommand, fields, writeContext(request));
      if (!result.ok)
        return fail(
          result.status,
          result.message,
          result.nearest?.map((t) => t.startsAt),
        );
      return redirect(await bookingPageHref(bookingId, result.endsAt ?? "", currentLocale(), "moved"), 303);
    }
    if (intent === "cancel") {
      const result = await runWrite(cancelBookingCommand, fields, writeContext(request));
      if (!result.ok) return fail(result.status, result.message);
      const link = new URLSearchParams();
      for (const name of ["expires", "sig"]) link.set(name, url.searchParams.get(name) ?? "");
      return redirect(`${url.pathname}?${link}`, 303);
    }
    return fail(400, m.forms_unknown_form({ intent: String(intent) }));
  } catch (error) {
    console.error("booking: could not change", error);
    return fail(isD1Refusal(error) ? 503 : 500, isD1Refusal(error) ? m.edge_busy() : m.booking_not_saved());
  }
}

function fail(status: number, message: string, nearest?: string[]) {
  return data({ form: "booking-change", ok: false, message, nearest } satisfies BookingChangeActionData, { status });
}
