import { env } from "cloudflare:workers";
import { and, eq, ne, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type BookingResult,
  bookingCommand,
  cancelBookingCommand,
  moveBookingCommand,
  NEAREST_FREE,
} from "~/booking/booking-command.server";
import { freeSlots, freeTimeAt } from "~/booking/slots";
import { getDb } from "~/db/client.server";
import { bookings, consultationRequests, counsellors } from "~/db/schema";
import { inLocale } from "~/i18n/request-locale.server";
import { cancelBooking, insertBooking, readBooking, readBookingCalendar } from "~/models/bookings.server";
import { runWrite } from "~/writes/run-write.server";

// Booked calls in D1 as the migrations make them (issue 55): the seed's example counsellors (1 'en fr', 2 'en ar',
// 3 'fr ar'; Monday to Friday 09:00-17:00 Istanbul, and 3 on Saturday 10:00-14:00), the rules row, the unique slot
// index and the cap trigger. Bookings go through the write road (runWrite) as the page's action will send them. The
// tests of this file share one database and the real clock: each takes times no other test takes.

const db = () => getDb(env.DB);
const context = () => {
  const request = new Request("http://localhost/book", { method: "POST" });
  return { db: db(), documents: undefined as unknown as R2Bucket, origin: "http://localhost", request };
};
let student = 0;

/** A booking form as the page posts it, for a new student each time (the per-e-mail limits stay out of the way). */
function form(slot: string, values: Record<string, string> = {}) {
  student += 1;
  return {
    fullName: "Amina Bello",
    email: `booking-${student}-${crypto.randomUUID().slice(0, 8)}@example.com`,
    phone: `0803${String(1_000_000 + student * 7919).slice(-7)}`,
    studyLevel: "bachelor",
    message: "Medicine in English: which universities?",
    slot,
    timeZone: "Africa/Lagos",
    callLanguage: "ar",
    ...values,
  };
}

function book(values: Record<string, string>): Promise<BookingResult> {
  const fields = { get: (name: string) => values[name], values, echo: undefined };
  return inLocale("en", () => runWrite(bookingCommand, fields, context()));
}

const change = (command: typeof moveBookingCommand | typeof cancelBookingCommand, bookingId: number, slot?: string) =>
  inLocale("en", () => runWrite(command, { get: () => undefined, bookingId, values: slot ? { slot } : {} }, context()));

/** The free times now for `language`, as the page will show them. */
async function free(language: "en" | "fr" | "ar") {
  const now = new Date();
  return freeSlots(await readBookingCalendar(db(), now), now, language);
}

/** The `i`th time still free on the first Saturday in Arabic: only counsellor 3 (fr ar) works then. */
async function saturdayArabic(i: number) {
  const saturday = (await free("ar")).find((d) => new Date(`${d.day}T00:00:00Z`).getUTCDay() === 6 && d.times.length)!;
  return saturday.times[i]!;
}

const count = async (table: typeof bookings | typeof consultationRequests, where?: ReturnType<typeof eq>) =>
  (await db().select({ n: sql<number>`count(*)` }).from(table).where(where))[0]!.n;

describe("the booking calendar in D1", () => {
  it("reads the rules, the example counsellors and their hours in one batch, and makes slots of them", async () => {
    const calendar = await readBookingCalendar(db(), new Date());
    expect(calendar.settings).toEqual({ slotMinutes: 30, bufferMinutes: 10, noticeHours: 12, windowDays: 14 });
    expect(calendar.counsellors.map((c) => [c.id, c.languages])).toEqual([
      [1, "en fr"],
      [2, "en ar"],
      [3, "fr ar"],
    ]);
    expect(calendar.counsellors[2]!.hours.find((h) => h.weekday === 6)).toMatchObject({
      startsAt: "10:00",
      endsAt: "14:00",
    });
    const days = await free("ar");
    expect(days).toHaveLength(14);
    // A weekday in Arabic: counsellors 2 and 3, twelve times from 09:00 Istanbul (06:00 UTC).
    const weekday = days.slice(1).find((d) => d.times.length === 12)!;
    expect(weekday.times[0]).toMatchObject({ startsAt: `${weekday.day}T06:00:00.000Z`, counsellorIds: [2, 3] });
    // Saturday: counsellor 3 alone, 10:00-14:00 Istanbul: six times, the last 13:20-13:50.
    const saturday = days.find((d) => new Date(`${d.day}T00:00:00Z`).getUTCDay() === 6 && d.times.length)!;
    expect(saturday.times.every((t) => t.counsellorIds.join() === "3")).toBe(true);
    expect(saturday.times.at(-1)!.endsAt.slice(11, 16)).toBe("10:50");
    // Sunday: nobody.
    expect(days.filter((d) => new Date(`${d.day}T00:00:00Z`).getUTCDay() === 0).every((d) => !d.times.length)).toBe(
      true,
    );
  });
});

