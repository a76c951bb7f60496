import { env } from "cloudflare:workers";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applicationEvents, emailLog } from "~/db/schema";
import { getEventForMail } from "~/models/application-tracking.server";
import { getConsultationForNotification } from "~/models/consultations.server";
import { getApplicationWithDocuments } from "~/models/applications.server";
import { getPayment } from "~/models/payment-rows.server";
import { inboxMail, studentMail } from "../../workers/consumer/application";
import { documentsAddedMail, statusChangeMail, statusUrl } from "../../workers/consumer/application-event";
import { consultationMail } from "../../workers/consumer/consultation-mail";
import { safeSubject } from "../../workers/consumer/mail-text";
import { receiptMail } from "../../workers/consumer/payment";
import { db, deliver, insertApplication, insertConsultationRequest, insertPayment } from "./fixtures";

// Issue 28: a student's e-mails are in the language of the page they used (the row's `locale`), now and for every
// later status e-mail; the consultancy's stay English and say which language the student used.

const NBSP = "\u00a0";
let counter = 0;
const address = (name: string) => `${name}${++counter}-${crypto.randomUUID().slice(0, 6)}@example.com`;

const mailsLike = (pattern: string) =>
  db().select().from(emailLog).where(like(emailLog.key, pattern)).orderBy(emailLog.key);

async function frenchApplication() {
  const row = await insertApplication({ email: address("fr"), locale: "fr" });
  return (await getApplicationWithDocuments(db(), row.id))!;
}

describe("an application sent from a French page", () => {
  it("gets its confirmation in French, with the status link under /fr, and the inbox copy in English", async () => {
    const application = await frenchApplication();
    const result = await deliver([
      { id: crypto.randomUUID(), type: "application.created", applicationId: application.id },
    ]);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await mailsLike(`application:${application.id}:%`)).toMatchObject([
      {
        key: `application:${application.id}:inbox`,
        status: "sent",
        subject: expect.stringMatching(/^Application APP-/),
      },
      {
        key: `application:${application.id}:student`,
        status: "sent",
        subject: `Nous avons bien reçu votre candidature (${application.reference})`,
      },
    ]);

    const link = await statusUrl(env as ConsumerEnv, application.reference, "fr");
    expect(link).toMatch(new RegExp(`^${env.PUBLIC_ORIGIN}/fr/applications/status\\?ref=${application.reference}&`));
    const mail = studentMail(application, env.CONTACT_EMAIL, link);
    expect(mail.subject).toBe(`Nous avons bien reçu votre candidature (${application.reference})`);
    expect(mail.text).toBe(
      `${[
        "Bonjour Amina,",
        `Merci d’avoir déposé votre candidature via Istanbul Study Gateway. Nous avons bien reçu votre candidature au programme Médecine à Istanbul Medipol University (1 pièce justificative).`,
        `La référence de votre candidature est ${application.reference}. Merci de l’indiquer chaque fois que vous nous contactez.`,
        `Notre équipe examinera vos documents et vous contactera sous 24 heures. Pour toute question, répondez à cet e-mail ou écrivez à ${env.CONTACT_EMAIL}.`,
        `Suivez votre candidature à tout moment${NBSP}: ${link}`,
        "Istanbul Study Gateway",
      ].join("\n\n")}\n`,
    );
    // The link is still a link in the HTML part, and nothing else changed shape.
    expect(mail.html).toContain(`<a href="${link.replaceAll("&", "&amp;")}">`);
    expect(mail.html).not.toContain('dir="rtl"');

    const inbox = inboxMail(application, "e-mail (no WhatsApp consent)");
    expect(inbox.text).toMatch(/^Language: French$/m);
    expect(inbox.text).toContain("New university application");
    expect(inbox.text).toMatch(/^Country of residence: Nigeria$/m);
    expect(inbox.text).toMatch(/^Program: Medicine$/m);
  });

  it("gets its later status e-mail in French, the subject too", async () => {
    const application = await frenchApplication();
    await env.DB.prepare(
      "UPDATE applications SET status = 'documents_requested', staff_note = 'Merci d’ajouter votre passeport' WHERE id = ?",
    )
      .bind(application.id)
      .run();
    const [event] = await db()
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, application.id))
      .orderBy(applicationEvents.id)
      .then((events) => events.filter((e) => e.kind === "status"));
    // Claimed by hand (as the cron would), so only this delivery carries it.
    await db()
      .update(applicationEvents)
      .set({ notificationStatus: "queued", queuedAt: new Date().toISOString() })
      .where(eq(applicationEvents.id, event!.id));
    await deliver([{ id: crypto.randomUUID(), type: "application.event", eventId: event!.id }]);
    const [sent] = await mailsLike(`application-event:${event!.id}:%`);
    expect(sent).toMatchObject({ key: `application-event:${event!.id}:student`, status: "sent" });
    expect(sent!.subject.startsWith(`Votre candidature ${application.reference}${NBSP}: `)).toBe(true);

    const forMail = { ...(await getEventForMail(db(), event!.id))!, locale: "fr" as const };
    const link = await statusUrl(env as ConsumerEnv, application.reference, "fr");
    const mail = statusChangeMail(forMail, link, env.CONTACT_EMAIL);
    expect(mail.subject).toBe(sent!.subject);
    const paragraphs = mail.text.split("\n\n");
    expect(paragraphs[0]).toBe("Bonjour Amina,");
    expect(paragraphs[1]).toMatch(
      new RegExp(
        `^Votre candidature ${application.reference} au programme Médecine à Istanbul Medipol University a un nouveau statut${NBSP}: .+\\.$`,
      ),
    );
    expect(mail.text).toContain(`Un message de notre équipe${NBSP}: Merci d’ajouter votre passeport`);
    expect(mail.text).toContain(`Consultez votre candidature et son historique${NBSP}: ${link}`);
    expect(mail.text).toContain(`Pour toute question, répondez à cet e-mail ou écrivez à ${env.CONTACT_EMAIL}.`);
    expect(mail.text).not.toContain("Dear");
    expect(mail.text).not.toContain("A note from our team");

    // The consultancy's e-mail about added documents stays English and names the language.
    const staff = documentsAddedMail(forMail);
    expect(staff.text).toMatch(/^Language: French$/m);
    expect(staff.text).toContain("The student added documents");
  });
});

