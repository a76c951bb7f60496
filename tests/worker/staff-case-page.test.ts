import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { m } from "~/i18n/paraglide/messages";
import { readStaffCase, type StaffCase } from "~/models/staff-case.server";
import { REVIEW_VERSION, STATUS_VERSION, STEP_VERSION, versionOf } from "~/staff/case-change-schema";
import { apply, lookup, sql, withOffer } from "./case-fixtures";
import { asStaff, EMRE, ensureStaff, NGOZI, staffToken } from "./staff-fixtures";

// The staff case page (/staff/cases/:reference, issue 52) through the whole Worker, as a browser without JavaScript
// uses it: the page with every part, each form's POST (303 back to the part saved, the change made and named in the
// history), a refused change answered with the page again (the message at the form, what was typed kept), the
// second of two changes from the same read refused 409 with the case as it is now, and nothing written without a
// staff token.

const db = () => getDb(env.DB);
/** An apostrophe and Arabic, as staff type them. */
const REASON = "Page 2 is cut off: don't forget the stamp — الصفحة الثانية مقطوعة، لا تنسَ الختم";

/** The page's text with React's entities decoded (an apostrophe is rendered &#x27;). */
const decoded = (html: string) =>
  html
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

async function page(reference: string) {
  const response = await asStaff(`/staff/cases/${reference}`);
  return { status: response.status, html: decoded(await response.text()) };
}

async function staffCase(reference: string): Promise<StaffCase> {
  const found = await readStaffCase(db(), reference);
  expect(found).toBeDefined();
  return found!;
}

