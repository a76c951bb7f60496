import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { istanbulToday } from "~/catalogue/intakes";
import { getDb } from "~/db/client.server";
import { applicationDocuments, applications, consultationRequests, payments } from "~/db/schema";
import { inLocale } from "~/i18n/request-locale.server";
import { findCases, QUERY_MAX, SEARCH_LIMIT } from "~/models/staff-search.server";
import { readToday, TODAY_CAP } from "~/models/staff-today.server";
import {
  actorWords,
  amountWords,
  casePath,
  consultationPath,
  countWords,
  daysWaitingWords,
  documentWords,
  hoursWaitingWords,
  lateWords,
  stepTitle,
  whenWords,
} from "~/staff/today-words";
import { MEDICINE_ROW } from "../medicine-application";
import { addDays, sql } from "./case-fixtures";

// The staff console's Today and its search (issue 52), read from D1 as the migrations make it: rows written as the
// site and staff's SQL lines write them, dated from the real clock (`now` below), then the lists and the search read
// by the models and drawn by the components. The tests of this file share one database and run in order.

const db = () => getDb(env.DB);
const HOUR = 3_600_000;
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const today = istanbulToday(now);
const newReference = () => `APP-${crypto.randomUUID().replaceAll("-", "").slice(0, 8).toUpperCase()}`;

type Row = typeof applications.$inferInsert;
type DocumentRow = Omit<typeof applicationDocuments.$inferInsert, "applicationId" | "r2Key">;

/** An application as /apply stores it (`values` over the usual Medicine one), with its `documents`. */
async function insertApplication(values: Partial<Row> = {}, documents: Partial<DocumentRow>[] = []) {
  const [row] = await db()
    .insert(applications)
    .values({
      ...MEDICINE_ROW,
      reference: newReference(),
      email: `today-${crypto.randomUUID().slice(0, 8)}@example.com`,
      notificationStatus: "sent",
      ...values,
    })
    .returning();
  const application = row!;
  const ids: number[] = [];
  for (const document of documents) {
    const [stored] = await db()
      .insert(applicationDocuments)
      .values({
        fileName: "document.pdf",
        contentType: "application/pdf",
        size: 52_000,
        ...document,
        applicationId: application.id,
        r2Key: `applications/${application.reference}/${crypto.randomUUID()}`,
      })
      .returning({ id: applicationDocuments.id });
    ids.push(stored!.id);
  }
  return { ...application, documentIds: ids };
}

async function insertPayment(values: Partial<typeof payments.$inferInsert> = {}) {
  const [row] = await db()
    .insert(payments)
    .values({
      txRef: `ISG-${crypto.randomUUID().replaceAll("-", "").slice(0, 16).toUpperCase()}`,
      serviceKey: "basic",
      serviceName: "Basic Package",
      amount: 150,
      currency: "USD",
      customerName: "Kofi Mensah",
      customerEmail: `payer-${crypto.randomUUID().slice(0, 8)}@example.com`,
      customerPhone: "+233201234567",
      gateway: "sandbox",
      ...values,
    })
    .returning();
  return row!;
}

async function insertConsultation(values: Partial<typeof consultationRequests.$inferInsert> = {}) {
  const [row] = await db()
    .insert(consultationRequests)
    .values({
      fullName: "Bola Adeyemi",
      email: `ask-${crypto.randomUUID().slice(0, 8)}@example.com`,
      phone: "08031234567",
      studyLevel: "master",
      source: "contact",
      notificationStatus: "sent",
      ...values,
    })
    .returning();
  return row!;
}

describe("Today: documents waiting for review", () => {
  it("lists a received document, oldest first, not an accepted, sent back or replaced one", async () => {
    const a = await insertApplication({ firstName: "Tunde", lastName: "Okafor" }, [
      { docType: "transcript", fileName: "waiting.pdf", createdAt: ago(72 * HOUR) },
      { docType: "passport", fileName: "accepted.pdf", createdAt: ago(80 * HOUR) },
      { docType: "passport", fileName: "sent-back.pdf", createdAt: ago(80 * HOUR) },
      { docType: "photo", fileName: "replaced.pdf", createdAt: ago(90 * HOUR) },
      { docType: "photo", fileName: "fresh.pdf", stepKind: null, createdAt: ago(2 * HOUR) },
    ]);
    const [waiting, accepted, sentBack, replaced, fresh] = a.documentIds;
    // Staff's review, as the console's SQL lines write it (the triggers check each).
    await sql("UPDATE application_documents SET review_state = 'accepted' WHERE id = ?", accepted);
    await sql(
      "UPDATE application_documents SET review_state = 'needs_fix', review_reason = 'Page 2 is cut off' WHERE id = ?",
      sentBack,
    );
    await sql("UPDATE application_documents SET replaced_by = ? WHERE id = ?", fresh, replaced);

    const { documents } = await readToday(db(), now);
    const mine = documents.rows.filter((d) => d.reference === a.reference);
    expect(mine).toEqual([
      {
        documentId: waiting,
        reference: a.reference,
        student: "Tunde Okafor",
        docType: "transcript",
        stepKind: null,
        fileName: "waiting.pdf",
        receivedAt: ago(72 * HOUR),
        daysWaiting: 3,
      },
      expect.objectContaining({ documentId: fresh, fileName: "fresh.pdf", daysWaiting: 0 }),
    ]);
    // Oldest first across every case.
    const received = documents.rows.map((d) => d.receivedAt);
    expect(received).toEqual([...received].sort());
    expect(documents.more).toBe(false);
  });
});

