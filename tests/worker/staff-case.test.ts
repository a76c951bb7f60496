import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import type { FieldSource, WriteCommand, WriteContext } from "~/commands/write-command";
import { getDb } from "~/db/client.server";
import { m } from "~/i18n/paraglide/messages";
import { findDocumentOfCase, readStaffCase, type StaffCase } from "~/models/staff-case.server";
import {
  attachPaymentCommand,
  consultationAnsweredCommand,
  documentReviewCommand,
  statusChangeCommand,
  stepChangeCommand,
} from "~/staff/case-changes.server";
import { ANSWERED_VERSION, REVIEW_VERSION, STATUS_VERSION, STEP_VERSION, versionOf } from "~/staff/case-change-schema";
import { type Applied, apply, sql, withOffer } from "./case-fixtures";

// Staff's changes to a case from the console (issue 52), run as the route actions will run them (parse, then run)
// against the real D1 and its triggers: each change names the staff member in its history row, a change made by
// someone else after the page read the row is refused with 409 and the case as it is now, the triggers' refusals are
// a 400 on the field with what was typed kept, and nothing of a refused change is written.

const db = () => getDb(env.DB);
const ADA = { email: "ada@staff.example", name: "Ada" };
const BOLA = { email: "bola@staff.example", name: "Bola" };
/** An apostrophe and Arabic, as staff type them: stored and read back exactly. */
const REASON = "Page 2 is cut off: don't forget the stamp — الصفحة الثانية مقطوعة، لا تنسَ الختم";

async function run<Input, Result>(command: WriteCommand<FieldSource, Input, Result>, fields: Record<string, string>) {
  const context = {
    db: db(),
    origin: "http://localhost",
    request: new Request("http://localhost/staff"),
  } as WriteContext;
  const source: FieldSource = { get: (name) => fields[name] ?? null };
  const parsed = await command.parse(source, context);
  return parsed.ok ? command.run(parsed.input, context) : parsed.result;
}

async function staffCase(reference: string): Promise<StaffCase> {
  const found = await readStaffCase(db(), reference);
  expect(found).toBeDefined();
  return found!;
}

const count = async (statement: string, ...values: unknown[]) =>
  (await env.DB.prepare(statement)
    .bind(...values)
    .first<{ n: number }>())!.n;

/** Every row the history triggers wrote for `id`: what a refused change must leave as it was. */
const historyRows = async (id: number) =>
  (await count("SELECT count(*) AS n FROM application_events WHERE application_id = ?", id)) +
  (await count("SELECT count(*) AS n FROM application_step_events WHERE application_id = ?", id));

afterEach(async () => {
  // Every batch empties staff_acting, whether its change was made, refused or found changed.
  expect(await count("SELECT count(*) AS n FROM staff_acting")).toBe(0);
});

const statusVersion = (c: StaffCase) => versionOf(STATUS_VERSION, c.application);
const stepVersion = (c: StaffCase, kind: string) => versionOf(STEP_VERSION, c.steps.find((s) => s.kind === kind)!);
const documentOf = (c: StaffCase, docType: string) => c.documents.find((d) => d.docType === docType)!;

