import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { type CallInvite, calendarInvite, escapeText, foldLine, utcStamp } from "~/booking/calendar-invite";
import { inLocale } from "~/i18n/request-locale.server";

// The invitation itself (RFC 5545), apart from the e-mails that carry it: folding, escaping, UTC times, and ical.js
// (the parser Thunderbird uses) reading back what was written.

const octets = (line: string) => new TextEncoder().encode(line).length;

const CALL: CallInvite = {
  bookingId: 7,
  sequence: 2,
  method: "REQUEST",
  startsAt: "2031-01-06T07:00:00.000Z",
  endsAt: "2031-01-06T07:30:00.000Z",
  counsellor: "Zeynep; Kaya, \\ counsellor",
  how: "Video call: https://meet.example.com/isg",
  url: "https://meet.example.com/isg",
  language: "English",
  manageUrl:
    "https://istanbulstudygateway.com/booking/7?expires=1924905600&sig=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG",
  siteHost: "istanbulstudygateway.com",
  organizer: "hello@istanbulstudygateway.com",
  attendee: { email: "amina@example.com", name: 'Amina "Mimi" Bello' },
  now: new Date("2030-12-20T10:11:12.345Z"),
};

describe("the calendar invitation", () => {
  it("folds at 75 octets, never inside a UTF-8 character, and unfolds to the same text", () => {
    for (const text of ["a".repeat(200), "é".repeat(100), "مكالمة ".repeat(30), "🙂x".repeat(40)]) {
      const folded = foldLine(`DESCRIPTION:${text}`);
      const lines = folded.split("\r\n");
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines) {
        expect(octets(line)).toBeLessThanOrEqual(75);
        expect(line).not.toContain("\uFFFD");
      }
      expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true);
      expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${text}`);
    }
  });

  it("escapes TEXT and writes UTC times", () => {
    expect(escapeText("a;b,c\\d\ne\r\nf\u202Eg")).toBe("a\\;b\\,c\\\\d\\ne\\nfg");
    expect(utcStamp("2031-01-06T07:00:00.000Z")).toBe("20310106T070000Z");
  });

  it("parses back with ical.js: METHOD, UID, SEQUENCE, the UTC start, the escaped words, the people", () => {
    const text = inLocale("en", () => calendarInvite(CALL));
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(text).toContain("\r\nDTSTART:20310106T070000Z\r\n");
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevent = calendar.getFirstSubcomponent("vevent")!;
    const event = new ICAL.Event(vevent);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(event.uid).toBe("booking-7@istanbulstudygateway.com");
    expect(event.sequence).toBe(2);
    expect(event.startDate.toJSDate().toISOString()).toBe(CALL.startsAt);
    expect(event.endDate.toJSDate().toISOString()).toBe(CALL.endsAt);
    expect(vevent.getFirstPropertyValue("dtstamp")!.toString()).toBe("2030-12-20T10:11:12Z");
    expect(event.summary).toBe("Free call with Istanbul Study Gateway (Zeynep; Kaya, \\ counsellor)");
    expect(event.description).toContain(CALL.manageUrl);
    expect(event.location).toBe(CALL.how);
    expect(vevent.getFirstPropertyValue("url")).toBe(CALL.url);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(vevent.getFirstPropertyValue("organizer")).toBe("mailto:hello@istanbulstudygateway.com");
    const attendee = vevent.getFirstProperty("attendee")!;
    expect(attendee.getFirstValue()).toBe("mailto:amina@example.com");
    expect(attendee.getParameter("cn")).toBe("Amina Mimi Bello");
  });

  it("cancels with METHOD:CANCEL and STATUS:CANCELLED, the same UID", () => {
    const text = inLocale("fr", () => calendarInvite({ ...CALL, method: "CANCEL", sequence: 3 }));
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevent = calendar.getFirstSubcomponent("vevent")!;
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(vevent.getFirstPropertyValue("uid")).toBe("booking-7@istanbulstudygateway.com");
    expect(vevent.getFirstPropertyValue("sequence")).toBe(3);
    expect(vevent.getFirstPropertyValue("summary")).toBe(
      "Appel gratuit avec Istanbul Study Gateway (Zeynep; Kaya, \\ counsellor)",
    );
  });
});
