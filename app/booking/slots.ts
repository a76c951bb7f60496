// Which call times are free (issue 55), from what D1 holds: the rules, the counsellors with their hours and days off,
// and the bookings that are not cancelled. Pure and browser-safe: no D1, no clock of its own (`now` is given).
// Counsellors' hours are Istanbul time, which is UTC+03:00 all year (no DST since 2016): an Istanbul wall time is
// turned into UTC by a fixed offset here, and D1's cap trigger counts an Istanbul day as date(starts_at, '+3 hours').
// A student's zone is only ever used to show a time (time-zones.ts), never to compute one.
import type { Locale } from "~/i18n/locale";

const ISTANBUL_OFFSET_MS = 3 * 3_600_000;
const MINUTE = 60_000;
const DAY = 86_400_000;

export type BookingSettings = { slotMinutes: number; bufferMinutes: number; noticeHours: number; windowDays: number };

export type CalendarCounsellor = {
  id: number;
  /** Space separated locales: 'en fr'. */
  languages: string;
  dailyCap: number;
  /** ISO weekday (1 Monday … 7 Sunday), 'HH:MM' to 'HH:MM' in Istanbul. */
  hours: { weekday: number; startsAt: string; endsAt: string }[];
  /** Istanbul days off, 'YYYY-MM-DD'. */
  daysOff: string[];
};

/** A booking that holds its time (not cancelled): UTC ISO start and end. */
export type HeldTime = { id: number; counsellorId: number; startsAt: string; endsAt: string };

/** Everything the slots are computed from (app/models/bookings.server.ts reads it in one round trip). */
export type BookingCalendar = { settings: BookingSettings; counsellors: CalendarCounsellor[]; held: HeldTime[] };

/** A free call time: UTC ISO start and end, and who could take it (counsellor ids, in id order). */
export type FreeTime = { startsAt: string; endsAt: string; counsellorIds: number[] };

/** An Istanbul day of the window with its free times, in order (none on a day nobody is free). */
export type SlotDay = { day: string; times: FreeTime[] };

/** 'YYYY-MM-DD' in Istanbul of an instant. */
export const istanbulDay = (instant: Date | string | number) =>
  new Date(new Date(instant).getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10);

/** The UTC instant of an Istanbul wall time ('YYYY-MM-DD', 'HH:MM'). */
const istanbulInstant = (day: string, time: string) => Date.parse(`${day}T${time}:00.000Z`) - ISTANBUL_OFFSET_MS;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

export const speaks = (counsellor: Pick<CalendarCounsellor, "languages">, language: Locale) =>
  counsellor.languages.split(/\s+/).includes(language);

/** The start times of one day's hours block: every slot + buffer minutes from its start, each ending by its end. */
function blockStarts(day: string, block: CalendarCounsellor["hours"][number], settings: BookingSettings) {
  const starts: number[] = [];
  const step = settings.slotMinutes + settings.bufferMinutes;
  const end = minutesOf(block.endsAt);
  for (let minute = minutesOf(block.startsAt); minute + settings.slotMinutes <= end; minute += step) {
    starts.push(istanbulInstant(day, "00:00") + minute * MINUTE);
  }
  return starts;
}

/**
 * The Istanbul days of the booking window (today first, `windowDays` of them), each with the times at least one
 * counsellor who speaks `language` is free: the time starts `noticeHours` from `now` or later, the day is not their
 * day off, they have fewer than `dailyCap` bookings that day, and none of their bookings is within `bufferMinutes`
 * of the call. A time is listed once, with every counsellor free then.
 */
export function freeSlots({ settings, counsellors, held }: BookingCalendar, now: Date, language: Locale): SlotDay[] {
  const earliest = now.getTime() + settings.noticeHours * 3_600_000;
  const today = istanbulDay(now);
  const slotMs = settings.slotMinutes * MINUTE;
  const bufferMs = settings.bufferMinutes * MINUTE;
  const heldBy = new Map<number, { start: number; end: number; day: string }[]>();
  for (const booking of held) {
    const list = heldBy.get(booking.counsellorId) ?? [];
    list.push({
      start: Date.parse(booking.startsAt),
      end: Date.parse(booking.endsAt),
      day: istanbulDay(booking.startsAt),
    });
    heldBy.set(booking.counsellorId, list);
  }
  const speakers = counsellors.filter((c) => speaks(c, language)).sort((a, b) => a.id - b.id);

  return Array.from({ length: Math.max(0, settings.windowDays) }, (_, i) => {
    const day = addDays(today, i);
    const weekday = isoWeekday(day);
    const times = new Map<number, number[]>();
    for (const counsellor of speakers) {
      if (counsellor.daysOff.includes(day)) continue;
      const theirs = heldBy.get(counsellor.id) ?? [];
      if (theirs.filter((b) => b.day === day).length >= counsellor.dailyCap) continue;
      for (const block of counsellor.hours.filter((h) => h.weekday === weekday)) {
        for (const start of blockStarts(day, block, settings)) {
          if (start < earliest) continue;
          const end = start + slotMs;
          // Another call of theirs overlaps this one, or ends or starts within the buffer of it.
          if (theirs.some((b) => b.start < end + bufferMs && start < b.end + bufferMs)) continue;
          const ids = times.get(start) ?? [];
          if (!ids.includes(counsellor.id)) ids.push(counsellor.id);
          times.set(start, ids);
        }
      }
    }
    const sorted = [...times.entries()].sort(([a], [b]) => a - b);
    return {
      day,
      times: sorted.map(([start, ids]) => ({
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + slotMs).toISOString(),
        counsellorIds: ids,
      })),
    };
  });
}

/** The free time that starts at `startsAt` (a UTC ISO start, as the form posts it), if any. */
export function freeTimeAt(days: SlotDay[], startsAt: string): FreeTime | undefined {
  const at = Date.parse(startsAt);
  if (Number.isNaN(at)) return undefined;
  return days.flatMap((d) => d.times).find((t) => Date.parse(t.startsAt) === at);
}

/** The `n` free times nearest to `startsAt` (earlier first on a tie), in time order: what to offer instead. */
export function nearestFree(days: SlotDay[], startsAt: string, n: number): FreeTime[] {
  const at = Date.parse(startsAt);
  const all = days.flatMap((d) => d.times);
  if (Number.isNaN(at)) return all.slice(0, n);
  const distance = (t: FreeTime) => Math.abs(Date.parse(t.startsAt) - at);
  return all
    .map((time, index) => ({ time, index }))
    .sort((a, b) => distance(a.time) - distance(b.time) || a.index - b.index)
    .slice(0, n)
    .sort((a, b) => a.index - b.index)
    .map(({ time }) => time);
}