describe("a case as staff read it", () => {
  it("has the application, its steps, documents, payments and one history with who did what", async () => {
    const application = await withOffer();
    const before = await staffCase(application.reference);
    await run(documentReviewCommand({ staff: ADA, reference: application.reference }), {
      documentId: String(documentOf(before, "passport").id),
      decision: "accept",
      version: versionOf(REVIEW_VERSION, documentOf(before, "passport")),
    });
    // Messages the consumer recorded for the student (and one for the inbox, which is not the student's).
    const event = await env.DB.prepare(
      "SELECT id FROM application_events WHERE application_id = ? AND kind = 'status' ORDER BY id DESC LIMIT 1",
    )
      .bind(application.id)
      .first<{ id: number }>();
    await sql(
      "INSERT INTO email_log (key, recipient, subject, status) VALUES (?, ?, 'Your application was received', 'sent'), (?, 'inbox@example.com', 'New application', 'sent')",
      `application:${application.id}:student`,
      application.email,
      `application:${application.id}:inbox`,
    );
    await sql(
      "INSERT INTO whatsapp_messages (key, phone, template, variables, status) VALUES (?, '+2348012345678', 'application_status_changed', '[]', 'delivered')",
      `application-event:${event!.id}:whatsapp`,
    );

    const found = await staffCase(application.reference);
    expect(found.application).toMatchObject({
      reference: application.reference,
      email: application.email,
      status: "offer_issued",
      programName: "Medicine",
    });
    expect(found.application.universityName).toBeTruthy();
    expect(found.steps.length).toBeGreaterThanOrEqual(12);
    expect(found.steps[0]).toMatchObject({
      kind: "offer_accepted",
      state: expect.any(String),
      actor: expect.any(String),
    });
    expect(found.documents.map((d) => d.docType)).toEqual(expect.arrayContaining(["passport", "photo", "results"]));
    expect(found.documents[0]).not.toHaveProperty("r2Key");
    expect(found.payments).toEqual([]);

    const kinds = found.history.map((h) => h.kind);
    expect(kinds).toEqual(expect.arrayContaining(["application", "document_received", "document_accepted", "message"]));
    expect(found.history.find((h) => h.kind === "document_accepted")).toMatchObject({ actor: ADA.email });
    const messages = found.history.filter((h) => h.kind === "message");
    expect(messages.map((h) => h.key).sort()).toEqual(
      [`application-event:${event!.id}:whatsapp`, `application:${application.id}:student`].sort(),
    );
    // Oldest first.
    const times = found.history.map((h) => h.at);
    expect(times).toEqual([...times].sort());
  });

  it("is undefined for an unknown reference", async () => {
    expect(await readStaffCase(db(), "APP-NOSUCH00")).toBeUndefined();
  });

  it("finds a document only through its own case", async () => {
    const [one, other] = [await apply(), await apply()];
    const theirs = documentOf(await staffCase(other.reference), "passport");
    const found = await findDocumentOfCase(
      db(),
      one.reference,
      documentOf(await staffCase(one.reference), "passport").id,
    );
    expect(found).toMatchObject({ r2Key: expect.any(String), contentType: expect.any(String) });
    expect(await findDocumentOfCase(db(), one.reference, theirs.id)).toBeUndefined();
  });
});

