import { env } from "cloudflare:workers";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applicationEvents, emailLog } from "~/db/schema";
import { claimEventsToNotify } from "~/models/application-tracking.server";
import { notifyApplicationEvents } from "../../workers/consumer/application-events-cron";
import { db, deliver, eventually, insertApplication, issueOffer, runCron, sql } from "./fixtures";

// Application tracking as staff drive it: raw SQL on applications (what the D1 console runs), the triggers'
// history in application_events, and the cron that e-mails each event once through the real local queue (this
// project's consumer drains it) into email_log.

const eventsOf = (applicationId: number) =>
  db()
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(applicationEvents.id);

const mailsOf = (eventId: number) =>
  db()
    .select()
    .from(emailLog)
    .where(like(emailLog.key, `application-event:${eventId}:%`));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe("the application_events triggers", () => {
  it("record every change made by raw SQL: old, new, note, time; nothing for an UPDATE that changes neither", async () => {
    const application = await insertApplication({ email: "trigger@example.com" });
    const [received] = await eventsOf(application.id);
    expect(received).toMatchObject({
      kind: "received",
      oldStatus: null,
      newStatus: "received",
      notificationStatus: "sent",
    });

    await sql(
      "UPDATE applications SET status = 'documents_requested', staff_note = 'Please add your passport' WHERE reference = ?",
      application.reference,
    );
    await sql("UPDATE applications SET first_name = 'Amina' WHERE id = ?", application.id);
    await sql("UPDATE applications SET status = 'documents_requested' WHERE id = ?", application.id);
    await sql("UPDATE applications SET status = 'in_review', staff_note = NULL WHERE id = ?", application.id);

    const events = await eventsOf(application.id);
    expect(events.map((e) => [e.kind, e.oldStatus, e.newStatus, e.note, e.notificationStatus])).toEqual([
      ["received", null, "received", null, "sent"],
      ["status", "received", "documents_requested", "Please add your passport", "pending"],
      ["status", "documents_requested", "in_review", null, "pending"],
    ]);
    expect(events[1]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("refuse a status that does not exist, with the list of valid ones, and write nothing", async () => {
    const application = await insertApplication({ email: "typo@example.com" });
    await expect(
      sql("UPDATE applications SET status = 'documents_request' WHERE id = ?", application.id),
    ).rejects.toThrow(/Unknown application status\. Use one of: received, in_review, documents_requested/);
    expect(await eventsOf(application.id)).toHaveLength(1);
  });
});

describe("the cron's application-event e-mails", () => {
  it("queues each event once even when two runs claim at the same time, and the student gets one e-mail", async () => {
    const applications = await Promise.all(
      [1, 2, 3].map((i) => insertApplication({ email: `cron${i}@example.com`, firstName: "Kemi" })),
    );
    for (const a of applications) {
      await sql("UPDATE applications SET status = 'submitted_to_university' WHERE id = ?", a.id);
    }
    const [first, second] = await Promise.all([notifyApplicationEvents(env), notifyApplicationEvents(env)]);
    const eventIds = (
      await Promise.all(applications.map(async (a) => (await eventsOf(a.id)).filter((e) => e.kind === "status")))
    ).flat();
    expect(eventIds).toHaveLength(3);
    // Between them the two runs queued each event exactly once (possibly with other tests' events besides).
    expect(first.queued + second.queued).toBeGreaterThanOrEqual(3);
    expect(await notifyApplicationEvents(env)).toEqual({ queued: 0 });

    for (const event of eventIds) {
      await eventually(async () => {
        const mails = await mailsOf(event.id);
        expect(mails).toMatchObject([
          {
            key: `application-event:${event.id}:student`,
            status: "sent",
            attempts: 1,
            subject: expect.stringContaining("Submitted to the university"),
          },
        ]);
        const [row] = await db().select().from(applicationEvents).where(eq(applicationEvents.id, event.id));
        expect(row!.notificationStatus).toBe("sent");
      });
    }
  });

  it("two claims at the same time get disjoint sets that cover every owed event", async () => {
    const application = await insertApplication({ email: "claims@example.com" });
    for (const status of ["in_review", "documents_requested", "submitted_to_university", "offer_issued"]) {
      await sql("UPDATE applications SET status = ? WHERE id = ?", status, application.id);
    }
    const owed = (await eventsOf(application.id)).filter((e) => e.notificationStatus === "pending").map((e) => e.id);
    const [a, b] = await Promise.all([
      claimEventsToNotify(db(), minutesAgo(10), 100),
      claimEventsToNotify(db(), minutesAgo(10), 100),
    ]);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
    expect([...a, ...b].filter((id) => owed.includes(id)).sort((x, y) => x - y)).toEqual(owed);
  });

  it("a redelivered message sends nothing twice", async () => {
    const application = await insertApplication({ email: "redelivery@example.com" });
    await issueOffer(application.id, "Congratulations!");
    const event = (await eventsOf(application.id)).at(-1)!;
    // Claimed by hand (as the cron would) so that only these deliveries carry it.
    await db()
      .update(applicationEvents)
      .set({ notificationStatus: "queued", queuedAt: new Date().toISOString() })
      .where(eq(applicationEvents.id, event.id));
    const message = { id: `application-event:${event.id}:a`, type: "application.event" as const, eventId: event.id };
    await deliver([message]);
    const [sent] = await mailsOf(event.id);
    expect(sent).toMatchObject({ status: "sent", attempts: 1 });
    await deliver([{ ...message, id: `application-event:${event.id}:b` }], { attempts: 2 });
    const [again] = await mailsOf(event.id);
    expect(again).toMatchObject({ status: "sent", attempts: 2, sentAt: sent!.sentAt });
  });

  it("queues again a claim whose message was lost, but not one still in flight", async () => {
    const application = await insertApplication({ email: "lost@example.com" });
    await sql("UPDATE applications SET status = 'in_review' WHERE id = ?", application.id);
    await sql("UPDATE applications SET status = 'rejected' WHERE id = ?", application.id);
    const [lost, inFlight] = (await eventsOf(application.id)).filter((e) => e.kind === "status");
    await db()
      .update(applicationEvents)
      .set({ notificationStatus: "queued", queuedAt: minutesAgo(30) })
      .where(eq(applicationEvents.id, lost!.id));
    await db()
      .update(applicationEvents)
      .set({ notificationStatus: "queued", queuedAt: minutesAgo(1) })
      .where(eq(applicationEvents.id, inFlight!.id));
    await runCron();
    await eventually(async () => {
      expect(await mailsOf(lost!.id)).toMatchObject([{ status: "sent" }]);
    });
    expect(await mailsOf(inFlight!.id)).toEqual([]);
  });

  it("e-mails the consultancy, not the student, about documents the student added", async () => {
    const application = await insertApplication({ email: "docs@example.com", status: "documents_requested" });
    const [event] = await db()
      .insert(applicationEvents)
      .values({
        applicationId: application.id,
        kind: "documents",
        oldStatus: "documents_requested",
        newStatus: "documents_requested",
        note: "1 added: passport.pdf",
      })
      .returning();
    await deliver([{ id: "docs-1", type: "application.event", eventId: event!.id }]);
    const mails = await mailsOf(event!.id);
    expect(mails).toMatchObject([
      { key: `application-event:${event!.id}:inbox`, recipient: env.CONTACT_EMAIL, status: "sent" },
    ]);
    const [row] = await db()
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.id, event!.id), eq(applicationEvents.notificationStatus, "sent")));
    expect(row).toBeDefined();
  });
});
