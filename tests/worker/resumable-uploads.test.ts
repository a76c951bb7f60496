import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { assembledKeyPrefix, DOCUMENT_KEY_PREFIX } from "~/applications/internal/document-keys.server";
import { terminateTusUpload } from "~/applications/resumable-upload.server";
import { removeStaleUploads } from "~/applications/upload-cleanup.server";
import { getDb } from "~/db/client.server";
import { applicationDocuments, applications, uploads } from "~/db/schema";
import { MB } from "~/lib/format-bytes";
import { newToken } from "~/applications/upload-schema";
import { markUploadAssembled, recordChunk } from "~/models/uploads.server";
import { exeBytes, pdfBytes } from "./document-bytes";
import { medicineApplication, request } from "./helpers";

// The tus 1.0 server at /api/uploads (app/applications/resumable-upload.server.ts) against workerd's local D1 and
// R2: the acceptance test of issue 14 and the protocol's refusals.

const TUS = { "Tus-Resumable": "1.0.0" };
const CHUNK = 512 * 1024;

const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

function metadata(fileName: string, draft: string, doctype?: string) {
  const type = doctype ? `,doctype ${b64(doctype)}` : "";
  return `filename ${b64(fileName)},filetype ${b64("application/pdf")},draft ${b64(draft)}${type}`;
}

async function create(length: number, fileName: string, draft = newToken(), doctype?: string) {
  const response = await request("/api/uploads", {
    method: "POST",
    headers: { ...TUS, "Upload-Length": String(length), "Upload-Metadata": metadata(fileName, draft, doctype) },
  });
  return { response, draft, location: response.headers.get("Location") };
}

function patch(location: string, offset: number, bytes: Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) {
  return request(location, {
    method: "PATCH",
    headers: {
      ...TUS,
      "Content-Type": "application/offset+octet-stream",
      "Upload-Offset": String(offset),
      ...headers,
    },
    body: bytes,
  });
}

/** Sends `file` from `from` in CHUNK-sized PATCHes until `until`; returns the last answer. */
async function send(location: string, file: Uint8Array<ArrayBuffer>, from: number, until = file.length) {
  let offset = from;
  let last: Response | undefined;
  while (offset < until) {
    const end = Math.min(until, offset + CHUNK);
    last = await patch(location, offset, file.slice(offset, end));
    if (last.status !== 204) return last;
    expect(Number(last.headers.get("Upload-Offset"))).toBe(end);
    offset = end;
  }
  return last!;
}

async function r2Keys(prefix: string) {
  const listed = await env.DOCUMENTS.list({ prefix });
  return listed.objects.map((o) => o.key);
}

const uploadRow = async (id: string) => {
  const [row] = await getDb(env.DB).select().from(uploads).where(eq(uploads.id, id));
  return row;
};

const idOf = (location: string) => location.split("/").pop()!;

/**
 * The local D1 itself, with every batch() held until `open()`: another request's queries run between a handler's
 * reads and its batched write. `reached` resolves when the first batch arrives.
 */