describe("the status", () => {
  it("moves as allowed, with the note typed, and names the staff member in the history", async () => {
    const application = await apply();
    const command = statusChangeCommand({ staff: ADA, reference: application.reference });
    const note = "Don't forget the stamp — لا تنسَ الختم";
    const result = await run(command, {
      status: "documents_requested",
      staffNote: note,
      requestedDocType: "english",
      version: statusVersion(await staffCase(application.reference)),
    });
    expect(result).toEqual({ ok: true, status: 200 });
    const row = await env.DB.prepare("SELECT status, staff_note, requested_doc_type FROM applications WHERE id = ?")
      .bind(application.id)
      .first();
    expect(row).toEqual({ status: "documents_requested", staff_note: note, requested_doc_type: "english" });
    const event = await env.DB.prepare(
      "SELECT new_status, note, actor FROM application_events WHERE application_id = ? AND kind = 'status'",
    )
      .bind(application.id)
      .first();
    expect(event).toEqual({ new_status: "documents_requested", note, actor: ADA.email });

    // Another status drops the document asked for.
    await run(command, {
      status: "in_review",
      staffNote: "",
      version: statusVersion(await staffCase(application.reference)),
    });
    expect(
      await env.DB.prepare("SELECT status, staff_note, requested_doc_type FROM applications WHERE id = ?")
        .bind(application.id)
        .first(),
    ).toEqual({ status: "in_review", staff_note: null, requested_doc_type: null });
  });

  it("refuses a move not allowed from the status read, writing nothing", async () => {
    const application = await apply();
    const rows = await historyRows(application.id);
    const result = await run(statusChangeCommand({ staff: ADA, reference: application.reference }), {
      status: "enrolled",
      staffNote: "typed",
      version: statusVersion(await staffCase(application.reference)),
    });
    expect(result).toMatchObject({ ok: false, status: 400, values: { status: "enrolled", staffNote: "typed" } });
    expect(result.ok === false && result.errors?.status?.[0]).toContain("In review");
    expect(await historyRows(application.id)).toBe(rows);
  });

  it("answers 409 with the case now when someone changed it after the page read it", async () => {
    const application = await apply();
    const version = statusVersion(await staffCase(application.reference));
    await sql("UPDATE applications SET staff_note = 'Changed in the D1 console' WHERE id = ?", application.id);
    const rows = await historyRows(application.id);
    const result = await run(statusChangeCommand({ staff: ADA, reference: application.reference }), {
      status: "in_review",
      staffNote: "Mine",
      version,
    });
    expect(result).toMatchObject({ ok: false, status: 409, message: m.staff_case_changed_meanwhile() });
    if (result.ok || result.status !== 409) throw new Error("not a 409");
    expect(result.current.application).toMatchObject({ status: "received", staffNote: "Changed in the D1 console" });
    expect(result.values).toMatchObject({ staffNote: "Mine" });
    expect(await historyRows(application.id)).toBe(rows);
  });

  it("refuses a form without its version", async () => {
    const application = await apply();
    const result = await run(statusChangeCommand({ staff: ADA, reference: application.reference }), {
      status: "in_review",
    });
    expect(result).toMatchObject({ ok: false, status: 400, errors: { version: [m.staff_case_version_invalid()] } });
  });

  it("finds no case for an unknown reference", async () => {
    const result = await run(statusChangeCommand({ staff: ADA, reference: "APP-NOSUCH00" }), {
      status: "in_review",
      version: JSON.stringify(["received", null, null]),
    });
    expect(result).toMatchObject({ ok: false, status: 404 });
  });
});