describe("the other languages", () => {
  it("an Arabic receipt reads right to left, links to /ar/contact; English stays as it was", async () => {
    const paid = { status: "successful" as const, verifiedAt: "2026-11-21T14:03:00.000Z" };
    const arabic = (await getPayment(db(), (await insertPayment({ ...paid, locale: "ar" })).id))!;
    const receipt = receiptMail(arabic, env.PUBLIC_ORIGIN);
    // The service as D1 translates it (issue 40); the consultancy's notice keeps the catalogue's English.
    expect(receipt.subject).toMatch(/^إيصال الدفع: الباقة القياسية \(/);
    expect(receipt.text.startsWith("مرحبًا Amina Bello، شكرًا لكم على الدفع.")).toBe(true);
    expect(receipt.text).toContain(`${env.PUBLIC_ORIGIN}/ar/contact`);
    expect(receipt.text).toMatch(/^الرقم المرجعي: ISG-/m);
    expect(receipt.html.startsWith('<div dir="rtl">')).toBe(true);
    expect(receipt.html).toContain('<th align="right"');

    const english = (await getPayment(db(), (await insertPayment(paid)).id))!;
    const plain = receiptMail(english, env.PUBLIC_ORIGIN);
    expect(plain.subject).toBe("Payment receipt: Standard ($150)");
    expect(plain.text.startsWith("Dear Amina Bello, thank you for your payment. This is your receipt.")).toBe(true);
    expect(plain.text).toContain(`Questions? Reply to this e-mail or visit ${env.PUBLIC_ORIGIN}/contact.`);
    expect(plain.text).toMatch(/^Reference: ISG-/m);
    expect(plain.html.startsWith("<p>")).toBe(true);

    // The consultancy's notice of the Arabic payment: English, with the language.
    await deliver([{ id: crypto.randomUUID(), type: "payment.succeeded", paymentId: arabic.id }]);
    expect(await mailsLike(`payment:${arabic.id}:%`)).toMatchObject([
      { key: `payment:${arabic.id}:inbox`, status: "sent", subject: expect.stringMatching(/^Payment received: /) },
      // (The subject loses the direction mark Intl puts before an Arabic amount, as every subject does.)
      { key: `payment:${arabic.id}:receipt`, status: "sent", subject: safeSubject(receipt.subject) },
    ]);
  });

  it("an Arabic confirmation counts documents with Arabic plurals", async () => {
    const row = await insertApplication({ email: address("ar"), locale: "ar" }, [
      { fileName: "a.pdf", contentType: "application/pdf", size: 1000 },
      { fileName: "b.pdf", contentType: "application/pdf", size: 1000 },
    ]);
    const application = (await getApplicationWithDocuments(db(), row.id))!;
    const mail = studentMail(application, env.CONTACT_EMAIL, "https://example.test/ar/applications/status");
    expect(mail.subject).toBe(`استلمنا طلبكم (${application.reference})`);
    expect(mail.text).toContain("ومعه مستندان.");
    expect(inboxMail(application, "e-mail (no WhatsApp consent)").text).toMatch(/^Language: Arabic$/m);
  });

  it("the consultancy's e-mail about a consultation request names the language the visitor used", async () => {
    const french = await insertConsultationRequest({ email: address("c"), locale: "fr" });
    const english = await insertConsultationRequest({ email: address("c") });
    const frenchMail = consultationMail(
      (await getConsultationForNotification(db(), french.id))!,
      "none (WhatsApp: no consent)",
    );
    expect(frenchMail.subject).toMatch(/^New consultation request #\d+: Amina Bello/);
    expect(frenchMail.text).toMatch(/^Language: +French$/m);
    expect(
      consultationMail((await getConsultationForNotification(db(), english.id))!, "none (WhatsApp: no consent)").text,
    ).toMatch(/^Language: +English$/m);
  });
});
