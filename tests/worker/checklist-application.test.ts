// Issue 29: the checklist drives the application. A submission lacking a document its checklist needs to apply is
// refused (400, naming them, in the request's language) with nothing written; a complete one stores each
// document's type; the status answer shows each item received or missing, and the document staff ask for.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { applicationDocuments, applications } from "~/db/schema";
import { pdfBytes } from "./document-bytes";
import { apply } from "./case-fixtures";
import { appendRequiredDocuments, medicineApplication, request } from "./helpers";

const db = () => getDb(env.DB);

const medicine = (email: string, extra: Record<string, string> = {}) => medicineApplication({ email, ...extra });

async function stored() {
  const [apps, docs] = await Promise.all([db().$count(applications), db().$count(applicationDocuments)]);
  const objects = (await env.DOCUMENTS.list({ prefix: "applications/" })).objects.length;
  return { apps, docs, objects };
}

const email = () => `checklist-${crypto.randomUUID().slice(0, 8)}@example.com`;

describe("an application and its checklist", () => {
  it("refuses Medicine without the passport, photo and results (400 naming them), writing nothing", async () => {
    const before = await stored();
    const form = medicine(email());
    // A document of another type does not stand in for them, nor does the spec's untyped field.
    form.append("documents_transcript", new File([pdfBytes(800)], "transcript.pdf"));
    form.append("document_0", new File([pdfBytes(900)], "passport-scan.pdf"));
    const response = await request("/api/applications", { method: "POST", body: form });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe(
      "Please add these documents to apply: Passport, Passport photo, Secondary school results.",
    );
    expect(body.errors.documents_passport).toEqual([body.message]);
    expect(await stored()).toEqual(before);
  });

  it("without any document, names what the program needs rather than the generic message (the form without JavaScript)", async () => {
    const before = await stored();
    const response = await request("/apply", { method: "POST", body: medicine(email()) });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please add these documents to apply: Passport, Passport photo, Secondary school results.");
    expect(html).not.toContain("Please upload at least one document");
    expect(await stored()).toEqual(before);
  });

  it("names only what is missing, in the request's language (the French page action)", async () => {
    const before = await stored();
    const form = appendRequiredDocuments(medicine(email()), ["passport"]);
    const response = await request("/api/applications", {
      method: "POST",
      body: form,
      headers: { "Accept-Language": "fr" },
    });
    expect(response.status).toBe(400);
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(/^Veuillez ajouter ces documents pour candidater : /);
    expect(message).not.toMatch(/Passeport,/);
    expect(await stored()).toEqual(before);
  });

  it("stores a complete application with each document's type, the qualification and the nationality", async () => {
    const form = appendRequiredDocuments(medicine(email(), { qualification: "waec", nationality: "NG" }));
    form.append("documents", new File([pdfBytes(700)], "reference-letter.pdf"));
    const response = await request("/api/applications", { method: "POST", body: form });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: number; documents: { fileName: string; docType: string }[] };
    expect(body.documents.map((d) => [d.fileName, d.docType])).toEqual([
      ["passport.pdf", "passport"],
      ["photo.pdf", "photo"],
      ["results.pdf", "results"],
      ["reference-letter.pdf", "other"],
    ]);
    const docs = await db()
      .select({ fileName: applicationDocuments.fileName, docType: applicationDocuments.docType })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, body.id))
      .orderBy(applicationDocuments.id);
    expect(docs.map((d) => d.docType)).toEqual(["passport", "photo", "results", "other"]);
    const [row] = await db().select().from(applications).where(eq(applications.id, body.id));
    expect(row).toMatchObject({ qualification: "waec", nationality: "NG" });
  });

  it("refuses a qualification or nationality that is not on the list", async () => {
    const form = appendRequiredDocuments(medicine(email(), { nationality: "Atlantis" }));
    const response = await request("/api/applications", { method: "POST", body: form });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.nationality).toEqual(["Please choose your nationality from the list."]);
  });

  it("shows each checklist item received or missing on the status answer, and the requested document", async () => {
    const address = email();
    const { reference } = await apply({ email: address, qualification: "waec" });
    const lookup = async () => {
      const response = await request("/api/applications/status", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ reference, email: address }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { application: StatusAnswer }).application;
    };
    type StatusAnswer = {
      requestedDocType: string | null;
      checklist: { docType: string; stage: string; files: string[]; note: string | null }[];
    };
    const first = await lookup();
    expect(first.requestedDocType).toBeNull();
    const items = Object.fromEntries(first.checklist.map((i) => [i.docType, i]));
    expect(items.passport).toMatchObject({ stage: "apply", files: ["passport.pdf"] });
    expect(items.results).toMatchObject({ stage: "apply", files: ["results.pdf"] });
    expect(items.results!.note).toMatch(/scratch card/);
    expect(items.sponsor).toMatchObject({ stage: "register", files: [] });
    expect(items.english).toMatchObject({ stage: "register", files: [] });

    // Staff ask for one document (docs/staff.md): the answer names it; the status page's box takes it as its type.
    await env.DB.prepare(
      "UPDATE applications SET status = 'documents_requested', requested_doc_type = 'english', staff_note = 'Your IELTS, please.' WHERE reference = ?",
    )
      .bind(reference)
      .run();
    expect((await lookup()).requestedDocType).toBe("english");
    const add = new FormData();
    add.set("reference", reference);
    add.set("email", address);
    add.set("docType", "english");
    add.append("documents", new File([pdfBytes(500)], "ielts.pdf"));
    const added = await request("/applications/status/documents", { method: "POST", body: add });
    expect(added.status).toBe(200);
    const after = await lookup();
    expect(after.checklist.find((i) => i.docType === "english")?.files).toEqual(["ielts.pdf"]);
    const html = await added.text();
    expect(html).toContain("We are asking you for: English certificate");
  });

  // Issue 40: the status page's box stored a type it does not know as 'other', while /apply refused it.
  it("refuses a document type that is none of ours on the status page, as /apply does (400, nothing stored)", async () => {
    const address = email();
    const { reference, id } = await apply({ email: address });
    await env.DB.prepare("UPDATE applications SET status = 'documents_requested' WHERE reference = ?")
      .bind(reference)
      .run();
    const count = () => db().$count(applicationDocuments, eq(applicationDocuments.applicationId, id));
    const before = await count();
    const add = (docType: string, field = "documents", prefix = "") => {
      const form = new FormData();
      form.set("reference", reference);
      form.set("email", address);
      form.set("docType", docType);
      form.append(field, new File([pdfBytes(500)], "scan.pdf"));
      return request(`${prefix}/applications/status/documents`, { method: "POST", body: form });
    };

    let response = await add("visa");
    expect(response.status).toBe(400);
    let html = await response.text();
    expect(html).toContain("&quot;visa&quot; is not a document type we take: choose one from the list");
    response = await add("visa", "documents", "/fr");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("« visa » n&#x27;est pas un type de document que nous acceptons");
    // A file field naming an unknown type: the same refusal as the application's.
    response = await add("english", "documents_visa");
    expect(response.status).toBe(400);
    html = await response.text();
    expect(html).toContain("Unexpected file field &quot;documents_visa&quot;");
    const withVisa = appendRequiredDocuments(medicine(email()));
    withVisa.append("documents_visa", new File([pdfBytes(500)], "scan.pdf"));
    const applied = await request("/api/applications", { method: "POST", body: withVisa });
    expect(applied.status).toBe(400);
    expect(((await applied.json()) as { message: string }).message).toContain('Unexpected file field "documents_visa"');
    expect(await count()).toBe(before);

    expect((await add("english")).status).toBe(200);
    expect(await count()).toBe(before + 1);
  });
});
