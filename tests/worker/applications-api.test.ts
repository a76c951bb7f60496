import { MEDICINE_APPLICATION } from "../medicine-application";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { applicationDocuments, applications } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages";
import { MB } from "~/lib/format-bytes";
import { docBytes, docxBytes, exeBytes, jpegBytes, pdfBytes, pngBytes, zipBytes } from "./document-bytes";
import { appendRequiredDocuments, request, REQUIRED_TO_APPLY } from "./helpers";

// The spec's messages, from the catalogue's English.
const en = { locale: "en" } as const;
const REQUIRED_FIELDS_MESSAGE = m.forms_required_fields({}, en);
const INVALID_EMAIL_MESSAGE = m.forms_invalid_email({}, en);
const SUBMIT_FAILED_MESSAGE = m.forms_submit_failed({}, en);

type Created = {
  reference: string;
  id: number;
  documents: { fileName: string; contentType: string; size: number; docType: string }[];
  notificationQueued: boolean;
};
type Failure = { message: string; errors?: Record<string, string[]> };

const VALID_FIELDS = {
  ...MEDICINE_APPLICATION,
  email: "amina.bello@example.com",
  phone: "+2348012345678",
  countryOfResidence: "Nigeria",
  educationLevel: "High School",
  message: "I would like to start in September.",
};

type Upload = { name: string; bytes: Uint8Array<ArrayBuffer>; type?: string };

/**
 * The form with its files: the first three as the documents Medicine's checklist needs to apply (passport, photo,
 * results: a type is only a name, the content is checked as before), the rest in the spec's `document_N`.
 */
function applicationForm(fields: Record<string, string | undefined> = VALID_FIELDS, uploads: Upload[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.set(name, value);
  }
  for (const [i, { name, bytes, type }] of uploads.entries()) {
    const field = i < REQUIRED_TO_APPLY.length ? `documents_${REQUIRED_TO_APPLY[i]}` : `document_${i}`;
    form.append(field, new File([bytes], name, { type: type ?? "" }));
  }
  if (uploads.length > 0) appendRequiredDocuments(form, REQUIRED_TO_APPLY.slice(uploads.length));
  return form;
}

async function post(body: BodyInit, headers?: HeadersInit) {
  const response = await request("/api/applications", { method: "POST", body, headers });
  const text = await response.text();
  return { response, body: JSON.parse(text) as Created & Failure };
}

