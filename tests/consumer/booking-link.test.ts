import { env as testEnv } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BOOKING_LINK_DAYS, bookingLinkPath, checkBookingLink } from "~/booking/booking-link.server";
import { statusLinkPath } from "~/case/status-link.server";
import { bookings } from "~/db/schema";
import { insertBooking } from "./booking-fixtures";
import { db } from "./fixtures";

/** The consumer's env (STATUS_LINK_SECRET as local runs set it). */
const env = testEnv as unknown as ConsumerEnv;

// The booking's signed link (/booking/<id>?expires=…&sig=…): it opens that booking until 7 days after the call ends;
// any change to any part is "tampered" (the page says the same words whatever part), a genuine link past its days
// "expired". Signed with the status link's secret, under its own purpose.

const ENDS_AT = "2031-05-01T09:30:00.000Z";
const DAY = 24 * 60 * 60 * 1000;
const BEFORE_THE_CALL = Date.parse("2031-04-20T00:00:00Z");

async function link(bookingId: number, endsAt = ENDS_AT) {
  const url = new URL(await bookingLinkPath(env, bookingId, endsAt), "https://istanbulstudygateway.com");
  return { id: url.pathname.split("/").at(-1)!, params: url.searchParams, url };
}

/** `params` with `name` set to `value` (or removed when undefined). */
function changed(params: URLSearchParams, name: string, value?: string) {
  const copy = new URLSearchParams(params);
  if (value === undefined) copy.delete(name);
  else copy.set(name, value);
  return copy;
}

describe("the booking link", () => {
  it("is /booking/<id> with an expiry 7 days after the call ends, and opens its booking until then", async () => {
    const { id, params, url } = await link(42);
    expect(url.pathname).toBe("/booking/42");
    expect(Number(params.get("expires")) * 1000).toBe(Date.parse(ENDS_AT) + BOOKING_LINK_DAYS * DAY);
    expect(await checkBookingLink(env, id, params, BEFORE_THE_CALL)).toBe("ok");
    expect(await checkBookingLink(env, 42, params, Date.parse(ENDS_AT) + 6 * DAY)).toBe("ok");
  });

  it("is expired a moment after its days, and only a genuine link is called expired", async () => {
    const { id, params } = await link(42);
    const after = Date.parse(ENDS_AT) + BOOKING_LINK_DAYS * DAY + 1000;
    expect(await checkBookingLink(env, id, params, after)).toBe("expired");
    const forged = changed(params, "expires", String(Number(params.get("expires")) - 1));
    expect(await checkBookingLink(env, id, forged, after)).toBe("tampered");
  });

  it("is tampered when any part changes: the id, the expiry, the signature, or one is missing", async () => {
    const { params } = await link(42);
    const sig = params.get("sig")!;
    const otherSig = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    const later = String(Number(params.get("expires")) + 86_400);
    const cases: [string, string | number, URLSearchParams][] = [
      ["another booking's id", 43, params],
      ["an id spelt otherwise", "042", params],
      ["a later expiry", 42, changed(params, "expires", later)],
      ["another signature", 42, changed(params, "sig", otherSig)],
      ["no signature", 42, changed(params, "sig")],
      ["no expiry", 42, changed(params, "expires")],
      ["a signature too long", 42, changed(params, "sig", `${sig}A`)],
    ];
    for (const [what, id, query] of cases) {
      expect(await checkBookingLink(env, id, query, BEFORE_THE_CALL), what).toBe("tampered");
    }
  });

  it("never takes a status link's signature, though it signs the same numbers", async () => {
    const status = new URL(await statusLinkPath(env, "42", BEFORE_THE_CALL), "https://istanbulstudygateway.com");
    expect(await checkBookingLink(env, 42, status.searchParams, BEFORE_THE_CALL)).toBe("tampered");
  });

  it("is tampered without a secret to check it with, and is not signed without one to sign it", async () => {
    const { id, params } = await link(42);
    expect(await checkBookingLink({}, id, params, BEFORE_THE_CALL)).toBe("tampered");
    expect(await bookingLinkPath({}, 42, ENDS_AT)).toBe("/booking/42");
  });

  it("still checks ok for a cancelled booking: the booking's row says it is cancelled, for the page to show", async () => {
    const { booking } = await insertBooking("2031-05-01T09:00:00.000Z");
    await db().update(bookings).set({ status: "cancelled", sequence: 1 }).where(eq(bookings.id, booking.id));
    const { id, params } = await link(booking.id, booking.endsAt);
    expect(await checkBookingLink(env, id, params, BEFORE_THE_CALL)).toBe("ok");
    const [row] = await db()
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, Number(id)));
    expect(row).toEqual({ status: "cancelled" });
  });
});
