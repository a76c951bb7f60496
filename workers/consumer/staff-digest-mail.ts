import { callHow, callLanguageName } from "~/booking/call-words";
import { stepWords } from "~/case/case-steps";
import type { CallMethod } from "~/db/enums";
import type { Locale } from "~/i18n/locale";
import { inLocale } from "~/i18n/request-locale.server";
import { formatDay } from "~/lib/dates";
import {
  DIGEST_VIEWS,
  type DigestCall,
  type DigestPayment,
  type StaffDigest,
  digestSize,
} from "~/models/staff-digest-rows.server";
import { casePath as caseUrlPath } from "~/staff/today-words";
import { REPLIES_MAILED_PER_HOUR } from "~/models/whatsapp-replies.server";
import { escapeHtml } from "~/lib/escape-html";
import { staffTime, toSafeLine } from "./mail-text";

/** Who acts on an overdue step, as the digest says it (step_rules.actor). */
const WHO_ACTS = { student: "the student acts", us: "we act", university: "the university acts" } as const;

/** Lines per section; the rest are counted and left to the section's view. */
export const LINES_PER_SECTION = 25;

type Section = { title: string; view: string; lines: string[] };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What staff see of a stored value: the student's own words as typed, on one line. */
const stored = (value: string) => toSafeLine(value);

/** A payment line's start: 'FLW-… · Amina Bello <amina@example.com> · Application fee, USD 150 on flutterwave'. */
const paymentText = (p: DigestPayment) =>
  `${stored(p.tx_ref)} · ${stored(p.customer_name)} <${stored(p.customer_email)}> · ${stored(p.service_name)}, ${p.currency} ${p.amount} on ${p.gateway}`;