describe("Today: steps due within 7 days or overdue", () => {
  it("lists open steps overdue, due today and due in 7 days, who acts, days late; not in 8 days, nor a closed one", async () => {
    const a = await insertApplication({ firstName: "Ngozi", lastName: "Eze", nationality: "NG" });
    await sql("UPDATE applications SET status = 'offer_issued' WHERE id = ?", a.id);
    await sql("UPDATE application_steps SET due_on = NULL WHERE application_id = ?", a.id);
    const due = (kind: string, day: string | null, state = "to_do") =>
      sql(
        "UPDATE application_steps SET due_on = ?, state = ? WHERE application_id = ? AND kind = ?",
        day,
        state,
        a.id,
        kind,
      );
    await due("offer_accepted", addDays(today, -3));
    await due("deposit_paid", addDays(today, -10), "done");
    await due("acceptance_letter_issued", addDays(today, -1), "not_needed");
    await due("results_authenticated", today, "in_progress");
    await due("visa_documents_ready", addDays(today, 7), "blocked");
    await due("visa_appointment_booked", addDays(today, 8));

    const { steps, today: day } = await readToday(db(), now);
    expect(day).toBe(today);
    expect(steps.rows.filter((s) => s.reference === a.reference)).toEqual([
      {
        reference: a.reference,
        student: "Ngozi Eze",
        kind: "offer_accepted",
        state: "to_do",
        whoActs: "student",
        dueOn: addDays(today, -3),
        daysLate: 3,
      },
      expect.objectContaining({ kind: "results_authenticated", state: "in_progress", daysLate: 0 }),
      expect.objectContaining({ kind: "visa_documents_ready", state: "blocked", daysLate: -7 }),
    ]);
    const dues = steps.rows.map((s) => s.dueOn);
    expect(dues).toEqual([...dues].sort());
  });

  it("names who acts from the step's rule (the university files the residence permit)", async () => {
    const a = await insertApplication();
    await sql("UPDATE applications SET status = 'offer_issued' WHERE id = ?", a.id);
    await sql(
      "UPDATE application_steps SET due_on = CASE kind WHEN 'residence_permit_applied' THEN ? END WHERE application_id = ?",
      addDays(today, 2),
      a.id,
    );
    const { steps } = await readToday(db(), now);
    expect(steps.rows.filter((s) => s.reference === a.reference)).toMatchObject([
      { kind: "residence_permit_applied", whoActs: "university", daysLate: -2 },
    ]);
  });
});

describe("Today: failed payments", () => {
  it("lists failures of the last 7 days, oldest first, with the case if attached; not older ones, nor one paid since", async () => {
    const a = await insertApplication();
    const onCase = await insertPayment({
      status: "failed",
      applicationId: a.id,
      amount: 150_000,
      currency: "NGN",
      createdAt: ago(50 * HOUR),
      updatedAt: ago(48 * HOUR),
    });
    const fromServices = await insertPayment({ status: "failed", createdAt: ago(5 * HOUR) });
    const old = await insertPayment({ status: "failed", createdAt: ago(8 * 24 * HOUR) });
    const paidSince = await insertPayment({
      status: "failed",
      createdAt: ago(3 * HOUR),
      customerEmail: "Paid@Example.com",
    });
    await insertPayment({ status: "successful", createdAt: ago(HOUR), customerEmail: "paid@example.com" });
    const pending = await insertPayment({ status: "pending", createdAt: ago(4 * HOUR) });

    const { failedPayments } = await readToday(db(), now);
    const refs = failedPayments.rows.map((p) => p.txRef);
    expect(refs).toContain(onCase.txRef);
    expect(refs).toContain(fromServices.txRef);
    for (const absent of [old, paidSince, pending]) expect(refs).not.toContain(absent.txRef);
    expect(refs.indexOf(onCase.txRef)).toBeLessThan(refs.indexOf(fromServices.txRef));
    expect(failedPayments.rows.find((p) => p.txRef === onCase.txRef)).toEqual({
      paymentId: onCase.id,
      txRef: onCase.txRef,
      reference: a.reference,
      customerName: "Kofi Mensah",
      customerEmail: onCase.customerEmail,
      serviceName: "Basic Package",
      amount: 150_000,
      currency: "NGN",
      failedAt: ago(48 * HOUR),
    });
    expect(failedPayments.rows.find((p) => p.txRef === fromServices.txRef)?.reference).toBeNull();
  });
});

