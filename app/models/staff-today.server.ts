// The staff console's first page, "Today" (issue 52): what needs someone now, five lists, each oldest first. The
// rules are the D1 console views' (staff_documents_to_review, staff_cases_due, staff_digest_failed_payments,
// staff_digest_unanswered_consultations: migrations 0031, 0033, 0034, 0035), written here as drizzle queries on a
// clock passed in (`now`), so a test can set the day; the views read SQLite's clock. Reads only.
import { and, asc, eq, inArray, isNull, lt, lte, gte, sql } from "drizzle-orm";
import { istanbulToday } from "~/catalogue/intakes";
import type { Db } from "~/db/client.server";
import type { ReplyChannel, StepActor, StepKind, StepState } from "~/db/enums";
import {
  applicationDocuments,
  applications,
  applicationSteps,
  consultationRequests,
  payments,
  stepRules,
} from "~/db/schema";
import { callsOfTwoDays, type StaffCall, toStaffCall } from "./staff-calls.server";

/**
 * At most this many rows per list (the oldest): a longer list is not read in one sitting, and the page stays one
 * small D1 answer. A list that has more says so (`more`), and the D1 console views hold every row.
 */
export const TODAY_CAP = 100;
/** Steps due within this many days of today (Istanbul), and every overdue one (staff_cases_due's window). */
export const DUE_WITHIN_DAYS = 7;
/** A consultation request is on the list once it has waited this long unanswered (the digest's 24 hours). */
export const UNANSWERED_AFTER_HOURS = 24;
/**
 * Failed payments of the last 7 days. The digest looks back one day (it is sent daily); a live page keeps a
 * failure in sight for a week, unless the payer has paid for that package since (the digest's rule).
 */
export const FAILED_PAYMENTS_DAYS = 7;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const OPEN_STATES: StepState[] = ["to_do", "in_progress", "blocked"];

/** A list of Today: its rows (at most TODAY_CAP) and whether more are waiting behind them. */
export type TodayList<Row> = { rows: Row[]; more: boolean };

/** A document received and not yet reviewed nor replaced. */
export type TodayDocument = {
  documentId: number;
  reference: string;
  student: string;
  docType: string | null;
  /** The step it was sent for; null: with the application or from the status page's general box. */
  stepKind: StepKind | null;
  fileName: string;
  receivedAt: string;
  /** Whole days since it arrived. */
  daysWaiting: number;
};

/** An open step due within DUE_WITHIN_DAYS days, or overdue, today in Istanbul. */
export type TodayStep = {
  reference: string;
  student: string;
  kind: StepKind;
  state: StepState;
  whoActs: StepActor;
  dueOn: string;
  /** Days past its due day: 0 due today, negative due in that many days. */
  daysLate: number;
};

/** A payment that failed in the last FAILED_PAYMENTS_DAYS days, the payer not having paid for that package since. */
export type TodayFailedPayment = {
  paymentId: number;
  txRef: string;
  /** The case it was for; null: a payment made on /services. */
  reference: string | null;
  customerName: string;
  customerEmail: string;
  serviceName: string;
  /** In `currency`'s major units. */
  amount: number;
  currency: string;
  failedAt: string;
};

/** A consultation request unanswered after UNANSWERED_AFTER_HOURS hours. */
export type TodayConsultation = {
  id: number;
  fullName: string;
  email: string;
  phone: string;
  replyBy: ReplyChannel;
  /** Page the request came from, e.g. 'contact' or 'university:3'. */
  source: string;
  createdAt: string;
  /** Whole hours since it arrived. */
  hoursWaiting: number;
};

/** An application nobody has taken up yet (status 'received'). */
export type TodayApplication = {
  reference: string;
  student: string;
  program: string;
  university: string;
  createdAt: string;
};

export type Today = {
  /** Today in Istanbul (ISO day), the day the steps' lateness counts from. */
  today: string;
  documents: TodayList<TodayDocument>;
  steps: TodayList<TodayStep>;
  failedPayments: TodayList<TodayFailedPayment>;
  consultations: TodayList<TodayConsultation>;
  applications: TodayList<TodayApplication>;
  /** Booked calls of today and tomorrow (Istanbul), not cancelled, in time order (issue 55). */
  calls: TodayList<StaffCall>;
};

const addDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (fromIsoDay: string, toIsoDay: string) =>
  Math.round((Date.parse(`${toIsoDay}T00:00:00Z`) - Date.parse(`${fromIsoDay}T00:00:00Z`)) / DAY_MS);
const elapsed = (since: string, now: Date, unit: number) =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / unit));

