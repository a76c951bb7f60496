// Reads of decision 0028's tables: entry requirements, discount rules and the document checklist, their texts in
// the request's language. Each returns a query builder, so a page batches it with its other reads.
import { asc, inArray, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { checklistItems, discountRules, entryRequirements } from "~/db/schema";
import { translated } from "./translated.server";

/** The entry requirements of the offerings `programIds` (ids, or a select of ids), every qualification. */
export function selectRequirements(db: Db, programIds: number[] | SQLWrapper) {
  return db
    .select({
      programId: entryRequirements.programId,
      qualification: entryRequirements.qualification,
      minPasses: entryRequirements.minPasses,
      requiredSubjects: entryRequirements.requiredSubjects,
      minScore: entryRequirements.minScore,
      englishProofs: entryRequirements.englishProofs,
      otherExam: translated(entryRequirements.otherExam, entryRequirements.id),
      checkedOn: entryRequirements.checkedOn,
      example: entryRequirements.example,
    })
    .from(entryRequirements)
    .where(inArray(entryRequirements.programId, programIds))
    .orderBy(asc(entryRequirements.id));
}

/**
 * The discount rules of the universities `universityIds` (every university's when omitted), open or not
 * (app/catalogue/discounts.ts judges the dates).
 */
export function selectDiscountRules(db: Db, universityIds?: number[] | SQLWrapper) {
  return db
    .select({
      id: discountRules.id,
      universityId: discountRules.universityId,
      programId: discountRules.programId,
      kind: discountRules.kind,
      label: translated(discountRules.label, discountRules.id),
      conditions: translated(discountRules.conditions, discountRules.id),
      // The English cell beside the translated one, so a page can mark English it falls back to (lang="en").
      // Aliased: in a batch D1 answers rows as objects, where two columns named "conditions" would collide.
      englishConditions: sql<string>`${discountRules.conditions}`.as("english_conditions"),
      percent: discountRules.percent,
      nationalities: discountRules.nationalities,
      qualification: discountRules.qualification,
      minScore: discountRules.minScore,
      startsOn: discountRules.startsOn,
      endsOn: discountRules.endsOn,
      stackGroup: discountRules.stackGroup,
      checkedOn: discountRules.checkedOn,
      example: discountRules.example,
    })
    .from(discountRules)
    .where(universityIds ? inArray(discountRules.universityId, universityIds) : undefined)
    .orderBy(asc(discountRules.sortOrder), asc(discountRules.id));
}

/** Every checklist row (a few dozen): app/catalogue/checklist.ts picks a student's. */
export function selectChecklistRows(db: Db) {
  return db
    .select({
      docType: checklistItems.docType,
      stage: checklistItems.stage,
      studyLevel: checklistItems.studyLevel,
      qualification: checklistItems.qualification,
      nationalities: checklistItems.nationalities,
      universityId: checklistItems.universityId,
      programId: checklistItems.programId,
      note: translated(checklistItems.note, checklistItems.id),
      sortOrder: checklistItems.sortOrder,
    })
    .from(checklistItems)
    .orderBy(asc(checklistItems.sortOrder), asc(checklistItems.id));
}