/** A form of the page posted as the browser posts it (same origin). */
const post = (reference: string, fields: Record<string, string>, email = NGOZI.email) =>
  asStaff(
    `/staff/cases/${reference}`,
    {
      method: "POST",
      headers: { Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    },
    email,
  );

const count = async (statement: string, ...values: unknown[]) =>
  (await env.DB.prepare(statement)
    .bind(...values)
    .first<{ n: number }>())!.n;

/** Every history row and every staff mark on the case: what a refused change must leave as it was. */
const written = async (id: number) =>
  (await count("SELECT count(*) AS n FROM application_events WHERE application_id = ?", id)) +
  (await count("SELECT count(*) AS n FROM application_step_events WHERE application_id = ?", id)) +
  (await count(
    "SELECT count(*) AS n FROM application_documents WHERE application_id = ? AND reviewed_by IS NOT NULL",
    id,
  ));

const stepVersion = (c: StaffCase, kind: string) => versionOf(STEP_VERSION, c.steps.find((s) => s.kind === kind)!);
const passportOf = (c: StaffCase) => c.documents.find((d) => d.docType === "passport")!;
const who = (member: { email: string; name: string }) => `${member.name} <${member.email}>`;

/** A 303 back to the part saved; the page it leads to, with its "Saved" notice. */
async function saved(response: Response, reference: string, part: string) {
  expect(response.status).toBe(303);
  const location = response.headers.get("Location")!;
  expect(location).toBe(`/staff/cases/${reference}?saved=${part}#${part}`);
  const after = await asStaff(location.replace(/#.*$/, ""));
  expect(after.status).toBe(200);
  const html = decoded(await after.text());
  expect(html).toMatch(/role="status"[^>]*>Saved\.</);
  return html;
}

describe("the case page", () => {
  it("shows the student and program, the status and its moves, the steps, documents, payments and history", async () => {
    const application = await withOffer();
    const { status, html } = await page(application.reference);
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(`Case ${application.reference}`);
    expect(html).toContain(application.email);
    expect(html).toContain("Medicine");
    expect(html).toContain("Nigeria");
    // The status: offer issued, with only its moves (itself, enrolled, withdrawn).
    expect(html).toContain("Now: Offer issued");
    const statusForm = /<form[^>]*data-intent="status"[\s\S]*?<\/form>/.exec(html)![0];
    expect([...statusForm.matchAll(/<option value="([a-z_]+)"/g)].map((o) => o[1]).slice(0, 3)).toEqual([
      "offer_issued",
      "enrolled",
      "withdrawn",
    ]);
    // Every step in order, each with its form; the dated ones with their fields.
    const c = await staffCase(application.reference);
    const kinds = [...html.matchAll(/<li id="step-([a-z_]+)"/g)].map((s) => s[1]);
    expect(kinds).toEqual(c.steps.map((s) => s.kind));
    expect(html).toContain('id="visa_appointment_booked-appointmentPlace"');
    expect(html).toContain('id="visa_decision-visaDecision"');
    expect(html).toContain('id="travel_booked-arrivalOn"');
    // Each document with its link, Accept and Send back.
    for (const d of c.documents) {
      expect(html).toContain(`href="/staff/cases/${application.reference}/documents/${d.id}"`);
      expect(html).toContain(`Accept ${d.fileName}`);
      expect(html).toContain(`Send back ${d.fileName}`);
    }
    expect(html).toContain("No payment on this case.");
    // One history, newest first, saying who: the D1 console's offer and the site's receipt.
    const history = /data-testid="case-history"[\s\S]*?<\/ol>/.exec(html)![0];
    expect(history).toContain("Status: Application received → Offer issued");
    expect(history).toContain(m.staff_case_no_actor());
    const lines = [...history.matchAll(/<li[^>]*><p[^>]*>([^<]*)<\/p>/g)].map((line) => line[1]);
    expect(lines[0]).toBe("Status: Application received → Offer issued");
    expect(lines.indexOf("Application received")).toBeGreaterThan(0);
    // Every form posts, with its intent and the version of what it changes.
    const forms = [...html.matchAll(/<form[^>]*>/g)].map((f) => f[0]);
    const caseForms = forms.filter((f) => f.includes("data-intent"));
    expect(caseForms.length).toBeGreaterThan(c.steps.length + c.documents.length);
    for (const form of caseForms) expect(form).toContain('method="post"');
  });

  it("says where each message to the student stands in words", async () => {
    const application = await apply();
    await sql(
      "INSERT INTO email_log (key, recipient, subject, status) VALUES (?, ?, 'Your application was received', 'queued')",
      `application:${application.id}:student`,
      application.email,
    );
    await sql(
      "INSERT INTO whatsapp_messages (key, phone, template, variables, status, last_error) VALUES (?, '+2348012345678', 'application_received', '[]', 'failed', 'Meta: 131026')",
      `application:${application.id}:whatsapp`,
    );
    const { html } = await page(application.reference);
    expect(html).toContain("E-mail to the student: Your application was received (waiting to be sent)");
    expect(html).toContain("WhatsApp to the student: application_received (not sent: it failed)");
    expect(html).toContain("Meta: 131026");
  });

  it("answers 404 for a reference no case has", async () => {
    const { status, html } = await page("APP-NOSUCH00");
    expect(status).toBe(404);
    expect(html).toContain(m.staff_case_not_found({ reference: "APP-NOSUCH00" }));
  });
});

describe("the page's forms", () => {
  it("sets the status with a note, back to the status with Saved, the history naming the staff member", async () => {
    const application = await apply();
    const response = await post(application.reference, {
      intent: "status",
      status: "in_review",
      staffNote: "We're checking it",
      requestedDocType: "",
      version: versionOf(STATUS_VERSION, (await staffCase(application.reference)).application),
    });
    const html = await saved(response, application.reference, "status");
    expect(html).toContain("Now: In review");
    expect(html).toContain("Status: Application received → In review");
    expect(html).toContain(`By ${who(NGOZI)}`);
    expect((await staffCase(application.reference)).application).toMatchObject({
      status: "in_review",
      staffNote: "We're checking it",
    });
  });

  it("sets a step's appointment", async () => {
    const application = await withOffer();
    const response = await post(application.reference, {
      intent: "step",
      step: "visa_appointment_booked",
      state: "done",
      appointmentOn: "2027-06-10",
      appointmentPlace: "Turkish Embassy, Abuja",
      version: stepVersion(await staffCase(application.reference), "visa_appointment_booked"),
    });
    const html = await saved(response, application.reference, "step-visa_appointment_booked");
    expect(html).toContain("Appointment: 10 June 2027, Turkish Embassy, Abuja");
    expect(html).toMatch(/Visa appointment booked: To do → Done/);
    expect(html).toContain(`By ${who(NGOZI)}`);
  });

  it("accepts a document and attaches a /services payment", async () => {
    const application = await apply();
    const passport = passportOf(await staffCase(application.reference));
    const accepted = await post(application.reference, {
      intent: "review",
      documentId: String(passport.id),
      decision: "accept",
      version: versionOf(REVIEW_VERSION, passport),
    });
    let html = await saved(accepted, application.reference, `document-${passport.id}`);
    expect(html).toContain(`Reviewed by ${who(NGOZI)}`);
    expect(html).toContain(`Document accepted: Passport (${passport.fileName})`);

    const txRef = `ISG-${crypto.randomUUID().replaceAll("-", "").slice(0, 16).toUpperCase()}`;
    await sql(
      `INSERT INTO payments (tx_ref, service_key, service_name, amount, currency, customer_name, customer_email,
         customer_phone, status, gateway) VALUES (?, 'basic', 'Basic Package', 150, 'USD', 'A Student', ?, '+2348012345678', 'successful', 'sandbox')`,
      txRef,
      application.email,
    );
    expect((await page(application.reference)).html).toContain(`Attach ${txRef}`);
    html = await saved(
      await post(application.reference, { intent: "attach", txRef }),
      application.reference,
      "payments",
    );
    expect(html).toContain(`Attached by ${who(NGOZI)}`);
    expect(html).not.toContain(`Attach ${txRef}`);
    // The payment's status and gateway in words, and the attach in the history, by who attached it.
    expect(html).toContain("Basic Package: $150, paid");
    expect(html).toContain(`Reference ${txRef}, local sandbox (Flutterwave's protocol)`);
    expect(html).toContain(`Payment attached: Basic Package (${txRef})`);
    const attachLine = /<li[^>]*data-kind="payment_attached"[\s\S]*?<\/li>/.exec(html)?.[0];
    expect(attachLine).toContain(`By ${who(NGOZI)}`);
  });

  it("sends a document back with the reason as typed, shown to staff and on the student's status page", async () => {
    const application = await apply();
    const passport = passportOf(await staffCase(application.reference));
    const response = await post(
      application.reference,
      {
        intent: "review",
        documentId: String(passport.id),
        decision: "send_back",
        reason: REASON,
        version: versionOf(REVIEW_VERSION, passport),
      },
      EMRE.email,
    );
    const html = await saved(response, application.reference, `document-${passport.id}`);
    expect(html).toContain(`Reason sent to the student: ${REASON}`);
    expect(html).toContain(`Reviewed by ${who(EMRE)}`);
    expect(html).toContain(`By ${who(EMRE)}`);
    const student = decoded(await (await lookup(application.reference, application.email)).text());
    expect(student).toContain(REASON);
  });
});

describe("a refused change", () => {
  it("gives the second of two changes from the same read a 409 with the case now and what was typed", async () => {
    const application = await withOffer();
    const read = stepVersion(await staffCase(application.reference), "visa_appointment_booked");
    const first = await post(application.reference, {
      intent: "step",
      step: "visa_appointment_booked",
      state: "done",
      appointmentOn: "2027-06-10",
      appointmentPlace: "Turkish Embassy, Abuja",
      version: read,
    });
    expect(first.status).toBe(303);
    const rows = await written(application.id);
    const second = await post(
      application.reference,
      {
        intent: "step",
        step: "visa_appointment_booked",
        state: "in_progress",
        appointmentOn: "2027-06-17",
        appointmentPlace: "Consulate in Lagos",
        version: read,
      },
      EMRE.email,
    );
    expect(second.status).toBe(409);
    const html = decoded(await second.text());
    const step = /<li id="step-visa_appointment_booked"[\s\S]*?<\/li>\s*<li id="step-/.exec(html)![0];
    // What is there now, then the message at the form, then the form with what Emre typed.
    expect(step).toContain('data-state="done"');
    expect(step).toContain("Appointment: 10 June 2027, Turkish Embassy, Abuja");
    expect(step).toContain(m.staff_case_changed_meanwhile());
    expect(step).toContain('value="Consulate in Lagos"');
    expect(step).toContain('value="2027-06-17"');
    expect(step).toMatch(/<option value="in_progress" selected="">/);
    // The form carries the version read now: sent again, it goes in.
    const now = stepVersion(await staffCase(application.reference), "visa_appointment_booked");
    expect(step).toContain(`name="version" value="${now}"`);
    expect(await written(application.id)).toBe(rows);
  });

  it("shows D1's refusal (an arrival before a granted visa) under the field with what was typed, 400", async () => {
    const application = await withOffer();
    const rows = await written(application.id);
    const response = await post(application.reference, {
      intent: "step",
      step: "travel_booked",
      state: "done",
      arrivalOn: "2027-09-12",
      version: stepVersion(await staffCase(application.reference), "travel_booked"),
    });
    expect(response.status).toBe(400);
    const html = decoded(await response.text());
    expect(html).toContain(
      `<ul id="travel_booked-arrivalOn-error" class="form-error m-0 list-none p-0"><li>${m.staff_case_arrival_before_visa()}</li>`,
    );
    expect(html).toMatch(/id="travel_booked-arrivalOn"[^>]*value="2027-09-12"/);
    expect(await written(application.id)).toBe(rows);
  });

  it("keeps a send-back without a reason from being saved, 400 at the reason", async () => {
    const application = await apply();
    const passport = passportOf(await staffCase(application.reference));
    const response = await post(application.reference, {
      intent: "review",
      documentId: String(passport.id),
      decision: "send_back",
      reason: "  ",
      version: versionOf(REVIEW_VERSION, passport),
    });
    expect(response.status).toBe(400);
    expect(decoded(await response.text())).toContain(`id="document-${passport.id}-reason-error"`);
  });

  it("is refused 403 without a staff token, or posted from another site, nothing written", async () => {
    const application = await apply();
    const rows = await written(application.id);
    const fields = new URLSearchParams({
      intent: "status",
      status: "in_review",
      staffNote: "Nobody",
      version: versionOf(STATUS_VERSION, (await staffCase(application.reference)).application),
    });
    await ensureStaff(NGOZI);
    const anonymous = await exports.default.fetch(
      new Request(`http://localhost/staff/cases/${application.reference}`, { method: "POST", body: fields }),
    );
    expect(anonymous.status).toBe(403);
    // From another origin (React Router refuses it before the action), or from another site by the browser's word.
    for (const headers of [
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } as Record<string, string>,
      { "Sec-Fetch-Site": "cross-site" },
    ]) {
      const crossSite = await exports.default.fetch(
        new Request(`http://localhost/staff/cases/${application.reference}`, {
          method: "POST",
          body: fields,
          headers: { "Cf-Access-Jwt-Assertion": await staffToken(NGOZI.email), ...headers },
        }),
      );
      expect([400, 403]).toContain(crossSite.status);
    }
    expect(await written(application.id)).toBe(rows);
    expect((await staffCase(application.reference)).application.status).toBe("received");
  });
});
