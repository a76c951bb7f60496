import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { m } from "~/i18n/paraglide/messages";
import { documentTypeName } from "~/catalogue/document-types";
import { pdfBytes } from "./document-bytes";
import { englishReader } from "./english-left";
import { apply as applyFor, sql, statusAnswer, withOffer as caseFor } from "./case-fixtures";
import { request } from "./helpers";

// Documents sent for one step of the case (docs/decisions/0045-step-uploads.md): the box under an open step of the
// student's posts to the status page's one documents action with the step's kind; a step that is not this
// application's, closed, asking for none, or a type it does not ask for is refused with a 4xx and nothing written.

type Row = { id: number; file_name: string; doc_type: string; review_state: string; replaced_by: number | null };

// A Nigerian student's application (and, after the offer, her case): the steps this file drives ask her for documents.
const NIGERIAN = { nationality: "NG" };
const apply = () => applyFor(NIGERIAN);
const withOffer = () => caseFor(NIGERIAN);

const rowsOf = async (id: number) =>
  (
    await env.DB.prepare(
      "SELECT id, file_name, doc_type, review_state, replaced_by FROM application_documents WHERE application_id = ? ORDER BY id",
    )
      .bind(id)
      .all<Row>()
  ).results;

const eventsOf = async (id: number) =>
  (
    await env.DB.prepare(
      "SELECT kind, old_status, new_status, note FROM application_events WHERE application_id = ? ORDER BY id",
    )
      .bind(id)
      .all<{ kind: string; old_status: string; new_status: string; note: string }>()
  ).results;

const objects = async () => (await env.DOCUMENTS.list({ prefix: "applications/" })).objects.length;

/** What the box under a step posts: the pair, the step's kind, the type chosen and the file. */
function stepForm(
  application: { reference: string; email: string },
  step: string,
  docType: string,
  fileName = `${docType}.pdf`,
) {
  const form = new FormData();
  form.set("reference", application.reference);
  form.set("email", application.email);
  form.set("step", step);
  form.set("docType", docType);
  form.append("documents", new File([pdfBytes(3000)], fileName));
  return form;
}

const post = (form: FormData, locale = "") =>
  request(`${locale}/applications/status/documents`, { method: "POST", body: form });