describe("booking a call", () => {
  it("books a free time as a consultation request, the counsellor chosen by the server", async () => {
    const time = await saturdayArabic(0);
    const before = await count(consultationRequests);
    const result = await book(form(time.startsAt));
    expect(result).toMatchObject({ ok: true, status: 201, startsAt: time.startsAt });
    if (!result.ok || "decoy" in result) throw new Error("not booked");
    const booking = await readBooking(db(), result.bookingId);
    expect(booking).toMatchObject({
      startsAt: time.startsAt,
      endsAt: time.endsAt,
      timeZone: "Africa/Lagos",
      callLanguage: "ar",
      locale: "en",
      status: "booked",
      sequence: 0,
      moves: 0,
      counsellor: { id: 3, callMethod: "phone" },
      student: { fullName: "Amina Bello" },
    });
    const [request] = await db()
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.id, result.consultationId));
    expect(request).toMatchObject({ source: "booking", studyLevel: "bachelor", notificationStatus: "queued" });
    expect(await count(consultationRequests)).toBe(before + 1);
    // The time is no longer offered.
    expect(freeTimeAt(await free("ar"), time.startsAt)).toBeUndefined();
  });

  it("refuses a time that is not free with the nearest free ones, and bad fields with their messages", async () => {
    const nine = await book(form("2020-01-06T06:00:00.000Z"));
    expect(nine).toMatchObject({
      ok: false,
      status: 409,
      message: "That time was just taken. Please choose one of the nearest free times.",
    });
    const invalid = await book(form("tomorrow at nine", { timeZone: "Europe/Paris", callLanguage: "de" }));
    expect(invalid).toMatchObject({ ok: false, status: 400 });
    if (invalid.ok) throw new Error("accepted");
    expect(invalid.errors).toMatchObject({
      slot: ["Choose a time from the list"],
      timeZone: ["Choose your country from the list"],
      callLanguage: ["Choose the language you want to speak on the call"],
    });
    // The consultation's own rules hold too.
    const unnamed = await book(form((await saturdayArabic(0)).startsAt, { fullName: "A", email: "not-an-email" }));
    expect(unnamed.ok ? {} : unnamed.errors).toHaveProperty("fullName");
    expect(unnamed.ok ? {} : unnamed.errors).toHaveProperty("email");
  });

  it("gives one slot to one of ten students booking it at once; nine get the nearest free times; nothing half-written", async () => {
    const time = await saturdayArabic(0);
    const requestsBefore = await count(consultationRequests);
    const results = await Promise.all(Array.from({ length: 10 }, () => book(form(time.startsAt))));
    const booked = results.filter((r) => r.ok);
    const refused = results.filter((r) => !r.ok);
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      expect(r).toMatchObject({
        status: 409,
        message: "That time was just taken. Please choose one of the nearest free times.",
      });
      const nearest = r.ok ? [] : (r.nearest ?? []);
      expect(nearest).toHaveLength(NEAREST_FREE);
      expect(nearest.map((t) => t.startsAt)).not.toContain(time.startsAt);
    }
    expect(await count(bookings, and(eq(bookings.startsAt, time.startsAt), ne(bookings.status, "cancelled")))).toBe(1);
    // Exactly one request more: the refused bookings left no consultation row behind.
    expect(await count(consultationRequests)).toBe(requestsBefore + 1);
    const orphans = await db().all<{ n: number }>(
      sql`select count(*) as n from consultation_requests r where r.source = 'booking' and not exists (select 1 from bookings b where b.consultation_id = r.id)`,
    );
    expect(orphans[0]!.n).toBe(0);
  });

  it("gives a time two counsellors are free at to two students, each counsellor once", async () => {
    const days = await free("ar");
    const time = days
      .slice(2)
      .flatMap((d) => d.times)
      .find((t) => t.counsellorIds.join() === "2,3")!;
    const results = await Promise.all(Array.from({ length: 10 }, () => book(form(time.startsAt))));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    const rows = await db()
      .select({ counsellorId: bookings.counsellorId })
      .from(bookings)
      .where(eq(bookings.startsAt, time.startsAt))
      .orderBy(bookings.counsellorId);
    expect(rows.map((r) => r.counsellorId)).toEqual([2, 3]);
  });
});

