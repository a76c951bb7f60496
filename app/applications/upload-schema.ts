import * as z from "zod/mini";
import { hasAcceptableFileName } from "~/applications/application-schema";
import { DOCUMENT_TYPES } from "~/catalogue/document-types";

// The rules of resumable uploads (tus 1.0 at /api/uploads) that the browser and the server share.

export const UPLOAD_ENDPOINT = "/api/uploads";
/** What the browser sends per PATCH: about 8 s of a 250 kbit/s connection, so a drop loses little. */
export const UPLOAD_CHUNK_BYTES = 256 * 1024;
/** The most one PATCH may carry (any tus client's chunk up to 1 MiB is accepted). */
export const MAX_CHUNK_BYTES = 1024 * 1024;
/** An upload no application adopted is removed after this long (tus expiration and the consumer's cron). */
export const UPLOAD_LIFETIME_HOURS = 24;

/** Where the chunk objects of one upload live in R2 (until the upload is assembled, or removed). */
export const uploadChunkPrefix = (uploadId: string) => `uploads/${uploadId}/`;

/** The form's hidden fields: the draft token and one `upload_N` field per finished upload. */
export const DRAFT_FIELD = "draftId";
export const UPLOAD_FIELD = /^upload_\d{1,3}$/;
export const uploadFieldName = (index: number) => `upload_${index}`;

/** A draft token or an upload id: random, URL-safe, long enough that nobody guesses another's. */
const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;
export const isToken = (value: unknown): value is string => typeof value === "string" && TOKEN.test(value);

/** Upload-Metadata of a creation request (tus: comma-separated `key base64value` pairs). */
export const UploadMetadataSchema = z.object({
  filename: z
    .string({ error: "Upload-Metadata must name the file (filename)." })
    .check(
      z.minLength(1, "Upload-Metadata must name the file (filename)."),
      z.maxLength(255, "The file name is longer than 255 characters."),
      z.refine(hasAcceptableFileName, "The file name must be a bare name without folders or control characters."),
    ),
  filetype: z.optional(z.string().check(z.maxLength(200))),
  /** The checklist item the file was picked for (app/catalogue/document-types.ts); absent: 'other'. A name, not a claim
   * about the content: the bytes are checked as for any file. */
  doctype: z.optional(z.enum(DOCUMENT_TYPES, "Upload-Metadata doctype must be one of the document types.")),
  draft: z
    .string({ error: "Upload-Metadata must carry the application draft (draft)." })
    .check(z.regex(TOKEN, "The application draft (draft) must be a random token of 22-64 letters.")),
});
export type UploadMetadata = z.output<typeof UploadMetadataSchema>;

/** A random token for a draft or an upload id (22 characters of base64url = 132 bits). */
export function newToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")
    .slice(0, 24);
}
