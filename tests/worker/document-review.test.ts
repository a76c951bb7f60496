import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { applicationDocuments } from "~/db/schema";
import { statusLinkPath } from "~/case/status-link.server";
import { m } from "~/i18n/paraglide/messages";
import { pdfBytes } from "./document-bytes";
import { apply, issueOffer, statusAnswer } from "./case-fixtures";
import { request } from "./helpers";

// Document review as the student meets it (docs/decisions/0043-case-steps.md, "Document review"): staff send a
// document back with one SQL line; the status page shows the state and the reason in the student's language and
// opens its upload box; the new upload of that type replaces the old row (kept); the API carries each state.

const db = () => getDb(env.DB);

const rowsOf = (id: number) =>
  db()
    .select()
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, id))
    .orderBy(applicationDocuments.id);

async function sendBack(id: number, docType: string, reason: string) {
  const row = (await rowsOf(id)).find((r) => r.docType === docType)!;
  await env.DB.prepare("UPDATE application_documents SET review_state = 'needs_fix', review_reason = ? WHERE id = ?")
    .bind(reason, row.id)
    .run();
  return row;
}

/** The text of the page's documents list (tags dropped), where the student reads each document's review. */
function documentsList(html: string) {
  const list = /<ul[^>]*data-testid="status-documents"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
  return list
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/[ \t\r\n]+/g, " ");
}

describe("a document sent back, on the status page", () => {
  it("shows its state and staff's reason in French and Arabic, in words", async () => {
    const { reference, id } = await apply();
    await sendBack(id, "passport", "La photo est floue / الصورة غير واضحة");
    const path = await statusLinkPath(env, reference);
    for (const locale of ["fr", "ar"] as const) {
      const response = await request(`/${locale}${path}`);
      expect(response.status).toBe(200);
      const list = documentsList(await response.text());
      expect(list).toContain(m.status_document_needs_fix({}, { locale }));
      expect(list).toContain(m.status_document_reason({ reason: "La photo est floue / الصورة غير واضحة" }, { locale }));
      expect(list).toContain(m.status_document_received({}, { locale }));
    }
  });

  it("a new upload of that type replaces the old row (kept, replaced_by the new one), which starts as received", async () => {
    const { reference, email, id } = await apply();
    const old = await sendBack(id, "passport", "The scan is cut off");
    // Status 'received': the box is open because a document waits for its fix.
    const page = await request(await statusLinkPath(env, reference));
    expect(await page.text()).toContain('name="docType"');
    const form = new FormData();
    form.set("reference", reference);
    form.set("email", email);
    form.set("docType", "passport");
    form.append("documents", new File([pdfBytes(4000)], "passport-fixed.pdf"));
    const response = await request("/applications/status/documents", { method: "POST", body: form });
    expect(response.status).toBe(200);

    const rows = await rowsOf(id);
    const fixed = rows.find((r) => r.fileName === "passport-fixed.pdf")!;
    expect(fixed).toMatchObject({ docType: "passport", reviewState: "received", replacedBy: null });
    expect(rows.find((r) => r.id === old.id)).toMatchObject({ reviewState: "needs_fix", replacedBy: fixed.id });
    // Other types are untouched.
    expect(rows.filter((r) => r.id !== old.id && r.replacedBy !== null)).toEqual([]);
    const list = documentsList(await response.text());
    expect(list).toContain(m.status_document_replaced({}, { locale: "en" }));
    expect(list).not.toContain("The scan is cut off");
  });
});

describe("POST /api/applications/status", () => {
  it("carries each document's review state and reason", async () => {
    const { reference, email, id } = await apply();
    await sendBack(id, "photo", "Use a white background");
    const application = await statusAnswer<{
      documents: { docType: string; reviewState: string; reviewReason: string | null }[];
    }>(reference, email);
    expect(application.documents.find((d) => d.docType === "photo")).toMatchObject({
      reviewState: "needs_fix",
      reviewReason: "Use a white background",
      replaced: false,
    });
    expect(application.documents.find((d) => d.docType === "passport")).toMatchObject({
      reviewState: "received",
      reviewReason: null,
    });
  });
});

describe("staff's words with direction controls (issue 50, item 15)", () => {
  // Staff paste a reason from somewhere: a right-to-left override (U+202E) would show "Send page 2 of your passport"
  // reversed to the student. Every control, override and isolate goes, as from what a visitor types.
  const REVERSED = "Send page 2 \u202Eof your passport\u202C again";
  const CLEAN = "Send page 2 of your passport again";
  const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

  async function caseWithStaffWords() {
    const application = await apply();
    await sendBack(application.id, "passport", REVERSED);
    await issueOffer(application.reference, "Congratulations!\u2067 \u202Ewelcome\u2069");
    await env.DB.prepare(
      "UPDATE application_steps SET appointment_on = '2027-02-03', appointment_place = ? WHERE application_id = ? AND kind = 'visa_appointment_booked'",
    )
      .bind("VFS \u202EAbuja\u202C, Wuse II", application.id)
      .run();
    return application;
  }

  it("reach the status page without them: the reason, the staff note, its history row, the appointment's place", async () => {
    const { reference } = await caseWithStaffWords();
    const html = await (await request(await statusLinkPath(env, reference))).text();
    const part = (pattern: RegExp) => pattern.exec(html)?.[0] ?? "";
    const staffWords = {
      reason: documentsList(html),
      note: part(/<div[^>]*data-testid="staff-note"[\s\S]*?<\/div>/),
      history: part(/<ol[^>]*data-testid="status-history"[\s\S]*?<\/ol>/),
      appointment: part(/<li[^>]*data-kind="visa_appointment_booked"[\s\S]*?<\/li>/),
    };
    // Where each was, it is still there, without a control (the page's own isolates around prices are not staff's).
    for (const [where, text] of Object.entries(staffWords))
      expect([where, BIDI.exec(text)?.[0]]).toEqual([where, undefined]);
    expect(staffWords.reason).toContain(m.status_document_reason({ reason: CLEAN }));
    expect(staffWords.note).toContain("Congratulations! welcome");
    expect(staffWords.history).toContain("Congratulations! welcome");
    expect(staffWords.history).toContain(CLEAN);
    expect(staffWords.appointment).toContain("VFS Abuja, Wuse II");
  });

  it("reach the API's answer without them", async () => {
    const { reference, email } = await caseWithStaffWords();
    const application = await statusAnswer<{
      staffNote: string;
      documents: { reviewReason: string | null }[];
      history: { note: string | null }[];
      steps: { kind: string; appointmentPlace: string | null; facts: string[] }[];
    }>(reference, email);
    expect(application.staffNote).toBe("Congratulations! welcome");
    expect(application.documents.map((d) => d.reviewReason)).toContain(CLEAN);
    expect(application.history.map((h) => h.note)).toEqual([null, CLEAN, "Congratulations! welcome"]);
    const appointment = application.steps.find((step) => step.kind === "visa_appointment_booked")!;
    expect(appointment.appointmentPlace).toBe("VFS Abuja, Wuse II");
    expect(appointment.facts.join(" ")).not.toMatch(BIDI);
  });
});
