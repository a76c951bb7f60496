import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { istanbulToday } from "~/catalogue/intakes";
import { getDb } from "~/db/client.server";
import { applications } from "~/db/schema";
import { MEDICINE_ROW } from "../medicine-application";
import { istanbulDayStart } from "~/models/staff-calls.server";
import { staffDigest } from "~/models/staff-digest-rows.server";
import { readToday } from "~/models/staff-today.server";
import { addStaff, staffPost, staffRequest } from "./staff-fixtures";

// Booked calls on the staff console (issue 55): Today lists today's and tomorrow's calls (Istanbul days) with what
// staff need for them, the digest's view the same; "Mark held" / "Mark missed" (Today, and a consultation that is a
// booking) record the staff member through staff_acting, are refused before the call starts and with a 409 when the
// call moved since the page read it; the counsellors page; no token, no page and nothing written.

const ADA = "ada.calls@staff.example";
/** Today's forms post to the console's index route as React Router names it. */
const TODAY = "/staff?index";
const FORMER = "former.calls@staff.example";
const DAY = 86_400_000;
const now = new Date();
const today = istanbulToday(now);
const tomorrow = istanbulToday(new Date(now.getTime() + DAY));
const at = (isoDay: string, minutes: number) =>
  new Date(Date.parse(istanbulDayStart(isoDay)) + minutes * 60_000).toISOString();
const uid = () => crypto.randomUUID().slice(0, 8);
/** A start `hours` before now, on the minute: started, whatever the Istanbul day (for calls not read from Today). */
const hoursAgo = (hours: number) =>
  new Date(Math.floor(now.getTime() / 60_000) * 60_000 - hours * 3_600_000).toISOString();

async function sql<T = Record<string, unknown>>(query: string, ...values: unknown[]) {
  return (
    await env.DB.prepare(query)
      .bind(...values)
      .all<T>()
  ).results;
}

let counsellorId = 0;

/** A counsellor as docs/booking.md's line adds one, with a week of hours and a day off. */
async function addCounsellor(name: string, cap = 6) {
  const [row] = await sql<{ id: number }>(
    "INSERT INTO counsellors (name, languages, call_method, call_detail, daily_cap) VALUES (?, 'en fr', 'whatsapp', '+905321234567', ?) RETURNING id",
    name,
    cap,
  );
  return row!.id;
}

/** A booking as the booking command writes it: its consultation request first, then the call. */
async function book(
  student: string,
  startsAt: string,
  values: { status?: string; email?: string; question?: string | null; sequence?: number } = {},
) {
  const email = values.email ?? `call-${uid()}@example.com`;
  const [request] = await sql<{ id: number }>(
    "INSERT INTO consultation_requests (full_name, email, phone, study_level, message, source, reply_by, notification_status, locale) VALUES (?, ?, '+2348031234567', 'bachelor', ?, 'book', 'email', 'sent', 'fr') RETURNING id",
    student,
    email,
    values.question === undefined ? `${student}'s question: can I study medicine in English?` : values.question,
  );
  const endsAt = new Date(Date.parse(startsAt) + 30 * 60_000).toISOString();
  const [row] = await sql<{ id: number }>(
    "INSERT INTO bookings (consultation_id, counsellor_id, starts_at, ends_at, time_zone, call_language, locale, status, sequence) VALUES (?, ?, ?, ?, 'Africa/Lagos', 'fr', 'fr', ?, ?) RETURNING id",
    request!.id,
    counsellorId,
    startsAt,
    endsAt,
    values.status ?? "booked",
    values.sequence ?? 0,
  );
  return { bookingId: row!.id, consultationId: request!.id, email };
}

const bookingOf = async (id: number) =>
  (
    await sql<{ status: string; sequence: number; outcome_at: string | null; outcome_by: string | null }>(
      "SELECT status, sequence, outcome_at, outcome_by FROM bookings WHERE id = ?",
      id,
    )
  )[0]!;

const calls = {} as Record<"started" | "tomorrow" | "later" | "yesterday" | "cancelled" | "missable", number>;
let reference = "";

