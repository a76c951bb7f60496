import { env } from "cloudflare:workers";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applicationDocuments, applicationEvents, emailLog, whatsappConsents, whatsappMessages } from "~/db/schema";
import type { Locale } from "~/i18n/locale";
import { toldBy } from "~/whatsapp/send.server";
import { whatsAppReplyMail } from "../../workers/consumer/whatsapp-reply";
import {
  db,
  deliver,
  eventually,
  insertApplication,
  insertConsultationRequest,
  insertPayment,
  issueOffer,
  onlyStepDue,
  runCron,
} from "./fixtures";

// Status changes on WhatsApp for a student who opted in (decision 0050): one template through the local sandbox
// (scripts/whatsapp-sandbox.mjs, started by vitest.config.ts), the e-mail when WhatsApp cannot take it, never both,
// never twice. Consents are inserted as the opt-in forms store them.

type SandboxMessage = {
  id: string;
  to: string;
  template: string;
  language: string;
  variables: string[];
  text: string;
  request: unknown;
};

const sandbox = (env as unknown as { WHATSAPP_SANDBOX_ORIGIN: string }).WHATSAPP_SANDBOX_ORIGIN;

async function sandboxMessages(to: string) {
  const response = await fetch(`${sandbox}/messages?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: SandboxMessage[] }).messages;
}

/** A Nigerian mobile number no other test uses; `suffix` '0000' makes the sandbox refuse it. */
const newPhone = (suffix = "") => {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  return `+23480${suffix ? digits.slice(0, 8 - suffix.length) + suffix : digits}`;
};

async function optedIn(locale: Locale, phone = newPhone(), email = `${phone.slice(1)}@example.com`) {
  const application = await insertApplication({ email, locale });
  await db()
    .insert(whatsappConsents)
    .values({ phone, applicationId: application.id, wording: "Send my updates on WhatsApp", locale });
  return { application, phone };
}

async function changeStatus(applicationId: number, status: string, note: string | null = null) {
  await env.DB.prepare("UPDATE applications SET status = ?, staff_note = ? WHERE id = ?")
    .bind(status, note, applicationId)
    .run();
  const events = await db()
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(applicationEvents.id);
  return events.at(-1)!;
}

const logOf = (eventId: number) =>
  Promise.all([
    db()
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.key, `application-event:${eventId}:whatsapp`)),
    db()
      .select()
      .from(emailLog)
      .where(like(emailLog.key, `application-event:${eventId}:%`)),
  ]);

describe("a status change for a student who opted in to WhatsApp", () => {
  it.each([
    ["en", "Documents requested"],
    ["fr", "Documents demandés"],
    ["ar", "مطلوب مستندات"],
  ] as const)(
    "sends one template in the application's language (%s), no staff note, and no e-mail",
    async (locale, words) => {
      const { application, phone } = await optedIn(locale);
      const event = await changeStatus(
        application.id,
        "documents_requested",
        "Dear Amina Bello, call me on 0803 555 0101",
      );
      await deliver([{ id: `wa-${locale}`, type: "application.event", eventId: event.id }]);

      const [sent] = await sandboxMessages(phone);
      expect(sent).toMatchObject({ template: "application_status_changed", language: locale });
      expect(sent!.variables[0]).toBe(application.reference);
      expect(sent!.variables).toHaveLength(3);
      expect(sent!.variables[2]).toBe(words);
      const everything = JSON.stringify(sent);
      for (const personal of ["Amina", "Bello", "0803", "call me"]) expect(everything).not.toContain(personal);

      const [messages, mails] = await logOf(event.id);
      expect(messages).toMatchObject([{ status: "sent", waMessageId: sent!.id, phone, locale }]);
      expect(mails).toEqual([]);
      const [row] = await db().select().from(applicationEvents).where(eq(applicationEvents.id, event.id));
      expect(row!.notificationStatus).toBe("sent");
    },
  );

  it("a redelivery and two cron runs send it once", async () => {
    const { application, phone } = await optedIn("en");
    const event = await changeStatus(application.id, "in_review");
    await runCron();
    await runCron();
    await eventually(async () => expect(await sandboxMessages(phone)).toHaveLength(1));
    await deliver([{ id: "wa-again", type: "application.event", eventId: event.id }]);
    expect(await sandboxMessages(phone)).toHaveLength(1);
    const [messages, mails] = await logOf(event.id);
    expect(messages).toMatchObject([{ status: "sent" }]);
    expect(mails).toEqual([]);
  });
});

describe("the e-mail goes instead, once", () => {
  it("when the webhook later reports the WhatsApp message failed (its event owed again)", async () => {
    const { application, phone } = await optedIn("en");
    const event = await changeStatus(application.id, "in_review");
    await deliver([{ id: "wa-then-failed", type: "application.event", eventId: event.id }]);
    expect((await logOf(event.id))[1]).toEqual([]);
    // What POST /api/whatsapp/webhook does with a 'failed' status (tests/worker/whatsapp-webhook.test.ts).
    await db()
      .update(whatsappMessages)
      .set({ status: "failed", lastError: "131026 Message undeliverable" })
      .where(eq(whatsappMessages.key, `application-event:${event.id}:whatsapp`));
    await db()
      .update(applicationEvents)
      .set({ notificationStatus: "pending" })
      .where(eq(applicationEvents.id, event.id));
    await runCron();
    await eventually(async () => expect((await logOf(event.id))[1]).toMatchObject([{ status: "sent" }]));
    await runCron();
    await deliver([{ id: "wa-then-failed-again", type: "application.event", eventId: event.id }]);
    expect((await logOf(event.id))[1]).toMatchObject([{ status: "sent" }]);
    expect(await sandboxMessages(phone)).toHaveLength(1);
  });

  it("without a consent, or with a revoked one", async () => {
    const application = await insertApplication({ email: "no-consent@example.com" });
    const revoked = await optedIn("en");
    await db()
      .update(whatsappConsents)
      .set({ revokedAt: new Date().toISOString(), revokedVia: "status_page" })
      .where(eq(whatsappConsents.applicationId, revoked.application.id));
    for (const { id } of [application, revoked.application]) {
      const event = await changeStatus(id, "in_review");
      await deliver([{ id: `no-wa-${id}`, type: "application.event", eventId: event.id }]);
      const [messages, mails] = await logOf(event.id);
      expect(messages).toEqual([]);
      expect(mails).toMatchObject([{ status: "sent" }]);
    }
    expect(await sandboxMessages(revoked.phone)).toEqual([]);
  });

  it("when the sandbox refuses the number: the refusal recorded, the e-mail sent, once over two deliveries", async () => {
    const { application, phone } = await optedIn("fr", newPhone("0000"));
    const event = await changeStatus(application.id, "in_review");
    await deliver([{ id: "wa-refused", type: "application.event", eventId: event.id }]);
    await deliver([{ id: "wa-refused-again", type: "application.event", eventId: event.id }]);
    const [messages, mails] = await logOf(event.id);
    expect(messages).toMatchObject([{ status: "failed", waMessageId: null }]);
    expect(messages[0]!.lastError).toMatch(/HTTP 400.*131026/);
    expect(mails).toMatchObject([{ status: "sent", attempts: 2 }]);
    expect(await sandboxMessages(phone)).toEqual([]);
  });

  it("when the channel is off (no access token): the reason recorded, the e-mail sent", async () => {
    const { application, phone } = await optedIn("en");
    const event = await changeStatus(application.id, "in_review");
    const consumerEnv = { ...env, WHATSAPP_ACCESS_TOKEN: "" } as unknown as ConsumerEnv;
    await deliver([{ id: "wa-off", type: "application.event", eventId: event.id }], { consumerEnv });
    const [messages, mails] = await logOf(event.id);
    expect(messages).toMatchObject([{ status: "failed" }]);
    expect(messages[0]!.lastError).toContain("WHATSAPP_ACCESS_TOKEN not set");
    expect(mails).toMatchObject([{ status: "sent" }]);
    expect(await sandboxMessages(phone)).toEqual([]);
  });

  it("past the number's daily cap", async () => {
    const { application, phone } = await optedIn("en");
    const consumerEnv = { ...env, WHATSAPP_PER_NUMBER_PER_DAY: "1" } as unknown as ConsumerEnv;
    const first = await changeStatus(application.id, "in_review");
    await deliver([{ id: "wa-cap-1", type: "application.event", eventId: first.id }], { consumerEnv });
    const second = await changeStatus(application.id, "offer_issued");
    await deliver([{ id: "wa-cap-2", type: "application.event", eventId: second.id }], { consumerEnv });
    expect(await sandboxMessages(phone)).toHaveLength(1);
    const [messages, mails] = await logOf(second.id);
    expect(messages[0]!.lastError).toMatch(/1 WhatsApp messages already went/);
    expect(mails).toMatchObject([{ status: "sent" }]);
  });
});

describe("when Meta says 'not now' (its pair rate, its throughput, an outage)", () => {
  it("the queue tries the message again, and it goes on WhatsApp: no e-mail", async () => {
    const { application, phone } = await optedIn("en", newPhone("1056"));
    const event = await changeStatus(application.id, "in_review");
    const first = await deliver([{ id: "wa-busy", type: "application.event", eventId: event.id }]);
    expect(first.retryMessages).toHaveLength(1);
    expect((await logOf(event.id))[0]).toMatchObject([{ status: "pending", attempts: 1 }]);
    const second = await deliver([{ id: "wa-busy", type: "application.event", eventId: event.id }], { attempts: 2 });
    expect(second.explicitAcks).toHaveLength(1);
    const [messages, mails] = await logOf(event.id);
    expect(messages).toMatchObject([{ status: "sent", attempts: 2 }]);
    expect(mails).toEqual([]);
    expect(await sandboxMessages(phone)).toHaveLength(1);
  });

  it("after three tries the e-mail goes instead, once", async () => {
    const { application } = await optedIn("fr");
    const event = await changeStatus(application.id, "in_review");
    // Nothing listens there: Meta unreachable.
    const consumerEnv = { ...env, WHATSAPP_API_BASE: "http://127.0.0.1:9" } as unknown as ConsumerEnv;
    const message = { id: "wa-down", type: "application.event" as const, eventId: event.id };
    for (const attempts of [1, 2]) {
      expect((await deliver([message], { consumerEnv, attempts })).retryMessages).toHaveLength(1);
      expect((await logOf(event.id))[1]).toEqual([]);
    }
    expect((await deliver([message], { consumerEnv, attempts: 3 })).explicitAcks).toHaveLength(1);
    const [messages, mails] = await logOf(event.id);
    expect(messages).toMatchObject([{ status: "failed", attempts: 3 }]);
    expect(messages[0]!.lastError).toContain("Cloud API unreachable");
    expect(mails).toMatchObject([{ status: "sent" }]);
  });
});

describe("a step reminder for a student who opted in to WhatsApp", { timeout: 20_000 }, () => {
  /** A case after the offer whose one dated step is `travel_booked`, due on `dueOn` (as step-reminders.test.ts). */
  async function caseWithStep(locale: Locale, dueOn: string, phone = newPhone()) {
    const { application } = await optedIn(locale, phone);
    await issueOffer(application.id);
    return { application, phone, stepId: await onlyStepDue(application.id, "travel_booked", dueOn) };
  }
  const cronOn = (isoDay: string) => runCron(Date.parse(`${isoDay}T09:00:00Z`));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));
  const remindersOf = (stepId: number) =>
    Promise.all([
      db()
        .select()
        .from(whatsappMessages)
        .where(like(whatsappMessages.key, `step:${stepId}:%`)),
      db()
        .select()
        .from(emailLog)
        .where(like(emailLog.key, `step:${stepId}:%`)),
    ]);

  // The confirmation and the status change to offer_issued go on WhatsApp too: only reminders are counted here.
  const reminders = async (phone: string) =>
    (await sandboxMessages(phone)).filter((m) => m.template.startsWith("application_step_"));

  it("sends the due-soon template once over three cron runs, in French, and no e-mail", async () => {
    const { application, phone, stepId } = await caseWithStep("fr", "2032-03-10");
    await cronOn("2032-03-05");
    await eventually(async () => expect(await reminders(phone)).toHaveLength(1));
    await cronOn("2032-03-06");
    await cronOn("2032-03-07");
    await settle();
    expect(await reminders(phone)).toMatchObject([
      {
        template: "application_step_due_soon",
        language: "fr",
        variables: [application.reference, "Voyage réservé", "10 mars 2032"],
      },
    ]);
    const [whatsapp, mails] = await remindersOf(stepId);
    expect(whatsapp).toMatchObject([{ key: `step:${stepId}:due-soon:whatsapp`, status: "sent" }]);
    expect(mails).toEqual([]);
  });

  it("sends the overdue template in Arabic once, after the due-soon one", async () => {
    const { application, phone, stepId } = await caseWithStep("ar", "2032-05-10");
    await cronOn("2032-05-08");
    await eventually(async () => expect(await reminders(phone)).toHaveLength(1));
    await cronOn("2032-05-11");
    await eventually(async () => expect(await reminders(phone)).toHaveLength(2));
    await cronOn("2032-05-12");
    await settle();
    const [, overdue] = await reminders(phone);
    expect(overdue).toMatchObject({ template: "application_step_overdue", language: "ar" });
    expect(overdue!.variables.slice(0, 2)).toEqual([application.reference, "حجز السفر"]);
    expect(overdue!.text).toContain(application.reference);
    expect((await remindersOf(stepId))[1]).toEqual([]);
    expect(await reminders(phone)).toHaveLength(2);
  });

  it("e-mails the reminder once when the sandbox refuses the number", async () => {
    const { phone, stepId } = await caseWithStep("en", "2032-04-10", newPhone("0000"));
    await cronOn("2032-04-20");
    await eventually(async () => expect((await remindersOf(stepId))[1]).toMatchObject([{ status: "sent" }]));
    await cronOn("2032-04-21");
    await settle();
    const [whatsapp, mails] = await remindersOf(stepId);
    expect(whatsapp).toMatchObject([{ key: `step:${stepId}:overdue:whatsapp`, status: "failed" }]);
    expect(mails).toMatchObject([{ key: `step:${stepId}:overdue`, status: "sent" }]);
    expect(await reminders(phone)).toEqual([]);
  });
});

// The other messages the site sends (issue 44): each kind one template, in the language of its row, with no text a
// visitor or staff typed, and its staff notice saying whether WhatsApp reached them.
describe("every other event kind for a student who opted in", () => {
  const PERSONAL = ["Amina", "Bello", "amina@", "Page 2 is cut off", "passport-scan.pdf"];
  const expectNothingPersonal = (message: unknown) => {
    const everything = JSON.stringify(message);
    for (const personal of PERSONAL) expect(everything).not.toContain(personal);
  };
  const mailsOf = (prefix: string) =>
    db()
      .select()
      .from(emailLog)
      .where(like(emailLog.key, `${prefix}:%`));

  it("an application received: the confirmation template in French, and the e-mail (the student's record) too, once over two deliveries", async () => {
    const { application, phone } = await optedIn("fr");
    for (const id of ["wa-received", "wa-received-again"])
      await deliver([{ id, type: "application.created", applicationId: application.id }]);
    const messages = await sandboxMessages(phone);
    expect(messages).toMatchObject([
      { template: "application_received", language: "fr", variables: [application.reference, "Médecine"] },
    ]);
    expect(messages[0]!.text).toBe(
      `Istanbul Study Gateway : nous avons bien reçu votre candidature ${application.reference} pour Médecine. Gardez cette référence. Notre équipe vous contactera sous 24 heures ; détails sur votre page de suivi.`,
    );
    expectNothingPersonal(messages[0]);
    const mails = await mailsOf(`application:${application.id}`);
    expect(mails.map((m) => [m.key, m.status]).sort()).toEqual([
      [`application:${application.id}:inbox`, "sent"],
      [`application:${application.id}:student`, "sent"],
    ]);
  });

  /** A passport of `application` sent back by staff with a reason; its document_review event. */
  async function passportSentBack(application: { id: number; reference: string }) {
    const [document] = await db()
      .insert(applicationDocuments)
      .values({
        applicationId: application.id,
        fileName: "passport-scan.pdf",
        contentType: "application/pdf",
        size: 40_000,
        docType: "passport",
        r2Key: `applications/${application.reference}/passport`,
      })
      .returning();
    await env.DB.prepare(
      "UPDATE application_documents SET review_state = 'needs_fix', review_reason = 'Page 2 is cut off' WHERE id = ?",
    )
      .bind(document!.id)
      .run();
    const [event] = (
      await db().select().from(applicationEvents).where(eq(applicationEvents.applicationId, application.id))
    ).filter((e) => e.kind === "document_review");
    return event!;
  }

  it("a document sent back: the needs-fix template in Arabic names the document's type, not staff's reason or the file, and no e-mail", async () => {
    const { application, phone } = await optedIn("ar");
    const event = await passportSentBack(application);
    await deliver([{ id: "wa-needs-fix", type: "application.event", eventId: event.id }]);
    const messages = await sandboxMessages(phone);
    expect(messages).toMatchObject([
      { template: "application_document_needs_fix", language: "ar", variables: [application.reference, "جواز السفر"] },
    ]);
    expectNothingPersonal(messages[0]);
    const [whatsapp, mails] = await logOf(event.id);
    expect(whatsapp).toMatchObject([{ status: "sent" }]);
    expect(mails).toEqual([]);
  });

  it("a document sent back to a number WhatsApp refuses: e-mailed instead, once over two deliveries", async () => {
    const { application, phone } = await optedIn("en", newPhone("0000"));
    const event = await passportSentBack(application);
    for (const id of ["wa-needs-fix-refused", "wa-needs-fix-refused-again"])
      await deliver([{ id, type: "application.event", eventId: event.id }]);
    const [whatsapp, mails] = await logOf(event.id);
    expect(whatsapp).toMatchObject([{ status: "failed" }]);
    expect(mails).toMatchObject([{ key: `application-event:${event.id}:student`, status: "sent" }]);
    expect(await sandboxMessages(phone)).toEqual([]);
  });

  it("a payment: the receipt's template with its reference, service, amount and day, and the receipt by e-mail too; a payment for an opted-in application goes to that number", async () => {
    const paid = { status: "successful" as const, verifiedAt: "2026-11-27T10:00:00.000Z", gatewayTransactionId: "9" };
    const phone = newPhone();
    const payment = await insertPayment({ ...paid, locale: "en", serviceKey: "basic", serviceName: "Basic" });
    await db()
      .insert(whatsappConsents)
      .values({ phone, paymentId: payment.id, wording: "Send my updates on WhatsApp", locale: "en" });
    const { application, phone: applicationPhone } = await optedIn("fr");
    const forCase = await insertPayment({ ...paid, locale: "fr", serviceKey: "basic", applicationId: application.id });
    for (const { id } of [payment, forCase])
      await deliver([{ id: `wa-paid-${id}`, type: "payment.succeeded", paymentId: id }]);

    const [receipt] = await sandboxMessages(phone);
    expect(receipt).toMatchObject({ template: "payment_received", language: "en" });
    expect(receipt!.variables).toEqual([payment.txRef, "Basic", "$150", "27 November 2026"]);
    expectNothingPersonal(receipt);
    const caseMessages = (await sandboxMessages(applicationPhone)).filter((m) => m.template === "payment_received");
    expect(caseMessages).toHaveLength(1);
    expect(caseMessages[0]).toMatchObject({ language: "fr" });
    expect(caseMessages[0]!.variables[0]).toBe(forCase.txRef);
    expect(caseMessages[0]!.variables[3]).toBe("27 novembre 2026");
    for (const { id } of [payment, forCase]) {
      const mails = await mailsOf(`payment:${id}`);
      expect(mails.map((m) => [m.key, m.status]).sort()).toEqual([
        [`payment:${id}:inbox`, "sent"],
        [`payment:${id}:receipt`, "sent"],
      ]);
    }
  });

  it("a consultation request: the acknowledgement (no parameters) in its language, once; none without a consent", async () => {
    const phone = newPhone();
    const asked = await insertConsultationRequest({ locale: "ar", replyBy: "whatsapp", phone });
    await db()
      .insert(whatsappConsents)
      .values({ phone, consultationRequestId: asked.id, wording: "Send my updates on WhatsApp", locale: "ar" });
    const notAsked = await insertConsultationRequest({ phone: newPhone() });
    for (const id of ["wa-consultation", "wa-consultation-again"])
      await deliver([
        { id: `${id}-1`, type: "consultation.created", consultationId: asked.id },
        { id: `${id}-2`, type: "consultation.created", consultationId: notAsked.id },
      ]);
    const messages = await sandboxMessages(phone);
    expect(messages).toMatchObject([{ template: "consultation_received", language: "ar", variables: [] }]);
    expect(messages[0]!.request).not.toHaveProperty("template.components");
    expect(await sandboxMessages(notAsked.phone)).toEqual([]);
    expect(await mailsOf(`consultation:${asked.id}`)).toMatchObject([{ status: "sent" }]);
  });
});

describe("the staff notices say whether WhatsApp reached the student", () => {
  it("names the number, or why not", () => {
    expect(toldBy({ sent: true, phone: "+2348031234567" }, "e-mail")).toBe("e-mail and WhatsApp (+2348031234567)");
    expect(toldBy({ sent: false, why: "no consent" }, "e-mail receipt")).toBe("e-mail receipt (WhatsApp: no consent)");
    expect(toldBy({ sent: true, phone: "+2348031234567" })).toBe("WhatsApp (+2348031234567)");
    expect(toldBy({ sent: false, why: "Cloud API refused (HTTP 400)" })).toBe(
      "none (WhatsApp: Cloud API refused (HTTP 400))",
    );
  });
});

describe("a student's WhatsApp message forwarded to the inbox", () => {
  it("says who wrote, what, and that a photo is to be opened in WhatsApp", () => {
    const reply = { id: "q", type: "whatsapp.reply" as const, waMessageId: "wamid.X", from: "+2348031234567" };
    const owner = { references: ["APP-AB12CD34"], consultationRequestIds: [7], paymentIds: [], stopped: true };
    const text = whatsAppReplyMail(
      { ...reply, kind: "text", text: "Thank you\u202e!", at: "2026-11-27T10:00:00.000Z" },
      owner,
    ).text;
    expect(text).toContain("From: +2348031234567\nApplications: APP-AB12CD34\nConsultation requests: #7\n");
    expect(text).toContain("WhatsApp updates: stopped by the student");
    expect(text).toContain("Message: Thank you!"); // the direction override is removed
    expect(text).not.toContain("Payments:");
    const photo = whatsAppReplyMail({ ...reply, kind: "image", text: null, at: "2026-11-27T10:00:00.000Z" }, owner);
    expect(photo.text).toContain("Message: (a image message: open it in WhatsApp)");
  });
});