/** Cap a list read with one row more than it shows. */
function capped<Row>(rows: Row[]): TodayList<Row> {
  return { rows: rows.slice(0, TODAY_CAP), more: rows.length > TODAY_CAP };
}

const student = sql<string>`${applications.firstName} || ' ' || ${applications.lastName}`;

/** Everything Today shows, at `now`, in one D1 round trip (six independent reads started together). */
export async function readToday(db: Db, now = new Date()): Promise<Today> {
  const today = istanbulToday(now);
  const read = TODAY_CAP + 1;
  const failedSince = new Date(now.getTime() - FAILED_PAYMENTS_DAYS * DAY_MS).toISOString();
  const unansweredBefore = new Date(now.getTime() - UNANSWERED_AFTER_HOURS * HOUR_MS).toISOString();
  const failedAt = sql<string>`coalesce(${payments.updatedAt}, ${payments.createdAt})`;

  const [documents, steps, failed, consultations, fresh, calls] = await Promise.all([
    db
      .select({
        documentId: applicationDocuments.id,
        reference: applications.reference,
        student,
        docType: applicationDocuments.docType,
        stepKind: applicationDocuments.stepKind,
        fileName: applicationDocuments.fileName,
        receivedAt: applicationDocuments.createdAt,
      })
      .from(applicationDocuments)
      .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
      .where(and(eq(applicationDocuments.reviewState, "received"), isNull(applicationDocuments.replacedBy)))
      .orderBy(asc(applicationDocuments.createdAt), asc(applicationDocuments.id))
      .limit(read),
    db
      .select({
        reference: applications.reference,
        student,
        kind: applicationSteps.kind,
        state: applicationSteps.state,
        whoActs: stepRules.actor,
        dueOn: sql<string>`${applicationSteps.dueOn}`,
      })
      .from(applicationSteps)
      .innerJoin(applications, eq(applications.id, applicationSteps.applicationId))
      .innerJoin(stepRules, eq(stepRules.id, applicationSteps.ruleId))
      .where(
        and(inArray(applicationSteps.state, OPEN_STATES), lte(applicationSteps.dueOn, addDays(today, DUE_WITHIN_DAYS))),
      )
      .orderBy(asc(applicationSteps.dueOn), asc(applications.reference), asc(applicationSteps.position))
      .limit(read),
    db
      .select({
        paymentId: payments.id,
        txRef: payments.txRef,
        reference: applications.reference,
        customerName: payments.customerName,
        customerEmail: payments.customerEmail,
        serviceName: payments.serviceName,
        amount: payments.amount,
        currency: payments.currency,
        failedAt,
      })
      .from(payments)
      .leftJoin(applications, eq(applications.id, payments.applicationId))
      .where(
        and(
          eq(payments.status, "failed"),
          gte(failedAt, failedSince),
          // Paid since for the same package by the same payer: nothing left to chase (the digest's rule).
          sql`not exists (select 1 from "payments" "later" where "later"."status" = 'successful'
            and "later"."service_key" = ${payments.serviceKey}
            and lower("later"."customer_email") = lower(${payments.customerEmail}) and "later"."id" > ${payments.id})`,
        ),
      )
      .orderBy(asc(failedAt), asc(payments.id))
      .limit(read),
    db
      .select({
        id: consultationRequests.id,
        fullName: consultationRequests.fullName,
        email: consultationRequests.email,
        phone: consultationRequests.phone,
        replyBy: consultationRequests.replyBy,
        source: consultationRequests.source,
        createdAt: consultationRequests.createdAt,
      })
      .from(consultationRequests)
      .where(and(isNull(consultationRequests.answeredAt), lt(consultationRequests.createdAt, unansweredBefore)))
      .orderBy(asc(consultationRequests.createdAt), asc(consultationRequests.id))
      .limit(read),
    db
      .select({
        reference: applications.reference,
        student,
        program: applications.selectedProgram,
        university: applications.selectedUniversity,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .where(eq(applications.status, "received"))
      .orderBy(asc(applications.createdAt), asc(applications.id))
      .limit(read),
    callsOfTwoDays(db, now, read),
  ]);

  return {
    today,
    documents: capped(documents.map((d) => ({ ...d, daysWaiting: elapsed(d.receivedAt, now, DAY_MS) }))),
    steps: capped(steps.map((s) => ({ ...s, daysLate: daysBetween(s.dueOn, today) }))),
    failedPayments: capped(failed),
    consultations: capped(consultations.map((c) => ({ ...c, hoursWaiting: elapsed(c.createdAt, now, HOUR_MS) }))),
    applications: capped(fresh),
    calls: capped(calls.map(toStaffCall)),
  };
}
