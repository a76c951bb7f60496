import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, consultationRequests, emailLog, payments, type NotificationState } from "~/db/schema";
import { db, eventually, runCron, insertApplication, insertConsultationRequest, insertPayment } from "./fixtures";

// The outbox sweep, as the Cron Trigger runs it: the real scheduled handler puts stale notifications back on the
// real local queue, which this project's consumer (the same Worker) drains; the e-mails land in email_log.

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const consultation = (notificationStatus: NotificationState, createdAt: string, fullName = "Outbox Test") =>
  insertConsultationRequest({
    fullName,
    email: "outbox@example.com",
    studyLevel: "master",
    notificationStatus,
    createdAt,
  });

const application = (notificationStatus: NotificationState, createdAt: string) =>
  insertApplication({
    firstName: "Kemi",
    lastName: "Adeyemi",
    email: "kemi.outbox@example.com",
    notificationStatus,
    createdAt,
  });

const payment = (values: Partial<typeof payments.$inferInsert>) =>
  insertPayment({
    serviceKey: "basic",
    serviceName: "Basic",
    amount: 100,
    customerName: "Musa Outbox",
    customerEmail: "musa.outbox@example.com",
    ...values,
  });

const keysLike = async (pattern: string) =>
  (await db().select().from(emailLog).where(like(emailLog.key, pattern))).map((m) => [m.key, m.status]);

const statusOf = async (id: number) =>
  (await db().select().from(consultationRequests).where(eq(consultationRequests.id, id)))[0]!.notificationStatus;

describe("the outbox sweep (scheduled handler)", () => {
  it("sends what a crash left pending or queued, and leaves fresh, sent and failed rows alone", async () => {
    const lostPending = await consultation("pending", minutesAgo(30), "Lost Pending");
    const lostQueued = await consultation("queued", minutesAgo(30), "Lost Queued");
    const fresh = await consultation("queued", minutesAgo(1), "Still In Flight");
    const failed = await consultation("failed", minutesAgo(30), "Failed For Good");
    const lostApplication = await application("queued", minutesAgo(45));
    const lostReceipt = await payment({
      status: "successful",
      gatewayTransactionId: "9001",
      verifiedAt: minutesAgo(20),
    });
    const unpaid = await payment({ status: "pending", createdAt: minutesAgo(20) });

    await runCron();
    // 'pending' rows are marked queued at once; the real queue then delivers to this consumer.
    expect(await statusOf(lostPending.id)).not.toBe("pending");
    await eventually(async () => {
      expect(await statusOf(lostPending.id)).toBe("sent");
      expect(await statusOf(lostQueued.id)).toBe("sent");
      const [app] = await db().select().from(applications).where(eq(applications.id, lostApplication.id));
      expect(app!.notificationStatus).toBe("sent");
      const [receipt] = await db().select().from(payments).where(eq(payments.id, lostReceipt.id));
      expect(receipt!.receiptStatus).toBe("sent");
    });
    expect(await keysLike(`consultation:${lostPending.id}:%`)).toEqual([
      [`consultation:${lostPending.id}:inbox`, "sent"],
    ]);
    expect(await keysLike(`application:${lostApplication.id}:%`)).toEqual([
      [`application:${lostApplication.id}:inbox`, "sent"],
      [`application:${lostApplication.id}:student`, "sent"],
    ]);
    expect((await keysLike(`payment:${lostReceipt.id}:%`)).sort()).toEqual([
      [`payment:${lostReceipt.id}:inbox`, "sent"],
      [`payment:${lostReceipt.id}:receipt`, "sent"],
    ]);

    // Untouched: too recent to be lost, already given up on, or nothing owed.
    expect(await statusOf(fresh.id)).toBe("queued");
    expect(await statusOf(failed.id)).toBe("failed");
    expect(await keysLike(`consultation:${fresh.id}:%`)).toEqual([]);
    expect(await keysLike(`consultation:${failed.id}:%`)).toEqual([]);
    expect(await keysLike(`payment:${unpaid.id}:%`)).toEqual([]);
  });

  it("a second sweep while a message is still in flight sends nothing twice", async () => {
    const lost = await consultation("queued", minutesAgo(30), "Twice Swept");
    await runCron();
    await runCron();
    await eventually(async () => expect(await statusOf(lost.id)).toBe("sent"));
    // A third sweep after delivery finds nothing to do for it.
    await runCron();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const [entry] = await db()
      .select()
      .from(emailLog)
      .where(eq(emailLog.key, `consultation:${lost.id}:inbox`));
    expect(entry).toMatchObject({ status: "sent" });
    // Every delivery looked at the key; the e-mail went out once (sentAt is set once, attempts counts lookups).
    expect(entry!.attempts).toBeGreaterThanOrEqual(1);
    expect(entry!.attempts).toBeLessThanOrEqual(2);
  });
});
