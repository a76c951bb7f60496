// tus 1.0 resumable uploads of application documents (core, creation, termination, expiration, checksum), served
// at /api/uploads by app/api/uploads-api.server.ts. Each PATCH is stored as its own R2 object and recorded in D1 with
// the new offset in one batch; the last byte assembles the file into one object and checks its content.
// docs/decisions/0017-resumable-uploads.md
import { bindings } from "~/config.server";
import { getDb, type Db } from "~/db/client.server";
import type { FieldSource, WriteCommand } from "~/commands/write-command";
import { m } from "~/i18n/paraglide/messages";
import { numberFormat } from "~/i18n/intl";
import {
  acceptedTypesText,
  checkDocumentList,
  DOCUMENT_LIMITS,
  MAX_FILE_BYTES,
} from "~/applications/application-schema";
import { bodyChunks } from "~/lib/body-chunks.server";
import { MB } from "~/lib/format-bytes";
import type { DocumentType } from "~/catalogue/document-types";
import {
  isToken,
  MAX_CHUNK_BYTES,
  newToken,
  UPLOAD_ENDPOINT,
  UPLOAD_LIFETIME_HOURS,
  uploadChunkPrefix,
  UploadMetadataSchema,
} from "~/applications/upload-schema";
import {
  chunksOf,
  createUpload,
  deleteUpload,
  getUpload,
  markUploadAssembled,
  openUploadsOfDraft,
  recordChunk,
  type Upload,
} from "~/models/uploads.server";
import { assembledKeyPrefix, keysUnder } from "./internal/document-keys.server";
import { cleanFileName, deleteDocuments, documentStorageOptions } from "./internal/document-storage.server";
import { expectedLabel } from "./internal/document-type.server";
import { assembleChunks, checkContentInRanges, chunkRangeReader } from "./internal/upload-assembly.server";

export const TUS_VERSION = "1.0.0";
export const TUS_EXTENSIONS = "creation,termination,expiration,checksum";
const CHECKSUM_ALGORITHMS = { sha1: "SHA-1", sha256: "SHA-256" } as const;

/** A protocol answer: status, tus headers and, for a refusal, a message for the student. */
export type TusAnswer = { status: number; headers: Record<string, string>; message?: string };

type Bindings = { db: Db; bucket: R2Bucket };
const bindingsOf = (): Bindings => ({ db: getDb(), bucket: bindings().documents });

const refuse = (status: number, message: string, headers: Record<string, string> = {}): TusAnswer => ({
  status,
  headers,
  message,
});

/** Upload-Expires is an HTTP date (RFC 9110). */
const httpDate = (iso: string) => new Date(iso).toUTCString();

/** The capabilities of this server (OPTIONS). */
export function tusOptions(): TusAnswer {
  return {
    status: 204,
    headers: {
      "Tus-Version": TUS_VERSION,
      "Tus-Extension": TUS_EXTENSIONS,
      "Tus-Max-Size": String(MAX_FILE_BYTES),
      "Tus-Checksum-Algorithm": Object.keys(CHECKSUM_ALGORITHMS).join(","),
    },
  };
}

/** Upload-Metadata: `key base64,key base64`; a key may come without a value. */
function parseMetadata(header: string) {
  const values: Record<string, string> = {};
  for (const pair of header.split(",")) {
    const [key, encoded, extra] = pair.trim().split(" ");
    if (!key || extra !== undefined || key in values) return undefined;
    try {
      values[key] = encoded ? new TextDecoder("utf-8", { fatal: true }).decode(base64Bytes(encoded)) : "";
    } catch {
      return undefined;
    }
  }
  return values;
}

function base64Bytes(encoded: string) {
  return Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
}

