// The calendar invitation a booking's e-mails carry (RFC 5545 iCalendar, sent as RFC 6047 iMIP): METHOD REQUEST for a
// booked or moved call, CANCEL for a cancelled one. One VEVENT whose UID never changes, so a calendar updates the
// event it has; SEQUENCE is the booking's, raised on every move or cancel. Pure: the words come from the catalogue in
// the language being rendered (the caller renders inside inLocale(booking.locale, …)).
import { m } from "~/i18n/paraglide/messages";
import { toSafeLine, toSafeText } from "~/lib/field-rules";

export type InviteMethod = "REQUEST" | "CANCEL";

export type CallInvite = {
  bookingId: number;
  sequence: number;
  method: InviteMethod;
  /** UTC ISO (Date#toISOString). */
  startsAt: string;
  endsAt: string;
  counsellor: string;
  /** How the call happens, in words ('Video call: https://…'); `url` when it is a link. */
  how: string;
  url?: string;
  /** The call's language, named in the invitation's language. */
  language: string;
  /** The booking's signed page (absolute URL). */
  manageUrl: string;
  /** The site's host, for the UID ('istanbulstudygateway.com'). */
  siteHost: string;
  /** The consultancy's inbox: the ORGANIZER. */
  organizer: string;
  /** The student: the ATTENDEE, with a cleaned name (or none). */
  attendee: { email: string; name?: string };
  /** When the invitation is made: DTSTAMP. */
  now: Date;
};

/** What an invitation's MIME part is called: `method` must equal the object's METHOD (RFC 6047 §2.4). */
export const inviteContentType = (method: InviteMethod) => `text/calendar; method=${method}; charset=UTF-8`;

/** '2027-01-11T09:00:00.000Z' → '20270111T090000Z' (a UTC DATE-TIME). */
export function utcStamp(iso: string | Date) {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

/**
 * A TEXT value (RFC 5545 §3.3.11): control and direction characters removed (lib/field-rules), then backslash,
 * semicolon and comma escaped and a line break written \n.
 */
export function escapeText(value: string) {
  return toSafeText(value)
    .replace(/\t/g, " ")
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, "\\n");
}

/** A quoted parameter value (§3.2): one safe line, without the double quote no quoted value can hold. */
const paramValue = (value: string) => `"${toSafeLine(value).replace(/"/g, "")}"`;

const encoder = new TextEncoder();

/**
 * One content line folded at 75 octets (§3.1): each further line starts with a space, which counts in its 75, and a
 * UTF-8 character is never split (Arabic letters take 2 bytes, some signs 3 or 4).
 */
export function foldLine(line: string) {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > 75) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n");
}

/** The invitation as an iCalendar object: CRLF line ends, every line folded. */
export function calendarInvite(call: CallInvite) {
  const cancelled = call.method === "CANCEL";
  const attendeeName = call.attendee.name ? `;CN=${paramValue(call.attendee.name)}` : "";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Istanbul Study Gateway//Counsellor calls//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${call.method}`,
    "BEGIN:VEVENT",
    `UID:booking-${call.bookingId}@${call.siteHost}`,
    `SEQUENCE:${call.sequence}`,
    `DTSTAMP:${utcStamp(call.now)}`,
    `DTSTART:${utcStamp(call.startsAt)}`,
    `DTEND:${utcStamp(call.endsAt)}`,
    `SUMMARY:${escapeText(m.booking_invite_summary({ counsellor: call.counsellor }))}`,
    `DESCRIPTION:${escapeText(
      m.booking_invite_description({
        counsellor: call.counsellor,
        language: call.language,
        how: call.how,
        link: call.manageUrl,
      }),
    )}`,
    `LOCATION:${escapeText(call.how)}`,
    ...(call.url ? [`URL:${call.url}`] : []),
    `ORGANIZER;CN=${paramValue("Istanbul Study Gateway")}:mailto:${call.organizer}`,
    `ATTENDEE${attendeeName};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${call.attendee.email}`,
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