describe("Today: consultations unanswered after 24 hours", () => {
  it("lists requests older than 24 hours with no answer, oldest first; not a 23-hour-old one, nor an answered one", async () => {
    const older = await insertConsultation({ fullName: "First Asker", createdAt: ago(50 * HOUR), replyBy: "whatsapp" });
    const waiting = await insertConsultation({ fullName: "Second Asker", createdAt: ago(25 * HOUR) });
    const young = await insertConsultation({ createdAt: ago(23 * HOUR) });
    const answered = await insertConsultation({ createdAt: ago(30 * HOUR), answeredAt: ago(2 * HOUR) });

    const { consultations } = await readToday(db(), now);
    const ids = consultations.rows.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([older.id, waiting.id]));
    expect(ids).not.toContain(young.id);
    expect(ids).not.toContain(answered.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(waiting.id));
    expect(consultations.rows.find((c) => c.id === older.id)).toEqual({
      id: older.id,
      fullName: "First Asker",
      email: older.email,
      phone: "08031234567",
      replyBy: "whatsapp",
      source: "contact",
      createdAt: ago(50 * HOUR),
      hoursWaiting: 50,
    });
  });
});

describe("Today: new applications", () => {
  it("lists applications still 'received', oldest first; not one staff have taken up", async () => {
    const first = await insertApplication({ firstName: "Early", lastName: "Bird", createdAt: ago(40 * HOUR) });
    const second = await insertApplication({ createdAt: ago(HOUR) });
    const taken = await insertApplication({ createdAt: ago(30 * HOUR) });
    await sql("UPDATE applications SET status = 'in_review' WHERE id = ?", taken.id);

    const { applications: fresh } = await readToday(db(), now);
    const refs = fresh.rows.map((r) => r.reference);
    expect(refs.indexOf(first.reference)).toBeGreaterThanOrEqual(0);
    expect(refs.indexOf(first.reference)).toBeLessThan(refs.indexOf(second.reference));
    expect(refs).not.toContain(taken.reference);
    expect(fresh.rows.find((r) => r.reference === first.reference)).toEqual({
      reference: first.reference,
      student: "Early Bird",
      program: "Medicine",
      university: "Istanbul Medipol University",
      createdAt: ago(40 * HOUR),
    });
  });
});

describe("Today's words (English, the console's language)", () => {
  const en = <T>(words: () => T) => inLocale("en", words);

  it("say how late a step is, how long something waited, who acts", () => {
    expect(en(() => [3, 1, 0, -1, -7].map(lateWords))).toEqual([
      "3 days late",
      "1 day late",
      "Due today",
      "Due in 1 day",
      "Due in 7 days",
    ]);
    expect(en(() => [0, 1, 12].map(daysWaitingWords))).toEqual(["Less than a day", "1 day", "12 days"]);
    expect(en(() => [25, 47, 50, 100].map(hoursWaitingWords))).toEqual(["25 hours", "47 hours", "2 days", "4 days"]);
    expect(en(() => (["student", "us", "university"] as const).map(actorWords))).toEqual([
      "Student",
      "Us",
      "University",
    ]);
    expect(en(() => [countWords(0), countWords(1), countWords(100)])).toEqual([
      "0 waiting",
      "1 waiting",
      "100 waiting",
    ]);
  });

  it("name a step, a document, an amount and a moment", () => {
    expect(en(() => stepTitle("visa_decision", "blocked"))).toBe("Visa decision (blocked)");
    expect(en(() => stepTitle("visa_decision", "to_do"))).toBe("Visa decision");
    expect(en(() => documentWords(null, null))).toBe("Document");
    expect(en(() => documentWords("passport", "visa_documents_ready"))).toMatch(/^Passport for Visa documents ready$/);
    expect(en(() => amountWords(150_000, "NGN"))).toBe("₦150,000");
    expect(en(() => whenWords("2026-12-03T06:05:00.000Z"))).toBe("3 Dec 2026, 09:05 Istanbul time");
    expect(whenWords("not a date")).toBe("not a date");
  });

  it("lead to the console's case and consultation pages", () => {
    expect(casePath("APP-7K3QX9M2")).toBe("/staff/cases/APP-7K3QX9M2");
    expect(consultationPath(42)).toBe("/staff/consultations#c42");
  });
});