function nonNegativeInteger(value: string | null) {
  return value !== null && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

type NewUpload = { fileName: string; draftId: string; length: number; docType: DocumentType };

/**
 * Creation (POST /api/uploads, headers only): Upload-Length checked against the per-file limit and, with the
 * draft's other open uploads, against the count and total of one application, before anything is stored; the
 * write re-checks them (a racing creation of the same draft cannot pass them).
 */
export const uploadCreationCommand: WriteCommand<FieldSource, NewUpload, TusAnswer> = {
  parse(headers) {
    const header = (name: string) => {
      const value = headers.get(name);
      return typeof value === "string" ? value : null;
    };
    const no = (status: number, message: string) => ({ ok: false, result: refuse(status, message) }) as const;
    if (header("Upload-Defer-Length") !== null)
      return no(400, "Send Upload-Length: uploads of an unknown length are not accepted.");
    const length = nonNegativeInteger(header("Upload-Length"));
    if (length === undefined) return no(400, "Upload-Length must be the file's size in bytes.");
    if (length > MAX_FILE_BYTES)
      return no(
        413,
        m.forms_upload_file_too_large({
          size: numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }).format(
            length / MB,
          ),
        }),
      );
    const metadata = parseMetadata(header("Upload-Metadata") ?? "");
    if (!metadata) return no(400, "Upload-Metadata must be comma-separated pairs of a key and a base64 value.");
    const parsed = UploadMetadataSchema.safeParse(metadata);
    if (!parsed.success) return no(400, parsed.error.issues[0]!.message);
    const { filename, draft: draftId, doctype: docType = "other" } = parsed.data;
    return { ok: true, input: { fileName: cleanFileName(filename), draftId, length, docType } };
  },

  async run({ fileName, draftId, length, docType }, { db }) {
    const problem = await draftLimitProblem(db, draftId, { name: fileName, size: length });
    if (problem) return problem;
    const id = newToken();
    const expiresAt = new Date(Date.now() + UPLOAD_LIFETIME_HOURS * 3600_000).toISOString();
    if (
      !(await createUpload(db, { id, draftId, fileName, uploadLength: length, expiresAt, docType }, DOCUMENT_LIMITS))
    ) {
      // Another upload of this draft was created meanwhile and left no room: say which limit, as counted now.
      return (
        (await draftLimitProblem(db, draftId, { name: fileName, size: length })) ??
        refuse(409, m.forms_upload_concurrent())
      );
    }
    return {
      status: 201,
      headers: { Location: `${UPLOAD_ENDPOINT}/${id}`, "Upload-Expires": httpDate(expiresAt) },
    };
  },
};

/** The refusal (413/415/400) of one more file in a draft, counted with the draft's open uploads; or none. */
async function draftLimitProblem(db: Db, draftId: string, file: { name: string; size: number }) {
  const open = await openUploadsOfDraft(db, draftId);
  const problem = checkDocumentList([...open.map((u) => ({ name: u.fileName, size: u.uploadLength })), file]);
  if (!problem) return undefined;
  const status = problem.kind === "size" || problem.kind === "total" || problem.kind === "count" ? 413 : 400;
  return refuse(problem.kind === "type" || problem.kind === "name" ? 415 : status, problem.message);
}

/** The upload a request names, or the answer that it is not there (404) or no longer (410). */
async function findUpload(db: Db, id: string): Promise<Upload | TusAnswer> {
  const upload = isToken(id) ? await getUpload(db, id) : undefined;
  if (!upload) return refuse(404, m.forms_upload_not_found());
  if (upload.expiresAt < new Date().toISOString() && !upload.applicationId)
    return refuse(410, m.forms_upload_expired());
  return upload;
}

const isAnswer = (value: Upload | TusAnswer): value is TusAnswer => "status" in value;

function offsetHeaders(upload: Upload) {
  return {
    "Upload-Offset": String(upload.uploadOffset),
    "Upload-Length": String(upload.uploadLength),
    "Upload-Expires": httpDate(upload.expiresAt),
  };
}

/**
 * HEAD: where the upload stands, so a client resumes from there. An upload whose last byte is in but whose
 * assembly failed (a 5xx on the last PATCH) is finished here: a client that sees offset = length sends nothing more.
 */