/** How much is stored: application rows, document rows and R2 objects under applications/. */
async function stored() {
  const db = getDb(env.DB);
  const [apps, docs] = await Promise.all([db.$count(applications), db.$count(applicationDocuments)]);
  let objects = 0;
  let cursor: string | undefined;
  do {
    const page = await env.DOCUMENTS.list({ prefix: "applications/", cursor });
    objects += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return { apps, docs, objects };
}

async function bytesOf(key: string) {
  const object = await env.DOCUMENTS.get(key);
  expect(object, `R2 object ${key}`).not.toBeNull();
  return { object: object!, bytes: new Uint8Array(await object!.arrayBuffer()) };
}

describe("POST /api/applications: accepted", () => {
  it("stores the application and its documents (D1 rows, R2 objects with the right bytes and metadata)", async () => {
    const before = await stored();
    const pdf = pdfBytes(40_000);
    const jpeg = jpegBytes(25_000);
    const docx = docxBytes();
    const { response, body } = await post(
      applicationForm(VALID_FIELDS, [
        // The browser's claimed type is not trusted: the stored type is what the content shows.
        { name: "transcript.pdf", bytes: pdf, type: "application/x-msdownload" },
        { name: "passport photo.jpg", bytes: jpeg, type: "image/jpeg" },
        { name: "motivation-letter.docx", bytes: docx },
      ]),
    );
    expect(response.status).toBe(201);
    expect(body.reference).toMatch(/^APP-[A-HJ-NP-Z2-9]{8}$/);
    expect(body.id).toBeGreaterThan(0);
    // Each document with the checklist item its field named (applicationForm: passport, photo, results).
    expect(body.documents).toEqual([
      { fileName: "transcript.pdf", contentType: "application/pdf", size: pdf.length, docType: "passport" },
      { fileName: "passport photo.jpg", contentType: "image/jpeg", size: jpeg.length, docType: "photo" },
      {
        fileName: "motivation-letter.docx",
        contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        size: docx.length,
        docType: "results",
      },
    ]);

    const db = getDb(env.DB);
    const [row] = await db.select().from(applications).where(eq(applications.id, body.id));
    expect(row).toMatchObject({
      reference: body.reference,
      firstName: "Amina",
      lastName: "Bello",
      email: "amina.bello@example.com",
      phone: "+2348012345678",
      countryOfResidence: "Nigeria",
      selectedFaculty: "Faculty of Medicine",
      selectedUniversity: "Istanbul Medipol University",
      selectedProgram: "Medicine",
      universityId: 1,
      programId: 1,
      educationLevel: "High School",
      message: "I would like to start in September.",
    });
    expect(["queued", "sent"]).toContain(row!.notificationStatus);
    expect(body.notificationQueued).toBe(true);

    const docs = await db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, body.id))
      .orderBy(applicationDocuments.id);
    expect(docs.map((d) => [d.fileName, d.contentType, d.size])).toEqual(
      body.documents.map((d) => [d.fileName, d.contentType, d.size]),
    );
    const year = new Date().getUTCFullYear();
    for (const [i, expected] of [pdf, jpeg, docx].entries()) {
      const doc = docs[i]!;
      expect(doc.r2Key).toMatch(new RegExp(`^applications/${year}/[0-9a-f-]{36}\\.(pdf|jpg|docx)$`));
      const { object, bytes } = await bytesOf(doc.r2Key);
      expect(bytes).toEqual(expected);
      expect(object.size).toBe(expected.length);
      expect(object.httpMetadata?.contentType).toBe(doc.contentType);
      expect(object.customMetadata).toEqual({ originalName: doc.fileName, applicationReference: body.reference });
    }

    const after = await stored();
    expect(after).toEqual({ apps: before.apps + 1, docs: before.docs + 3, objects: before.objects + 3 });
  });

  it("accepts short catalogue names, a .doc and a PNG, defaults the country and leaves optional fields empty", async () => {
    const { response, body } = await post(
      applicationForm(
        {
          firstName: " Chinedu ",
          lastName: "Okafor",
          email: "chinedu@example.ng",
          selectedFaculty: "Engineering & Natural Sciences",
          selectedUniversity: "Beykoz",
          selectedProgram: "computer engineering",
          universityId: "5",
        },
        [
          { name: "certificate.doc", bytes: docBytes() },
          { name: "photo.png", bytes: pngBytes() },
        ],
      ),
    );
    expect(response.status).toBe(201);
    const [row] = await getDb(env.DB).select().from(applications).where(eq(applications.id, body.id));
    expect(row).toMatchObject({
      firstName: "Chinedu",
      countryOfResidence: "Nigeria",
      phone: null,
      educationLevel: null,
      message: null,
      selectedFaculty: "Faculty of Engineering & Natural Sciences",
      selectedUniversity: "Beykoz University",
      selectedProgram: "Computer Engineering",
      universityId: 5,
    });
    // The .doc and the PNG as passport and photo; applicationForm adds the results still needed to apply (a PDF).
    expect(body.documents.map((d) => [d.contentType, d.docType])).toEqual([
      ["application/msword", "passport"],
      ["image/png", "photo"],
      ["application/pdf", "results"],
    ]);
  });

  it("accepts exactly the limits: 10 files, the largest 10 MB, 25 MB in all", async () => {
    const uploads: Upload[] = [
      { name: "big.pdf", bytes: pdfBytes(10 * MB) },
      { name: "second.pdf", bytes: pdfBytes(10 * MB, 5) },
      ...Array.from({ length: 8 }, (_, i) => ({ name: `page-${i}.jpg`, bytes: jpegBytes(600 * 1024, i) })),
    ];
    const { response, body } = await post(applicationForm(VALID_FIELDS, uploads));
    expect(response.status).toBe(201);
    expect(body.documents).toHaveLength(10);
  }, 30_000);
});