beforeAll(async () => {
  await addStaff(ADA, "Ada Calls");
  await addStaff(FORMER, "Former Calls", false);
  counsellorId = await addCounsellor(`Selin ${uid()}`);
  // The student of the call that started today has applied with the same address (another case).
  const email = `Applied-${uid()}@Example.com`;
  reference = `APP-${uid().toUpperCase()}`;
  await getDb(env.DB)
    .insert(applications)
    .values({ ...MEDICINE_ROW, reference, email: email.toLowerCase(), notificationStatus: "sent" });
  calls.started = (await book("Awa Started", at(today, 1), { email })).bookingId;
  calls.missable = (await book("Koffi Missable", at(today, 2), { question: null })).bookingId;
  calls.tomorrow = (await book("Nneka Tomorrow", at(tomorrow, 14 * 60))).bookingId;
  calls.later = (await book("Omar Later", at(istanbulToday(new Date(now.getTime() + 2 * DAY)), 14 * 60))).bookingId;
  calls.yesterday = (await book("Yaw Yesterday", at(istanbulToday(new Date(now.getTime() - DAY)), 14 * 60))).bookingId;
  calls.cancelled = (
    await book("Chidi Cancelled", at(tomorrow, 15 * 60), { status: "cancelled", sequence: 1 })
  ).bookingId;
});

const version = (status: string, sequence: number) => JSON.stringify([status, String(sequence)]);
const outcome = (bookingId: number, what: "held" | "missed", v = version("booked", 0)) => ({
  intent: "call-outcome",
  bookingId: String(bookingId),
  outcome: what,
  version: v,
});

describe("today's and tomorrow's calls", () => {
  it("are on Today, in time order, with the time in Istanbul, who, language, question, how and the linked case", async () => {
    const read = await readToday(getDb(env.DB), now);
    const mine = read.calls.rows.filter((c) => Object.values(calls).includes(c.bookingId)).map((c) => c.bookingId);
    expect(mine).toEqual([calls.started, calls.missable, calls.tomorrow]);
    const started = read.calls.rows.find((c) => c.bookingId === calls.started)!;
    expect(started.applications).toEqual([reference]);
    expect(read.calls.rows.find((c) => c.bookingId === calls.tomorrow)!.applications).toEqual([]);

    const response = await staffRequest("/staff", { as: ADA });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="today-calls"');
    for (const name of ["Awa Started", "Koffi Missable", "Nneka Tomorrow"]) expect(html).toContain(name);
    for (const name of ["Omar Later", "Yaw Yesterday", "Chidi Cancelled"]) expect(html).not.toContain(name);
    expect(html).toContain("Awa Started&#x27;s question: can I study medicine in English?");
    expect(html).toContain(`href="/staff/cases/${reference}"`);
    expect(html).toContain("WhatsApp call, number +905321234567");
    expect(html).toContain("French");
    expect(html).toContain("Istanbul time");
    // The forms only on calls that have started; tomorrow's says when it can be marked.
    const row = (id: number) => html.slice(html.indexOf(`data-booking-id="${id}"`)).split("</tr>")[0]!;
    expect(row(calls.started)).toContain('value="call-outcome"');
    expect(row(calls.tomorrow)).not.toContain('value="call-outcome"');
    expect(row(calls.tomorrow)).toContain("Can be marked once the call has started");
  });

  it("are in the digest's view (staff_digest_calls) with the student's applications", async () => {
    const digest = await staffDigest(getDb(env.DB));
    const mine = digest.calls.filter((c) => Object.values(calls).includes(c.booking_id));
    expect(mine.map((c) => c.booking_id)).toEqual([calls.started, calls.missable, calls.tomorrow]);
    expect(JSON.parse(mine[0]!.applications)).toEqual([reference]);
    expect(mine[0]).toMatchObject({ student: "Awa Started", call_method: "whatsapp", call_language: "fr" });
  });
});