describe("a step", () => {
  async function visaGranted(application: Applied, on: string) {
    const c = await staffCase(application.reference);
    return run(stepChangeCommand({ staff: ADA, reference: application.reference }), {
      step: "visa_decision",
      state: "done",
      visaDecision: "granted",
      visaDecidedOn: on,
      version: stepVersion(c, "visa_decision"),
    });
  }

  it("sets the appointment, names the staff member, and ignores fields of other steps", async () => {
    const application = await withOffer();
    const result = await run(stepChangeCommand({ staff: BOLA, reference: application.reference }), {
      step: "visa_appointment_booked",
      state: "done",
      appointmentOn: "2027-06-10",
      appointmentPlace: "Turkish Embassy, Abuja",
      arrivalOn: "2027-09-01",
      version: stepVersion(await staffCase(application.reference), "visa_appointment_booked"),
    });
    expect(result).toEqual({ ok: true, status: 200 });
    const step = (await staffCase(application.reference)).steps.find((s) => s.kind === "visa_appointment_booked");
    expect(step).toMatchObject({
      state: "done",
      appointmentOn: "2027-06-10",
      appointmentPlace: "Turkish Embassy, Abuja",
      arrivalOn: null,
    });
    const event = await env.DB.prepare(
      "SELECT new_state, appointment_on, actor FROM application_step_events WHERE application_id = ? AND kind = 'visa_appointment_booked' ORDER BY id DESC LIMIT 1",
    )
      .bind(application.id)
      .first();
    expect(event).toEqual({ new_state: "done", appointment_on: "2027-06-10", actor: BOLA.email });
    const history = (await staffCase(application.reference)).history.filter((h) => h.kind === "step");
    expect(history.at(-1)).toMatchObject({ step: "visa_appointment_booked", actor: BOLA.email });
  });

  it("refuses an arrival before a granted visa (D1's trigger) with a 400 on the field, writing nothing", async () => {
    const application = await withOffer();
    const rows = await historyRows(application.id);
    const result = await run(stepChangeCommand({ staff: ADA, reference: application.reference }), {
      step: "travel_booked",
      state: "done",
      arrivalOn: "2027-09-12",
      version: stepVersion(await staffCase(application.reference), "travel_booked"),
    });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      message: m.staff_case_arrival_before_visa(),
      errors: { arrivalOn: [m.staff_case_arrival_before_visa()] },
      values: { arrivalOn: "2027-09-12", state: "done" },
    });
    expect(await historyRows(application.id)).toBe(rows);
    expect((await staffCase(application.reference)).steps.find((s) => s.kind === "travel_booked")).toMatchObject({
      state: "to_do",
      arrivalOn: null,
    });

    // With the visa granted first, the same arrival goes in (and the residence permit follows it).
    expect(await visaGranted(application, "2027-07-01")).toEqual({ ok: true, status: 200 });
    const again = await run(stepChangeCommand({ staff: ADA, reference: application.reference }), {
      step: "travel_booked",
      state: "done",
      arrivalOn: "2027-09-12",
      version: stepVersion(await staffCase(application.reference), "travel_booked"),
    });
    expect(again).toEqual({ ok: true, status: 200 });
    const permit = (await staffCase(application.reference)).steps.find((s) => s.kind === "residence_permit_applied");
    expect(permit?.dueOn && permit.dueOn > "2027-09-12").toBe(true);
  });

  it("gives the second of two staff changing the same step at once a 409 with what the first made", async () => {
    const application = await withOffer();
    const read = stepVersion(await staffCase(application.reference), "deposit_paid");
    const first = await run(stepChangeCommand({ staff: ADA, reference: application.reference }), {
      step: "deposit_paid",
      state: "done",
      version: read,
    });
    expect(first).toEqual({ ok: true, status: 200 });
    const rows = await historyRows(application.id);
    const second = await run(stepChangeCommand({ staff: BOLA, reference: application.reference }), {
      step: "deposit_paid",
      state: "blocked",
      version: read,
    });
    expect(second).toMatchObject({ ok: false, status: 409, values: { state: "blocked" } });
    if (second.ok || second.status !== 409) throw new Error("not a 409");
    expect(second.current.steps.find((s) => s.kind === "deposit_paid")?.state).toBe("done");
    expect(await historyRows(application.id)).toBe(rows);
  });

  it("refuses a day that is not one, before D1", async () => {
    const application = await withOffer();
    const result = await run(stepChangeCommand({ staff: ADA, reference: application.reference }), {
      step: "visa_decision",
      state: "done",
      visaDecision: "granted",
      visaDecidedOn: "2027-02-30",
      version: stepVersion(await staffCase(application.reference), "visa_decision"),
    });
    expect(result).toMatchObject({ ok: false, status: 400, errors: { visaDecidedOn: [m.staff_case_day_invalid()] } });
  });

  it("finds no step on a case before its offer", async () => {
    const application = await apply();
    const result = await run(stepChangeCommand({ staff: ADA, reference: application.reference }), {
      step: "deposit_paid",
      state: "done",
      version: JSON.stringify(["to_do", null, null, null, null, null]),
    });
    expect(result).toMatchObject({ ok: false, status: 404, message: m.staff_case_step_not_found() });
  });
});

