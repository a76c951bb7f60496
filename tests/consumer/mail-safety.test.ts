import { env } from "cloudflare:workers";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applicationDocuments, applicationEvents, emailLog } from "~/db/schema";
import { getConsultationForNotification } from "~/models/consultations.server";
import { getApplicationWithDocuments } from "~/models/applications.server";
import { getEventForMail } from "~/models/application-tracking.server";
import { getPayment } from "~/models/payment-rows.server";
import { db, deliver, insertApplication, insertConsultationRequest, insertPayment } from "./fixtures";
import { inboxMail, studentMail } from "../../workers/consumer/application";
import { consultationMail } from "../../workers/consumer/consultation-mail";
import { documentFixMail, statusChangeMail } from "../../workers/consumer/application-event";
import { greetingName } from "../../workers/consumer/mail-text";
import { receiptMail } from "../../workers/consumer/payment";

// What an attacker can make our e-mails say. Rows are written as they may already be in D1 (older rules, the D1
// console), so the consumer's own defences are what is tested here; the form rules are tested in tests/worker/.

const PHISHING = "Your visa fee is overdue: pay now at https://evil.example/pay, or www.evil.example today";
const BIDI_FILE = "invoice\u202Egpj.pdf";
const SCRIPT = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
// Every character the rules call unsafe: C0, DEL, C1, LRM/RLM, the embeddings/overrides and the isolates.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
// The same in a body, where line breaks (\n) are the text's own.
const UNSAFE_IN_BODY = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

async function hostileApplication(email = `target${crypto.randomUUID().slice(0, 8)}@example.com`) {
  const row = await insertApplication(
    {
      firstName: PHISHING,
      lastName: `Bello\r\nBcc: victim@example.com\u202E${SCRIPT}`,
      email,
      message: `Click https://evil.example/pay ${SCRIPT}`,
    },
    [
      { fileName: BIDI_FILE, contentType: "application/pdf", size: 1000 },
      { fileName: `Pay at evil.example ${SCRIPT}.pdf`, contentType: "application/pdf", size: 1000 },
    ],
  );
  return (await getApplicationWithDocuments(db(), row.id))!;
}

describe("greetingName", () => {
  it.each([
    ["Amina", "Amina"],
    ["  Chidi\tOkafor ", "Chidi Okafor"],
    ["O'Brien-Ngozi", "O'Brien-Ngozi"],
    ["Zeynep Çelik", "Zeynep Çelik"],
    [PHISHING, "Your visa fee is overdue pay now at or"],
    ["Amina\u202Eevil", "Aminaevil"],
    ["Amina\r\nBcc: x@example.com", "Amina Bcc"],
    ["https://evil.example", ""],
    ["A".repeat(500), "A".repeat(40)],
  ])("%j → %j", (raw, expected) => {
    expect(greetingName(raw)).toBe(expected);
  });
});

describe("the student's confirmation (an address nobody verified)", () => {
  it("carries no free text of the sender's: no link, no file names, no message; names from D1 are kept", async () => {
    const application = await hostileApplication();
    const link = `https://istanbulstudygateway.com/applications/status?ref=${application.reference}`;
    const { text, html } = studentMail(application, env.CONTACT_EMAIL, link);
    for (const part of [text, html]) {
      // The one link is ours, to the status page; nothing else reads as a link.
      expect(part).toContain(link);
      expect(part.replaceAll(link, "")).not.toMatch(/evil|https?:|www\./i);
      expect(part).not.toContain("invoice");
      expect(part).not.toContain("gpj");
      expect(part).not.toContain("Click");
      expect(part).not.toContain("<script");
      expect(part).not.toMatch(UNSAFE_IN_BODY);
      expect(part).toContain("Medicine");
      expect(part).toContain("Istanbul Medipol University");
      expect(part).toContain(application.reference);
      expect(part).toContain("2 documents");
    }
    expect(text.startsWith("Dear Your visa fee is overdue pay now at or,")).toBe(true);
    expect(text.split("\n")[0]!.length).toBeLessThanOrEqual("Dear ,".length + 40);
  });

  it("the staff copy keeps every field (escaped), with file names and the subject free of control and direction characters", async () => {
    const application = await hostileApplication();
    const { text, html } = inboxMail(application, "e-mail (no WhatsApp consent)");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(text).toContain("invoicegpj.pdf");
    expect(html).toContain("invoicegpj.pdf");
    expect(html).not.toMatch(UNSAFE_IN_BODY);
    expect(text).not.toMatch(UNSAFE_IN_BODY);

    const result = await deliver([
      { id: crypto.randomUUID(), type: "application.created", applicationId: application.id },
    ]);
    expect(result.explicitAcks).toHaveLength(1);
    const mails = await db()
      .select()
      .from(emailLog)
      .where(like(emailLog.key, `application:${application.id}:%`))
      .orderBy(emailLog.key);
    expect(mails.map((m) => m.status)).toEqual(["sent", "sent"]);
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(UNSAFE);
      expect(mail.subject.length).toBeLessThanOrEqual(200);
    }
    expect(mails[0]!.subject).toContain("Bello Bcc: victim@example.com");
  });
});