describe("marking a call held or missed", () => {
  it("held on Today: 303 back to the call, the staff member and the time recorded by D1, whatever the cap now", async () => {
    // Staff lowered the cap since (migration 0045's cap counts a booking again only when it changes day).
    await sql("UPDATE counsellors SET daily_cap = 0 WHERE id = ?", counsellorId);
    const response = await staffPost(TODAY, outcome(calls.started, "held"), ADA);
    await sql("UPDATE counsellors SET daily_cap = 6 WHERE id = ?", counsellorId);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/staff#call${calls.started}`);
    const row = await bookingOf(calls.started);
    expect(row).toMatchObject({ status: "held", outcome_by: ADA });
    expect(Date.parse(row.outcome_at!)).toBeGreaterThan(now.getTime() - 60_000);
    const html = await (await staffRequest("/staff", { as: ADA })).text();
    expect(html).toContain(`Held, marked`);
    expect(html).toContain(`by ${ADA}`);
  });

  it("is refused on a call that has not started (the trigger), the words on the form, nothing written", async () => {
    const response = await staffPost(TODAY, outcome(calls.tomorrow, "missed"), ADA);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("only while it is booked and once its start time has passed");
    expect(await bookingOf(calls.tomorrow)).toMatchObject({ status: "booked", outcome_at: null, outcome_by: null });
  });

  it("is refused 409 when the call moved since the page read it (its sequence), shown as it is now", async () => {
    await sql("UPDATE bookings SET sequence = 1, moves = 1 WHERE id = ?", calls.missable);
    const response = await staffPost("/staff/consultations", outcome(calls.missable, "missed"), ADA);
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("This call changed since the page was read");
    expect(await bookingOf(calls.missable)).toMatchObject({ status: "booked", sequence: 1, outcome_by: null });
  });

  it("missed from the consultations page (a request that is a booking): 303 to it, recorded", async () => {
    const page = await (await staffRequest("/staff/consultations", { as: ADA })).text();
    expect(page).toContain(`id="call${calls.missable}"`);
    expect(page).toContain(`value="${version("booked", 1).replaceAll('"', "&quot;")}"`);
    const response = await staffPost(
      "/staff/consultations",
      outcome(calls.missable, "missed", version("booked", 1)),
      ADA,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/staff/consultations#call${calls.missable}`);
    expect(await bookingOf(calls.missable)).toMatchObject({ status: "missed", outcome_by: ADA });
    // Marked already: the same form again is a 409, not a second outcome.
    const again = await staffPost(TODAY, outcome(calls.missable, "held", version("booked", 1)), ADA);
    expect(again.status).toBe(409);
    expect(await bookingOf(calls.missable)).toMatchObject({ status: "missed" });
  });

  it("from the D1 console: the same rules, no actor", async () => {
    const { bookingId } = await book("Sql Marked", hoursAgo(3));
    await sql("UPDATE bookings SET status = 'held' WHERE id = ?", bookingId);
    expect(await bookingOf(bookingId)).toMatchObject({ status: "held", outcome_by: null });
    expect((await bookingOf(bookingId)).outcome_at).not.toBeNull();
    await expect(sql("UPDATE bookings SET status = 'missed' WHERE id = ?", calls.tomorrow)).rejects.toThrow(
      /only while booked and once it has started/,
    );
  });

  it("refuses a bad outcome or version: 400, nothing written", async () => {
    const { bookingId } = await book("Bad Form", hoursAgo(4));
    for (const fields of [
      { ...outcome(bookingId, "held"), outcome: "cancelled" },
      { ...outcome(bookingId, "held"), version: '["booked"]' },
      { ...outcome(bookingId, "held"), bookingId: "x" },
    ]) {
      const response = await staffPost(TODAY, fields, ADA);
      expect(response.status, JSON.stringify(fields)).toBe(400);
    }
    expect(await bookingOf(bookingId)).toMatchObject({ status: "booked", outcome_by: null });
  });
});

describe("the counsellors page", () => {
  const PATH = "/staff/counsellors";
  const inTwoDays = istanbulToday(new Date(now.getTime() + 2 * DAY));

  it("lists each counsellor with languages, method, cap, hours and days off ahead", async () => {
    await sql(
      "INSERT INTO counsellor_hours (counsellor_id, weekday, starts_at, ends_at) SELECT ?, d.value, b.s, b.e FROM json_each('[1,2,3,4,5]') d, (SELECT '10:00' s, '13:00' e UNION ALL SELECT '14:00', '18:00') b",
      counsellorId,
    );
    await sql(
      "INSERT INTO counsellor_days_off (counsellor_id, day) VALUES (?, ?), (?, '2020-01-01')",
      counsellorId,
      inTwoDays,
      counsellorId,
    );
    const response = await staffRequest(PATH, { as: ADA });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const html = await response.text();
    const card = html.slice(html.indexOf(`id="counsellor${counsellorId}"`)).split("</article>")[0]!;
    expect(card).toContain("English, French");
    expect(card).toContain("WhatsApp call, number +905321234567");
    expect(card).toContain("Monday: 10:00–13:00");
    expect(card).toContain("Friday: 14:00–18:00");
    expect(card).toMatch(new RegExp(`datetime="${inTwoDays}"`, "i"));
    expect(card).not.toContain("2020-01-01");
  });

  it("adds and removes a day off, refusing a past day and one already off", async () => {
    const later = istanbulToday(new Date(now.getTime() + 5 * DAY));
    const days = async () =>
      (
        await sql<{ day: string }>(
          "SELECT day FROM counsellor_days_off WHERE counsellor_id = ? ORDER BY day",
          counsellorId,
        )
      ).map((r) => r.day);
    const add = (day: string) =>
      staffPost(PATH, { intent: "day-off-add", counsellorId: String(counsellorId), day }, ADA);
    const added = await add(later);
    expect(added.status).toBe(303);
    expect(added.headers.get("Location")).toBe(`${PATH}#counsellor${counsellorId}`);
    expect(await days()).toContain(later);
    const twice = await add(later);
    expect(twice.status).toBe(400);
    expect(await twice.text()).toContain("already a day off");
    const past = await add("2021-03-04");
    expect(past.status).toBe(400);
    const pastHtml = await past.text();
    expect(pastHtml).toContain("Choose today or a later day.");
    expect(pastHtml).toContain('value="2021-03-04"');
    expect((await add("2027-02-30")).status).toBe(400);
    const removed = await staffPost(
      PATH,
      { intent: "day-off-remove", counsellorId: String(counsellorId), day: later },
      ADA,
    );
    expect(removed.status).toBe(303);
    expect(await days()).not.toContain(later);
    expect((await staffPost(PATH, { intent: "day-off-add", counsellorId: "999999", day: later }, ADA)).status).toBe(
      404,
    );
  });

  it("changes the daily cap, 409 when someone changed it since the page was read", async () => {
    const cap = (value: string, read: string) =>
      staffPost(
        PATH,
        { intent: "daily-cap", counsellorId: String(counsellorId), dailyCap: value, version: `["${read}"]` },
        ADA,
      );
    expect((await cap("4", "6")).status).toBe(303);
    expect(
      (await sql<{ daily_cap: number }>("SELECT daily_cap FROM counsellors WHERE id = ?", counsellorId))[0],
    ).toEqual({
      daily_cap: 4,
    });
    const stale = await cap("3", "6");
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("The cap changed since the page was read");
    expect((await cap("99", "4")).status).toBe(400);
    expect((await cap("-1", "4")).status).toBe(400);
    expect(
      (await sql<{ daily_cap: number }>("SELECT daily_cap FROM counsellors WHERE id = ?", counsellorId))[0],
    ).toEqual({
      daily_cap: 4,
    });
  });
});

describe("the new console routes refuse anyone who is not active staff", () => {
  // Room for the calls these tests book (the cap test above lowered it).
  beforeAll(() => sql("UPDATE counsellors SET daily_cap = 24 WHERE id = ?", counsellorId));

  it("GET /staff/counsellors without a token or as a former member: 403, nothing of the page", async () => {
    for (const as of [null, FORMER]) {
      const response = await staffRequest("/staff/counsellors", { as });
      expect(response.status, String(as)).toBe(403);
      expect(await response.text()).not.toContain("Selin");
    }
  });

  it("POSTs (a call's outcome, a day off, the cap) without a token or as a former member: 403, nothing written", async () => {
    const { bookingId } = await book("Hostile Target", hoursAgo(5));
    const before = await sql("SELECT * FROM counsellors WHERE id = ?", counsellorId);
    const daysBefore = await sql("SELECT * FROM counsellor_days_off WHERE counsellor_id = ?", counsellorId);
    for (const as of [null, FORMER]) {
      for (const [path, fields] of [
        [TODAY, outcome(bookingId, "missed")],
        ["/staff/consultations", outcome(bookingId, "held")],
        ["/staff/counsellors", { intent: "day-off-add", counsellorId: String(counsellorId), day: "2999-01-01" }],
        [
          "/staff/counsellors",
          { intent: "day-off-remove", counsellorId: String(counsellorId), day: daysBefore[0]?.day as string },
        ],
        [
          "/staff/counsellors",
          { intent: "daily-cap", counsellorId: String(counsellorId), dailyCap: "0", version: '["4"]' },
        ],
      ] as const) {
        const response = await staffPost(path, fields as Record<string, string>, as);
        expect(response.status, `${path} ${String(as)}`).toBe(403);
      }
    }
    expect(await bookingOf(bookingId)).toMatchObject({ status: "booked", outcome_by: null });
    expect(await sql("SELECT * FROM counsellors WHERE id = ?", counsellorId)).toEqual(before);
    expect(await sql("SELECT * FROM counsellor_days_off WHERE counsellor_id = ?", counsellorId)).toEqual(daysBefore);
  });

  it("a POST from another site's page, even with a valid token: refused, nothing written", async () => {
    const { bookingId } = await book("Cross Site", hoursAgo(6));
    for (const headers of [
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } as Record<string, string>,
      { "Sec-Fetch-Site": "cross-site" },
    ]) {
      const response = await staffRequest(TODAY, {
        as: ADA,
        method: "POST",
        body: new URLSearchParams(outcome(bookingId, "missed")),
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        redirect: "manual",
      });
      expect([400, 403]).toContain(response.status);
    }
    expect(await bookingOf(bookingId)).toMatchObject({ status: "booked" });
  });
});
