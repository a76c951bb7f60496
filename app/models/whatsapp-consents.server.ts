import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { ApplicationKey } from "./application-key.server";
import { applications, type Locale, payments, whatsappConsents } from "~/db/schema";
import { insertRowIf } from "./conditional-insert.server";

/** A consent as a form gave it: the E.164 number, the exact words beside the box and the page's language. */
export type NewWhatsAppConsent = { phone: string; wording: string; locale: Locale };

/**
 * The consent of the application with `reference`, for the application's own batch: its id is found by the
 * reference, and nothing is written unless the application row went in (a batch is one transaction).
 */
export function applicationConsentStatement(db: Db, reference: string, consent: NewWhatsAppConsent) {
  const application = sql`(select ${applications.id} from ${applications} where ${applications.reference} = ${reference})`;
  return insertRowIf(
    db,
    whatsappConsents,
    { ...consent, applicationId: sql<number>`${application}` },
    sql`${application} is not null`,
  );
}

/** The live consent of an application (the newest), or undefined: what the status page offers to stop. */
export async function liveApplicationConsent(db: Db, applicationId: ApplicationKey) {
  const [row] = await db
    .select({ phone: whatsappConsents.phone, consentedAt: whatsappConsents.consentedAt })
    .from(whatsappConsents)
    .where(and(eq(whatsappConsents.applicationId, applicationId), isNull(whatsappConsents.revokedAt)))
    .orderBy(desc(whatsappConsents.id))
    .limit(1);
  return row;
}

/**
 * Whom a message is for, as its consent names them: an application, a consultation request, or a payment (which a
 * consent given for the application it was bought for covers too).
 */
export type ConsentSubject =
  | { applicationId: number }
  | { consultationRequestId: number }
  | { paymentId: number; applicationId: number | null };

/** The number of the subject's live consent (the newest), if any: where its messages go. */
export async function liveConsentPhone(db: Db, subject: ConsentSubject) {
  const whose =
    "consultationRequestId" in subject
      ? eq(whatsappConsents.consultationRequestId, subject.consultationRequestId)
      : "paymentId" in subject
        ? or(
            eq(whatsappConsents.paymentId, subject.paymentId),
            subject.applicationId === null ? undefined : eq(whatsappConsents.applicationId, subject.applicationId),
          )
        : eq(whatsappConsents.applicationId, subject.applicationId);
  const [row] = await db
    .select({ phone: whatsappConsents.phone })
    .from(whatsappConsents)
    .where(and(whose, isNull(whatsappConsents.revokedAt)))
    .orderBy(desc(whatsappConsents.id))
    .limit(1);
  return row?.phone;
}

/** A STOP reply from `phone`: every live consent of that number ends. Returns how many. */
export async function revokeConsentsByStop(db: Db, phone: string, at = new Date().toISOString()) {
  const rows = await db
    .update(whatsappConsents)
    .set({ revokedAt: at, revokedVia: "stop_reply" })
    .where(and(eq(whatsappConsents.phone, phone), isNull(whatsappConsents.revokedAt)))
    .returning({ id: whatsappConsents.id });
  return rows.length;
}

/** Ends every live consent of an application, from its status page. How many rows it ended. */
export async function revokeApplicationConsents(db: Db, applicationId: number) {
  const ended = await db
    .update(whatsappConsents)
    .set({ revokedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`, revokedVia: "status_page" })
    .where(and(eq(whatsappConsents.applicationId, applicationId), isNull(whatsappConsents.revokedAt)))
    .returning({ id: whatsappConsents.id });
  return ended.length;
}

/**
 * A consent given on the case page (docs/decisions/0051), written only while the application has no live consent
 * (the write checks it: a form posted twice adds one row). The number it is for, or undefined when one was live.
 */
export async function startApplicationConsent(db: Db, applicationId: number, consent: NewWhatsAppConsent) {
  const live = db
    .select({ id: whatsappConsents.id })
    .from(whatsappConsents)
    .where(and(eq(whatsappConsents.applicationId, applicationId), isNull(whatsappConsents.revokedAt)));
  const [row] = await insertRowIf(
    db,
    whatsappConsents,
    { ...consent, applicationId },
    sql`not exists ${live}`,
  ).returning({ phone: whatsappConsents.phone });
  return row?.phone;
}

/**
 * The consent given on the payment form, for the payment's own batch (docs/decisions/0051): its payment is found
 * by the tx_ref the batch inserts, and nothing is written unless that row went in. A payment bought for an
 * application (its case page's link, the payer's e-mail checked) names it too: that application's updates then go
 * to WhatsApp, and its status page can stop them.
 */
export function paymentConsentStatement(
  db: Db,
  txRef: string,
  consent: NewWhatsAppConsent,
  applicationId: number | null,
) {
  const payment = sql`(select ${payments.id} from ${payments} where ${payments.txRef} = ${txRef})`;
  return insertRowIf(
    db,
    whatsappConsents,
    { ...consent, applicationId, paymentId: sql<number>`${payment}` },
    sql`${payment} is not null`,
  );
}

/**
 * Whom a number belongs to, for staff reading a reply: the references of the applications and the ids of the
 * consultation requests and payments its consents (live or stopped) name, newest first.
 */
export async function consentsOfPhone(db: Db, phone: string) {
  const rows = await db
    .select({
      reference: applications.reference,
      consultationRequestId: whatsappConsents.consultationRequestId,
      paymentId: whatsappConsents.paymentId,
      revokedAt: whatsappConsents.revokedAt,
    })
    .from(whatsappConsents)
    .leftJoin(applications, eq(applications.id, whatsappConsents.applicationId))
    .where(eq(whatsappConsents.phone, phone))
    .orderBy(desc(whatsappConsents.id));
  const unique = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))];
  return {
    references: unique(rows.map((r) => r.reference)),
    consultationRequestIds: unique(rows.map((r) => r.consultationRequestId)),
    paymentIds: unique(rows.map((r) => r.paymentId)),
    stopped: rows.length > 0 && rows.every((r) => r.revokedAt !== null),
  };
}
