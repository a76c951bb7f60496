import { env } from "cloudflare:workers";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applicationDocuments, applicationEvents, emailLog } from "~/db/schema";
import { getEventForMail } from "~/models/application-tracking.server";
import { documentFixMail, statusUrl } from "../../workers/consumer/application-event";
import { db, eventually, insertApplication, runCron } from "./fixtures";

// Document review as staff drive it from the D1 console (docs/decisions/0043-case-steps.md, "Document review"):
// one UPDATE sets a document's review state; D1 refuses what it must; a document sent back is e-mailed to the
// student once, in the application's language, through the cron, the queue and the consumer.

const NBSP = "\u00a0";
const consoleRun = (sql: string, ...values: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .run();

async function documentOf(applicationId: number) {
  const [row] = await db()
    .select()
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, applicationId));
  return row!;
}

const reviewEvents = async (applicationId: number) =>
  (await db().select().from(applicationEvents).where(eq(applicationEvents.applicationId, applicationId))).filter(
    (e) => e.kind === "document_review",
  );

describe("a document's review state, set in D1", () => {
  it("starts as received, and accepted is one line", async () => {
    const application = await insertApplication({ email: "review-accept@example.com" });
    const document = await documentOf(application.id);
    expect(document.reviewState).toBe("received");
    await consoleRun("UPDATE application_documents SET review_state = 'accepted' WHERE id = ?", document.id);
    expect((await documentOf(application.id)).reviewState).toBe("accepted");
    expect(await reviewEvents(application.id)).toEqual([]);
  });

  it("refuses needs_fix without a reason (or a blank one), saying so, and writes nothing", async () => {
    const application = await insertApplication({ email: "review-noreason@example.com" });
    const document = await documentOf(application.id);
    for (const reason of [null, "  "]) {
      await expect(
        consoleRun(
          "UPDATE application_documents SET review_state = 'needs_fix', review_reason = ? WHERE id = ?",
          reason,
          document.id,
        ),
      ).rejects.toThrow(/needs_fix needs a reason/);
    }
    expect(await documentOf(application.id)).toMatchObject({ reviewState: "received", reviewReason: null });
    expect(await reviewEvents(application.id)).toEqual([]);
  });

  it("refuses a state that does not exist, naming the allowed ones, and writes nothing", async () => {
    const application = await insertApplication({ email: "review-typo@example.com" });
    const document = await documentOf(application.id);
    await expect(
      consoleRun("UPDATE application_documents SET review_state = 'rejected' WHERE id = ?", document.id),
    ).rejects.toThrow("review_state must be one of received, accepted, needs_fix");
    expect((await documentOf(application.id)).reviewState).toBe("received");
  });

  it("lists what waits in staff_documents_to_review, oldest first, until it is reviewed", async () => {
    const application = await insertApplication({ email: "review-view@example.com" });
    const document = await documentOf(application.id);
    const waiting = async () =>
      (
        await env.DB.prepare("SELECT * FROM staff_documents_to_review").all<{
          document_id: number;
          reference: string;
          days_waiting: number;
          received_at: string;
        }>()
      ).results;
    const rows = await waiting();
    expect(rows.find((r) => r.document_id === document.id)).toMatchObject({
      reference: application.reference,
      days_waiting: 0,
    });
    const times = rows.map((r) => r.received_at);
    expect(times).toEqual([...times].sort());
    await consoleRun("UPDATE application_documents SET review_state = 'accepted' WHERE id = ?", document.id);
    expect((await waiting()).some((r) => r.document_id === document.id)).toBe(false);
  });
});

describe("a document sent back", () => {
  it("is e-mailed once, in French for a French application, with staff's reason and the signed link", async () => {
    const application = await insertApplication({ email: "review-fr@example.com", locale: "fr" });
    const document = await documentOf(application.id);
    const reason = "La page 2 est illisible : envoyez un scan en couleur.";
    await consoleRun(
      "UPDATE application_documents SET review_state = 'needs_fix', review_reason = ? WHERE id = ?",
      reason,
      document.id,
    );
    const [event] = await reviewEvents(application.id);
    expect(event).toMatchObject({ note: reason, documentId: document.id, notificationStatus: "pending" });

    await runCron();
    const mails = () =>
      db()
        .select()
        .from(emailLog)
        .where(like(emailLog.key, `application-event:${event!.id}:%`));
    await eventually(async () => {
      expect(await mails()).toMatchObject([
        {
          key: `application-event:${event!.id}:student`,
          recipient: "review-fr@example.com",
          status: "sent",
          subject: `Votre candidature ${application.reference}${NBSP}: un document est à corriger`,
        },
      ]);
    });
    // A second cron and an UPDATE that changes nothing send nothing more.
    await consoleRun("UPDATE application_documents SET review_state = 'needs_fix' WHERE id = ?", document.id);
    await runCron();
    expect(await reviewEvents(application.id)).toHaveLength(1);
    expect(await mails()).toHaveLength(1);

    const link = await statusUrl(env as ConsumerEnv, application.reference, "fr");
    expect(link).toContain("/fr/applications/status?");
    const mail = documentFixMail(
      { ...(await getEventForMail(db(), event!.id))!, locale: "fr" },
      link,
      env.CONTACT_EMAIL,
    );
    expect(mail.text).toContain(`À corriger${NBSP}: ${reason}`);
    expect(mail.text).toContain(`le fichier corrigé${NBSP}: ${link}`);
    expect(mail.text).toContain(`Nous avons vérifié le document`);
    expect(mail.text).not.toMatch(/What to fix|needs a fix/);
  });
});