describe("a document's review", () => {
  it("sends one back with the reason as typed (an apostrophe, Arabic), naming the reviewer", async () => {
    const application = await apply();
    const passport = documentOf(await staffCase(application.reference), "passport");
    const result = await run(documentReviewCommand({ staff: ADA, reference: application.reference }), {
      documentId: String(passport.id),
      decision: "send_back",
      reason: REASON,
      version: versionOf(REVIEW_VERSION, passport),
    });
    expect(result).toEqual({ ok: true, status: 200 });
    const row = await env.DB.prepare(
      "SELECT review_state, review_reason, reviewed_by FROM application_documents WHERE id = ?",
    )
      .bind(passport.id)
      .first();
    expect(row).toEqual({ review_state: "needs_fix", review_reason: REASON, reviewed_by: ADA.email });
    const event = await env.DB.prepare(
      "SELECT note, document_id, actor FROM application_events WHERE application_id = ? AND kind = 'document_review'",
    )
      .bind(application.id)
      .first();
    expect(event).toEqual({ note: REASON, document_id: passport.id, actor: ADA.email });
  });

  it("refuses a send-back without a reason, keeping what was typed", async () => {
    const application = await apply();
    const passport = documentOf(await staffCase(application.reference), "passport");
    const rows = await historyRows(application.id);
    const result = await run(documentReviewCommand({ staff: ADA, reference: application.reference }), {
      documentId: String(passport.id),
      decision: "send_back",
      reason: "   ",
      version: versionOf(REVIEW_VERSION, passport),
    });
    expect(result).toMatchObject({ ok: false, status: 400, errors: { reason: [m.staff_case_reason_missing()] } });
    expect(await historyRows(application.id)).toBe(rows);
  });

  it("does not find a document of another case, and changes nothing there", async () => {
    const [one, other] = [await apply(), await apply()];
    const theirs = documentOf(await staffCase(other.reference), "passport");
    const result = await run(documentReviewCommand({ staff: ADA, reference: one.reference }), {
      documentId: String(theirs.id),
      decision: "accept",
      version: versionOf(REVIEW_VERSION, theirs),
    });
    expect(result).toMatchObject({ ok: false, status: 404, message: m.staff_case_document_not_found() });
    expect(documentOf(await staffCase(other.reference), "passport")).toMatchObject({
      reviewState: "received",
      reviewedBy: null,
    });
  });

  it("answers 409 when the review changed after the page read it", async () => {
    const application = await apply();
    const passport = documentOf(await staffCase(application.reference), "passport");
    await sql("UPDATE application_documents SET review_state = 'accepted' WHERE id = ?", passport.id);
    const result = await run(documentReviewCommand({ staff: BOLA, reference: application.reference }), {
      documentId: String(passport.id),
      decision: "send_back",
      reason: REASON,
      version: versionOf(REVIEW_VERSION, passport),
    });
    expect(result).toMatchObject({ ok: false, status: 409, values: { reason: REASON } });
    if (result.ok || result.status !== 409) throw new Error("not a 409");
    expect(result.current.documents.find((d) => d.id === passport.id)).toMatchObject({
      reviewState: "accepted",
      reviewReason: null,
      reviewedBy: null,
    });
  });
});

