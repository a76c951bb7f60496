import { env } from "cloudflare:workers";
import { like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailLog } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages";
import { getStepForReminder } from "~/models/step-reminders.server";
import { statusUrl } from "../../workers/consumer/application-event";
import { stepReminderMail } from "../../workers/consumer/step-reminder";
import { type EnglishCell, englishCatalogue, englishIn } from "../catalogue-english";
import { db, deliver, eventually, onlyStepDue, runCron, sql, withOffer } from "./fixtures";

// The case's reminders (docs/decisions/0043-case-steps.md, "Reminders"): the consumer's cron e-mails the student
// once when a step of theirs is due within 7 days and once when it is overdue, through the real local queue into
// email_log. Time is moved by the cron's scheduled time, not by faking clocks: the steps are dated in 2031.

/** The cron as the platform runs it, on `isoDay` at noon in Istanbul. */
const cronOn = (isoDay: string) => runCron(Date.parse(`${isoDay}T09:00:00Z`));

/**
 * A case after the offer (staff's SQL) whose steps are all undated but `kind`, due on `dueOn`: only that step can be
 * reminded of in this file's runs.
 */
async function caseWithStep(kind: string, dueOn: string, values: { locale?: "en" | "fr" | "ar" } = {}) {
  const email = `remind-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const application = await withOffer({ email, firstName: "Kemi", notificationStatus: "sent", ...values });
  return { application, stepId: await onlyStepDue(application.id, kind, dueOn) };
}

const remindersOf = (stepId: number) =>
  db()
    .select()
    .from(emailLog)
    .where(like(emailLog.key, `step:${stepId}:%`))
    .orderBy(emailLog.id);

/** A Basic package (it does the visa appointment) bought for the case of `applicationId`, in `status`. */
const payment = (applicationId: number, status: string) =>
  sql(
    `INSERT INTO payments (tx_ref, service_key, service_name, amount, currency, customer_name, customer_email,
       customer_phone, status, gateway, application_id)
     VALUES (?, 'basic', 'Basic', 100, 'USD', 'Kemi', 'kemi@example.com', '+2348000000000', ?, 'sandbox', ?)`,
    `ISG-REMIND-${crypto.randomUUID().slice(0, 8)}`,
    status,
    applicationId,
  );

/** Lets the queue deliver whatever a run queued (the consumer drains it in the background). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe("the cron's step reminders", { timeout: 20_000 }, () => {
  it("e-mails a student step due in 5 days once, though the cron runs twice", async () => {
    const { application, stepId } = await caseWithStep("visa_documents_ready", "2031-03-10");
    await cronOn("2031-02-20");
    await settle();
    expect(await remindersOf(stepId)).toEqual([]);

    await cronOn("2031-03-05");
    await eventually(async () => {
      expect(await remindersOf(stepId)).toMatchObject([
        {
          key: `step:${stepId}:due-soon`,
          recipient: application.email,
          status: "sent",
          subject: `Due on 10 March 2031: Visa documents ready (${application.reference})`,
        },
      ]);
    });
    const [first] = await remindersOf(stepId);
    await cronOn("2031-03-06");
    await settle();
    expect(await remindersOf(stepId)).toEqual([first]);
  });

  it("e-mails an overdue step once, after its due-soon e-mail", async () => {
    const { application, stepId } = await caseWithStep("travel_booked", "2031-04-10");
    await cronOn("2031-04-04");
    await eventually(async () => {
      expect(await remindersOf(stepId)).toMatchObject([{ key: `step:${stepId}:due-soon`, status: "sent" }]);
    });
    // Due today is not overdue yet.
    await cronOn("2031-04-10");
    await settle();
    expect(await remindersOf(stepId)).toHaveLength(1);

    await cronOn("2031-04-11");
    await eventually(async () => {
      expect(await remindersOf(stepId)).toMatchObject([
        { key: `step:${stepId}:due-soon` },
        {
          key: `step:${stepId}:overdue`,
          status: "sent",
          subject: `Overdue since 10 April 2031: Travel booked (${application.reference})`,
        },
      ]);
    });
    await cronOn("2031-04-12");
    await settle();
    expect(await remindersOf(stepId)).toHaveLength(2);
  });

  it("a step first seen overdue gets only the overdue e-mail", async () => {
    const { stepId } = await caseWithStep("offer_accepted", "2031-05-01");
    await cronOn("2031-05-20");
    await eventually(async () => {
      expect((await remindersOf(stepId)).map((r) => r.key)).toEqual([`step:${stepId}:overdue`]);
    });
  });

  it("sends nothing for a done step, a not-needed step, nor a step of ours", async () => {
    const done = await caseWithStep("deposit_paid", "2031-06-05");
    await sql("UPDATE application_steps SET state = 'done' WHERE id = ?", done.stepId);
    const notNeeded = await caseWithStep("arrived", "2031-06-05");
    await sql("UPDATE application_steps SET state = 'not_needed' WHERE id = ?", notNeeded.stepId);
    const ours = await caseWithStep("visa_decision", "2031-06-05");
    await cronOn("2031-06-03");
    await cronOn("2031-06-09");
    await settle();
    for (const { stepId } of [done, notNeeded, ours]) expect(await remindersOf(stepId)).toEqual([]);
  });

  it("sends nothing for a step a package paid for on the case does for the student (decision 0044)", async () => {
    const paid = await caseWithStep("visa_appointment_booked", "2031-06-20");
    const pending = await caseWithStep("visa_appointment_booked", "2031-06-20");
    await payment(paid.application.id, "successful");
    await payment(pending.application.id, "pending");
    await cronOn("2031-06-16");
    await eventually(async () => {
      expect(await remindersOf(pending.stepId)).toMatchObject([{ key: `step:${pending.stepId}:due-soon` }]);
    });
    await settle();
    expect(await remindersOf(paid.stepId)).toEqual([]);
  });
});

describe("the reminders of the steps issue 50 added (decision 0053)", { timeout: 20_000 }, () => {
  it("reminds of the state health insurance (GSS), dated from registration, like any student step", async () => {
    const { application, stepId } = await caseWithStep("health_insurance_requested", "2031-10-10");
    await cronOn("2031-10-05");
    await eventually(async () => {
      expect(await remindersOf(stepId)).toMatchObject([
        {
          key: `step:${stepId}:due-soon`,
          status: "sent",
          subject: `Due on 10 October 2031: ${m.case_step_health_insurance_requested_title()} (${application.reference})`,
        },
      ]);
    });
  });

  it("reminds the student of the residence permit the university files: its file is the student's to hand in", async () => {
    const { application, stepId } = await caseWithStep("residence_permit_applied", "2031-11-10");
    const step = (await getStepForReminder(db(), stepId))!;
    expect(step.actor).toBe("university");
    const mail = stepReminderMail({ ...step, dueOn: "2031-11-10" }, "due-soon", "https://example.com/x", "c@x.org");
    expect(mail.text).toContain(
      m.email_step_due_soon_university({
        reference: application.reference,
        date: "10 November 2031",
        step: m.case_step_residence_permit_applied_title(),
      }),
    );
    await cronOn("2031-11-05");
    await eventually(async () => {
      expect(await remindersOf(stepId)).toMatchObject([{ key: `step:${stepId}:due-soon`, status: "sent" }]);
    });
  });
});

describe("a queued reminder", () => {
  const reminderOf = (stepId: number) => ({
    id: crypto.randomUUID(),
    type: "step.reminder" as const,
    stepId,
    reminder: "due-soon" as const,
    today: "2031-08-05",
  });

  it("is sent while its step is owed it, and not once staff closed or re-dated the step or a package took it", async () => {
    const open = await caseWithStep("visa_appointment_booked", "2031-08-10");
    const closed = await caseWithStep("visa_appointment_booked", "2031-08-10");
    const moved = await caseWithStep("visa_appointment_booked", "2031-08-10");
    const bought = await caseWithStep("visa_appointment_booked", "2031-08-10");
    await sql("UPDATE application_steps SET state = 'done' WHERE id = ?", closed.stepId);
    await sql("UPDATE application_steps SET due_on = '2031-09-30' WHERE id = ?", moved.stepId);
    await payment(bought.application.id, "successful");
    await deliver([open, closed, moved, bought].map(({ stepId }) => reminderOf(stepId)));
    expect(await remindersOf(open.stepId)).toMatchObject([{ key: `step:${open.stepId}:due-soon`, status: "sent" }]);
    for (const { stepId } of [closed, moved, bought]) expect(await remindersOf(stepId)).toEqual([]);
  });
});

describe("a reminder's words", () => {
  let english: EnglishCell[] = [];
  beforeAll(async () => {
    english = await englishCatalogue(env.DB, "fr");
  });

  it("are in the application's language (French) with no English, the step, its date and the signed link", async () => {
    const { application, stepId } = await caseWithStep("visa_documents_ready", "2031-07-10", { locale: "fr" });
    const step = (await getStepForReminder(db(), stepId))!;
    const link = await statusUrl(env as ConsumerEnv, application.reference, "fr");
    expect(link).toMatch(/\/fr\/applications\/status\?ref=APP-[A-Z0-9]+&expires=\d+&sig=/);
    const mail = stepReminderMail({ ...step, dueOn: "2031-07-10" }, "overdue", link, env.CONTACT_EMAIL);
    expect(mail.subject).toBe(
      `En retard depuis le 10 juillet 2031\u00a0: Documents du visa prêts (${application.reference})`,
    );
    expect(mail.text).toContain("Bonjour Kemi,");
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`<a href="${link.replaceAll("&", "&amp;")}">`);

    // No sentence of the English reminder, and no English catalogue text, in the French one.
    const englishMail = stepReminderMail({ ...step, locale: "en", dueOn: "2031-07-10" }, "overdue", link, "x");
    const sentences = englishMail.text
      .split(/\n+|(?<=[.:,])\s+/)
      .map((s) => s.replace(link, "").trim())
      .filter((s) => s.length > 12 && s !== "Istanbul Study Gateway" && !s.includes(application.reference));
    expect(sentences.length).toBeGreaterThan(3);
    for (const sentence of sentences) expect(mail.text).not.toContain(sentence);
    expect(englishIn([mail.subject, ...mail.text.split("\n")], english)).toEqual([]);
  });

  it("are in Arabic, right to left, for an Arabic application", async () => {
    const { application, stepId } = await caseWithStep("travel_booked", "2031-07-10", { locale: "ar" });
    const step = (await getStepForReminder(db(), stepId))!;
    const link = await statusUrl(env as ConsumerEnv, application.reference, "ar");
    const mail = stepReminderMail({ ...step, dueOn: "2031-07-10" }, "due-soon", link, env.CONTACT_EMAIL);
    expect(mail.subject).toMatch(/^موعدها 10 يوليو 2031: /);
    expect(mail.html).toContain('dir="rtl"');
  });
});