describe("staff's words in the student's e-mails (issue 50, item 15)", () => {
  // Written in the D1 console, pasted from anywhere: a right-to-left override would reverse what the student reads.
  it("carry no control or direction character: the status note and a document's reason", async () => {
    const application = await insertApplication({ email: `bidi-staff-${crypto.randomUUID().slice(0, 6)}@example.com` });
    const [document] = await db()
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, application.id));
    await env.DB.prepare("UPDATE application_documents SET review_state = 'needs_fix', review_reason = ? WHERE id = ?")
      .bind("Send page 2 \u202Eof your passport\u202C again", document!.id)
      .run();
    await env.DB.prepare("UPDATE applications SET status = 'in_review', staff_note = ? WHERE id = ?")
      .bind("We read \u2067\u202Eyour file\u2069 today", application.id)
      .run();
    const events = await db()
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, application.id));
    const forMail = async (kind: string) => ({
      ...(await getEventForMail(db(), events.find((e) => e.kind === kind)!.id))!,
      locale: "en" as const,
    });
    const link = "https://istanbulstudygateway.com/applications/status?ref=x";
    const fix = documentFixMail(await forMail("document_review"), link, env.CONTACT_EMAIL);
    const status = statusChangeMail(await forMail("status"), link, env.CONTACT_EMAIL);
    for (const mail of [fix, status]) {
      expect(mail.text).not.toMatch(UNSAFE_IN_BODY);
      expect(mail.html).not.toMatch(UNSAFE_IN_BODY);
    }
    expect(fix.text).toContain("Send page 2 of your passport again");
    expect(status.text).toContain("We read your file today");
  });
});

describe("the consultancy's consultation e-mail", () => {
  it("escapes HTML in every field and keeps the subject on one line", async () => {
    const row = await insertConsultationRequest({
      fullName: `Eve ${SCRIPT}\r\nBcc: victim@example.com`,
      email: "eve@example.com",
      studyLevel: "master",
      message: `${SCRIPT}\nsecond line`,
    });
    const mail = consultationMail((await getConsultationForNotification(db(), row.id))!, "none (WhatsApp: no consent)");
    expect(mail.html).not.toMatch(/<script|<img/);
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    await deliver([{ id: crypto.randomUUID(), type: "consultation.created", consultationId: row.id }]);
    const [entry] = await db()
      .select()
      .from(emailLog)
      .where(eq(emailLog.key, `consultation:${row.id}:inbox`));
    expect(entry).toMatchObject({ status: "sent" });
    expect(entry!.subject).not.toMatch(UNSAFE);
  });
});

describe("the payer's receipt (an address nobody verified)", () => {
  it("greets with a cleaned, short name and carries only our own data", async () => {
    const row = await insertPayment({
      customerName: `${PHISHING}\u202E${SCRIPT}`,
      customerEmail: "payer@example.com",
      status: "successful",
      verifiedAt: new Date().toISOString(),
    });
    const { text, html } = receiptMail((await getPayment(db(), row.id))!, env.PUBLIC_ORIGIN);
    for (const part of [text, html]) {
      expect(part).not.toMatch(/evil|www\.|<script|<img/i);
      expect(part).not.toMatch(UNSAFE_IN_BODY);
      expect(part).toContain(row.txRef);
      expect(part).toContain("Standard");
    }
  });
});

describe("the per-recipient daily limit", () => {
  it("stops student e-mails to one address (any case) after the limit; the staff copy still goes out", async () => {
    const address = `Flooded${crypto.randomUUID().slice(0, 6)}@Example.com`;
    const limited = { ...env, MAIL_PER_RECIPIENT_PER_DAY: "2" } as unknown as ConsumerEnv;
    const sent: string[] = [];
    for (let i = 0; i < 3; i++) {
      // The same inbox, written in three cases: one recipient.
      const application = await hostileApplication(
        i === 1 ? address.toLowerCase() : i === 2 ? address.toUpperCase() : address,
      );
      await deliver([{ id: crypto.randomUUID(), type: "application.created", applicationId: application.id }], {
        consumerEnv: limited,
      });
      sent.push(String(application.id));
    }
    const student = await Promise.all(
      sent.map(
        async (id) =>
          (
            await db()
              .select()
              .from(emailLog)
              .where(eq(emailLog.key, `application:${id}:student`))
          )[0]!,
      ),
    );
    expect(student.map((m) => m.status)).toEqual(["sent", "sent", "failed"]);
    expect(student[2]!.lastError).toMatch(/2 e-mails already went to this address in the last 24 hours/);
    const inbox = await Promise.all(
      sent.map(
        async (id) =>
          (
            await db()
              .select()
              .from(emailLog)
              .where(eq(emailLog.key, `application:${id}:inbox`))
          )[0]!,
      ),
    );
    expect(inbox.map((m) => m.status)).toEqual(["sent", "sent", "sent"]);
  });
});