export async function tusUploadOffset(id: string, { db, bucket } = bindingsOf()): Promise<TusAnswer> {
  const upload = await findUpload(db, id);
  if (isAnswer(upload)) return upload;
  if (upload.uploadOffset === upload.uploadLength && !upload.objectKey) {
    const finished = await completeUpload(db, bucket, upload);
    if (finished.status !== 204) return finished;
  }
  return { status: 200, headers: offsetHeaders(upload) };
}

/** Reads a PATCH body, up to `max` bytes; what arrived before a dropped connection is kept (tus allows it). */
async function readChunk(body: ReadableStream<Uint8Array> | null, max: number) {
  const parts: Uint8Array[] = [];
  let size = 0;
  let interrupted = false;
  let tooLarge = false;
  if (body) {
    try {
      for await (const { chunk, received } of bodyChunks(body)) {
        size = received;
        if (size > max) {
          tooLarge = true;
          break;
        }
        parts.push(chunk);
      }
    } catch {
      interrupted = true;
    }
  }
  const bytes = new Uint8Array(tooLarge ? 0 : size);
  if (!tooLarge) {
    let at = 0;
    for (const part of parts) {
      bytes.set(part, at);
      at += part.byteLength;
    }
  }
  return { bytes, interrupted, tooLarge };
}

async function checksumMatches(header: string, bytes: Uint8Array<ArrayBuffer>): Promise<boolean | "unsupported"> {
  const [name, expected] = header.trim().split(" ");
  const algorithm = CHECKSUM_ALGORITHMS[name as keyof typeof CHECKSUM_ALGORITHMS];
  if (!algorithm || !expected) return "unsupported";
  const digest = new Uint8Array(await crypto.subtle.digest(algorithm, bytes));
  return btoa(String.fromCharCode(...digest)) === expected;
}

/**
 * PATCH: the bytes at Upload-Offset, stored as one R2 object and recorded with the new offset in one D1 batch.
 * When they are the last ones, the file is assembled and checked before the answer.
 */
export async function appendTusChunk(request: Request, id: string, { db, bucket } = bindingsOf()): Promise<TusAnswer> {
  if ((request.headers.get("Content-Type") ?? "").split(";")[0]!.trim() !== "application/offset+octet-stream")
    return refuse(415, "Send the bytes of an upload as Content-Type: application/offset+octet-stream.");
  const upload = await findUpload(db, id);
  if (isAnswer(upload)) return upload;
  const offset = nonNegativeInteger(request.headers.get("Upload-Offset"));
  if (offset === undefined) return refuse(400, "Upload-Offset must be the number of bytes already sent.");
  if (offset !== upload.uploadOffset)
    return refuse(
      409,
      `This upload is at byte ${upload.uploadOffset}, not ${offset}: ask for its offset (HEAD) and resume from there.`,
      offsetHeaders(upload),
    );
  if (upload.objectKey) return refuse(403, "This upload is already complete.", offsetHeaders(upload));
  const remaining = upload.uploadLength - offset;
  const declared = nonNegativeInteger(request.headers.get("Content-Length"));
  if (declared !== undefined && declared > Math.min(remaining, MAX_CHUNK_BYTES))
    return refuse(413, `At most ${Math.min(remaining, MAX_CHUNK_BYTES)} bytes may be sent here: the rest of the file.`);

  const { bytes, interrupted, tooLarge } = await readChunk(request.body, Math.min(remaining, MAX_CHUNK_BYTES));
  if (tooLarge) return refuse(413, "More bytes were sent than the file has left.");
  const checksum = request.headers.get("Upload-Checksum");
  if (checksum !== null) {
    // A chunk cut short cannot match its checksum: keep nothing of it.
    if (interrupted) return refuse(460, m.forms_upload_chunk_cut());
    const match = await checksumMatches(checksum, bytes);
    if (match === "unsupported") return refuse(400, "Upload-Checksum must be sha1 or sha256 and a base64 digest.");
    if (!match) return refuse(460, m.forms_upload_checksum());
  }
  if (bytes.byteLength === 0) return { status: 204, headers: offsetHeaders(upload) };

  const key = `${uploadChunkPrefix(upload.id)}${String(offset).padStart(9, "0")}-${crypto.randomUUID()}`;
  await bucket.put(key, bytes);
  const recorded = await orDelete(bucket, [key], () =>
    recordChunk(db, upload.id, { start: offset, size: bytes.byteLength, r2Key: key }),
  );
  if (!recorded) {
    // Another request stored these bytes first.
    await deleteDocuments(bucket, [key]);
    const now = await getUpload(db, upload.id);
    return refuse(
      409,
      "These bytes were already received: ask for the offset (HEAD) and resume from there.",
      now ? offsetHeaders(now) : {},
    );
  }
  const advanced = { ...upload, uploadOffset: offset + bytes.byteLength };
  if (advanced.uploadOffset < upload.uploadLength) return { status: 204, headers: offsetHeaders(advanced) };
  return completeUpload(db, bucket, advanced);
}