function gatedBatches(d1: D1Database) {
  let open!: () => void;
  let arrived!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const reached = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const gatedD1 = new Proxy(d1, {
    get(target, property) {
      if (property === "batch")
        return async (statements: D1PreparedStatement[]) => {
          arrived();
          await gate;
          return target.batch(statements);
        };
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { d1: gatedD1, reached, open };
}

describe("tus at /api/uploads: the acceptance test of issue 14", () => {
  it("takes a 9 MB PDF in chunks, stops at 40%, tells the offset, resumes, completes with the same bytes", async () => {
    const file = pdfBytes(9 * MB, 14);
    const created = await create(file.length, "transcript.pdf");
    expect(created.response.status).toBe(201);
    expect(created.response.headers.get("Tus-Resumable")).toBe("1.0.0");
    expect(created.response.headers.get("Upload-Expires")).toMatch(/GMT$/);
    const location = created.location!;
    expect(location).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{22,}$/);

    // The connection drops after 40%: the client knows nothing and asks.
    const stop = Math.floor(file.length * 0.4);
    await send(location, file, 0, stop);
    const head = await request(location, { method: "HEAD", headers: TUS });
    expect(head.status).toBe(200);
    expect(head.headers.get("Upload-Offset")).toBe(String(stop));
    expect(head.headers.get("Upload-Length")).toBe(String(file.length));
    expect(head.headers.get("Cache-Control")).toContain("no-store");
    expect(head.headers.get("Tus-Resumable")).toBe("1.0.0");
    // Chunks so far are their own objects; no document yet.
    expect((await r2Keys(`uploads/${idOf(location)}/`)).length).toBe(Math.ceil(stop / CHUNK));

    // A PATCH at the wrong offset is refused (409) and changes nothing.
    const wrong = await patch(location, 0, file.slice(0, 10));
    expect(wrong.status).toBe(409);
    expect(wrong.headers.get("Upload-Offset")).toBe(String(stop));

    const last = await send(location, file, stop);
    expect(last.status).toBe(204);
    expect(last.headers.get("Upload-Offset")).toBe(String(file.length));

    const row = await uploadRow(idOf(location));
    expect(row?.objectKey).toMatch(/^applications\/\d{4}\/[0-9a-f-]{36}\.pdf$/);
    expect(row?.contentType).toBe("application/pdf");
    const object = await env.DOCUMENTS.get(row!.objectKey!);
    const stored = new Uint8Array(await object!.arrayBuffer());
    expect(stored.length).toBe(file.length);
    expect(stored.every((b, i) => b === file[i])).toBe(true);
    expect(object!.httpMetadata?.contentType).toBe("application/pdf");
    expect(object!.customMetadata?.originalName).toBe("transcript.pdf");
    // The chunks are gone once assembled.
    expect(await r2Keys(`uploads/${idOf(location)}/`)).toEqual([]);

    // A finished upload takes no more bytes.
    const after = await patch(location, file.length, new Uint8Array(1));
    expect(after.status).toBe(403);
  }, 20_000);

  it("refuses an executable renamed .pdf when its last byte arrives, and keeps nothing of it", async () => {
    const file = exeBytes(700_000);
    const { location } = await create(file.length, "passport.pdf");
    const last = await send(location!, file, 0);
    expect(last.status).toBe(415);
    expect(((await last.json()) as { message: string }).message).toContain('"passport.pdf" is not a real PDF file');
    expect(await uploadRow(idOf(location!))).toBeUndefined();
    expect(await r2Keys(`uploads/${idOf(location!)}/`)).toEqual([]);
    const head = await request(location!, { method: "HEAD", headers: TUS });
    expect(head.status).toBe(404);
  });

  it("refuses a 10.5 MB upload by its Upload-Length at creation (413), before a byte is sent", async () => {
    const { response } = await create(Math.round(10.5 * MB), "big.pdf");
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toContain("at most 10 MB");
    expect(response.headers.get("Location")).toBeNull();
  });

  it("removes an unfinished upload (row and chunks) when the cleanup runs after 24 hours", async () => {
    const file = pdfBytes(2 * CHUNK + 100, 3);
    const { location } = await create(file.length, "unfinished.pdf");
    await send(location!, file, 0, CHUNK);
    const id = idOf(location!);
    expect(await r2Keys(`uploads/${id}/`)).toHaveLength(1);

    // A day later, nothing changes yet: 24 hours have not passed.
    await removeStaleUploads(getDb(env.DB), env.DOCUMENTS, new Date(Date.now() + 23 * 3600_000));
    expect(await uploadRow(id)).toBeDefined();

    await removeStaleUploads(getDb(env.DB), env.DOCUMENTS, new Date(Date.now() + 25 * 3600_000));
    expect(await uploadRow(id)).toBeUndefined();
    expect(await r2Keys(`uploads/${id}/`)).toEqual([]);
    const head = await request(location!, { method: "HEAD", headers: TUS });
    expect(head.status).toBe(404);
  });
});

function applicationWithUploads(draft: string, ids: string[]) {
  const form = medicineApplication({ email: "amina.bello@example.com", countryOfResidence: "Nigeria", draftId: draft });
  for (const [i, id] of ids.entries()) form.set(`upload_${i}`, id);
  return request("/api/applications", { method: "POST", body: form });
}

describe("an application made of finished uploads", () => {
  it("adopts the uploads of its draft in one batch; the cleanup then leaves their objects alone", async () => {
    const draft = newToken();
    const a = pdfBytes(300_000, 5);
    const b = pdfBytes(200_000, 6);
    const c = pdfBytes(1_000, 7);
    // Each upload names the checklist item it answers (tus metadata `doctype`): Medicine asks for these three.
    const first = await create(a.length, "a.pdf", draft, "passport");
    const second = await create(b.length, "b.pdf", draft, "photo");
    const third = await create(c.length, "c.pdf", draft, "results");
    await send(first.location!, a, 0);
    await send(second.location!, b, 0);
    await send(third.location!, c, 0);
    expect((await uploadRow(idOf(first.location!)))?.docType).toBe("passport");

    const ids = [first, second, third].map((u) => idOf(u.location!));
    // Without the results the checklist refuses it, adopting nothing.
    const short = await applicationWithUploads(draft, ids.slice(0, 2));
    expect(short.status).toBe(400);
    expect(((await short.json()) as { message: string }).message).toBe(
      "Please add these documents to apply: Secondary school results.",
    );
    expect((await uploadRow(ids[0]!))?.applicationId).toBeNull();

    const response = await applicationWithUploads(draft, ids);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: number; documents: { fileName: string; size: number }[] };
    expect(body.documents.map((d) => [d.fileName, d.size])).toEqual([
      ["a.pdf", a.length],
      ["b.pdf", b.length],
      ["c.pdf", c.length],
    ]);
    const db = getDb(env.DB);
    const docs = await db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, body.id));
    expect(docs.map((d) => d.docType).sort()).toEqual(["passport", "photo", "results"]);
    expect((await uploadRow(idOf(first.location!)))?.applicationId).toBe(body.id);

    // The same uploads cannot make a second application: the student is told they were sent already.
    const again = await applicationWithUploads(draft, [idOf(first.location!)]);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toContain("check your e-mail for its reference");

    // A day later the upload rows go, the documents stay.
    await removeStaleUploads(db, env.DOCUMENTS, new Date(Date.now() + 25 * 3600_000));
    for (const doc of docs) expect(await env.DOCUMENTS.head(doc.r2Key)).not.toBeNull();
    expect(await uploadRow(idOf(first.location!))).toBeUndefined();
    const [saved] = await db.select().from(applications).where(eq(applications.id, body.id));
    expect(saved?.firstName).toBe("Amina");
  });

  it("refuses uploads of another draft, unfinished ones and a draft over the limits", async () => {
    const draft = newToken();
    const file = pdfBytes(100_000, 7);
    const done = await create(file.length, "done.pdf", draft);
    await send(done.location!, file, 0);
    const other = await applicationWithUploads(newToken(), [idOf(done.location!)]);
    expect(other.status).toBe(400);

    const half = await create(2 * CHUNK, "half.pdf", draft);
    await send(half.location!, pdfBytes(2 * CHUNK, 8), 0, CHUNK);
    const unfinished = await applicationWithUploads(draft, [idOf(done.location!), idOf(half.location!)]);
    expect(unfinished.status).toBe(400);
    expect(((await unfinished.json()) as { message: string }).message).toContain('"half.pdf" has not finished');

    // Creation counts the draft's open uploads: a third 10 MB file would pass 25 MB in all.
    const big = newToken();
    expect((await create(10 * MB, "1.pdf", big)).response.status).toBe(201);
    expect((await create(10 * MB, "2.pdf", big)).response.status).toBe(201);
    const third = await create(10 * MB, "3.pdf", big);
    expect(third.response.status).toBe(413);
  });
});

