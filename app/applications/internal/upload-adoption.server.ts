// An application sent with JavaScript names its documents by upload id (tus, /api/uploads) instead of carrying
// them: each must be complete, of this draft, not in another application, and all of them within the limits.
import type { Db } from "~/db/client.server";
import { m } from "~/i18n/paraglide/messages";
import { checkDocumentList } from "~/applications/application-schema";
import { isDocumentType } from "~/catalogue/document-types";
import { isToken } from "~/applications/upload-schema";
import type { TypedDocument } from "~/models/applications.server";
import { uploadsOfDraft } from "~/models/uploads.server";

export type AdoptableUploads =
  | { ok: true; documents: TypedDocument[] }
  | { ok: false; status: 400 | 409 | 413; message: string };

const goneMessage = () => m.forms_upload_gone();

/** An upload another application (submitted in another tab, or at the same moment) already holds. */
export const alreadySubmittedMessage = () => m.forms_already_submitted();

export async function findAdoptableUploads(db: Db, draftId: string, ids: string[]): Promise<AdoptableUploads> {
  if (!isToken(draftId) || !ids.every(isToken)) return { ok: false, status: 400, message: goneMessage() };
  if (new Set(ids).size !== ids.length) return { ok: false, status: 400, message: m.forms_same_document_twice() };
  const found = await uploadsOfDraft(db, draftId, ids);
  const now = new Date().toISOString();
  const documents: TypedDocument[] = [];
  for (const id of ids) {
    const upload = found.find((u) => u.id === id);
    if (upload?.applicationId != null) return { ok: false, status: 409, message: alreadySubmittedMessage() };
    if (!upload || upload.expiresAt < now) return { ok: false, status: 400, message: goneMessage() };
    if (!upload.objectKey || !upload.contentType || upload.uploadOffset !== upload.uploadLength)
      return {
        ok: false,
        status: 400,
        message: m.forms_upload_unfinished({ name: upload.fileName }),
      };
    documents.push({
      key: upload.objectKey,
      fileName: upload.fileName,
      contentType: upload.contentType,
      size: upload.uploadLength,
      docType: isDocumentType(upload.docType) ? upload.docType : "other",
    });
  }
  // Each file's type was checked by its bytes when its last byte arrived; the limits are checked again together.
  const problem = checkDocumentList(documents.map((d) => ({ name: d.fileName, size: d.size })));
  if (problem) return { ok: false, status: problem.kind === "count" ? 400 : 413, message: problem.message };
  return { ok: true, documents };
}