/**
 * The last byte is in: the content is checked by its bytes (read from the chunks), then the chunks are streamed into
 * one object under the documents' key scheme (an application adopts it as it is) and deleted. A file whose bytes
 * are not what its name says is removed entirely and refused (415): nothing of it stays.
 */
async function completeUpload(db: Db, bucket: R2Bucket, upload: Upload): Promise<TusAnswer> {
  const chunks = await chunksOf(db, upload.id);
  const chunkKeys = chunks.map((c) => c.r2Key);
  const type = await checkContentInRanges(upload.fileName, upload.uploadLength, chunkRangeReader(bucket, chunks));
  if (!type) {
    await removeUpload(db, bucket, upload);
    return refuse(
      415,
      m.forms_document_content_mismatch({
        name: upload.fileName,
        kind: expectedLabel(upload.fileName),
        types: acceptedTypesText(),
      }),
    );
  }
  // One key per upload: a retry (a HEAD after a failed PATCH) overwrites the object instead of adding another.
  const key = (await assembledKeyPrefix(upload)) + type.extension;
  await assembleChunks(
    bucket,
    chunks,
    upload.uploadLength,
    key,
    documentStorageOptions(upload.fileName, type, { uploadId: upload.id }),
  );
  if (!(await orDelete(bucket, [key], () => markUploadAssembled(db, upload.id, key, type.contentType)))) {
    // Another request (a retried PATCH, a HEAD) finished it first, into this same key: it stays. Removed meanwhile
    // (terminated): the object goes.
    if ((await getUpload(db, upload.id))?.objectKey !== key) await deleteDocuments(bucket, [key]);
    return { status: 204, headers: offsetHeaders(upload) };
  }
  await deleteDocuments(bucket, chunkKeys);
  return { status: 204, headers: offsetHeaders(upload) };
}

/** DELETE (termination): the upload and its bytes go, unless an application already holds it. */
export async function terminateTusUpload(id: string, { db, bucket } = bindingsOf()): Promise<TusAnswer> {
  const upload = await findUpload(db, id);
  if (isAnswer(upload)) return upload;
  if (upload.applicationId) return refuse(403, m.forms_upload_in_application());
  await removeUpload(db, bucket, upload);
  return { status: 204, headers: {} };
}

/**
 * Removes an upload no application holds, and its objects: what its rows named (from the D1 delete itself, not from
 * a read before it: the last PATCH may name its assembled file in between), then what R2 holds for it that D1 never
 * recorded (a chunk or an assembled file whose D1 write failed). Nothing when an application adopted it meanwhile.
 */
async function removeUpload(db: Db, bucket: R2Bucket, upload: Upload) {
  const recorded = await deleteUpload(db, upload.id);
  if (!recorded) return;
  const unrecorded = [
    ...(await keysUnder(bucket, uploadChunkPrefix(upload.id))),
    ...(await keysUnder(bucket, await assembledKeyPrefix(upload))),
  ];
  await deleteDocuments(bucket, [...new Set([...recorded, ...unrecorded])]);
}

/** Runs a D1 write about objects just put; if it throws, the objects go (no row would lead to them) and it rethrows. */
async function orDelete<T>(bucket: R2Bucket, keys: string[], write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    await deleteDocuments(bucket, keys);
    throw error;
  }
}