describe("the rules D1 holds", () => {
  it("refuses a counsellor's (cap + 1)th booking on an Istanbul day, request and all", async () => {
    const [counsellor] = await db()
      .insert(counsellors)
      .values({
        name: "Test counsellor (cap 2)",
        languages: "en",
        callMethod: "phone",
        callDetail: "+905550000099",
        dailyCap: 2,
      })
      .returning();
    const id = counsellor!.id;
    const input = {
      fullName: "Cap Test",
      email: "cap@example.com",
      phone: "08030000000",
      studyLevel: "master",
      replyBy: "email" as const,
    };
    // 21:00 UTC on the 1st is 00:00 on the 2nd in Istanbul: three bookings on Istanbul's 2 March 2027.
    const at = (startsAt: string) =>
      insertBooking(
        db(),
        { input, source: { source: "booking" } },
        {
          counsellorId: id,
          startsAt,
          endsAt: new Date(Date.parse(startsAt) + 1_800_000).toISOString(),
          timeZone: "Africa/Lagos",
          callLanguage: "en",
          locale: "en",
        },
      );
    const requestsBefore = await count(consultationRequests);
    expect(await at("2027-03-01T21:00:00.000Z")).toMatchObject({ ok: true });
    expect(await at("2027-03-02T06:00:00.000Z")).toMatchObject({ ok: true });
    expect(await at("2027-03-02T07:00:00.000Z")).toEqual({ ok: false, conflict: "day-full" });
    // The day before (Istanbul's 1 March ends at 20:59 UTC) and the slot unique index.
    expect(await at("2027-03-01T20:00:00.000Z")).toMatchObject({ ok: true });
    expect(await at("2027-03-01T20:00:00.000Z")).toEqual({ ok: false, conflict: "taken" });
    expect(await count(consultationRequests)).toBe(requestsBefore + 3);

    // A booking cancelled frees a place on the day; one moved onto a full day is refused; cancelling is never
    // refused, even after staff lower the cap (marking held or missed needs a call that has started, migration 0047:
    // staff-calls.test.ts marks one after the cap was lowered).
    const [first] = await db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.counsellorId, id), eq(bookings.startsAt, "2027-03-01T21:00:00.000Z")));
    expect(await cancelBooking(db(), first!.id)).toBe(1);
    expect(await at("2027-03-02T07:00:00.000Z")).toMatchObject({ ok: true });
    const moveOnto = db()
      .update(bookings)
      .set({ startsAt: "2027-03-02T08:00:00.000Z", endsAt: "2027-03-02T08:30:00.000Z" })
      .where(and(eq(bookings.counsellorId, id), eq(bookings.startsAt, "2027-03-01T20:00:00.000Z")));
    await expect(moveOnto).rejects.toThrow();
    const cause = await moveOnto.catch((error: Error) => error.cause ?? error);
    expect(String((cause as Error).message)).toMatch(/bookings: the counsellor's day is full/);
    await db().update(counsellors).set({ dailyCap: 1 }).where(eq(counsellors.id, id));
    await db()
      .update(bookings)
      .set({ status: "cancelled" })
      .where(and(eq(bookings.counsellorId, id), eq(bookings.startsAt, "2027-03-02T06:00:00.000Z")));
    // Un-cancelling onto the full day is refused.
    await expect(db().update(bookings).set({ status: "booked" }).where(eq(bookings.id, first!.id))).rejects.toThrow();
    await db().update(counsellors).set({ active: false }).where(eq(counsellors.id, id));
  });

  it("keeps one spelling of a slot's time", async () => {
    const insert = (startsAt: string) =>
      env.DB.prepare(
        "INSERT INTO bookings (consultation_id, counsellor_id, starts_at, ends_at, time_zone, call_language) VALUES ((SELECT max(id) FROM consultation_requests), 1, ?, '2027-04-01T07:30:00.000Z', 'Africa/Lagos', 'en')",
      )
        .bind(startsAt)
        .run();
    await expect(insert("2027-04-01T07:00:00Z")).rejects.toThrow(
      /starts_at and ends_at are UTC as YYYY-MM-DDTHH:MM:00.000Z/,
    );
    await expect(insert("2027-04-01 07:00")).rejects.toThrow(/starts_at and ends_at are UTC/);
  });
});

