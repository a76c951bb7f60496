import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { applicationDocuments, applicationEvents, applications } from "~/db/schema";
import { MB } from "~/lib/format-bytes";
import { invalidLinkMessage, statusLinkPath } from "~/case/status-link.server";
import { notFoundMessage, referenceMessage } from "~/case/status-lookup-schema";
import { postRoute } from "~/security/post-routes.server";
import { routePolicies } from "~/security/route-policies.server";
import { builtRoutes } from "./built-routes";
import { documentsNotRequestedMessage } from "~/case/additional-documents.server";
import { pdfBytes, pngBytes } from "./document-bytes";
import { apply as applyForMedicine } from "./case-fixtures";
import { request } from "./helpers";

// Tracking an application without an account: the lookup (API and page), its neutral answer, the signed link,
// and documents added from the status page under the application's own rules.

const db = () => getDb(env.DB);

/** An application made through the real API, as a student would, a transcript beside the documents it needs. */
const apply = () => applyForMedicine({}, { transcript: true });

const consoleUpdate = (sql: string, ...values: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .run();

const lookupApi = (body: unknown) =>
  request("/api/applications/status", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

const lookupPage = (fields: Record<string, string>) =>
  request("/applications/status", { method: "POST", body: new URLSearchParams(fields) });

/** The page without its per-response CSP nonce (the one part of an HTML answer that is new every time). */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

async function objectsUnder(prefix = "applications/") {
  return (await env.DOCUMENTS.list({ prefix })).objects.length;
}

describe("POST /api/applications/status", () => {
  it("shows the application (any case of reference and e-mail): status, next step, documents by name and size, history", async () => {
    const { reference, email } = await apply();
    const response = await lookupApi({ reference: ` ${reference.toLowerCase()} `, email: email.toUpperCase() });
    expect(response.status).toBe(200);
    const { application } = (await response.json()) as { application: Record<string, unknown> };
    expect(application).toMatchObject({
      reference,
      program: "Medicine",
      university: "Istanbul Medipol University",
      status: "received",
      title: "Application received",
      acceptsDocuments: false,
      // Each with its checklist item: the transcript sent as 'other', then what Medicine needs to apply.
      documents: [
        { fileName: "transcript.pdf", size: 3000, contentType: "application/pdf", docType: "other" },
        { fileName: "passport.pdf", size: 600, contentType: "application/pdf", docType: "passport" },
        { fileName: "photo.pdf", size: 600, contentType: "application/pdf", docType: "photo" },
        { fileName: "results.pdf", size: 600, contentType: "application/pdf", docType: "results" },
      ],
      history: [{ kind: "received", status: "received", title: "Application received" }],
    });
    // Never where the file lies, nor its bytes, nor the address back.
    // (Property names, not a search of the text: a random reference may well contain "R2".)
    const documents = application.documents as Record<string, unknown>[];
    for (const document of documents)
      expect(Object.keys(document).sort()).toEqual([
        "addedAt",
        "contentType",
        "docType",
        "fileName",
        "replaced",
        "reviewReason",
        "reviewState",
        "reviewWords",
        "size",
        "step",
      ]);
    expect(JSON.stringify(application)).not.toMatch(/applications\/\d{4}\/|%PDF/);
    expect(application).not.toHaveProperty("email");
  });

  it("answers a wrong e-mail for a real reference and a made-up reference with the same bytes", async () => {
    const { reference } = await apply();
    const wrongEmail = await lookupApi({ reference, email: "someone.else@example.com" });
    const unknown = await lookupApi({ reference: "APP-ZZZZZZZZ", email: "someone.else@example.com" });
    expect(wrongEmail.status).toBe(404);
    expect(unknown.status).toBe(404);
    const [a, b] = [await wrongEmail.text(), await unknown.text()];
    expect(a).toBe(b);
    expect(JSON.parse(a)).toEqual({ message: notFoundMessage() });
  });

  it("refuses a malformed body or reference with a 400 and the field's message", async () => {
    const bad = await lookupApi({ reference: "12345", email: "a@example.com" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      message: referenceMessage(),
      errors: { reference: [referenceMessage()] },
    });
    const notJson = await request("/api/applications/status", { method: "POST", body: "reference=x" });
    expect(notJson.status).toBe(400);
  });

  it("is rate limited in its own group, like every POST", async () => {
    const { pageAt } = routePolicies(await builtRoutes());
    const post = (path: string) => postRoute(path, "POST", pageAt(path));
    expect(post("/api/applications/status").group).toBe("status");
    expect(post("/applications/status").group).toBe("status");
    expect(post("/applications/status/documents")).toMatchObject({ group: "application", lengthRequired: true });
  });
});

describe("/applications/status (the page)", () => {
  it("shows the application after the form's post (no JavaScript needed)", async () => {
    const { reference, email } = await apply();
    await consoleUpdate(
      "UPDATE applications SET status = 'documents_requested', staff_note = 'Please add your passport' WHERE reference = ?",
      reference,
    );
    const response = await lookupPage({ reference, email });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain("Documents requested");
    expect(html).toContain("Please add your passport");
    expect(html).toContain('name="documents"');
    expect(html).toContain("transcript.pdf");
  });

  it("answers a wrong pair and an unknown reference with byte-identical pages (but for the CSP nonce)", async () => {
    const { reference } = await apply();
    const wrongEmail = await lookupPage({ reference, email: "someone.else@example.com" });
    const unknown = await lookupPage({ reference: "APP-ZZZZZZZZ", email: "someone.else@example.com" });
    expect(wrongEmail.status).toBe(404);
    expect(unknown.status).toBe(404);
    const [a, b] = [withoutNonce(await wrongEmail.text()), withoutNonce(await unknown.text())];
    expect(a).toContain(notFoundMessage());
    expect(a).not.toContain(reference);
    expect(a).toBe(b);
  });

  it("opens the application from a signed link", async () => {
    const { reference } = await apply();
    const response = await request(await statusLinkPath(env, reference));
    // Personal: never stored by a browser or a shared cache.
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const opened = await response.text();
    expect(opened).toContain('data-testid="current-status"');
    expect(opened).toContain(reference);
  });

  it("answers every tampered link with one page that names no part: not valid, and the empty lookup form", async () => {
    const { reference } = await apply();
    const { reference: otherReference } = await apply();
    const path = await statusLinkPath(env, reference);
    const params = new URLSearchParams(path.split("?")[1]);
    const expires = params.get("expires") ?? "";
    const sig = params.get("sig") ?? "";
    const altered = (change: Record<string, string | null>) => {
      const next = new URLSearchParams(params);
      for (const [name, value] of Object.entries(change)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      return `/applications/status?${next}`;
    };
    const tampered = {
      signature: altered({ sig: `${sig.startsWith("A") ? "B" : "A"}${sig.slice(1)}` }),
      "signature removed": altered({ sig: null }),
      "another real reference": altered({ ref: otherReference }),
      "an unknown reference": altered({ ref: "APP-ZZZZZZZZ" }),
      "a later expiry": altered({ expires: String(Number(expires) + 365 * 24 * 60 * 60) }),
      "an expiry in the past": altered({ expires: "1000000000" }),
      "an expiry that is not a number": altered({ expires: "soon" }),
    };
    const pages = new Map<string, string>();
    for (const [what, link] of Object.entries(tampered)) {
      const response = await request(link);
      expect(response.headers.get("Cache-Control"), what).toBe("private, no-store");
      const html = withoutNonce(await response.text());
      expect(html, what).not.toContain('data-testid="current-status"');
      expect(html, what).toContain(invalidLinkMessage());
      expect(html, what).not.toContain("expired");
      expect(html, what).toContain('aria-label="Find your application"');
      pages.set(what, html);
    }
    // Byte for byte the same page, whatever was changed: the link's own reference is not even filled in.
    const [first] = [...pages.values()];
    for (const [what, html] of pages) expect(html, what).toBe(first);
    expect(first).not.toContain(reference);
  });

  it("says a genuine link past its 30 days has expired, with its reference filled in", async () => {
    const { reference } = await apply();
    const expired = await statusLinkPath(env, reference, Date.now() - 31 * 24 * 60 * 60 * 1000);
    const response = await request(expired);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).not.toContain('data-testid="current-status"');
    expect(html).toContain("This link has expired");
    expect(html).toContain(`value="${reference}"`);
  });
});

describe("documents added from the status page", () => {
  const upload = (fields: Record<string, string>, files: File[]) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    for (const file of files) form.append("documents", file);
    return request("/applications/status/documents", { method: "POST", body: form });
  };
  const rowsOf = (id: number) =>
    db().select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, id));
  const eventsOf = (id: number) => db().select().from(applicationEvents).where(eq(applicationEvents.applicationId, id));

  it("stores a PDF (D1 row, R2 object, a 'documents' event queued for the inbox) while documents are requested", async () => {
    const { reference, email, id } = await apply();
    await consoleUpdate("UPDATE applications SET status = 'documents_requested' WHERE id = ?", id);
    const response = await upload({ reference, email }, [new File([pdfBytes(5000)], "passport.pdf")]);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Documents added");
    const rows = await rowsOf(id);
    // After the four sent with the application (transcript, passport, photo, results), the one added.
    expect(rows.map((r) => [r.fileName, r.size, r.contentType])).toEqual([
      ["transcript.pdf", 3000, "application/pdf"],
      ["passport.pdf", 600, "application/pdf"],
      ["photo.pdf", 600, "application/pdf"],
      ["results.pdf", 600, "application/pdf"],
      ["passport.pdf", 5000, "application/pdf"],
    ]);
    const object = await env.DOCUMENTS.head(rows.at(-1)!.r2Key);
    expect(object?.size).toBe(5000);
    expect(object?.customMetadata).toMatchObject({ applicationReference: reference, originalName: "passport.pdf" });
    const events = await eventsOf(id);
    expect(events.at(-1)).toMatchObject({
      kind: "documents",
      note: "1 added: passport.pdf",
      notificationStatus: "queued",
    });
  });

  it("refuses, storing nothing: not requested (409), wrong pair (404, neutral), content that lies (400), over the limits counted with what is there (413)", async () => {
    const { reference, email, id } = await apply();
    const before = await objectsUnder();
    const pdf = () => new File([pdfBytes(2000)], "passport.pdf");

    const notRequested = await upload({ reference, email }, [pdf()]);
    expect(notRequested.status).toBe(409);
    expect(await notRequested.text()).toContain(documentsNotRequestedMessage().replace(/'/g, "&#x27;").slice(0, 40));

    await consoleUpdate("UPDATE applications SET status = 'documents_requested' WHERE id = ?", id);
    const wrongPair = await upload({ reference, email: "someone.else@example.com" }, [pdf()]);
    expect(wrongPair.status).toBe(404);
    expect(await wrongPair.text()).toContain(notFoundMessage());

    const liar = await upload({ reference, email }, [new File([pngBytes(500)], "passport.pdf")]);
    expect(liar.status).toBe(400);
    expect(await liar.text()).toContain("is not a real PDF file");

    // Six more rows of 4 MB as if uploaded earlier (the limits read D1): with the four from /apply, ten.
    await db()
      .insert(applicationDocuments)
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          applicationId: id,
          r2Key: `applications/test/${crypto.randomUUID()}`,
          fileName: `page-${i}.pdf`,
          contentType: "application/pdf",
          size: 4 * MB,
        })),
      );
    const tooMany = await upload({ reference, email }, [pdf()]);
    expect(tooMany.status).toBe(413);
    expect(await tooMany.text()).toContain("You can upload at most 10 documents (this application has 11)");
    await db().delete(applicationDocuments).where(eq(applicationDocuments.fileName, "page-5.pdf"));
    // Nine documents, 20 MB and 4.8 KB: 5.5 MB more is within the file limit but over the 25 MB total.
    const tooBig = await upload({ reference, email }, [new File([pdfBytes(5.5 * MB)], "passport.pdf")]);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.text()).toContain("an application may be at most 25 MB in total");

    expect(await rowsOf(id)).toHaveLength(9);
    expect((await eventsOf(id)).map((e) => e.kind)).toEqual(["received", "status"]);
    expect(await objectsUnder()).toBe(before);
  });

  it("leaves no R2 object and no event behind when the D1 batch fails after the objects were put", async () => {
    const { reference, email, id } = await apply();
    await consoleUpdate("UPDATE applications SET status = 'documents_requested' WHERE id = ?", id);
    const before = await objectsUnder();
    // A real D1 failure inside the batch: this application's document rows are refused (only for this test).
    await env.DB.exec(
      `CREATE TRIGGER refuse_documents_of_test BEFORE INSERT ON application_documents WHEN NEW.application_id = ${id} BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
    );
    try {
      const response = await upload({ reference, email }, [new File([pdfBytes(4000)], "passport.pdf")]);
      expect(response.status).toBe(500);
      expect(await response.text()).toContain("Failed to submit application. Please try again.");
    } finally {
      await env.DB.exec("DROP TRIGGER refuse_documents_of_test");
    }
    // Only the four sent with the application.
    expect(await rowsOf(id)).toHaveLength(4);
    expect((await eventsOf(id)).map((e) => e.kind)).toEqual(["received", "status"]);
    expect(await objectsUnder()).toBe(before);
    const [row] = await db().select().from(applications).where(eq(applications.id, id));
    expect(row!.status).toBe("documents_requested");
  });
});
