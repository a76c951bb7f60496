// Reminders of the case's steps (docs/decisions/0043-case-steps.md, "Reminders"): which student steps are owed an
// e-mail (due within 7 days, or overdue), and what one reminder's e-mail needs. Each reminder is keyed in email_log
// (`step:<id>:due-soon`, `step:<id>:overdue`), so a step with that key there is never selected again.
import { and, asc, eq, inArray, isNotNull, lte, ne, notExists, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  applications,
  applicationSteps,
  emailLog,
  payments,
  serviceSteps,
  stepRules,
  whatsappMessages,
} from "~/db/schema";

export const STEP_REMINDERS = ["due-soon", "overdue"] as const;
export type StepReminder = (typeof STEP_REMINDERS)[number];

/** How many days ahead a step's due day earns the "due soon" e-mail. */
export const DUE_SOON_DAYS = 7;

/**
 * Whose steps the student is reminded of: their own, and the university's (it files the residence permit, but only
 * with the file the student hands in: decision 0053). Ours are staff's, in the digest.
 */
const REMINDED_ACTORS = ["student", "university"] as const;

/** Steps the student can still act on (blocked ones stay on their timeline as open). */
const OPEN_STATES = ["to_do", "in_progress", "blocked"] as const;

/**
 * Whether a package paid for on the step's case does the step (service_steps, decision 0044): then it is ours,
 * and the student is not reminded of it.
 */
const coveredByPackage = sql<number>`exists (select 1 from ${payments} join ${serviceSteps}
  on ${serviceSteps.serviceKey} = ${payments.serviceKey}
  where ${payments.applicationId} = ${applicationSteps.applicationId} and ${payments.status} = 'successful'
    and ${serviceSteps.kind} = ${applicationSteps.kind})`;

export const stepReminderKey = (stepId: number, reminder: StepReminder) => `step:${stepId}:${reminder}`;

/**
 * The reminders owed on `today` (an ISO day, Istanbul), most overdue first, at most `limit`: one per open student
 * step of a case still at offer_issued whose due day is at most DUE_SOON_DAYS away, "overdue" once the day has
 * passed (due today is not overdue), not done for the student by a package paid for on the case, and only when
 * email_log has no row under its key and whatsapp_messages none that went. A step first seen overdue gets only the overdue e-mail. One query.
 */
export async function stepRemindersOwed(db: Db, today: string, limit: number) {
  const reminder = sql<StepReminder>`case when ${applicationSteps.dueOn} < ${today} then 'overdue' else 'due-soon' end`;
  const rows = await db
    .select({ stepId: applicationSteps.id, reminder })
    .from(applicationSteps)
    .innerJoin(stepRules, eq(stepRules.id, applicationSteps.ruleId))
    .innerJoin(applications, eq(applications.id, applicationSteps.applicationId))
    .where(
      and(
        inArray(stepRules.actor, [...REMINDED_ACTORS]),
        inArray(applicationSteps.state, [...OPEN_STATES]),
        eq(applications.status, "offer_issued"),
        isNotNull(applicationSteps.dueOn),
        lte(applicationSteps.dueOn, sql`date(${today}, '+${sql.raw(String(DUE_SOON_DAYS))} days')`),
        sql`not ${coveredByPackage}`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(emailLog)
            .where(eq(emailLog.key, sql`'step:' || ${applicationSteps.id} || ':' || ${reminder}`)),
        ),
        // Nor one that went on WhatsApp (decision 0050); a failed one is owed its e-mail. The key as
        // app/whatsapp/internal/message-keys.server.ts builds it from stepReminderKey, spelt in SQL for the step's column.
        notExists(
          db
            .select({ one: sql`1` })
            .from(whatsappMessages)
            .where(
              and(
                eq(whatsappMessages.key, sql`'step:' || ${applicationSteps.id} || ':' || ${reminder} || ':whatsapp'`),
                ne(whatsappMessages.status, "failed"),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(applicationSteps.dueOn), asc(applicationSteps.id))
    .limit(limit);
  return rows;
}

/**
 * One step with what its reminder needs: the step (kind, state, due day, who acts) and the application (reference,
 * address, first name as typed, language, status) and whether a paid package does it. The caller checks it is
 * still owed.
 */
export async function getStepForReminder(db: Db, stepId: number) {
  const [row] = await db
    .select({
      id: applicationSteps.id,
      applicationId: applicationSteps.applicationId,
      kind: applicationSteps.kind,
      state: applicationSteps.state,
      dueOn: applicationSteps.dueOn,
      actor: stepRules.actor,
      wording: stepRules.wording,
      reference: applications.reference,
      email: applications.email,
      firstName: applications.firstName,
      locale: applications.locale,
      status: applications.status,
      covered: coveredByPackage.mapWith(Boolean),
    })
    .from(applicationSteps)
    .innerJoin(stepRules, eq(stepRules.id, applicationSteps.ruleId))
    .innerJoin(applications, eq(applications.id, applicationSteps.applicationId))
    .where(eq(applicationSteps.id, stepId));
  return row;
}

export type StepForReminder = NonNullable<Awaited<ReturnType<typeof getStepForReminder>>>;

/** The reminder a due day earns on `today`, as stepRemindersOwed's query computes it; null when none. */
export function reminderOn(dueOn: string | null, today: string): StepReminder | null {
  if (dueOn === null) return null;
  if (dueOn < today) return "overdue";
  const dueSoonUntil = new Date(Date.parse(`${today}T00:00:00Z`) + DUE_SOON_DAYS * 86_400_000).toISOString();
  return dueOn <= dueSoonUntil.slice(0, 10) ? "due-soon" : null;
}

/**
 * Whether `step` is still owed `reminder` on the day the cron chose it, when the message is handled: staff may
 * have closed the step, moved its date or moved the case on meanwhile, or the student bought a package that does it.
 */
export const stillOwed = (step: StepForReminder, reminder: StepReminder, today: string) =>
  (REMINDED_ACTORS as readonly string[]).includes(step.actor) &&
  !step.covered &&
  step.status === "offer_issued" &&
  (OPEN_STATES as readonly string[]).includes(step.state) &&
  reminderOn(step.dueOn, today) === reminder;
