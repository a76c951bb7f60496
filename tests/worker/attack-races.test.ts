import { MEDICINE_ROW } from "../medicine-application";
import { env } from "cloudflare:workers";
import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { SubmissionResult } from "~/applications/application-submission.server";
import { submitApplication } from "~/writes/submit-application.server";
import { writeContext } from "~/writes/run-write.server";
import { getDb } from "~/db/client.server";
import { applicationDocuments, applications, uploads } from "~/db/schema";
import { MB } from "~/lib/format-bytes";
import { newToken } from "~/applications/upload-schema";
import { insertApplication, newApplicationReference } from "~/models/applications.server";
import { attackSuite, post, type AttackCase } from "./attack-harness";
import { pdfBytes } from "./document-bytes";
import { medicineApplication, request, REQUIRED_TO_APPLY } from "./helpers";

// Races and D1 failures: requests sent at the same moment must not pass the limits or adopt one upload twice
// (checked in the writes themselves), and a D1 write that fails must leave no R2 object that nothing leads to.

const db = () => getDb(env.DB);
const TUS = { "Tus-Resumable": "1.0.0" };
const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const EMAIL = "amina.race@example.com";

/** The first refusal among answers sent at once (the table shows it), or the last answer when none was refused. */
const firstRefusal = (answers: Response[]) => answers.find((a) => a.status >= 400) ?? answers.at(-1)!;

/** An application holding one document of `size` bytes (row and R2 object), whose documents are requested. */
async function applicationWithOneDocument(size: number) {
  const reference = newApplicationReference();
  const key = `applications/race/${crypto.randomUUID()}.pdf`;
  await env.DOCUMENTS.put(key, pdfBytes(size));
  const id = await insertApplication(
    db(),
    reference,
    {
      ...MEDICINE_ROW,
      email: EMAIL,
      phone: null,
      universityId: null,
      programId: null,
      educationLevel: null,
      message: null,
    },
    [{ key, fileName: "transcript.pdf", contentType: "application/pdf", size }],
  );
  await db().update(applications).set({ status: "documents_requested" }).where(eq(applications.id, id));
  return { id, reference };
}

function addDocuments(reference: string, files: { name: string; bytes: Uint8Array<ArrayBuffer> }[]) {
  const form = new FormData();
  form.set("reference", reference);
  form.set("email", EMAIL);
  for (const { name, bytes } of files) form.append("documents", new File([bytes], name));
  return post("/applications/status/documents", form);
}

const documentsOf = async (id: number) =>
  (await db().select({ n: count() }).from(applicationDocuments).where(eq(applicationDocuments.applicationId, id)))[0]!
    .n;

const createUpload = (length: number, fileName: string, draft: string, doctype?: string) =>
  post("/api/uploads", null, {
    ...TUS,
    "Upload-Length": String(length),
    "Upload-Metadata": `filename ${b64(fileName)},draft ${b64(draft)}${doctype ? `,doctype ${b64(doctype)}` : ""}`,
  });

/** The finished typed uploads (passport, photo, results) the racing applications name beside the contested one. */
let requiredUploads: string[] = [];

const patch = (id: string, bytes: Uint8Array<ArrayBuffer>) =>
  request(`/api/uploads/${id}`, {
    method: "PATCH",
    headers: { ...TUS, "Content-Type": "application/offset+octet-stream", "Upload-Offset": "0" },
    body: bytes,
  });

/** A new upload's id (created, nothing sent yet). */
async function newUpload(length: number, draft = newToken()) {
  const created = await createUpload(length, "transcript.pdf", draft);
  expect(created.status).toBe(201);
  return created.headers.get("Location")!.split("/").pop()!;
}

function applicationNaming(draft: string, uploadId: string) {
  const form = medicineApplication({ email: EMAIL, draftId: draft, upload_0: uploadId });
  // And what Medicine needs to apply (passport, photo, results), as typed uploads of the same draft: the race is
  // over the upload, not the checklist (files and upload ids do not mix).
  for (const [i, id] of requiredUploads.entries()) form.set(`upload_${i + 1}`, id);
  return new Request("http://localhost/api/applications", { method: "POST", body: form });
}

