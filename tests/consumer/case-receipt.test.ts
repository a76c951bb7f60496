import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getPayment } from "~/models/payment-rows.server";
import { receiptMail } from "../../workers/consumer/payment";
import { db, insertApplication, insertPayment } from "./fixtures";

// Issue 42, "Packages tied to the case" (decision 0044): the receipt of a package bought from the case page names the
// application's reference, in the language the payer paid in; a payment from /services names none.

const paid = { status: "successful" as const, verifiedAt: "2026-11-27T10:00:00.000Z", gatewayTransactionId: "91" };

describe("the receipt of a package bought for an application", () => {
  it("names the application's reference, in English and in French", async () => {
    const application = await insertApplication({}, []);
    for (const [locale, label] of [
      ["en", "For application"],
      ["fr", "Pour la candidature"],
    ] as const) {
      const row = await insertPayment({ ...paid, locale, serviceKey: "basic", applicationId: application.id });
      const mail = receiptMail((await getPayment(db(), row.id))!, env.PUBLIC_ORIGIN);
      expect(mail.text).toContain(`${label}: ${application.reference}`);
      expect(mail.html).toContain(application.reference);
    }
  });

  it("names it in Arabic, and a payment for no application names none", async () => {
    const application = await insertApplication({}, []);
    const row = await insertPayment({ ...paid, locale: "ar", serviceKey: "basic", applicationId: application.id });
    expect(receiptMail((await getPayment(db(), row.id))!, env.PUBLIC_ORIGIN).text).toContain(
      `للطلب: ${application.reference}`,
    );
    const plain = await insertPayment({ ...paid, serviceKey: "basic" });
    const mail = receiptMail((await getPayment(db(), plain.id))!, env.PUBLIC_ORIGIN);
    expect(mail.text).not.toContain("For application");
    expect(mail.text).not.toContain("APP-");
  });
});
