import { studyLevelLabel } from "~/consultations/consultation-schema";
import type { ConsultationNotification } from "~/models/consultations.server";
import { escapeHtml } from "~/lib/escape-html";
import { languageName, staffTime, toSafeLine, toSafeText } from "./mail-text";

/** Where the visitor was when they asked, in words staff understand. */
function sourceText(request: ConsultationNotification) {
  if (request.source === "contact") return "Contact page (/contact)";
  if (request.source === "api") return "JSON API (/api/consultation-requests)";
  if (request.source === "booking") return "A booked call (/book)";
  if (request.universityName)
    return `University page: ${request.universityName} (/universities/${request.universityId})`;
  return request.source;
}

function whatsappLink(phone: string) {
  const digits = phone.replace(/\D/g, "");
  return digits.length >= 7 ? `https://wa.me/${digits}` : undefined;
}

/**
 * The e-mail the consultancy inbox receives for a new consultation request (in English): every field the visitor
 * sent, the language of the page they used, where they sent it from and when, whether they were acknowledged on
 * WhatsApp (`acknowledgement`), as readable plain text and as simple HTML (same content).
 * Replying answers the student directly (Reply-To is set by the caller).
 */
export function consultationMail(unsafe: ConsultationNotification, acknowledgement: string) {
  // Rows written before the form rules (or in the D1 console) may hold control or direction characters.
  const request = {
    ...unsafe,
    fullName: toSafeLine(unsafe.fullName),
    email: toSafeLine(unsafe.email),
    phone: toSafeLine(unsafe.phone),
  };
  const level = studyLevelLabel(request.studyLevel);
  const subject = `New consultation request #${request.id}: ${request.fullName} (${level})`;
  const rows: [string, string][] = [
    ["Name", request.fullName],
    ["Email", request.email],
    ["Phone", request.phone],
    ["Study level", level],
    ["Reply by", request.replyBy === "whatsapp" ? `WhatsApp (${request.phone})` : `E-mail (${request.email})`],
    ["Language", languageName(request.locale)],
    ["Sent from", sourceText(request)],
    ["Received", staffTime(request.createdAt, "Lagos", { utc: true })],
    ["Request", `#${request.id}`],
    ["Acknowledged", acknowledgement],
  ];
  const message = toSafeText(request.message ?? "").trim();
  const firstName = request.fullName.split(/\s+/)[0] ?? request.fullName;

  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const text = [
    `New consultation request from the website`,
    ``,
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    ``,
    `Message:`,
    message
      ? message
          .split("\n")
          .map((line) => `  ${line}`)
          .join("\n")
      : "  (no message)",
    ``,
    `Reply to this e-mail to answer ${firstName} directly (the site promises a reply within 24 hours).`,
    ``,
  ].join("\n");

  const whatsapp = whatsappLink(request.phone);
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#155bb8">${escapeHtml(label)}</a>`;
  const htmlValue: Record<string, string> = {
    Email: link(`mailto:${request.email}`, request.email),
    Phone: `${link(`tel:${request.phone.replace(/[^\d+]/g, "")}`, request.phone)}${whatsapp ? ` &middot; ${link(whatsapp, "WhatsApp")}` : ""}`,
  };
  const cell = "padding:8px 12px;border-bottom:1px solid #e5e7eb;vertical-align:top";
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f9fafb;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:#0c2b56">New consultation request</h1>
<table role="presentation" cellspacing="0" style="border-collapse:collapse;width:100%;font-size:14px">
${rows
  .map(
    ([label, value]) =>
      `<tr><th align="left" style="${cell};width:120px;color:#4b5563;font-weight:600">${escapeHtml(label)}</th><td style="${cell}">${htmlValue[label] ?? escapeHtml(value)}</td></tr>`,
  )
  .join("\n")}
</table>
<h2 style="margin:24px 0 8px;font-size:16px;color:#0c2b56">Message</h2>
<div style="white-space:pre-wrap;font-size:14px;line-height:1.5;background:#f3f4f6;border-radius:6px;padding:12px">${message ? escapeHtml(message) : "<em>(no message)</em>"}</div>
<p style="margin:24px 0 0;font-size:13px;color:#6b7280">Reply to this e-mail to answer ${escapeHtml(firstName)} directly (the site promises a reply within 24 hours).</p>
</div>
</body></html>`;
  return { subject, text, html };
}
