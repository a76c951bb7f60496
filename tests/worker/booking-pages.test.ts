import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingLinkPath } from "~/booking/booking-link.server";
import { getDb } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages";
import { request, validConsultation } from "./helpers";

// The booking pages as a browser without JavaScript meets them (issue 55): /book's steps are links and GET buttons,
// the booking is a POST answered with a 303 to its signed page; that page changes nothing on a GET (mail scanners open
// links), refuses a tampered link (403) and an expired one (410), and a time taken by someone else comes back as a 409
// with the typed fields and the nearest free times.

const db = () => getDb(env.DB);
let nextClient = 1;
const client = () => ({ "CF-Connecting-IP": `192.0.2.${(nextClient++ % 200) + 20}` });

/** The free times /book offers on the first day with any, in English for Nigeria: [day, slot values]. */
async function freeTimes(prefix = "") {
  const days = await (await request(`${prefix}/book?call=en&country=NG`)).text();
  const day = /[?&]day=(\d{4}-\d{2}-\d{2})/.exec(days.replaceAll("&amp;", "&"))?.[1];
  expect(day, "a day with free times").toBeDefined();
  const times = await (await request(`${prefix}/book?call=en&country=NG&day=${day}`)).text();
  const slots = [...times.matchAll(/name="slot"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="slot"/g)].map(
    (match) => match[1] ?? match[2]!,
  );
  expect(slots.length).toBeGreaterThan(1);
  return { day: day!, slots };
}

/** Books `slot` as a student of its own, as the details form posts it (to the page's own address, its steps kept). */
function book(slot: string, email = `booking-${crypto.randomUUID().slice(0, 8)}@example.com`, prefix = "") {
  const steps = new URLSearchParams({ call: "en", country: "NG", day: slot.slice(0, 10), slot });
  return request(`${prefix}/book?${steps}`, {
    method: "POST",
    headers: client(),
    redirect: "manual",
    body: new URLSearchParams({
      ...validConsultation,
      email,
      message: "Which universities teach Medicine in English?",
      slot,
      callLanguage: "en",
      timeZone: "Africa/Lagos",
    }),
  });
}

const statusOf = async (id: number) =>
  (
    await db()
      .select({ status: bookings.status, sequence: bookings.sequence })
      .from(bookings)
      .where(eq(bookings.id, id))
  )[0];

describe("the booking pages", () => {
  it("book with a 303 to the signed page; a GET of it changes nothing, whatever its query says", async () => {
    const { slots } = await freeTimes();
    const booked = await book(slots[0]!);
    expect(booked.status).toBe(303);
    const location = booked.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/booking\/\d+\?expires=\d+&sig=[\w-]+$/);
    const id = Number(/\/booking\/(\d+)/.exec(location)![1]);
    for (const query of ["", "&intent=cancel", `&intent=move&slot=${encodeURIComponent(slots[1]!)}`, "&move=1"]) {
      const page = await request(`${location}${query}`);
      expect(page.status, query).toBe(200);
      expect(page.headers.get("Cache-Control")).toMatch(/no-store/);
      await page.text();
    }
    expect(await statusOf(id)).toEqual({ status: "booked", sequence: 0 });
  });

  it("refuses a tampered link (403) and an expired one (410), each with its words", async () => {
    const { slots } = await freeTimes();
    const location = (await book(slots[0]!)).headers.get("Location") ?? "";
    const id = Number(/\/booking\/(\d+)/.exec(location)![1]);
    const tampered = await request(location.replace(/sig=[\w-]+/, "sig=AAAA"));
    expect(tampered.status).toBe(403);
    expect(await tampered.text()).toContain(m.booking_link_tampered({}, { locale: "en" }));
    const expired = await request(await bookingLinkPath(env, id, "2020-01-01T10:00:00.000Z"));
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain(m.booking_link_expired({}, { locale: "en" }));
    // A POST through a tampered link changes nothing either.
    const cancel = await request(location.replace(/sig=[\w-]+/, "sig=AAAA"), {
      method: "POST",
      headers: client(),
      body: new URLSearchParams({ intent: "cancel" }),
    });
    expect(cancel.status).toBe(403);
    expect(await statusOf(id)).toEqual({ status: "booked", sequence: 0 });
  });

  it("a time just taken comes back (409) with what was typed and the nearest free times; a cancelled time is free again", async () => {
    const { day, slots } = await freeTimes();
    const first = await book(slots[0]!);
    expect(first.status).toBe(303);
    // Booked again until every counsellor free at that time has it: then the page says it was just taken.
    const email = `second-${crypto.randomUUID().slice(0, 8)}@example.com`;
    let taken = await book(slots[0]!, email);
    for (let i = 0; i < 3 && taken.status === 303; i++) taken = await book(slots[0]!, email);
    expect(taken.status).toBe(409);
    const html = await taken.text();
    expect(html).toContain(email);
    expect(html).toContain("Which universities teach Medicine in English?");
    // The nearest free times, each a button that books it with what was typed.
    expect(html).toContain(m.booking_slot_taken({}, { locale: "en" }));
    expect(html).toMatch(/<button[^>]*name="slot"[^>]*value="\d{4}-|<button[^>]*value="\d{4}-[^"]*"[^>]*name="slot"/);
    // Cancelled by its signed page (a POST), the first booking's time is offered again.
    const location = first.headers.get("Location") ?? "";
    const cancelled = await request(location, {
      method: "POST",
      headers: client(),
      redirect: "manual",
      body: new URLSearchParams({ intent: "cancel" }),
    });
    expect(cancelled.status).toBe(303);
    const id = Number(/\/booking\/(\d+)/.exec(location)![1]);
    expect(await statusOf(id)).toEqual({ status: "cancelled", sequence: 1 });
    const again = await (await request(`/book?call=en&country=NG&day=${day}`)).text();
    expect(again).toContain(`value="${slots[0]}"`);
  });
});
