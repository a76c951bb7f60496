// An application sent with JavaScript names its documents by upload id (tus, /api/uploads) instead of carrying
// them: each must be complete, of this draft, not in another application, and all of them within the limits.
import type { Db } from "~/db/client.server";
import { checkDocumentList } from "~/lib/application-schema";
import { isToken } from "~/lib/upload-schema";
import type { NewApplicationDocument } from "~/models/applications.server";
import { uploadsOfDraft } from "~/models/uploads.server";

export type AdoptableUploads =
  | { ok: true; documents: NewApplicationDocument[] }
  | { ok: false; status: 400 | 409 | 413; message: string };

const GONE_MESSAGE =
  "One of your documents is no longer on our server (unsent uploads are kept for 24 hours). Please remove it, add it again and submit.";

/** An upload another application (submitted in another tab, or at the same moment) already holds. */
export const ALREADY_SUBMITTED_MESSAGE =
  "One of your documents already belongs to an application you submitted: check your e-mail for its reference. To send it with a new application, remove it, add the file again and submit.";

export async function findAdoptableUploads(db: Db, draftId: string, ids: string[]): Promise<AdoptableUploads> {
  if (!isToken(draftId) || !ids.every(isToken)) return { ok: false, status: 400, message: GONE_MESSAGE };
  if (new Set(ids).size !== ids.length)
    return { ok: false, status: 400, message: "The same document was sent twice. Please remove one of them." };
  const found = await uploadsOfDraft(db, draftId, ids);
  const now = new Date().toISOString();
  const documents: NewApplicationDocument[] = [];
  for (const id of ids) {
    const upload = found.find((u) => u.id === id);
    if (upload?.applicationId != null) return { ok: false, status: 409, message: ALREADY_SUBMITTED_MESSAGE };
    if (!upload || upload.expiresAt < now) return { ok: false, status: 400, message: GONE_MESSAGE };
    if (!upload.objectKey || !upload.contentType || upload.uploadOffset !== upload.uploadLength)
      return {
        ok: false,
        status: 400,
        message: `"${upload.fileName}" has not finished uploading. Please wait until every document shows "Uploaded", then submit again.`,
      };
    documents.push({
      key: upload.objectKey,
      fileName: upload.fileName,
      contentType: upload.contentType,
      size: upload.uploadLength,
    });
  }
  // Each file's type was checked by its bytes when its last byte arrived; the limits are checked again together.
  const problem = checkDocumentList(documents.map((d) => ({ name: d.fileName, size: d.size })));
  if (problem) return { ok: false, status: problem.kind === "count" ? 400 : 413, message: problem.message };
  return { ok: true, documents };
}
