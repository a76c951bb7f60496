import { describe, expect, it } from "vitest";
import {
  type BookingCalendar,
  type CalendarCounsellor,
  freeSlots,
  freeTimeAt,
  type HeldTime,
  istanbulDay,
  nearestFree,
} from "~/booking/slots";
import { countryOfTimeZone, dayIn, istanbulTime, timeIn, timeZoneOfCountry } from "~/booking/time-zones";

// The slot rules (issue 55), pure: every rule on a calendar made here. Monday 7 December 2026, 00:00 UTC is 03:00 in
// Istanbul; with 12 hours' notice the first bookable instant is 12:00 UTC (15:00 Istanbul).

const NOW = new Date("2026-12-07T00:00:00.000Z");
const SETTINGS = { slotMinutes: 30, bufferMinutes: 10, noticeHours: 12, windowDays: 14 };
const WEEKDAYS = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startsAt: "09:00", endsAt: "17:00" }));

const counsellor = (id: number, values: Partial<CalendarCounsellor> = {}): CalendarCounsellor => ({
  id,
  languages: "en fr",
  dailyCap: 6,
  hours: WEEKDAYS,
  daysOff: [],
  ...values,
});

const calendar = (counsellors: CalendarCounsellor[], held: HeldTime[] = [], settings = SETTINGS): BookingCalendar => ({
  settings,
  counsellors,
  held,
});

const held = (id: number, counsellorId: number, startsAt: string, minutes = 30): HeldTime => ({
  id,
  counsellorId,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
});

/** The free starts of one Istanbul day, as UTC 'HH:MM'. */
const startsOn = (cal: BookingCalendar, day: string, language: "en" | "fr" | "ar" = "en", now = NOW) =>
  freeSlots(cal, now, language)
    .find((d) => d.day === day)!
    .times.map((t) => t.startsAt.slice(11, 16));

const TUESDAY_STARTS = [
  "06:00",
  "06:40",
  "07:20",
  "08:00",
  "08:40",
  "09:20",
  "10:00",
  "10:40",
  "11:20",
  "12:00",
  "12:40",
  "13:20",
];