describe("a payment made on /services", () => {
  const txRef = () =>
    `ISG-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => "ABCDEFGHJKMNPQRSTUVWXYZ23456789"[b % 31]).join("")}`;
  async function servicesPayment(email: string, status = "successful") {
    const ref = txRef();
    await sql(
      `INSERT INTO payments (tx_ref, service_key, service_name, amount, currency, customer_name, customer_email,
         customer_phone, status, gateway) VALUES (?, 'basic', 'Basic', 100, 'USD', 'A Student', ?, '+2348012345678', ?, 'sandbox')`,
      ref,
      email,
      status,
    );
    return ref;
  }

  it("is offered on the case of its payer, attached with who attached it, and refused on another case", async () => {
    const [application, other] = [await apply(), await apply()];
    const ref = await servicesPayment(application.email.toUpperCase());
    expect((await staffCase(application.reference)).attachablePayments.map((p) => p.txRef)).toEqual([ref]);

    const result = await run(attachPaymentCommand({ staff: ADA, reference: application.reference }), {
      txRef: ` ${ref.toLowerCase()} `,
    });
    expect(result).toEqual({ ok: true, status: 200 });
    const attached = await staffCase(application.reference);
    expect(attached.payments).toEqual([expect.objectContaining({ txRef: ref, attachedBy: ADA.email })]);
    expect(attached.attachablePayments).toEqual([]);
    // The attach is a line of the case's history, at the payment's updated_at, by who attached it.
    const [payment] = attached.payments;
    expect(payment?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(attached.history.filter((h) => h.kind === "payment_attached")).toEqual([
      { kind: "payment_attached", at: payment?.updatedAt, actor: ADA.email, txRef: ref, serviceName: "Basic" },
    ]);

    const elsewhere = await run(attachPaymentCommand({ staff: BOLA, reference: other.reference }), { txRef: ref });
    expect(elsewhere).toMatchObject({
      ok: false,
      status: 409,
      message: m.staff_case_payment_attached_elsewhere({ reference: application.reference }),
    });
    expect(
      await env.DB.prepare(
        "SELECT a.reference, p.attached_by FROM payments p JOIN applications a ON a.id = p.application_id WHERE p.tx_ref = ?",
      )
        .bind(ref)
        .first(),
    ).toEqual({ reference: application.reference, attached_by: ADA.email });

    const again = await run(attachPaymentCommand({ staff: BOLA, reference: application.reference }), { txRef: ref });
    expect(again).toMatchObject({ ok: false, status: 409, message: m.staff_case_payment_already_here() });
  });

  it("refuses a payment that did not succeed, and an unknown one", async () => {
    const application = await apply();
    const ref = await servicesPayment(application.email, "failed");
    expect(
      await run(attachPaymentCommand({ staff: ADA, reference: application.reference }), { txRef: ref }),
    ).toMatchObject({
      ok: false,
      status: 400,
      errors: { txRef: [m.staff_case_payment_not_successful({ status: m.staff_case_payment_failed() })] },
    });
    const unknown = txRef();
    expect(
      await run(attachPaymentCommand({ staff: ADA, reference: application.reference }), { txRef: unknown }),
    ).toMatchObject({ ok: false, status: 404 });
    expect(
      await run(attachPaymentCommand({ staff: ADA, reference: application.reference }), { txRef: "nonsense" }),
    ).toMatchObject({ ok: false, status: 400, errors: { txRef: [m.staff_case_tx_ref_invalid()] } });
    expect(await count("SELECT count(*) AS n FROM payments WHERE application_id = ?", application.id)).toBe(0);
  });
});

describe("a consultation request", () => {
  it("is marked answered by the staff member, and a second mark from a stale page gets 409", async () => {
    const { meta } = await sql(
      "INSERT INTO consultation_requests (full_name, email, phone, study_level, reply_by) VALUES ('A Student', 'a@example.com', '+2348012345678', 'bachelor', 'whatsapp')",
    );
    const id = String(meta.last_row_id);
    const version = versionOf(ANSWERED_VERSION, { answeredAt: null });
    expect(await run(consultationAnsweredCommand({ staff: ADA }), { consultationId: id, version })).toEqual({
      ok: true,
      status: 200,
    });
    const row = await env.DB.prepare("SELECT answered_at, answered_by FROM consultation_requests WHERE id = ?")
      .bind(id)
      .first<{ answered_at: string; answered_by: string }>();
    expect(row).toMatchObject({ answered_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), answered_by: ADA.email });

    const stale = await run(consultationAnsweredCommand({ staff: BOLA }), { consultationId: id, version });
    expect(stale).toMatchObject({ ok: false, status: 409, current: { answeredBy: ADA.email } });
    expect(
      await run(consultationAnsweredCommand({ staff: BOLA }), { consultationId: "999999", version }),
    ).toMatchObject({ ok: false, status: 404 });
  });
});
