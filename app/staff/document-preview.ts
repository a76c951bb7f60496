// A case's document as the console opens it (issue 52): its address, and the headers its bytes are served with.
// PDF and images are shown in the browser (`inline`) under a sandboxing CSP; any other type (a .doc, a type the row
// names wrongly) is only ever downloaded, as bytes of no type, so no browser renders or sniffs it as a page.

/** The address of a document of the case `reference` (routes/staff-document.ts). */
export const documentPreviewPath = (reference: string, documentId: number) =>
  `/staff/cases/${encodeURIComponent(reference)}/documents/${documentId}`;

/** The types a browser may show in place: what the upload checks let through as a document (PDF, JPEG, PNG). */
export const INLINE_TYPES: ReadonlySet<string> = new Set(["application/pdf", "image/jpeg", "image/png"]);

/**
 * The document's own policy: a unique origin (sandbox), nothing loaded from elsewhere; the image and PDF viewers
 * need their own bytes (img-src, object-src 'self') and inline styles (the viewer Chromium draws around an image).
 */
export const DOCUMENT_CSP = "sandbox; default-src 'none'; img-src 'self'; object-src 'self'; style-src 'unsafe-inline'";

/** `name` as an RFC 8187 value (UTF-8, percent-encoded: also ' ( ) * !, which encodeURIComponent leaves). */
function extValue(name: string) {
  return encodeURIComponent(name).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
}

/** `Content-Disposition` for `fileName`: an ASCII stand-in for old clients, the exact name for the others. */
export function contentDisposition(kind: "inline" | "attachment", fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${extValue(fileName)}`;
}

/** The headers of a document's bytes: shown in place only when its row names an inline type, never cached. */
export function documentHeaders(row: { contentType: string; fileName: string }, size: number) {
  const type = row.contentType.toLowerCase().split(";")[0]!.trim();
  const inline = INLINE_TYPES.has(type);
  return new Headers({
    "Content-Type": inline ? type : "application/octet-stream",
    "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", row.fileName),
    "Content-Length": String(size),
    "Content-Security-Policy": DOCUMENT_CSP,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex",
  });
}