describe("free slots", () => {
  it("runs from each block's start every slot + buffer minutes, each slot ending by the block's end", () => {
    expect(startsOn(calendar([counsellor(1)]), "2026-12-08")).toEqual(TUESDAY_STARTS);
    const times = freeSlots(calendar([counsellor(1)]), NOW, "en")[1]!.times;
    // 09:00 Istanbul is 06:00 UTC; the last, 16:20–16:50, ends before 17:00 (17:00 itself would end at 17:30).
    expect(times[0]).toEqual({
      startsAt: "2026-12-08T06:00:00.000Z",
      endsAt: "2026-12-08T06:30:00.000Z",
      counsellorIds: [1],
    });
    expect(times.at(-1)!.endsAt).toBe("2026-12-08T13:50:00.000Z");
  });

  it("keeps a slot that ends exactly at the block's end, and drops one that would end a minute after", () => {
    const exact = counsellor(1, { hours: [{ weekday: 2, startsAt: "09:00", endsAt: "10:10" }] });
    expect(startsOn(calendar([exact]), "2026-12-08")).toEqual(["06:00", "06:40"]);
    const short = counsellor(1, { hours: [{ weekday: 2, startsAt: "09:00", endsAt: "10:09" }] });
    expect(startsOn(calendar([short]), "2026-12-08")).toEqual(["06:00"]);
  });

  it("offers nothing outside a counsellor's hours (the weekend) and uses a second block the same day", () => {
    expect(startsOn(calendar([counsellor(1)]), "2026-12-12")).toEqual([]);
    expect(startsOn(calendar([counsellor(1)]), "2026-12-13")).toEqual([]);
    const split = counsellor(1, {
      hours: [
        { weekday: 6, startsAt: "10:00", endsAt: "11:00" },
        { weekday: 6, startsAt: "14:00", endsAt: "14:30" },
      ],
    });
    expect(startsOn(calendar([split]), "2026-12-12")).toEqual(["07:00", "11:00"]);
  });

  it("needs the minimum notice: today starts at now + 12 hours, a start exactly then included", () => {
    expect(startsOn(calendar([counsellor(1)]), "2026-12-07")).toEqual(["12:00", "12:40", "13:20"]);
    const later = new Date("2026-12-07T00:00:01.000Z");
    expect(startsOn(calendar([counsellor(1)]), "2026-12-07", "en", later)).toEqual(["12:40", "13:20"]);
  });

  it("lists the window's Istanbul days, today first, and nothing beyond them", () => {
    const days = freeSlots(calendar([counsellor(1)]), NOW, "en");
    expect(days.map((d) => d.day)).toEqual(
      Array.from({ length: 14 }, (_, i) =>
        new Date(Date.parse("2026-12-07") + i * 86_400_000).toISOString().slice(0, 10),
      ),
    );
    expect(days.at(-1)!.times.length).toBe(0); // Sunday 20 December
    expect(days.at(-2)!.times.length).toBe(0); // Saturday 19 December
    expect(days.at(-3)!.times.length).toBe(12); // Friday 18 December
    // Late on Sunday night UTC it is already Monday in Istanbul: the window starts on Istanbul's day.
    const lateSunday = new Date("2026-12-06T22:30:00.000Z");
    expect(istanbulDay(lateSunday)).toBe("2026-12-07");
    expect(freeSlots(calendar([counsellor(1)]), lateSunday, "en")[0]!.day).toBe("2026-12-07");
    expect(freeSlots(calendar([counsellor(1)], [], { ...SETTINGS, windowDays: 2 }), NOW, "en")).toHaveLength(2);
  });

  it("skips a counsellor's day off, and only theirs", () => {
    const off = counsellor(1, { daysOff: ["2026-12-08"] });
    expect(startsOn(calendar([off]), "2026-12-08")).toEqual([]);
    expect(startsOn(calendar([off]), "2026-12-09")).toEqual(TUESDAY_STARTS.map((t) => t));
    const both = freeSlots(calendar([off, counsellor(2)]), NOW, "en")[1]!;
    expect(new Set(both.times.flatMap((t) => t.counsellorIds))).toEqual(new Set([2]));
  });

  it("stops a counsellor's day at their daily cap", () => {
    const capped = counsellor(1, { dailyCap: 2 });
    const two = [held(1, 1, "2026-12-08T06:00:00.000Z"), held(2, 1, "2026-12-08T12:40:00.000Z")];
    expect(startsOn(calendar([capped], two), "2026-12-08")).toEqual([]);
    expect(startsOn(calendar([capped], two.slice(0, 1)), "2026-12-08")).toEqual(TUESDAY_STARTS.slice(1));
    expect(startsOn(calendar([capped], two), "2026-12-09")).toEqual(TUESDAY_STARTS);
    // Istanbul's day: 23:30 UTC on Monday is Tuesday 02:30 in Istanbul, and counts for Tuesday.
    const lateMonday = [held(1, 1, "2026-12-07T23:30:00.000Z"), held(2, 1, "2026-12-08T06:00:00.000Z")];
    expect(startsOn(calendar([capped], lateMonday), "2026-12-08")).toEqual([]);
  });

  it("keeps the buffer around every booking of the counsellor, even one off the grid", () => {
    // 10:00–10:30 Istanbul (07:00–07:30 UTC): 09:40 overlaps it and 10:20 starts within 10 minutes of its end.
    const offGrid = [held(1, 1, "2026-12-08T07:00:00.000Z")];
    expect(startsOn(calendar([counsellor(1)], offGrid), "2026-12-08")).toEqual(
      TUESDAY_STARTS.filter((t) => t !== "06:40" && t !== "07:20"),
    );
    // On the grid, a booking takes its own slot only: the next starts exactly 10 minutes after it ends.
    const onGrid = [held(1, 1, "2026-12-08T06:40:00.000Z")];
    expect(startsOn(calendar([counsellor(1)], onGrid), "2026-12-08")).toEqual(
      TUESDAY_STARTS.filter((t) => t !== "06:40"),
    );
    // Another counsellor's booking takes nothing of theirs.
    expect(startsOn(calendar([counsellor(1)], [held(1, 2, "2026-12-08T06:40:00.000Z")]), "2026-12-08")).toEqual(
      TUESDAY_STARTS,
    );
  });

  it("offers only the counsellors who speak the call's language", () => {
    const en = counsellor(1, { languages: "en" });
    const ar = counsellor(2, { languages: "fr ar", hours: [{ weekday: 6, startsAt: "10:00", endsAt: "14:00" }] });
    expect(startsOn(calendar([en, ar]), "2026-12-08", "ar")).toEqual([]);
    expect(startsOn(calendar([en, ar]), "2026-12-12", "ar")).toEqual([
      "07:00",
      "07:40",
      "08:20",
      "09:00",
      "09:40",
      "10:20",
    ]);
    expect(startsOn(calendar([en, ar]), "2026-12-12", "en")).toEqual([]);
    expect(freeSlots(calendar([en, ar]), NOW, "en").every((d) => d.times.every((t) => t.counsellorIds[0] === 1))).toBe(
      true,
    );
  });

  it("shows a time once when two counsellors are free, with both, in id order", () => {
    const days = freeSlots(
      calendar([counsellor(3), counsellor(1)], [held(1, 3, "2026-12-08T06:00:00.000Z")]),
      NOW,
      "en",
    );
    const tuesday = days[1]!.times;
    expect(tuesday.map((t) => t.startsAt.slice(11, 16))).toEqual(TUESDAY_STARTS);
    expect(tuesday[0]!.counsellorIds).toEqual([1]);
    expect(tuesday[1]!.counsellorIds).toEqual([1, 3]);
  });

  it("finds a posted time, and the nearest free ones in time order", () => {
    const days = freeSlots(calendar([counsellor(1)]), NOW, "en");
    expect(freeTimeAt(days, "2026-12-08T06:40:00.000Z")?.counsellorIds).toEqual([1]);
    expect(freeTimeAt(days, "2026-12-08T06:41:00.000Z")).toBeUndefined();
    expect(freeTimeAt(days, "not a time")).toBeUndefined();
    const nearest = nearestFree(days, "2026-12-08T08:00:00.000Z", 3).map((t) => t.startsAt.slice(11, 16));
    expect(nearest).toEqual(["07:20", "08:00", "08:40"]);
    // Tied distances (20 minutes each way): the earlier first.
    expect(nearestFree(days, "2026-12-08T06:20:00.000Z", 1).map((t) => t.startsAt)).toEqual([
      "2026-12-08T06:00:00.000Z",
    ]);
    // Over a weekend: Friday's last two are nearer than Monday's first.
    const weekend = nearestFree(days, "2026-12-12T12:00:00.000Z", 2).map((t) => t.startsAt);
    expect(weekend).toEqual(["2026-12-11T12:40:00.000Z", "2026-12-11T13:20:00.000Z"]);
  });
});

