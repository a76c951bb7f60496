// The documents one student sends for one offering, and when (docs/decisions/0028-entry-discounts-checklist.md):
// the union of D1's checklist_items rows whose non-null columns match, one line per document type, 'apply'
// winning over 'register', the most specific row's note kept. Pure: /apply, the application action and the status
// page compute it from the same rows.
import { type DocumentType, isDocumentType } from "~/catalogue/document-types";

export type ChecklistRow = {
  docType: string;
  stage: "apply" | "register";
  studyLevel: string | null;
  qualification: string | null;
  nationalities: string[] | null;
  universityId: number | null;
  programId: number | null;
  note: string | null;
  sortOrder: number;
};

export type ChecklistSubject = {
  offering: { id: number; universityId: number; studyLevel: string } | null;
  qualification: string | null;
  nationality: string | null;
};

export type ChecklistItem = { docType: DocumentType; stage: "apply" | "register"; note: string | null };

const specificity = (row: ChecklistRow) =>
  [row.studyLevel, row.qualification, row.nationalities, row.universityId, row.programId].filter((v) => v !== null)
    .length;

function matches(row: ChecklistRow, who: ChecklistSubject) {
  const o = who.offering;
  return (
    (row.studyLevel === null || row.studyLevel === o?.studyLevel) &&
    (row.qualification === null || row.qualification === who.qualification) &&
    (row.nationalities === null || (who.nationality !== null && row.nationalities.includes(who.nationality))) &&
    (row.universityId === null || row.universityId === o?.universityId) &&
    (row.programId === null || row.programId === o?.id)
  );
}

/** The checklist, in the rows' order: what to send to apply first, then what only registration needs. */
export function checklistFor(rows: ChecklistRow[], who: ChecklistSubject): ChecklistItem[] {
  const byType = new Map<string, { row: ChecklistRow; stage: "apply" | "register" }>();
  for (const row of rows) {
    if (!isDocumentType(row.docType) || !matches(row, who)) continue;
    const seen = byType.get(row.docType);
    const stage = seen?.stage === "apply" || row.stage === "apply" ? "apply" : "register";
    const keep = !seen || specificity(row) > specificity(seen.row) ? row : seen.row;
    byType.set(row.docType, { row: keep, stage });
  }
  return [...byType.values()]
    .sort((a, b) => (a.stage === b.stage ? a.row.sortOrder - b.row.sortOrder : a.stage === "apply" ? -1 : 1))
    .map(({ row, stage }) => ({ docType: row.docType as DocumentType, stage, note: row.note }));
}

/** The document types required to apply that `sent` lacks. */
export function missingToApply(checklist: ChecklistItem[], sent: Iterable<string>) {
  const have = new Set(sent);
  return checklist.filter((item) => item.stage === "apply" && !have.has(item.docType)).map((item) => item.docType);
}

/**
 * With no program chosen: the other document types that some program needs to apply, one item each. A form
 * without JavaScript cannot follow the selects, so it offers a box for each of these beside the general list.
 */
export function sometimesToApply(rows: ChecklistRow[], checklist: ChecklistItem[]): ChecklistItem[] {
  const listed = new Set<string>(checklist.map((item) => item.docType));
  const types = rows
    .filter((row) => row.stage === "apply" && isDocumentType(row.docType))
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((row) => row.docType as DocumentType)
    .filter((type) => !listed.has(type));
  return [...new Set(types)].map((docType) => ({ docType, stage: "apply", note: null }));
}