/** The references in a call's `applications` (a JSON array from the view). */
function applicationsOf(call: DigestCall) {
  try {
    const list: unknown = JSON.parse(call.applications);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** A call's line: '14:00 Istanbul time · Selin (French, WhatsApp call +90…) with Awa Diallo <awa@…> · applications ISG-… · asks: …'. */
function callLine(call: DigestCall, origin: string) {
  const references = applicationsOf(call).map(stored);
  return [
    `${staffTime(call.starts_at, "Istanbul")} · ${stored(call.counsellor)} (${callLanguageName(call.call_language as Locale)}, ${callHow(call.call_method as CallMethod, stored(call.call_detail))})`,
    `with ${stored(call.student)} <${stored(call.email)}>, request #${call.consultation_id}`,
    references.length > 0
      ? `application ${references.map((r) => `${r} ${origin}${caseUrlPath(r)}`).join(", ")}`
      : "no application on this e-mail",
    call.question ? `asks: ${stored(call.question)}` : "no question",
    ...(call.status === "booked" ? [] : [call.status]),
  ].join(" · ");
}

function sections(digest: StaffDigest, origin: string): Section[] {
  return [
    {
      title: "Calls today and tomorrow (Istanbul)",
      view: DIGEST_VIEWS.calls,
      lines: digest.calls.map((call) => callLine(call, origin)),
    },
    {
      title: "Documents waiting for review for more than 2 days",
      view: DIGEST_VIEWS.documents,
      lines: digest.documents.map(
        (d) =>
          `${stored(d.reference)} · ${stored(d.student)} · ${d.doc_type ? `${d.doc_type}: ` : ""}${stored(d.file_name)}, document ${d.document_id}, waiting ${plural(d.days_waiting, "day")} since ${staffTime(d.received_at, "Istanbul")}`,
      ),
    },
    {
      title: "Overdue steps",
      view: DIGEST_VIEWS.overdueSteps,
      lines: digest.overdueSteps.map(
        (s) =>
          `${stored(s.reference)} · ${stored(s.student)} · ${stepWords(s.kind).title} (${WHO_ACTS[s.who_acts as keyof typeof WHO_ACTS] ?? "the student acts"}), due ${formatDay(s.due_on)}, ${plural(s.days_late, "day")} late`,
      ),
    },
    {
      title: "Failed payments since 07:00 yesterday",
      view: DIGEST_VIEWS.failedPayments,
      lines: digest.failedPayments.map(
        (p) =>
          `${paymentText(p)}, failed ${staffTime(p.failed_at, "Istanbul")}${p.reference ? `, for ${stored(p.reference)}` : ""}`,
      ),
    },
    {
      title: "Payments to refund: a package its application had already paid",
      view: DIGEST_VIEWS.paymentsToRefund,
      lines: digest.paymentsToRefund.map(
        (p) =>
          `${paymentText(p)}, paid ${staffTime(p.paid_at, "Istanbul")} for ${stored(p.reference)}, which ${stored(p.paid_first_by)} had already paid: refund it`,
      ),
    },
    {
      title: "Consultation requests with no answer after 24 hours",
      view: DIGEST_VIEWS.consultations,
      lines: digest.consultations.map(
        (c) =>
          `Request #${c.request_id} · ${stored(c.full_name)} · reply by ${c.reply_by === "whatsapp" ? `WhatsApp ${stored(c.phone)}` : `e-mail ${stored(c.email)}`}, waiting ${plural(c.hours_waiting, "hour")} since ${staffTime(c.received_at, "Istanbul")}`,
      ),
    },
    {
      title: `WhatsApp messages not e-mailed one by one (over ${REPLIES_MAILED_PER_HOUR} a number an hour) since 07:00 yesterday`,
      view: DIGEST_VIEWS.whatsAppReplies,
      lines: digest.whatsAppReplies.map(
        (w) =>
          `${stored(w.phone)}${w.reference ? ` (${stored(w.reference)})` : ""} · ${plural(w.messages, "message")} between ${staffTime(w.first_at, "Istanbul")} and ${staffTime(w.last_at, "Istanbul")}: SELECT received_at, kind, text FROM whatsapp_replies WHERE phone = '${stored(w.phone)}' AND mailed = 0 ORDER BY id;`,
      ),
    },
  ].filter((section) => section.lines.length > 0);
}

/** A section's lines as sent: at most LINES_PER_SECTION, then how many more its view holds. */
function shown({ lines }: Section) {
  const more = lines.length - LINES_PER_SECTION;
  return more > 0 ? [...lines.slice(0, LINES_PER_SECTION), `… and ${more} more in the view`] : lines;
}

/**
 * The consultancy inbox's daily digest (in English, like every staff e-mail): one section per kind of work with
 * something in it, each headed by its count and the console query that lists the same rows, one line per item
 * naming the reference (or request id), who, and how long it has waited; the day's calls first, each application
 * with its console address on `origin` (the site's). Names and references as stored.
 */
export function staffDigestMail(digest: StaffDigest, day: string, origin = "") {
  return inLocale("en", () => {
    const all = sections(digest, origin);
    const size = digestSize(digest);
    const subject = `Staff digest for ${formatDay(day)}: ${size} ${size === 1 ? "thing needs" : "things need"} you`;
    const intro = `What needs staff on ${formatDay(day)} (Istanbul). Each section names the D1 console view that lists the same rows.`;
    const close = [
      "Answered a consultation request? UPDATE consultation_requests SET answered_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = <id>; (README, staff recipes).",
      ...(digest.paymentsToRefund.length > 0
        ? [
            "Refunded a payment? UPDATE payments SET refunded_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = <payment_id>;",
          ]
        : []),
    ];
    const heading = (s: Section) => `${s.title} (${s.lines.length}): SELECT * FROM ${s.view};`;
    const text = [
      intro,
      "",
      ...all.flatMap((s) => [heading(s), ...shown(s).map((line) => `- ${line}`), ""]),
      ...close,
      "",
    ].join("\n");
    const html = [
      `<p>${escapeHtml(intro)}</p>`,
      ...all.map(
        (s) =>
          `<h2 style="font-size:16px">${escapeHtml(heading(s))}</h2><ul>${shown(s)
            .map((line) => `<li>${escapeHtml(line)}</li>`)
            .join("")}</ul>`,
      ),
      ...close.map((line) => `<p>${escapeHtml(line)}</p>`),
    ].join("");
    return { subject, text, html };
  });
}