describe("tus protocol answers", () => {
  it("OPTIONS tells the version, extensions and maximum size", async () => {
    const response = await request("/api/uploads", { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("Tus-Version")).toBe("1.0.0");
    expect(response.headers.get("Tus-Extension")).toBe("creation,termination,expiration,checksum");
    expect(response.headers.get("Tus-Max-Size")).toBe(String(10 * MB));
  });

  it("refuses a wrong version (412), a missing length (400), a wrong content type (415), a bad checksum (460)", async () => {
    const noVersion = await request("/api/uploads", { method: "POST", headers: { "Upload-Length": "10" } });
    expect(noVersion.status).toBe(412);
    const noLength = await request("/api/uploads", {
      method: "POST",
      headers: { ...TUS, "Upload-Metadata": metadata("a.pdf", newToken()) },
    });
    expect(noLength.status).toBe(400);
    const exe = await create(1000, "tool.exe");
    expect(exe.response.status).toBe(415);

    const file = pdfBytes(50_000, 9);
    const { location } = await create(file.length, "sum.pdf");
    const wrongType = await request(location!, {
      method: "PATCH",
      headers: { ...TUS, "Content-Type": "application/octet-stream", "Upload-Offset": "0" },
      body: file.slice(0, 100),
    });
    expect(wrongType.status).toBe(415);
    const badSum = await patch(location!, 0, file.slice(0, 1000), {
      "Upload-Checksum": `sha1 ${btoa("x".repeat(20))}`,
    });
    expect(badSum.status).toBe(460);
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-1", file.slice(0, 1000)));
    const goodSum = await patch(location!, 0, file.slice(0, 1000), {
      "Upload-Checksum": `sha1 ${btoa(String.fromCharCode(...digest))}`,
    });
    expect(goodSum.status).toBe(204);
    expect(goodSum.headers.get("Upload-Offset")).toBe("1000");
  });

  it("refuses a chunk over 1 MiB at the edge (413) and more bytes than the file has left (413)", async () => {
    const { location } = await create(3 * MB, "cap.pdf");
    const big = await patch(location!, 0, new Uint8Array(MB + 1));
    expect(big.status).toBe(413);
    const small = await create(1000, "small.pdf");
    const over = await patch(small.location!, 0, pdfBytes(2000, 1));
    expect(over.status).toBe(413);
  });

  it("refuses a PATCH without Content-Length (411) before reading it, and a PATCH anywhere but an upload", async () => {
    const { location } = await create(1000, "stream.pdf");
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(pdfBytes(1000, 2));
        controller.close();
      },
    });
    const streamed = await request(location!, {
      method: "PATCH",
      headers: { ...TUS, "Content-Type": "application/offset+octet-stream", "Upload-Offset": "0" },
      body,
    });
    expect(streamed.status).toBe(411);
    expect((await request(location!, { method: "HEAD", headers: TUS })).headers.get("Upload-Offset")).toBe("0");
    const page = await request("/apply", { method: "PATCH", body: "x" });
    expect(page.status).toBe(405);
    const api = await request("/api/applications", { method: "PATCH", headers: TUS, body: "x" });
    expect(api.status).toBe(405);
  });

  it("terminates an upload (DELETE): its chunks and row go, then 404", async () => {
    const file = pdfBytes(CHUNK + 10, 10);
    const { location } = await create(file.length, "gone.pdf");
    await send(location!, file, 0, CHUNK);
    const deleted = await request(location!, { method: "DELETE", headers: TUS });
    expect(deleted.status).toBe(204);
    expect(await r2Keys(`uploads/${idOf(location!)}/`)).toEqual([]);
    expect((await request(location!, { method: "HEAD", headers: TUS })).status).toBe(404);
  });

  it("a DELETE under way when the last PATCH names its file in D1 removes that file too", async () => {
    // The student removes a document as its last bytes arrive. The PATCH has stored the assembled file in R2; the
    // DELETE reads the upload (no file named yet), the PATCH names its file, then the DELETE removes the row.
    const file = pdfBytes(5000, 12);
    const { location } = await create(file.length, "raced.pdf");
    const id = idOf(location!);
    const key = `${DOCUMENT_KEY_PREFIX}raced/${crypto.randomUUID()}.pdf`;
    await env.DOCUMENTS.put(key, file, { customMetadata: { originalName: "raced.pdf", uploadId: id } });
    const gated = gatedBatches(env.DB);
    const terminated = terminateTusUpload(id, { db: getDb(gated.d1), bucket: env.DOCUMENTS });
    await gated.reached;
    expect(await markUploadAssembled(getDb(env.DB), id, key, "application/pdf")).toBe(true);
    gated.open();
    expect((await terminated).status).toBe(204);
    expect(await uploadRow(id)).toBeUndefined();
    expect(await env.DOCUMENTS.head(key)).toBeNull();
  });

  it("a termination removes what R2 holds for the upload that D1 never recorded (a chunk, the assembled file)", async () => {
    // As if a chunk's D1 row and the assembled file's D1 update had failed, and the objects' removal failed too.
    const { location } = await create(5000, "unrecorded.pdf");
    const id = idOf(location!);
    const chunk = `uploads/${id}/000000000-${crypto.randomUUID()}`;
    const assembled = `${await assembledKeyPrefix((await uploadRow(id))!)}.pdf`;
    await env.DOCUMENTS.put(chunk, pdfBytes(1000, 13));
    await env.DOCUMENTS.put(assembled, pdfBytes(5000, 13));
    expect((await request(location!, { method: "DELETE", headers: TUS })).status).toBe(204);
    expect(await env.DOCUMENTS.head(chunk)).toBeNull();
    expect(await env.DOCUMENTS.head(assembled)).toBeNull();
  });

  it("finishes on HEAD an upload whose last byte is in but whose assembly failed", async () => {
    const file = pdfBytes(5000, 11);
    const { location } = await create(file.length, "retry.pdf");
    const id = idOf(location!);
    // As if the last PATCH stored its chunk and advanced the offset, then failed before the assembly.
    const key = `uploads/${id}/000000000-${crypto.randomUUID()}`;
    await env.DOCUMENTS.put(key, file);
    expect(await recordChunk(getDb(env.DB), id, { start: 0, size: file.length, r2Key: key })).toBe(true);
    expect((await uploadRow(id))?.objectKey).toBeNull();

    const head = await request(location!, { method: "HEAD", headers: TUS });
    expect(head.status).toBe(200);
    expect(head.headers.get("Upload-Offset")).toBe(String(file.length));
    const row = await uploadRow(id);
    expect(row?.contentType).toBe("application/pdf");
    const stored = new Uint8Array(await (await env.DOCUMENTS.get(row!.objectKey!))!.arrayBuffer());
    expect(stored.every((b, i) => b === file[i]) && stored.length === file.length).toBe(true);
    expect(await r2Keys(`uploads/${id}/`)).toEqual([]);
  });

  it("answers 410 for an expired upload", async () => {
    const { location } = await create(1000, "old.pdf");
    await getDb(env.DB)
      .update(uploads)
      .set({ expiresAt: "2000-01-01T00:00:00.000Z" })
      .where(eq(uploads.id, idOf(location!)));
    expect((await request(location!, { method: "HEAD", headers: TUS })).status).toBe(410);
  });
});
