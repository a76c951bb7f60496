import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { whatsappMessages } from "~/db/schema";
import type { Locale } from "~/i18n/locale";

// The one road for writes to the WhatsApp message log (decision 0050). Consents are whatsapp-consents.server.ts's.

/** Where a message stands; the webhook moves it forward only. */
export type WhatsAppStatus = "pending" | "sent" | "delivered" | "read" | "failed";

/**
 * The statuses each one may follow: sent → delivered → read, and failed only before delivery. A 'failed' that
 * arrives after 'delivered' or 'read' (Meta's notifications come in any order, and a late one is not news: the
 * student has the message) is recorded on the row and changes nothing; failed is final too.
 */
const FOLLOWS: Record<Exclude<WhatsAppStatus, "pending">, WhatsAppStatus[]> = {
  sent: ["pending"],
  delivered: ["pending", "sent"],
  read: ["pending", "sent", "delivered"],
  failed: ["pending", "sent"],
};

/**
 * The message under `key`, written if new (pending), with one more attempt counted (this one included). Its status
 * tells the caller whether it already went.
 */
export async function claimWhatsAppMessage(
  db: Db,
  message: { key: string; phone: string; template: string; locale: Locale; variables: string[] },
) {
  await db.insert(whatsappMessages).values(message).onConflictDoNothing({ target: whatsappMessages.key });
  const [row] = await db
    .update(whatsappMessages)
    .set({ attempts: sql`${whatsappMessages.attempts} + 1` })
    .where(eq(whatsappMessages.key, message.key))
    .returning({
      status: whatsappMessages.status,
      lastError: whatsappMessages.lastError,
      attempts: whatsappMessages.attempts,
    });
  return row as { status: WhatsAppStatus; lastError: string | null; attempts: number };
}

/** The Cloud API accepted the message: its id, status 'sent'. */
export async function markWhatsAppSent(db: Db, key: string, waMessageId: string) {
  await db
    .update(whatsappMessages)
    .set({ status: "sent", waMessageId, lastError: null, statusAt: new Date().toISOString() })
    .where(eq(whatsappMessages.key, key));
}

/** It did not go (refused, capped, channel off): why, for staff; the e-mail goes instead. */
export async function markWhatsAppFailed(db: Db, key: string, lastError: string) {
  await db
    .update(whatsappMessages)
    .set({ status: "failed", lastError, statusAt: new Date().toISOString() })
    .where(eq(whatsappMessages.key, key));
}

/**
 * A status from the webhook for the message `waMessageId`: written only when it moves the message forward
 * (FOLLOWS), so a replay or an older status changes nothing. A late 'failed' after 'delivered' or 'read' is kept in
 * last_error, the status left as it is: the student has the message, no e-mail is owed. Returns 'unknown' for an id
 * we never sent, 'unchanged', 'late', 'updated', or the message's key when it moved to 'failed' (the caller owes
 * its e-mail: app/whatsapp/webhook.server.ts).
 */
export async function recordWhatsAppStatus(
  db: Db,
  waMessageId: string,
  status: Exclude<WhatsAppStatus, "pending">,
  at: string,
  error?: string,
) {
  const [row] = await db
    .select({ status: whatsappMessages.status })
    .from(whatsappMessages)
    .where(eq(whatsappMessages.waMessageId, waMessageId));
  if (!row) return "unknown" as const;
  const current = row.status as WhatsAppStatus;
  if (status === "failed" && (current === "delivered" || current === "read")) {
    const lastError = `Late 'failed' after '${current}', ignored${error ? `: ${error}` : ""}`;
    await db
      .update(whatsappMessages)
      .set({ lastError })
      .where(and(eq(whatsappMessages.waMessageId, waMessageId), eq(whatsappMessages.status, current)));
    return "late" as const;
  }
  if (!FOLLOWS[status].includes(current)) return "unchanged" as const;
  // The WHERE repeats the check, so two deliveries racing cannot move it back.
  const [moved] = await db
    .update(whatsappMessages)
    .set({ status, statusAt: at, ...(error ? { lastError: error } : {}) })
    .where(and(eq(whatsappMessages.waMessageId, waMessageId), inArray(whatsappMessages.status, FOLLOWS[status])))
    .returning({ key: whatsappMessages.key });
  if (!moved) return "unchanged" as const;
  return status === "failed" ? { failed: moved.key } : ("updated" as const);
}