/**
 * The local D1 itself, with each batch() held until `count` of them have arrived: every request has made its checks
 * before any writes, as when two requests meet at the same moment.
 */
function batchesHeldTogether(d1: D1Database, count: number) {
  let arrived = 0;
  let release!: () => void;
  const all = new Promise<void>((resolve) => {
    release = resolve;
  });
  return new Proxy(d1, {
    get(target, property) {
      if (property === "batch")
        return async (statements: D1PreparedStatement[]) => {
          if (++arrived === count) release();
          await all;
          return target.batch(statements);
        };
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** submitApplication's answer as the API sends it (app/api/applications-api.server.ts). */
const asResponse = ({ status, body }: SubmissionResult) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Objects in R2 stored for one upload (assembled files carry its id in their metadata). */
async function assembledObjectsOf(uploadId: string) {
  const listed = await env.DOCUMENTS.list({ prefix: "applications/", include: ["customMetadata"] });
  return listed.objects.filter((o) => o.customMetadata?.uploadId === uploadId);
}

const trigger = (name: string, on: string, when: string) =>
  env.DB.exec(`CREATE TRIGGER ${name} BEFORE ${on} WHEN ${when} BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`);
async function dropTrigger(name: string) {
  await env.DB.exec(`DROP TRIGGER IF EXISTS ${name}`);
}

// State each case's setup makes for its send.
let target = { id: 0, reference: "" };
let answers: Response[] = [];
let uploadId = "";
let draft = "";
const RACERS = 6;

const cases: AttackCase[] = [
  {
    area: "status page documents",
    attack: "six additions at once past the 10 documents",
    input: "6 × 2 PDFs sent at the same moment to an application holding 1",
    setup: async () => {
      target = await applicationWithOneDocument(3000);
    },
    send: async () => {
      const two = [
        { name: "a.pdf", bytes: pdfBytes(2000, 1) },
        { name: "b.pdf", bytes: pdfBytes(2000, 2) },
      ];
      answers = await Promise.all(Array.from({ length: RACERS }, () => addDocuments(target.reference, two)));
      return firstRefusal(answers);
    },
    status: [413],
    message: /You can upload at most 10 documents \(this application has 11\)/,
    accepted: {
      written: "application_documents +8, r2_objects +8, queue_messages +4",
      why: "the 4 additions within 10 documents; the 2 racers past them refused, nothing of theirs kept",
      check: async () => {
        expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 413, 413]);
        expect(await documentsOf(target.id)).toBe(9);
      },
    },
  },
  {
    area: "status page documents",
    attack: "six additions at once past the 25 MB",
    input: "6 × one 5 MB PDF sent at the same moment to an application holding 3 KB",
    setup: async () => {
      target = await applicationWithOneDocument(3000);
    },
    send: async () => {
      const big = [{ name: "scan.pdf", bytes: pdfBytes(5 * MB, 3) }];
      answers = await Promise.all(Array.from({ length: RACERS }, () => addDocuments(target.reference, big)));
      return firstRefusal(answers);
    },
    status: [413],
    message: /an application may be at most 25 MB in total/,
    accepted: {
      written: "application_documents +4, r2_objects +4, queue_messages +4",
      why: "the 4 additions within 25 MB; the 2 racers past it refused, nothing of theirs kept",
      check: async () => {
        expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 413, 413]);
        expect(await documentsOf(target.id)).toBe(5);
      },
    },
  },
  {
    area: "uploads (tus)",
    attack: "six uploads created at once past the 25 MB of a draft",
    input: "6 × POST Upload-Length 5 MB, one draft, at the same moment",
    send: async () => {
      const shared = newToken();
      answers = await Promise.all(
        Array.from({ length: RACERS }, (_, i) => createUpload(5 * MB, `part-${i}.pdf`, shared)),
      );
      return firstRefusal(answers);
    },
    status: [413],
    message: /an application may be at most 25 MB in total/,
    accepted: {
      written: "uploads +5",
      why: "the 5 uploads within 25 MB; the racer past it refused",
      check: () => {
        expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 201, 201, 413]);
      },
    },
  },
  {
    area: "application API",
    attack: "two applications adopting one upload at the same moment",
    input: "2 applications naming one finished upload, both checked before either writes",
    setup: async () => {
      draft = newToken();
      const file = pdfBytes(4000, 5);
      uploadId = await newUpload(file.length, draft);
      expect((await patch(uploadId, file)).status).toBe(204);
      requiredUploads = [];
      for (const [i, type] of REQUIRED_TO_APPLY.entries()) {
        const bytes = pdfBytes(600, i);
        const created = await createUpload(bytes.length, `${type}.pdf`, draft, type);
        expect(created.status).toBe(201);
        const id = created.headers.get("Location")!.split("/").pop()!;
        expect((await patch(id, bytes)).status).toBe(204);
        requiredUploads.push(id);
      }
    },
    send: async () => {
      const db = getDb(batchesHeldTogether(env.DB, 2));
      const results = await Promise.all(
        [1, 2].map(() => {
          const request = applicationNaming(draft, uploadId);
          return submitApplication(request, { ...writeContext(request), db });
        }),
      );
      answers = results.map(asResponse);
      return firstRefusal(answers);
    },
    status: [409],
    message: /already belongs to an application you submitted: check your e-mail for its reference/,
    accepted: {
      // The contested upload and the three typed ones (passport, photo, results), all four adopted by the first.
      written: "applications +1, application_documents +4, queue_messages +1",
      why: "the first application adopts it; the second is refused (409), no row, no e-mail",
      check: async () => {
        expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
        const [upload] = await db().select().from(uploads).where(eq(uploads.id, uploadId));
        const holders = await db()
          .select({ applicationId: applicationDocuments.applicationId })
          .from(applicationDocuments)
          .where(eq(applicationDocuments.r2Key, upload!.objectKey!));
        expect(holders).toEqual([{ applicationId: upload!.applicationId }]);
      },
    },
  },
  {
    area: "uploads (tus), D1 failing",
    attack: "a chunk whose D1 row is refused",
    input: "PATCH while D1 refuses upload_chunks rows (a trigger)",
    setup: async () => {
      uploadId = await newUpload(4000);
      await trigger("refuse_chunk_of_test", "INSERT ON upload_chunks", `NEW.upload_id = '${uploadId}'`);
    },
    send: () => patch(uploadId, pdfBytes(4000, 6)),
    teardown: () => dropTrigger("refuse_chunk_of_test"),
    status: [500],
    message: /Something went wrong on our side/,
    injectedFailure: "D1 refused the chunk's row",
  },
  {
    area: "uploads (tus), D1 failing",
    attack: "the assembled file's D1 update refused, then HEAD retried",
    input: "last PATCH while D1 refuses uploads.object_key (500), then HEAD",
    setup: async () => {
      uploadId = await newUpload(4000);
      await trigger("refuse_assembled_of_test", "UPDATE OF object_key ON uploads", `NEW.id = '${uploadId}'`);
    },
    send: async () => {
      try {
        expect((await patch(uploadId, pdfBytes(4000, 7))).status).toBe(500);
        // Nothing assembled stays behind the failed update; the chunk (recorded in D1) waits for the retry.
        expect(await assembledObjectsOf(uploadId)).toEqual([]);
      } finally {
        await dropTrigger("refuse_assembled_of_test");
      }
      return request(`/api/uploads/${uploadId}`, { method: "HEAD", headers: TUS });
    },
    status: [200],
    message: /^$/,
    accepted: {
      written: "r2_objects +1",
      why: "the file itself, once: the HEAD assembled it under the upload's one key",
      check: async () => {
        const objects = await assembledObjectsOf(uploadId);
        const [row] = await db()
          .select({ objectKey: uploads.objectKey })
          .from(uploads)
          .where(and(eq(uploads.id, uploadId), sql`${uploads.objectKey} is not null`));
        expect(objects.map((o) => o.key)).toEqual([row!.objectKey]);
      },
    },
  },
];

// Six requests at once, some of 5 MB, on a shared 2-core machine: more than the default 5 s.
describe("races and D1 failures", { timeout: 30_000 }, () => {
  attackSuite(cases);
});
