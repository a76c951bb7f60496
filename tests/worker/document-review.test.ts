import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { applicationDocuments } from "~/db/schema";
import { statusLinkPath } from "~/applications/status-link.server";
import { m } from "~/i18n/paraglide/messages";
import { pdfBytes } from "./document-bytes";
import { appendRequiredDocuments, medicineApplication, request } from "./helpers";

// Document review as the student meets it (docs/decisions/0043-case-steps.md, "Document review"): staff send a
// document back with one SQL line; the status page shows the state and the reason in the student's language and
// opens its upload box; the new upload of that type replaces the old row (kept); the API carries each state.

const db = () => getDb(env.DB);

async function apply() {
  const email = `review-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const response = await request("/api/applications", {
    method: "POST",
    body: appendRequiredDocuments(medicineApplication({ email })),
  });
  expect(response.status).toBe(201);
  const { reference, id } = (await response.json()) as { reference: string; id: number };
  return { reference, id, email };
}

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
    const response = await request("/api/applications/status", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ reference, email }),
    });
    expect(response.status).toBe(200);
    const { application } = (await response.json()) as {
      application: { documents: { docType: string; reviewState: string; reviewReason: string | null }[] };
    };
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
