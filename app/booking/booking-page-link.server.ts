import { localizedHref, type Locale } from "~/i18n/locale";
import { bookingLinkPath } from "./booking-link.server";

/**
 * Where a booking's page is, in the page's language: its signed link (booking-link.server.ts), which the booking form
 * redirects to (303) and a move redirects to again (its expiry counted from the new end). `changed`: the notice the
 * page shows once (not part of the signature).
 */
export async function bookingPageHref(bookingId: number, endsAt: string, locale: Locale, changed?: "moved") {
  const href = localizedHref(await bookingLinkPath(undefined, bookingId, endsAt), locale);
  if (!changed) return href;
  return `${href}${href.includes("?") ? "&" : "?"}changed=${changed}`;
}