describe("time zones", () => {
  it("maps each country to its zone, Lagos by default", () => {
    expect(timeZoneOfCountry("EG")).toBe("Africa/Cairo");
    expect(timeZoneOfCountry("CI")).toBe("Africa/Abidjan");
    expect(timeZoneOfCountry("XX")).toBe("Africa/Lagos");
    expect(countryOfTimeZone("Africa/Douala", "en")).toBe("Cameroon");
    expect(countryOfTimeZone("Africa/Lagos", "fr")).toBe("Nigeria");
  });

  it("shows an instant in the student's zone and in Istanbul's, Cairo's summer time included", () => {
    const december = "2026-12-08T06:00:00.000Z";
    expect(istanbulTime(december, "en")).toBe("09:00");
    expect(timeIn(december, "Africa/Lagos", "en")).toBe("07:00");
    expect(timeIn(december, "Africa/Accra", "fr")).toBe("06:00");
    expect(timeIn(december, "Africa/Cairo", "ar")).toBe("08:00");
    expect(timeIn("2026-07-08T06:00:00.000Z", "Africa/Cairo", "en")).toBe("09:00");
    expect(istanbulTime("2026-07-08T06:00:00.000Z", "en")).toBe("09:00");
    expect(dayIn("2026-12-07T23:30:00.000Z", "Africa/Lagos")).toBe("2026-12-08");
    expect(dayIn("2026-12-07T23:30:00.000Z", "Africa/Accra")).toBe("2026-12-07");
  });
});