describe("POST /api/applications: refused, and nothing stored", () => {
  const pdf = { name: "transcript.pdf", bytes: pdfBytes(2000) };
  const { lastName: _lastName, ...withoutLastName } = VALID_FIELDS;

  const cases: {
    name: string;
    body: () => FormData;
    status: number;
    message: string | RegExp;
    errorField?: string;
  }[] = [
    {
      name: "an executable (MZ header) renamed .pdf",
      body: () =>
        applicationForm(VALID_FIELDS, [pdf, { name: "setup.pdf", bytes: exeBytes(), type: "application/pdf" }]),
      status: 400,
      message: /"setup\.pdf" is not a real PDF file/,
      // The second file is sent as the photo (applicationForm): the error names its field.
      errorField: "documents_photo",
    },
    {
      name: "a PNG renamed .pdf",
      body: () => applicationForm(VALID_FIELDS, [{ name: "scan.pdf", bytes: pngBytes() }]),
      status: 400,
      message: /"scan\.pdf" is not a real PDF file/,
    },
    {
      name: "a zip without word/ parts renamed .docx",
      body: () => applicationForm(VALID_FIELDS, [{ name: "letter.docx", bytes: zipBytes({ "evil.js": "alert(1)" }) }]),
      status: 400,
      message: /"letter\.docx" is not a real Word file/,
    },
    {
      name: "a file type that is not accepted",
      body: () => applicationForm(VALID_FIELDS, [{ name: "notes.txt", bytes: new TextEncoder().encode("hello") }]),
      status: 400,
      message: /"notes\.txt" is not an accepted file type/,
    },
    {
      name: "an empty file",
      body: () => applicationForm(VALID_FIELDS, [{ name: "empty.pdf", bytes: new Uint8Array() }]),
      status: 400,
      message: /"empty\.pdf" is empty/,
    },
    {
      name: "a file over 10 MB",
      body: () => applicationForm(VALID_FIELDS, [pdf, { name: "huge-scan.pdf", bytes: pdfBytes(10 * MB + 1) }]),
      status: 413,
      message: /"huge-scan\.pdf" is 10\.0 MB; each document may be at most 10 MB/,
      errorField: "documents_photo",
    },
    {
      name: "eleven files",
      body: () =>
        applicationForm(
          VALID_FIELDS,
          Array.from({ length: 11 }, (_, i) => ({ name: `page-${i}.pdf`, bytes: pdfBytes(1000, i) })),
        ),
      status: 400,
      message: "You can upload at most 10 documents (this application has 11).",
    },
    {
      // Medicine's checklist names what it needs to apply (issue 40: not only the spec's generic sentence).
      name: "no file",
      body: () => applicationForm(VALID_FIELDS, []),
      status: 400,
      message: "Please add these documents to apply: Passport, Passport photo, Secondary school results.",
      errorField: "documents_passport",
    },
    {
      name: "a missing required field",
      body: () => applicationForm(withoutLastName, [pdf]),
      status: 400,
      message: `${REQUIRED_FIELDS_MESSAGE} (missing: Last Name).`,
      errorField: "lastName",
    },
    {
      name: "a blank required field",
      body: () => applicationForm({ ...VALID_FIELDS, selectedProgram: "   " }, [pdf]),
      status: 400,
      message: `${REQUIRED_FIELDS_MESSAGE} (missing: Program).`,
      errorField: "selectedProgram",
    },
    {
      name: "a malformed e-mail",
      body: () => applicationForm({ ...VALID_FIELDS, email: "amina@example" }, [pdf]),
      status: 400,
      message: INVALID_EMAIL_MESSAGE,
      errorField: "email",
    },
    {
      name: "a program the university does not offer in that faculty",
      body: () => applicationForm({ ...VALID_FIELDS, selectedUniversity: "Beykoz University" }, [pdf]),
      status: 400,
      message:
        'There is no "Medicine" program in Faculty of Medicine at Beykoz University. Please choose a program from the list.',
      errorField: "selectedProgram",
    },
    {
      name: "a program of another faculty",
      body: () => applicationForm({ ...VALID_FIELDS, selectedProgram: "Computer Engineering" }, [pdf]),
      status: 400,
      message: /There is no "Computer Engineering" program in Faculty of Medicine at Istanbul Medipol University/,
      errorField: "selectedProgram",
    },
    {
      name: "an unknown university",
      body: () => applicationForm({ ...VALID_FIELDS, selectedUniversity: "Harvard" }, [pdf]),
      status: 400,
      message: /"Harvard" is not one of our partner universities/,
      errorField: "selectedUniversity",
    },
    {
      name: "an education level outside the list",
      body: () => applicationForm({ ...VALID_FIELDS, educationLevel: "Kindergarten" }, [pdf]),
      status: 400,
      message: /Please choose an education level from the list/,
      errorField: "educationLevel",
    },
    {
      name: "a huge text field",
      body: () => applicationForm({ ...VALID_FIELDS, message: "x".repeat(200_000) }, [pdf]),
      status: 400,
      message: "Additional Message is too long (at most 5,000 characters).",
      errorField: "message",
    },
    {
      name: "a file sent in a text field",
      body: () => {
        const form = applicationForm(VALID_FIELDS, [pdf]);
        form.set("firstName", new File([pdfBytes(100)], "name.pdf"));
        return form;
      },
      status: 400,
      message: "First Name must be text, not a file.",
    },
    {
      name: "a file under an unexpected field name",
      body: () => {
        const form = applicationForm(VALID_FIELDS, [pdf]);
        form.append("avatar", new File([jpegBytes()], "me.jpg"));
        return form;
      },
      status: 400,
      message: /Unexpected file field "avatar"/,
    },
  ];

  it.each(cases)("$name → $status", async ({ body, status, message, errorField }) => {
    const before = await stored();
    const result = await post(body());
    expect(result.response.status).toBe(status);
    if (typeof message === "string") expect(result.body.message).toBe(message);
    else expect(result.body.message).toMatch(message);
    if (errorField) expect(result.body.errors?.[errorField]).toBeTruthy();
    expect(await stored()).toEqual(before);
  });

  it("answers 413 over 25 MB in total, from Content-Length alone", async () => {
    const before = await stored();
    const form = applicationForm(VALID_FIELDS, [
      { name: "a.pdf", bytes: pdfBytes(9 * MB, 1) },
      { name: "b.pdf", bytes: pdfBytes(9 * MB, 2) },
      { name: "c.pdf", bytes: pdfBytes(9 * MB, 3) },
    ]);
    // Serialise once to know the exact length a browser would declare.
    const encoded = new Request("http://x/", { method: "POST", body: form });
    const bytes = await encoded.arrayBuffer();
    const { response, body } = await post(bytes, {
      "content-type": encoded.headers.get("content-type")!,
      "content-length": String(bytes.byteLength),
    });
    expect(response.status).toBe(413);
    expect(body.message).toMatch(/at most 25 MB in total/);
    expect(await stored()).toEqual(before);
  }, 30_000);

  it("answers 411 to a body streamed without Content-Length, before reading it", async () => {
    const before = await stored();
    const form = applicationForm(VALID_FIELDS, [
      { name: "a.pdf", bytes: pdfBytes(9 * MB, 1) },
      { name: "b.pdf", bytes: pdfBytes(9 * MB, 2) },
      { name: "c.pdf", bytes: pdfBytes(9 * MB, 3) },
    ]);
    const encoded = new Request("http://x/", { method: "POST", body: form });
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 256 * 1024) controller.enqueue(bytes.slice(at, at + 256 * 1024));
        controller.close();
      },
    });
    const { response, body } = await post(stream, { "content-type": encoded.headers.get("content-type")! });
    expect(response.status).toBe(411);
    expect(body.message).toMatch(/Content-Length/);
    expect(await stored()).toEqual(before);
  }, 30_000);

  it("answers 413 when the real file sizes add up to more than 25 MB, even if the body fits", async () => {
    const before = await stored();
    const { response, body } = await post(
      applicationForm(VALID_FIELDS, [
        { name: "a.pdf", bytes: pdfBytes(9 * MB, 1) },
        { name: "b.pdf", bytes: pdfBytes(9 * MB, 2) },
        { name: "c.pdf", bytes: pdfBytes(7 * MB + 512 * 1024, 3) },
      ]),
    );
    expect(response.status).toBe(413);
    expect(body.message).toBe("Your documents add up to 25.5 MB; an application may be at most 25 MB in total.");
    expect(await stored()).toEqual(before);
  }, 30_000);

  it("answers 415 to a JSON body", async () => {
    const { response, body } = await post(JSON.stringify(VALID_FIELDS), { "content-type": "application/json" });
    expect(response.status).toBe(415);
    expect(body.message).toMatch(/multipart\/form-data/);
  });

  it("removes the objects it already put when the D1 batch fails, leaving no half application", async () => {
    const before = await stored();
    // A real failure of the batch's second statement: its table is briefly missing.
    await env.DB.exec("ALTER TABLE application_documents RENAME TO application_documents_away");
    let result: Awaited<ReturnType<typeof post>>;
    try {
      result = await post(applicationForm(VALID_FIELDS, [pdf, { name: "photo.jpg", bytes: jpegBytes() }]));
    } finally {
      await env.DB.exec("ALTER TABLE application_documents_away RENAME TO application_documents");
    }
    expect(result.response.status).toBe(500);
    expect(result.body.message).toBe(SUBMIT_FAILED_MESSAGE);
    expect(await stored()).toEqual(before);
  });
});
