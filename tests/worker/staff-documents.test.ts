import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_CSP, documentPreviewPath } from "~/staff/document-preview";
import { type Applied, apply, sql } from "./case-fixtures";
import { docBytes, pdfBytes, pngBytes } from "./document-bytes";
import { addStaff, staffRequest } from "./staff-fixtures";

// A case's documents opened from the console (issue 52): streamed from R2 to an active staff member only, PDF and
// images in place under the document's sandboxing CSP, anything else as a download; another case's document, an
// unknown one and a missing object are one 404; no token or an inactive member's: 403, and no byte of the document.

const ADA = "ada.docs@staff.example";
const FORMER = "former.docs@staff.example";

let mine: Applied;
let theirs: Applied;
const ids: Record<"pdf" | "png" | "doc" | "gone" | "theirs", number> = { pdf: 0, png: 0, doc: 0, gone: 0, theirs: 0 };
const bytes = { pdf: pdfBytes(40_000, 11), png: pngBytes(2_000, 12), doc: docBytes(4_000, 13) };

/** A document of `reference` with its object in R2 (`body`; none: the object is gone). */
async function addDocument(app: Applied, fileName: string, contentType: string, body?: Uint8Array) {
  const key = `staff-docs-test/${crypto.randomUUID()}`;
  if (body) await env.DOCUMENTS.put(key, body);
  const row = await env.DB.prepare(
    "INSERT INTO application_documents (application_id, r2_key, file_name, content_type, size, doc_type) VALUES (?, ?, ?, ?, ?, 'passport') RETURNING id",
  )
    .bind(app.id, key, fileName, contentType, body?.length ?? 1)
    .first<{ id: number }>();
  return row!.id;
}

beforeAll(async () => {
  await addStaff(ADA, "Ada Docs");
  await addStaff(FORMER, "Former Docs", false);
  mine = await apply();
  theirs = await apply();
  ids.pdf = await addDocument(mine, "passport scan 'é' (1).pdf", "application/pdf", bytes.pdf);
  ids.png = await addDocument(mine, "photo.png", "image/png", bytes.png);
  ids.doc = await addDocument(mine, "letter.doc", "application/msword", bytes.doc);
  ids.gone = await addDocument(mine, "gone.pdf", "application/pdf");
  ids.theirs = await addDocument(theirs, "theirs.pdf", "application/pdf", pdfBytes(5_000, 14));
});

const open = (reference: string, id: number | string, as: string | null = ADA, method = "GET") =>
  staffRequest(
    typeof id === "number" ? documentPreviewPath(reference, id) : `/staff/cases/${reference}/documents/${id}`,
    {
      as,
      method,
    },
  );

const bodyOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

/** No byte of any document of the test: not the PDF's, not the other case's. */
async function expectNoDocument(response: Response, status: number) {
  expect(response.status).toBe(status);
  const body = await bodyOf(response);
  expect(new TextDecoder().decode(body)).not.toContain("%PDF");
  expect(body.length).toBeLessThan(2_000);
  expect(response.headers.get("Content-Disposition")).toBeNull();
  expect(response.headers.get("Cache-Control")).toContain("no-store");
}

describe("a case's document, opened by staff", () => {
  it("streams a PDF in place, byte for byte, with the document's headers", async () => {
    const response = await open(mine.reference, ids.pdf);
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual(bytes.pdf);
    const h = response.headers;
    expect(h.get("Content-Type")).toBe("application/pdf");
    expect(h.get("Content-Disposition")).toBe(
      `inline; filename="passport scan '_' (1).pdf"; filename*=UTF-8''passport%20scan%20%27%C3%A9%27%20%281%29.pdf`,
    );
    expect(h.get("X-Content-Type-Options")).toBe("nosniff");
    expect(h.get("Cache-Control")).toBe("private, no-store");
    expect(h.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    expect(h.get("Content-Length")).toBe(String(bytes.pdf.length));
  });

  // The edge's security headers (app/security/security-headers.server.ts) keep a sandboxing policy a response brings.
  it("keeps the document's sandboxing CSP and its Referrer-Policy through the edge", async () => {
    const response = await open(mine.reference, ids.pdf);
    await response.arrayBuffer();
    expect(response.headers.get("Content-Security-Policy")).toBe(DOCUMENT_CSP);
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
  });

  it("streams a PNG in place", async () => {
    const response = await open(mine.reference, ids.png);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Content-Disposition")).toMatch(/^inline; /);
    expect(await bodyOf(response)).toEqual(bytes.png);
  });

  it("sends a .doc as a download of no type, never shown in place", async () => {
    const response = await open(mine.reference, ids.doc);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/octet-stream");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="letter.doc"; filename*=UTF-8''letter.doc`,
    );
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await bodyOf(response)).toEqual(bytes.doc);
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await open(mine.reference, ids.pdf, ADA, "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Length")).toBe(String(bytes.pdf.length));
    expect((await bodyOf(response)).length).toBe(0);
  });

  it("is one 404 for another case's document, an unknown one, a missing object, an unknown case", async () => {
    for (const [what, reference, id] of [
      ["another case's document", mine.reference, ids.theirs],
      ["an unknown id", mine.reference, 999_999_999],
      ["not an id", mine.reference, "1x"],
      ["its object gone from R2", mine.reference, ids.gone],
      ["an unknown case", "APP-NOTHERE0", ids.pdf],
    ] as const) {
      const response = await open(reference, id);
      expect(response.status, what).toBe(404);
      await expectNoDocument(response, 404);
    }
  });

  it("refuses no token and an inactive member's token: 403, no byte of the document", async () => {
    await expectNoDocument(await open(mine.reference, ids.pdf, null), 403);
    await expectNoDocument(await open(mine.reference, ids.pdf, FORMER), 403);
    await expectNoDocument(await open(mine.reference, ids.pdf, null, "HEAD"), 403);
    // Nor a member who was active when the page was read and is not any more.
    await sql("UPDATE staff_members SET active = 0 WHERE email = ?", ADA);
    await expectNoDocument(await open(mine.reference, ids.pdf), 403);
    await sql("UPDATE staff_members SET active = 1 WHERE email = ?", ADA);
  });
});
