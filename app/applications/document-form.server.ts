// The multipart form with documents, as /apply and the case page's upload boxes read it: the streaming reader
// within the application's limits, each file's document type from its field, each file's content checked against
// its name (magic bytes), and R2 storage of the checked files. Nothing here decides whether the documents are wanted:
// the command that reads the form does (applicationCommand, addDocumentsCommand).
import { m } from "~/i18n/paraglide/messages";
import { type DocumentType, isDocumentType } from "~/catalogue/document-types";
import {
  acceptedTypesText,
  APPLICATION_BODY_LIMIT,
  applicationTooLargeMessage,
  documentTypeOfField,
  TEXT_FIELDS,
  MAX_FILE_BYTES,
  MAX_TOTAL_BYTES,
  missingDocumentsMessage,
  type ApplicationErrors,
} from "./application-schema";
import { cleanFileName, type DocumentUpload } from "./internal/document-storage.server";
import { checkDocumentContent, expectedLabel } from "./internal/document-type.server";
import {
  boundaryOf,
  MultipartMalformed,
  MultipartTooLarge,
  readMultipart,
  readRange,
  type ReceivedField,
  type ReceivedFile,
} from "./internal/multipart.server";

export { deleteDocuments, putDocuments, type DocumentUpload } from "./internal/document-storage.server";

const MAX_BODY_BYTES = APPLICATION_BODY_LIMIT;
/** Bytes kept of one text field: far above every field's character cap, so a cut value still fails it. */
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_PARTS = 100;

/** A form refused before its fields are read: not multipart, over the limits, or unreadable. */
export type FormRefusal = { ok: false; status: 400 | 413 | 415; body: { message: string; errors?: ApplicationErrors } };

function refuse(status: FormRefusal["status"], message: string, errors?: ApplicationErrors): FormRefusal {
  return { ok: false, status, body: errors ? { message, errors } : { message } };
}

export type ReceivedForm = { fields: ReceivedField[]; files: ReceivedFile[] };

/** The multipart body within the application limits (also the status page's extra documents). */
export async function readForm(request: Request): Promise<ReceivedForm | FormRefusal> {
  const contentType = request.headers.get("content-type") ?? "";
  const boundary = boundaryOf(contentType);
  if (!boundary) {
    return refuse(415, m.forms_multipart_required());
  }
  const declared = request.headers.get("content-length");
  // Refused before a single byte is read: the declared size alone is over the limit.
  if (declared !== null && Number(declared) > MAX_BODY_BYTES) return refuse(413, applicationTooLargeMessage());
  if (!request.body) return refuse(400, missingDocumentsMessage(), { documents: [missingDocumentsMessage()] });
  try {
    return await readMultipart(request.body, boundary, {
      maxBodyBytes: MAX_BODY_BYTES,
      maxFileBytes: MAX_FILE_BYTES,
      maxTotalFileBytes: MAX_TOTAL_BYTES,
      maxFieldBytes: MAX_FIELD_BYTES,
      maxParts: MAX_PARTS,
      maxHeaderBytes: 16 * 1024,
    });
  } catch (error) {
    if (error instanceof MultipartTooLarge) return refuse(413, applicationTooLargeMessage());
    if (error instanceof MultipartMalformed)
      return refuse(400, m.forms_form_unreadable_detail({ detail: error.message }));
    console.error("applications: unreadable multipart body", error);
    return refuse(400, m.forms_form_unreadable_retry());
  }
}

/** A file as received, with the document type its field names (documentTypeOfField). */
export type TypedFile = ReceivedFile & { docType: DocumentType };

/**
 * The files of a form, each with its type: `documents_<type>` (one input per checklist item), or `document_N` and
 * `documents` as 'other'. `namedType` is the type the form names for `documents` (the status page's box, `docType`).
 * One rule for /apply and the status page: a file field or a named type that is none of the document types
 * (app/catalogue/document-types.ts) is refused (400), never stored as 'other'.
 */
export function typedFiles(
  { files: received }: ReceivedForm,
  namedType?: string,
): { ok: true; files: TypedFile[] } | { ok: false; field: string; message: string } {
  if (namedType !== undefined && !isDocumentType(namedType))
    return { ok: false, field: "docType", message: m.forms_unknown_document_type({ type: namedType.slice(0, 40) }) };
  const files: TypedFile[] = [];
  for (const file of received) {
    // A file input left empty still sends a part, with no name and no bytes.
    if (file.fileName === "" && file.size === 0) continue;
    const docType = file.field === "documents" ? (namedType ?? "other") : documentTypeOfField(file.field);
    if (docType) files.push(Object.assign(file, { docType }));
    else if (!(TEXT_FIELDS as string[]).includes(file.field))
      return { ok: false, field: file.field, message: m.forms_unexpected_file_field({ field: file.field }) };
  }
  return { ok: true, files };
}

/**
 * Each file's content checked against its name (magic bytes), ready for R2; or the first file that is not what
 * its name says. The same check for an application and for documents added later.
 */
export function checkedUploads(files: TypedFile[]): DocumentUpload[] | { field: string; message: string } {
  const uploads: DocumentUpload[] = [];
  for (const file of files) {
    // Within the limits, every file still holds its bytes (see multipart.server.ts).
    const source = { size: file.size, read: (start: number, end: number) => readRange(file.chunks, start, end) };
    const type = file.discarded ? undefined : checkDocumentContent(file.fileName, source);
    if (!type) {
      const message = m.forms_document_content_mismatch({
        name: file.fileName,
        kind: expectedLabel(file.fileName),
        types: acceptedTypesText(),
      });
      return { field: file.field, message };
    }
    uploads.push({
      chunks: file.chunks,
      size: file.size,
      fileName: cleanFileName(file.fileName),
      type,
      docType: file.docType,
    });
  }
  return uploads;
}

/** A form as read, with the spam guard's view of its text fields (a command's FieldSource). */
export type DocumentForm = ReceivedForm & { get(name: string): unknown };

/** The names of the files a form carried (an empty file input sends a nameless, empty part). */
export const sentFileNames = ({ files }: ReceivedForm) =>
  files.filter((file) => file.fileName !== "" || file.size > 0).map((file) => cleanFileName(file.fileName));

export function documentForm(form: ReceivedForm): DocumentForm {
  return { ...form, get: (name) => form.fields.find((f) => f.name === name)?.value };
}
