// The signed link to a booked call, in every message about it: /booking/<id>?expires=…&sig=…, which opens the
// booking's page (its confirmation, and the buttons that move or cancel it by POST). It is signed like the status link,
// under the same STATUS_LINK_SECRET, with its own purpose in the signed text ("booking:"), so neither link's signature
// opens the other. It works until BOOKING_LINK_DAYS after the call ends; a moved booking's new messages carry a link
// that lasts from its new end.
import { statusLinkSecret } from "~/config.server";
import { checkLink, linkExpiry, signLink } from "~/lib/signed-link.server";

export const BOOKING_PATH = "/booking";
/** How long after the call ends its link still opens the booking. */
export const BOOKING_LINK_DAYS = 7;

/** The env object STATUS_LINK_SECRET is read from (by statusLinkSecret); undefined: the Worker's own. */
type SecretVars = { STATUS_LINK_SECRET?: string } | undefined;

/**
 * The path (and query) of booking `bookingId`'s page, signed until BOOKING_LINK_DAYS after `endsAt` (UTC ISO). With no
 * secret configured the path is unsigned, and the page refuses it as altered: a missing secret never stops an e-mail.
 */
export async function bookingLinkPath(vars: SecretVars, bookingId: number, endsAt: string) {
  const path = `${BOOKING_PATH}/${bookingId}`;
  const secret = statusLinkSecret(vars);
  if (!secret) return path;
  const expires = linkExpiry(Date.parse(endsAt), BOOKING_LINK_DAYS);
  const sig = await signLink(secret, "booking", String(bookingId), expires);
  return `${path}?${new URLSearchParams({ expires, sig })}`;
}

/**
 * What a booking link vouches for: `ok` (ours, in time), `expired` (ours, past its days) or `tampered` (any part
 * changed or missing: the id in the path, `expires`, `sig`; or no secret): the page says the same words whatever part
 * was changed. A cancelled booking's link still checks `ok`: the booking's status is the page's to show.
 */
export async function checkBookingLink(
  vars: SecretVars,
  id: string | number,
  params: URLSearchParams,
  now = Date.now(),
): Promise<"ok" | "expired" | "tampered"> {
  const subject = String(id);
  if (!/^[1-9]\d{0,15}$/.test(subject)) return "tampered";
  const parts = { subject, expires: params.get("expires") ?? "", sig: params.get("sig") ?? "" };
  const check = await checkLink(statusLinkSecret(vars), "booking", parts, now);
  return check === "valid" ? "ok" : check === "invalid" ? "tampered" : "expired";
}