describe("moving and cancelling", () => {
  it("frees a cancelled booking's slot at once; a second cancel is refused", async () => {
    const time = await saturdayArabic(0);
    const first = await book(form(time.startsAt));
    if (!first.ok || "decoy" in first) throw new Error("not booked");
    expect(await change(cancelBookingCommand, first.bookingId)).toEqual({
      ok: true,
      status: 200,
      bookingId: first.bookingId,
      sequence: 1,
    });
    expect(freeTimeAt(await free("ar"), time.startsAt)?.counsellorIds).toEqual([3]);
    expect(await book(form(time.startsAt))).toMatchObject({ ok: true, startsAt: time.startsAt });
    expect(await change(cancelBookingCommand, first.bookingId)).toMatchObject({
      ok: false,
      status: 409,
      message: "This call was cancelled or has already taken place, so it cannot be changed.",
    });
    expect(await change(cancelBookingCommand, 999_999)).toMatchObject({ ok: false, status: 404 });
  });

  it("moves a booking once, to a free time only, then refuses another move but still cancels", async () => {
    const time = await saturdayArabic(0);
    const taken = await saturdayArabic(1);
    const other = await book(form(taken.startsAt));
    expect(other.ok).toBe(true);
    const booked = await book(form(time.startsAt));
    if (!booked.ok || "decoy" in booked) throw new Error("not booked");
    // Onto a taken time: refused with the nearest free ones, and nothing changes.
    expect(await change(moveBookingCommand, booked.bookingId, taken.startsAt)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await readBooking(db(), booked.bookingId)).toMatchObject({ startsAt: time.startsAt, moves: 0, sequence: 0 });
    // To the first free weekday time in Arabic (counsellor 3 kept when free then).
    const target = (await free("ar")).flatMap((d) => d.times).find((t) => t.counsellorIds.includes(3))!;
    const moved = await change(moveBookingCommand, booked.bookingId, target.startsAt);
    expect(moved).toEqual({
      ok: true,
      status: 200,
      bookingId: booked.bookingId,
      sequence: 1,
      startsAt: target.startsAt,
      endsAt: target.endsAt,
    });
    expect(await readBooking(db(), booked.bookingId)).toMatchObject({
      startsAt: target.startsAt,
      endsAt: target.endsAt,
      moves: 1,
      sequence: 1,
      counsellor: { id: 3 },
    });
    // The old time is free again; the booking does not move twice.
    expect(freeTimeAt(await free("ar"), time.startsAt)?.counsellorIds).toEqual([3]);
    expect(await change(moveBookingCommand, booked.bookingId, time.startsAt)).toMatchObject({
      ok: false,
      status: 409,
      message: "This call has already been moved once. You can still cancel it and book a new one.",
    });
    expect(await change(cancelBookingCommand, booked.bookingId)).toMatchObject({ ok: true, sequence: 2 });
    expect(await change(moveBookingCommand, booked.bookingId, time.startsAt)).toMatchObject({ ok: false, status: 409 });
  });
});