describe("Today's cap", () => {
  it("shows the oldest 100 of a list, and says more are waiting", async () => {
    // The oldest applications of the database, a minute apart.
    const start = Date.parse("2020-01-01T00:00:00.000Z");
    const references = Array.from({ length: TODAY_CAP + 5 }, () => newReference());
    // One statement each: D1 binds at most 100 parameters a query.
    await env.DB.batch(
      references.map((reference, i) =>
        env.DB.prepare(
          `INSERT INTO applications (reference, first_name, last_name, email, country_of_residence, selected_faculty,
            selected_university, selected_program, created_at) VALUES (?, 'Cap', 'Test', ?, 'Nigeria', ?, ?, ?, ?)`,
        ).bind(
          reference,
          `cap-${i}@example.com`,
          MEDICINE_ROW.selectedFaculty,
          MEDICINE_ROW.selectedUniversity,
          MEDICINE_ROW.selectedProgram,
          new Date(start + i * 60_000).toISOString(),
        ),
      ),
    );
    const { applications: fresh } = await readToday(db(), now);
    expect(fresh.rows).toHaveLength(TODAY_CAP);
    expect(fresh.more).toBe(true);
    expect(fresh.rows.map((r) => r.reference)).toEqual(references.slice(0, TODAY_CAP));
    // Taken up: off the list again (their history rows keep them in D1).
    await sql("UPDATE applications SET status = 'in_review' WHERE email LIKE 'cap-%@example.com'");
    expect((await readToday(db(), now)).applications.more).toBe(false);
  });
});

describe("the case search", () => {
  it("finds a case by its reference (exact, any case), name (part of first, last or both), e-mail (part) and phone digits", async () => {
    const chiamaka = await insertApplication({
      firstName: "Chiamaka",
      lastName: "Obiora",
      email: "chiamaka.obiora@example.com",
      phone: "+234 803 555 0101",
    });
    const found = async (query: string) => (await findCases(db(), query)).hits.map((h) => h.reference);
    for (const query of [
      chiamaka.reference,
      chiamaka.reference.toLowerCase(),
      `  ${chiamaka.reference}  `,
      "chiam",
      "OBIOR",
      "Chiamaka Obi",
      "KA.OBIORA@EXAMPLE",
      "803 555 01",
      "+234-803-555",
      "0101",
    ])
      expect(await found(query), query).toContain(chiamaka.reference);
    // The reference is matched whole: a part of it is no search key (nor does it occur in a name or e-mail).
    expect(await found(chiamaka.reference.slice(0, 8))).not.toContain(chiamaka.reference);
    // Too few digits to be a phone: not searched as one.
    expect(await found("555")).not.toContain(chiamaka.reference);

    const { hits } = await findCases(db(), chiamaka.reference);
    expect(hits).toEqual([
      {
        reference: chiamaka.reference,
        student: "Chiamaka Obiora",
        email: "chiamaka.obiora@example.com",
        phone: "+234 803 555 0101",
        status: "received",
        program: "Medicine",
        university: "Istanbul Medipol University",
        createdAt: chiamaka.createdAt,
      },
    ]);
  });

  it("takes % and _ as the characters they are, not as LIKE wildcards", async () => {
    const literal = await insertApplication({
      firstName: "Per%cent",
      lastName: "Under_score",
      email: "x_y%z@example.com",
    });
    const lookalike = await insertApplication({
      firstName: "Perxcent",
      lastName: "Underxscore",
      email: "xqyzz@example.com",
    });
    const found = async (query: string) => (await findCases(db(), query)).hits.map((h) => h.reference);
    for (const query of ["x_y", "y%z", "per%c", "under_s", "%", "_"]) {
      const refs = await found(query);
      expect(refs, query).toContain(literal.reference);
      expect(refs, query).not.toContain(lookalike.reference);
    }
  });

  it("finds nothing for an empty query, and reads at most 100 characters of a long one", async () => {
    for (const query of ["", "   ", null, undefined])
      expect(await findCases(db(), query)).toEqual({ query: "", hits: [], more: false });
    const long = await findCases(db(), `  ${"a".repeat(150)}`);
    expect(long.query).toHaveLength(QUERY_MAX);
  });

  it("answers at most 20 cases, the newest first, and says when more matched", async () => {
    const start = Date.parse("2025-06-01T00:00:00.000Z");
    const references: string[] = [];
    for (let i = 0; i < SEARCH_LIMIT + 2; i++)
      references.push(
        (await insertApplication({ lastName: "Limitson", createdAt: new Date(start + i * 60_000).toISOString() }))
          .reference,
      );
    const search = await findCases(db(), "limitson");
    expect(search.hits.map((h) => h.reference)).toEqual(references.reverse().slice(0, SEARCH_LIMIT));
    expect(search.more).toBe(true);
  });
});
