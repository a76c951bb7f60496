// An application's case after the offer, in D1 (docs/decisions/0043-case-steps.md): its steps with the rule each was
// made with (who acts, the documents it asks for), in the case's order, in one query. Steps are written only by
// D1's triggers and staff's SQL; the site reads them.
import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { ApplicationKey } from "./application-key.server";
import { applicationSteps, stepRules } from "~/db/schema";
import { isDocumentType, type DocumentType } from "~/catalogue/document-types";
import { toSafeLine } from "~/lib/field-rules";

/** The document types of a rule's JSON array; anything else (a typo in the console) is left out. */
function documentTypes(json: string): DocumentType[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter(isDocumentType) : [];
  } catch {
    return [];
  }
}

/** What a step says, as the status page and the console read it (each adds its own columns). */
export const stepColumns = {
  kind: applicationSteps.kind,
  state: applicationSteps.state,
  actor: stepRules.actor,
  dueOn: applicationSteps.dueOn,
  appointmentOn: applicationSteps.appointmentOn,
  appointmentPlace: applicationSteps.appointmentPlace,
  visaDecision: applicationSteps.visaDecision,
  visaDecidedOn: applicationSteps.visaDecidedOn,
  arrivalOn: applicationSteps.arrivalOn,
  updatedAt: applicationSteps.updatedAt,
};

/** The steps of an application, first to last (none before its offer). */
export async function listStepsOf(db: Db, applicationId: ApplicationKey) {
  const rows = await db
    .select({ ...stepColumns, docTypes: stepRules.docTypes, wording: stepRules.wording })
    .from(applicationSteps)
    .innerJoin(stepRules, eq(stepRules.id, applicationSteps.ruleId))
    .where(eq(applicationSteps.applicationId, applicationId))
    .orderBy(asc(applicationSteps.position));
  return rows.map(({ docTypes, ...step }) => ({
    ...step,
    // Staff's words (the appointment's place), as the student may read them: one line, no direction controls.
    appointmentPlace: step.appointmentPlace === null ? null : toSafeLine(step.appointmentPlace),
    documents: documentTypes(docTypes),
  }));
}

export type StoredStep = Awaited<ReturnType<typeof listStepsOf>>[number];
