import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applicationEvents } from "~/db/schema";
import { getEventForMail } from "~/models/application-tracking.server";
import { getApplicationWithDocuments } from "~/models/applications.server";
import { getPayment } from "~/models/payment-rows.server";
import { studentMail } from "../../workers/consumer/application";
import { statusChangeMail } from "../../workers/consumer/application-event";
import { receiptMail } from "../../workers/consumer/payment";
import { type EnglishCell, englishCatalogue, englishIn } from "../catalogue-english";
import { db, insertApplication, insertPayment } from "./fixtures";

// Issue 40: a student's e-mails in French and Arabic name the catalogue (program, service) as D1 translates it,
// as the pages do; only the consultancy's copies keep D1's English. Read as tests/worker/untranslated.test.ts reads
// pages: no English catalogue text where D1 holds its translation.

/** What a reader reads in an e-mail: the subject, each line of the text part, each text run of the HTML part. */
const mailTexts = (mail: { subject: string; text: string; html: string }) =>
  [mail.subject, ...mail.text.split("\n"), ...mail.html.split(/<[^>]+>/)].map((t) => t.trim()).filter(Boolean);

describe.each(["fr", "ar"] as const)("the student's e-mails in %s", (locale) => {
  let english: EnglishCell[] = [];
  beforeAll(async () => {
    english = await englishCatalogue(env.DB, locale);
  });

  it("the confirmation names the program in this language", async () => {
    const row = await insertApplication({ locale, email: `${locale}-confirm@example.com` });
    const application = (await getApplicationWithDocuments(db(), row.id))!;
    const mail = studentMail(application, env.CONTACT_EMAIL, `${env.PUBLIC_ORIGIN}/${locale}/applications/status`);
    expect(mail.text).toContain(locale === "fr" ? "Médecine" : "الطب");
    expect(englishIn(mailTexts(mail), english)).toEqual([]);
  });

  it("a status e-mail names the program in this language", async () => {
    const row = await insertApplication({ locale, email: `${locale}-status@example.com` });
    await env.DB.prepare("UPDATE applications SET status = 'in_review' WHERE id = ?").bind(row.id).run();
    const [event] = await db()
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, row.id))
      .then((events) => events.filter((e) => e.kind === "status"));
    const forMail = { ...(await getEventForMail(db(), event!.id))!, locale };
    const mail = statusChangeMail(forMail, `${env.PUBLIC_ORIGIN}/${locale}/applications/status`, env.CONTACT_EMAIL);
    expect(mail.text).toContain(locale === "fr" ? "Médecine" : "الطب");
    expect(englishIn(mailTexts(mail), english)).toEqual([]);
  });

  it("a receipt names the service in this language", async () => {
    const paid = { status: "successful" as const, verifiedAt: "2026-11-21T14:03:00.000Z" };
    const row = await insertPayment({ ...paid, locale, serviceKey: "full", serviceName: "Full Support" });
    const mail = receiptMail((await getPayment(db(), row.id))!, env.PUBLIC_ORIGIN);
    expect(englishIn(mailTexts(mail), english)).toEqual([]);
  });
});
