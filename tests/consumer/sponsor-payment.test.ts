import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailLog, sponsorLinks } from "~/db/schema";
import { findSponsorPaymentStudent } from "~/models/case-payments.server";
import { getPayment } from "~/models/payment-rows.server";
import { sponsorNoticeMail } from "../../workers/consumer/sponsor-payment-notice";
import { db, deliver, insertApplication, insertPayment } from "./fixtures";

// Issue 53, "The sponsor pays": once a sponsor's payment is verified, the receipt goes to the payer (the e-mail they
// typed) and a notice to the student ("your sponsor paid Standard for APP-…") in the language the student applied
// in, each once however often the message comes; a student's own payment sends no notice.

const paid = { status: "successful" as const, verifiedAt: "2026-11-27T10:00:00.000Z", gatewayTransactionId: "53" };

/** A case in `locale` with a sponsor link, and a successful payment of Standard made from it by `payer`. */
async function sponsorPayment(locale: "en" | "fr" | "ar", payer = "uncle.obi@example.com") {
  const application = await insertApplication({ locale }, []);
  const [link] = await db()
    .insert(sponsorLinks)
    .values({
      applicationId: application.id,
      tokenHash: `hash-${crypto.randomUUID()}`,
      expiresAt: "2099-01-01T00:00:00.000Z",
    })
    .returning();
  const payment = await insertPayment({
    ...paid,
    customerName: "Obi Okafor",
    customerEmail: payer,
    payerCountry: "GB",
    sponsorLinkId: link!.id,
    applicationId: application.id,
  });
  return { application, payment };
}

const mailsOf = (paymentId: number) =>
  db()
    .select({ key: emailLog.key, recipient: emailLog.recipient, subject: emailLog.subject, status: emailLog.status })
    .from(emailLog)
    .where(like(emailLog.key, `payment:${paymentId}:%`))
    .orderBy(emailLog.key);

describe("a sponsor's verified payment", () => {
  it("sends the receipt to the payer and the notice to the student, once each", async () => {
    const { application, payment } = await sponsorPayment("en");
    for (let i = 0; i < 2; i++) {
      await deliver([{ id: crypto.randomUUID(), type: "payment.succeeded", paymentId: payment.id }]);
    }
    const mails = await mailsOf(payment.id);
    expect(mails).toEqual([
      expect.objectContaining({ key: `payment:${payment.id}:inbox`, status: "sent" }),
      expect.objectContaining({ key: `payment:${payment.id}:receipt`, recipient: "uncle.obi@example.com" }),
      {
        key: `payment:${payment.id}:sponsor-notice`,
        recipient: application.email,
        subject: `Your sponsor paid Standard for ${application.reference}`,
        status: "sent",
      },
    ]);
  });

  it("tells the student in the language they applied in, with no word the payer typed", async () => {
    for (const [locale, subject, text] of [
      ["fr", "Votre garant a payé Standard pour", /Votre garant a payé Standard \(150\s\$US\) pour votre candidature/],
      ["ar", "دفع كفيلك", /دفع كفيلك \S/],
    ] as const) {
      const { application, payment } = await sponsorPayment(locale);
      const student = (await findSponsorPaymentStudent(db(), payment.id))!;
      expect(student).toMatchObject({ reference: application.reference, email: application.email, locale });
      const mail = sponsorNoticeMail(student, (await getPayment(db(), payment.id))!, "https://x.test/case", "c@x.test");
      expect(mail.subject).toContain(subject);
      expect(mail.subject).toContain(application.reference);
      expect(mail.text).toMatch(text);
      expect(mail.text).toContain("https://x.test/case");
      // The payer's name and address are the sponsor's typing: not in the student's mail.
      expect(mail.text).not.toContain("Obi");
      expect(mail.text).not.toContain("uncle.obi@example.com");
    }
  });

  it("a student's own payment for the case sends no sponsor notice", async () => {
    const application = await insertApplication({}, []);
    const payment = await insertPayment({ ...paid, applicationId: application.id, customerEmail: application.email });
    await deliver([{ id: crypto.randomUUID(), type: "payment.succeeded", paymentId: payment.id }]);
    expect((await mailsOf(payment.id)).map((mail) => mail.key)).toEqual([
      `payment:${payment.id}:inbox`,
      `payment:${payment.id}:receipt`,
    ]);
  });
});
