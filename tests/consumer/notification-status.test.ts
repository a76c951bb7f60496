import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, consultationRequests, payments, type NotificationState } from "~/db/schema";
import { markApplicationQueued, setApplicationNotificationStatus } from "~/models/applications.server";
import { markConsultationQueued, setConsultationNotificationStatus } from "~/models/consultations.server";
import { markRequeued } from "~/models/outbox.server";
import { setReceiptStatus } from "~/models/payment-rows.server";
import type { QueueMessage } from "~/queue/messages";
import { DEAD_LETTERS, db, deliver, insertApplication, insertConsultationRequest, insertPayment } from "./fixtures";

// The rule for every notification status (consultation requests, applications, payment receipts): 'sent' is final.
// Each write checks it in its UPDATE's WHERE clause, so a late dead letter, a slow web Worker marking 'queued'
// after the consumer already sent, or an outbox sweep never turns a sent notification back.

const deadLetter = (message: QueueMessage) => deliver([message], { queue: DEAD_LETTERS, attempts: 5 });

const consultation = async (notificationStatus: NotificationState) =>
  (await insertConsultationRequest({ notificationStatus })).id;

const application = async (notificationStatus: NotificationState) =>
  (await insertApplication({ notificationStatus }, [])).id;

const paidPayment = async (receiptStatus: NotificationState) =>
  (await insertPayment({ status: "successful", verifiedAt: new Date().toISOString(), receiptStatus })).id;

const statusOf = {
  consultation: async (id: number) =>
    (await db().select().from(consultationRequests).where(eq(consultationRequests.id, id)))[0]!.notificationStatus,
  application: async (id: number) =>
    (await db().select().from(applications).where(eq(applications.id, id)))[0]!.notificationStatus,
  receipt: async (id: number) => (await db().select().from(payments).where(eq(payments.id, id)))[0]!.receiptStatus,
};

describe("a consultation request's notification never leaves 'sent'", () => {
  it("refuses 'failed' and 'queued' once sent, and says nothing changed", async () => {
    const id = await consultation("sent");
    expect(await setConsultationNotificationStatus(db(), id, "failed")).toBe(false);
    expect(await setConsultationNotificationStatus(db(), id, "queued")).toBe(false);
    await markConsultationQueued(db(), id);
    await markRequeued(db(), [{ type: "consultation.created", consultationId: id }]);
    expect(await statusOf.consultation(id)).toBe("sent");
  });

  it("still moves an unsent one (so the rule is not just 'never change')", async () => {
    const id = await consultation("queued");
    expect(await setConsultationNotificationStatus(db(), id, "failed")).toBe(true);
    expect(await statusOf.consultation(id)).toBe("failed");
    expect(await setConsultationNotificationStatus(db(), id, "sent")).toBe(true);
    expect(await statusOf.consultation(id)).toBe("sent");
  });

  it("a late dead letter leaves it sent", async () => {
    const id = await consultation("sent");
    const result = await deadLetter({ id: crypto.randomUUID(), type: "consultation.created", consultationId: id });
    expect(result.explicitAcks).toHaveLength(1);
    expect(await statusOf.consultation(id)).toBe("sent");
  });
});

describe("an application's notification never leaves 'sent'", () => {
  it("refuses 'failed' and 'queued' once sent, and says nothing changed", async () => {
    const id = await application("sent");
    expect(await setApplicationNotificationStatus(db(), id, "failed")).toBe(false);
    expect(await setApplicationNotificationStatus(db(), id, "queued")).toBe(false);
    await markApplicationQueued(db(), id);
    await markRequeued(db(), [{ type: "application.created", applicationId: id }]);
    expect(await statusOf.application(id)).toBe("sent");
  });

  it("still moves an unsent one", async () => {
    const id = await application("queued");
    expect(await setApplicationNotificationStatus(db(), id, "failed")).toBe(true);
    expect(await statusOf.application(id)).toBe("failed");
  });

  it("a late dead letter leaves it sent", async () => {
    const id = await application("sent");
    const result = await deadLetter({ id: crypto.randomUUID(), type: "application.created", applicationId: id });
    expect(result.explicitAcks).toHaveLength(1);
    expect(await statusOf.application(id)).toBe("sent");
  });
});

describe("a payment receipt never leaves 'sent'", () => {
  it("refuses 'failed' and 'queued' once sent, and says nothing changed", async () => {
    const id = await paidPayment("sent");
    expect(await setReceiptStatus(db(), id, "failed")).toBe(false);
    expect(await setReceiptStatus(db(), id, "queued")).toBe(false);
    await markRequeued(db(), [{ type: "payment.succeeded", paymentId: id }]);
    expect(await statusOf.receipt(id)).toBe("sent");
  });

  it("still moves an unsent one", async () => {
    const id = await paidPayment("queued");
    expect(await setReceiptStatus(db(), id, "failed")).toBe(true);
    expect(await statusOf.receipt(id)).toBe("failed");
  });

  it("a late dead letter leaves it sent", async () => {
    const id = await paidPayment("sent");
    const result = await deadLetter({ id: crypto.randomUUID(), type: "payment.succeeded", paymentId: id });
    expect(result.explicitAcks).toHaveLength(1);
    expect(await statusOf.receipt(id)).toBe("sent");
  });
});