/** The box of one step on the answered page (its section, tags left in). */
function stepBox(html: string, step: string) {
  return new RegExp(`<section[^>]*data-step="${step}"[^>]*>([\\s\\S]*?)</section>`).exec(html)?.[1];
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

/** A refused post: the status, and that neither D1 nor R2 changed. */
async function expectRefused(
  response: Response,
  status: number,
  message: string,
  before: { id: number; rows: Row[]; objects: number; events: number },
) {
  expect(response.status).toBe(status);
  const html = await response.text();
  expect(text(html)).toContain(message);
  expect(await rowsOf(before.id)).toEqual(before.rows);
  expect(await objects()).toBe(before.objects);
  expect((await eventsOf(before.id)).length).toBe(before.events);
  return html;
}

async function snapshot(id: number) {
  return { id, rows: await rowsOf(id), objects: await objects(), events: (await eventsOf(id)).length };
}

describe("the upload box under a step", () => {
  it("shows under each open step of the student's that asks for documents, limited to its types, with the step's kind", async () => {
    const application = await withOffer();
    const page = await (
      await request("/applications/status", {
        method: "POST",
        body: new URLSearchParams({ reference: application.reference, email: application.email }),
      })
    ).text();
    const boxes = [...page.matchAll(/<section[^>]*data-step="([a-z_]+)"/g)].map((match) => match[1]);
    // Nigeria: results authenticated and the visa documents ask for documents; the deposit asks for none; the
    // acceptance letter is ours. Later steps that ask for documents have their box too.
    expect(boxes).toEqual([
      "results_authenticated",
      "visa_documents_ready",
      "visa_appointment_booked",
      "travel_booked",
      "residence_permit_applied",
      "registered",
    ]);
    const visa = stepBox(page, "visa_documents_ready")!;
    expect(visa).toContain('name="step" value="visa_documents_ready"');
    expect([...visa.matchAll(/<option value="([a-z_]+)"/g)].map((o) => o[1])).toEqual([
      "passport",
      "photo",
      "sponsor",
      "results",
      "acceptance_letter",
      "tuition_receipt",
      "diploma",
    ]);
    expect(text(visa)).toContain(m.case_upload_title({ step: m.case_step_visa_documents_ready_title() }));
  });

  it("takes a document the step asks for: stored, received, listed on the step; the event keeps the status", async () => {
    const application = await withOffer();
    const before = await objects();
    const response = await post(stepForm(application, "visa_documents_ready", "sponsor", "bank-letter.pdf"));
    expect(response.status).toBe(200);
    const rows = await rowsOf(application.id);
    expect(rows.at(-1)).toMatchObject({
      file_name: "bank-letter.pdf",
      doc_type: "sponsor",
      review_state: "received",
      replaced_by: null,
    });
    expect(await objects()).toBe(before + 1);
    expect((await eventsOf(application.id)).at(-1)).toMatchObject({
      kind: "documents",
      old_status: "offer_issued",
      new_status: "offer_issued",
    });
    const box = text(stepBox(await response.text(), "visa_documents_ready")!);
    expect(box).toContain(m.status_documents_added());
    expect(box).toContain(`bank-letter.pdf · ${m.status_document_received()}`);
  });

  it("refuses a document for a step that asks for none (400), writing nothing", async () => {
    const application = await withOffer();
    const before = await snapshot(application.id);
    await expectRefused(
      await post(stepForm(application, "deposit_paid", "passport")),
      400,
      m.case_upload_no_documents({ step: m.case_step_deposit_paid_title() }),
      before,
    );
  });

  it("refuses a type the step does not ask for (400), saying what it asks for, writing nothing", async () => {
    const application = await withOffer();
    const before = await snapshot(application.id);
    const html = await expectRefused(
      await post(stepForm(application, "travel_booked", "photo")),
      400,
      m.case_upload_wrong_type({ type: documentTypeName("photo"), types: documentTypeName("passport") }),
      before,
    );
    // Under the step's own box, which stays on the page.
    expect(text(stepBox(html, "travel_booked")!)).toContain(m.status_documents_not_added());
    // A file of another field's type (not the box's) is refused the same.
    const typedField = stepForm(application, "travel_booked", "passport");
    typedField.append("documents_diploma", new File([pdfBytes(2000)], "diploma.pdf"));
    await expectRefused(await post(typedField), 400, documentTypeName("diploma"), before);
  });

  it("refuses a step this application does not have (before its offer: 404; a made-up kind: 400) and a closed step (409)", async () => {
    const other = await withOffer();
    // An application without an offer has no steps: another application's step is not its.
    const early = await apply();
    const beforeEarly = await snapshot(early.id);
    await expectRefused(
      await post(stepForm(early, "visa_documents_ready", "passport")),
      404,
      m.case_upload_unknown_step({ step: "visa_documents_ready" }),
      beforeEarly,
    );
    const before = await snapshot(other.id);
    await expectRefused(
      await post(stepForm(other, "visa_papers", "passport")),
      400,
      m.case_upload_unknown_step({ step: "visa_papers" }),
      before,
    );
    await sql(
      "UPDATE application_steps SET state = 'done' WHERE application_id = ? AND kind = 'visa_documents_ready'",
      other.id,
    );
    const closed = await snapshot(other.id);
    await expectRefused(
      await post(stepForm(other, "visa_documents_ready", "passport")),
      409,
      m.case_upload_step_closed({ step: m.case_step_visa_documents_ready_title(), state: m.case_state_done() }),
      closed,
    );
  });

  it("a new upload after needs_fix replaces the sent-back one (kept, replaced_by), shown on the step", async () => {
    const application = await withOffer();
    await post(stepForm(application, "visa_documents_ready", "sponsor", "bank-letter.pdf"));
    const sent = (await rowsOf(application.id)).find((r) => r.file_name === "bank-letter.pdf")!;
    await sql(
      "UPDATE application_documents SET review_state = 'needs_fix', review_reason = 'The stamp is missing' WHERE id = ?",
      sent.id,
    );
    const page = await (
      await request("/applications/status", {
        method: "POST",
        body: new URLSearchParams({ reference: application.reference, email: application.email }),
      })
    ).text();
    const box = stepBox(page, "visa_documents_ready")!;
    expect(text(box)).toContain(m.status_document_reason({ reason: "The stamp is missing" }));
    // The type sent back is the box's first choice.
    expect(box).toMatch(/<option value="sponsor" selected/);

    const response = await post(stepForm(application, "visa_documents_ready", "sponsor", "bank-letter-stamped.pdf"));
    expect(response.status).toBe(200);
    const rows = await rowsOf(application.id);
    const fixed = rows.find((r) => r.file_name === "bank-letter-stamped.pdf")!;
    expect(fixed).toMatchObject({ review_state: "received", replaced_by: null });
    expect(rows.find((r) => r.id === sent.id)).toMatchObject({ review_state: "needs_fix", replaced_by: fixed.id });
    const after = text(stepBox(await response.text(), "visa_documents_ready")!);
    expect(after).toContain(`bank-letter-stamped.pdf · ${m.status_document_received()}`);
    expect(after).not.toContain("The stamp is missing");
  });

  it("lists under a step only the documents sent for it: the application's passport is not the visa file's (issue 50, item 8)", async () => {
    const application = await withOffer();
    const lookupPage = async () =>
      (
        await request("/applications/status", {
          method: "POST",
          body: new URLSearchParams({ reference: application.reference, email: application.email }),
        })
      ).text();
    /** What a step's box says of one of its types: the files sent for the step, or "Not received yet". */
    const received = (html: string, step: string, docType: string) =>
      text(new RegExp(`<div data-doc-type="${docType}">([\\s\\S]*?)</div>`).exec(stepBox(html, step) ?? "")?.[1] ?? "");
    // The passport and photo sent with the application belong to it, not to every step that lists them.
    let page = await lookupPage();
    for (const step of ["visa_documents_ready", "travel_booked", "residence_permit_applied", "registered"])
      expect([step, received(page, step, "passport")]).toEqual([
        step,
        ` ${m.rules_doc_passport()} ${m.checklist_not_received()} `,
      ]);

    // A passport sent for the visa file shows there only, and replaces nothing the application holds.
    expect((await post(stepForm(application, "visa_documents_ready", "passport", "passport-visa.pdf"))).status).toBe(
      200,
    );
    page = await lookupPage();
    expect(received(page, "visa_documents_ready", "passport")).toContain("passport-visa.pdf");
    expect(received(page, "visa_documents_ready", "passport")).not.toContain("passport.pdf ");
    for (const step of ["travel_booked", "residence_permit_applied", "registered"])
      expect([step, received(page, step, "passport")]).toEqual([
        step,
        ` ${m.rules_doc_passport()} ${m.checklist_not_received()} `,
      ]);
    const rows = await env.DB.prepare(
      "SELECT file_name, step_kind, replaced_by FROM application_documents WHERE application_id = ? AND doc_type = 'passport' ORDER BY id",
    )
      .bind(application.id)
      .all<{ file_name: string; step_kind: string | null; replaced_by: number | null }>();
    expect(rows.results).toEqual([
      { file_name: "passport.pdf", step_kind: null, replaced_by: null },
      { file_name: "passport-visa.pdf", step_kind: "visa_documents_ready", replaced_by: null },
    ]);

    // The API says which step each document was sent for.
    const view = await statusAnswer<{ documents: { fileName: string; step: string | null }[] }>(
      application.reference,
      application.email,
    );
    expect(view.documents.filter((d) => d.fileName.startsWith("passport"))).toMatchObject([
      { fileName: "passport.pdf", step: null },
      { fileName: "passport-visa.pdf", step: "visa_documents_ready" },
    ]);

    // A new passport for the same step replaces the step's, not the application's.
    await post(stepForm(application, "visa_documents_ready", "passport", "passport-visa-2.pdf"));
    const after = await env.DB.prepare(
      "SELECT file_name, replaced_by IS NOT NULL AS replaced FROM application_documents WHERE application_id = ? AND doc_type = 'passport' ORDER BY id",
    )
      .bind(application.id)
      .all<{ file_name: string; replaced: number }>();
    expect(after.results).toEqual([
      { file_name: "passport.pdf", replaced: 0 },
      { file_name: "passport-visa.pdf", replaced: 1 },
      { file_name: "passport-visa-2.pdf", replaced: 0 },
    ]);
  });

  it("words a refusal in French and Arabic (no English left)", async () => {
    const application = await withOffer();
    for (const locale of ["fr", "ar"] as const) {
      const { englishLeft } = englishReader(locale);
      const response = await post(stepForm(application, "deposit_paid", "passport"), `/${locale}`);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(text(html)).toContain(
        m.case_upload_no_documents({ step: m.case_step_deposit_paid_title({}, { locale }) }, { locale }),
      );
      expect(text(html)).not.toContain(m.case_upload_no_documents({ step: m.case_step_deposit_paid_title() }));
      expect(englishLeft(html)).toEqual([]);
    }
  });
});
