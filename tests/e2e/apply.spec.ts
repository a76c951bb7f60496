import { readFileSync, writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test, waitUntilReady } from "./fixtures";
import {
  addDocumentsToApply,
  expectDocumentsUploaded,
  expectInViewport,
  expectNoErrorPage,
  expectRefused,
  VIEWPORTS,
} from "./form-checks";
import { queryLocalD1, r2Get, r2Objects, sentEmailTexts } from "./local-state";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));
const TRANSCRIPT = { name: "transcript.pdf", mimeType: "application/pdf", buffer: fixture("transcript.pdf") };
const PASSPORT = { name: "passport.jpg", mimeType: "image/jpeg", buffer: fixture("passport.jpg") };
const PHOTO = { name: "photo.png", mimeType: "image/png", buffer: fixture("photo.png") };

const REQUIRED = "Please fill in all required fields";
const INVALID_EMAIL = "Please enter a valid email address";

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const select = (page: Page, name: string) => page.getByRole("combobox", { name, exact: true });

/** A promise that stays pending until `release()`: a route handler awaits it to hold a request back, as a slow
 * network would. */
function holdBack() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

async function fillPersonal(page: Page, email = "amina.bello@example.com") {
  await field(page, "First Name").fill("Amina");
  await field(page, "Last Name").fill("Bello");
  await field(page, "Email Address").fill(email);
  await field(page, "Phone Number (optional)").fill("+2348012345678");
}

async function choose(page: Page, faculty: string, university: string, program?: string) {
  await select(page, "Faculty").selectOption(faculty);
  await select(page, "University").selectOption(university);
  if (program) await select(page, "Program").selectOption({ label: program });
}

test.describe("/apply", () => {
  test("the first HTML holds the whole form with the catalogue from D1", async ({ request }) => {
    const response = await request.get("/apply");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>University Application Form | Istanbul Study Gateway</title>");
    for (const text of [
      "University Application Form",
      "Personal Information",
      "Academic Information",
      "Document Upload",
      "Additional Message",
      "Declaration:",
      "Submit Application",
      "Faculty of Medicine",
      "Institute of Sciences",
      "Istanbul Medipol University",
      "Uskudar University",
      "Cyber Security (Thesis)",
      'value="Nigeria"',
      'accept=".pdf,.doc,.docx,.jpg,.jpeg,.png"',
      "https://wa.me/2348031234567",
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).toMatch(/<form [^>]*enctype="multipart\/form-data"/i);
    // Without JavaScript every program is there, grouped per faculty and university.
    expect(html).toContain('<optgroup label="Medicine · Medipol">');
  });

  test("shows the breadcrumb Home > Apply and the WhatsApp help link", async ({ page }) => {
    await page.goto("/apply");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Apply" })).toHaveAttribute("href", "/apply");
    await expect(page.getByRole("link", { name: /Chat with us on WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/2348031234567\?text=/,
    );
  });

  test("programs depend on faculty and university: disabled until both, cleared on change, warning when none", async ({
    page,
  }) => {
    await page.goto("/apply");
    await waitUntilReady(page);
    const program = select(page, "Program");
    await expect(program).toBeDisabled();
    await select(page, "Faculty").selectOption("Faculty of Health Sciences");
    await expect(program).toBeDisabled();
    await select(page, "University").selectOption("Istinye University");
    await expect(program).toBeEnabled();
    await expect(program.locator("option")).toHaveText([
      "Select a program",
      "Nursing",
      "Physiotherapy & Rehabilitation",
      "Nutrition & Dietetics",
      "Audiology",
      "Midwifery",
    ]);
    await program.selectOption("Midwifery");
    await expect(program).toHaveValue("Midwifery");

    await select(page, "University").selectOption("Istanbul Medipol University");
    await expect(program).toHaveValue("");
    await program.selectOption("Audiology");
    await select(page, "Faculty").selectOption("Faculty of Dentistry");
    await expect(program).toHaveValue("");

    await choose(page, "Faculty of Medicine", "Beykoz University");
    await expect(
      page.getByText("No programs are available for this faculty at the selected university."),
    ).toBeVisible();
    await expect(program.locator("option")).toHaveCount(1);
  });

  test("?university={id} and ?program={name} preselect what they can", async ({ page }) => {
    await page.goto("/apply?university=3");
    await expect(select(page, "University")).toHaveValue("Isik University");

    await page.goto("/apply?program=Medicine");
    await waitUntilReady(page);
    await expect(select(page, "Faculty")).toHaveValue("Faculty of Medicine");
    await expect(select(page, "University")).toHaveValue("");
    await expect(select(page, "Program")).toBeDisabled();

    // Offered by one university only: faculty, university and program are all chosen.
    await page.goto("/apply?program=Midwifery");
    await expect(select(page, "Faculty")).toHaveValue("Faculty of Health Sciences");
    await expect(select(page, "University")).toHaveValue("Istinye University");
    await expect(select(page, "Program")).toHaveValue("Midwifery");

    await page.goto("/apply?program=Medicine&university=7");
    await expect(select(page, "University")).toHaveValue("Uskudar University");
    await expect(select(page, "Program")).toHaveValue("Medicine");
  });

  test("validates in the browser with the spec's messages, and shows the server's message", async ({ page }) => {
    await page.goto("/apply");
    await waitUntilReady(page);
    const submit = page.getByRole("button", { name: "Submit Application" });
    const alert = page.getByRole("alert").filter({ hasNotText: "accepted file type" });

    await submit.click();
    await expect(alert).toHaveText(REQUIRED);

    await fillPersonal(page, "amina@example");
    await choose(page, "Faculty of Medicine", "Istanbul Medipol University", "Medicine");
    await submit.click();
    await expect(alert).toHaveText(INVALID_EMAIL);
    await expect(field(page, "Email Address")).toHaveAttribute("aria-invalid", "true");

    await field(page, "Email Address").fill("amina@example.com");
    await submit.click();
    // Nothing added: the checklist names what Medicine needs to apply.
    await expect(alert).toHaveText(
      "Please add these documents to apply: Passport, Passport photo, Secondary school results.",
    );

    // The picker refuses what the server would refuse, naming the file.
    const picker = page.getByLabel("Add documents");
    await picker.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(
      page.getByText('"notes.txt" is not an accepted file type. Please upload PDF, DOC, DOCX, JPG or PNG files.'),
    ).toBeVisible();
    await expect(page.getByRole("list", { name: "Selected documents: Other document" })).toHaveCount(0);

    // An executable renamed .pdf passes the browser's name check; the server reads its bytes and says no.
    await picker.setInputFiles({
      name: "setup.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(2048, 1)]),
    });
    await submit.click();
    await expect(page.getByRole("alert").filter({ hasText: "setup.pdf" })).toHaveText(
      '"setup.pdf" is not a real PDF file: its content does not match its name. Please upload PDF, DOC, DOCX, JPG or PNG files.',
    );
    await expect(field(page, "First Name")).toHaveValue("Amina");
  });

  test("submits with documents added, removed and added again, then resets; D1, R2 and e-mails hold exactly that", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // The uploads this test creates (tus answers a creation with the upload's address).
    const created: string[] = [];
    page.on("response", (r) => {
      const location = r.request().method() === "POST" ? r.headers().location : undefined;
      if (location?.includes("/api/uploads/")) created.push(location.split("/").pop()!);
    });
    await page.goto("/apply");
    await waitUntilReady(page);
    await fillPersonal(page);
    await field(page, "Country of Residence").fill("Ghana");
    await choose(page, "Faculty of Health Sciences", "Istinye University", "Nursing");
    await select(page, "Education Level (optional)").selectOption("High School");
    await field(page, "Message (optional)").fill("I would like to start in September.");

    const picker = page.getByLabel("Add documents");
    const list = page.getByRole("list", { name: "Selected documents: Other document" });
    await picker.setInputFiles([TRANSCRIPT, PHOTO]);
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list).toContainText("transcript.pdf");
    await expect(list).toContainText("614 B");
    await expect(list).toContainText("photo.png");
    await page.getByRole("button", { name: "Remove photo.png" }).click();
    await picker.setInputFiles(PASSPORT);
    await expect(list.getByRole("listitem")).toHaveText([/transcript\.pdf\s*614 B/, /passport\.jpg\s*2 KB/]);

    // Nursing's checklist: its passport, photo and results boxes (checklist-*.pdf), beside the other documents.
    await addDocumentsToApply(page);
    const submit = page.getByRole("button", { name: "Submit Application" });
    await submit.click();
    const confirmation = page.getByRole("status").filter({ hasText: "Application submitted successfully!" });
    await expect(confirmation).toBeVisible();
    const reference = (await confirmation.getByTestId("application-reference").textContent())!;
    expect(reference).toMatch(/^APP-[A-HJ-NP-Z2-9]{8}$/);

    // Every field is reset; the country goes back to Nigeria.
    await expect(field(page, "First Name")).toHaveValue("");
    await expect(field(page, "Last Name")).toHaveValue("");
    await expect(field(page, "Email Address")).toHaveValue("");
    await expect(field(page, "Phone Number (optional)")).toHaveValue("");
    await expect(field(page, "Country of Residence")).toHaveValue("Nigeria");
    await expect(field(page, "Message (optional)")).toHaveValue("");
    await expect(select(page, "Faculty")).toHaveValue("");
    await expect(select(page, "University")).toHaveValue("");
    await expect(select(page, "Program")).toBeDisabled();
    await expect(select(page, "Education Level (optional)")).toHaveValue("");
    await expect(list).toHaveCount(0);
    // The green confirmation goes after 5 seconds; the reference stays on the page.
    await expect(confirmation).toBeHidden({ timeout: 8_000 });
    await expect(page.getByText(`Your last application reference: ${reference}`)).toBeVisible();

    // D1: the application row, one row per document, and (the queue's batch timeout having long passed) the
    // two e-mails the consumer sent.
    const readD1 = () => ({
      application: queryLocalD1<{ id: number; notification_status: string; program_id: number }>(
        "SELECT id, first_name, country_of_residence, university_id, program_id, selected_program, education_level, notification_status FROM applications WHERE reference = ?",
        [reference],
      )[0]!,
      documents: queryLocalD1<{ r2_key: string; file_name: string; content_type: string; size: number }>(
        "SELECT d.r2_key, d.file_name, d.content_type, d.size FROM application_documents d JOIN applications a ON a.id = d.application_id WHERE a.reference = ? ORDER BY d.id",
        [reference],
      ),
      mails: queryLocalD1(
        "SELECT e.key, e.status, e.recipient FROM email_log e JOIN applications a ON e.key IN ('application:' || a.id || ':inbox', 'application:' || a.id || ':student') WHERE a.reference = ? ORDER BY e.key",
        [reference],
      ),
    });
    let state = readD1();
    if (state.application?.notification_status !== "sent") {
      await expect
        .poll(
          async () => {
            state = readD1();
            return state.application.notification_status;
          },
          { timeout: 30_000 },
        )
        .toBe("sent");
    }
    const { application } = state;
    // The documents of the "Other document" box (the checklist's own, checklist-*.pdf, aside).
    const documents = state.documents.filter((d) => !d.file_name.startsWith("checklist-"));
    expect(application).toMatchObject({
      first_name: "Amina",
      country_of_residence: "Ghana",
      university_id: 2,
      selected_program: "Nursing",
      education_level: "High School",
      notification_status: "sent",
    });
    expect(application.program_id).toBeGreaterThan(0);
    expect(documents.map(({ file_name, content_type, size }) => [file_name, content_type, size])).toEqual([
      ["transcript.pdf", "application/pdf", TRANSCRIPT.buffer.length],
      ["passport.jpg", "image/jpeg", PASSPORT.buffer.length],
    ]);
    expect(state.mails).toEqual([
      { key: `application:${application.id}:inbox`, status: "sent", recipient: "info@istanbulstudygateway.com" },
      { key: `application:${application.id}:student`, status: "sent", recipient: "amina.bello@example.com" },
    ]);

    // R2: those two objects, byte for byte, uploaded one by one (tus) and adopted by the application; the removed
    // photo's upload was ended (terminated), so nothing of it is left.
    const all = await r2Objects();
    const objects = all.filter((o) => documents.some((d) => d.r2_key === o.key));
    expect(objects).toHaveLength(2);
    const adopted = new Set(
      queryLocalD1<{ r2_key: string }>("SELECT r2_key FROM application_documents").map((d) => d.r2_key),
    );
    // The removal's termination is retried by the client until the server takes it: poll for it to be gone.
    expect(created.length).toBeGreaterThanOrEqual(3);
    await expect
      .poll(
        async () =>
          (await r2Objects()).filter((o) => created.includes(o.customMetadata.uploadId ?? "") && !adopted.has(o.key)),
        { timeout: 20_000 },
      )
      .toEqual([]);
    const expected = [TRANSCRIPT, PASSPORT];
    const bytes = await Promise.all(documents.map((d) => r2Get(d.r2_key)));
    documents.forEach((doc, i) => {
      const object = objects.find((o) => o.key === doc.r2_key)!;
      expect(object.httpMetadata.contentType).toBe(doc.content_type);
      expect(object.customMetadata.originalName).toBe(expected[i]!.name);
      expect(bytes[i]!.equals(expected[i]!.buffer), `bytes of ${doc.file_name}`).toBe(true);
    });

    // The e-mails themselves, as the local send_email binding wrote them.
    const mails = await sentEmailTexts(reference);
    const inbox = mails.find((m) => m.startsWith("New university application"));
    expect(inbox).toContain("transcript.pdf (614 B, application/pdf)");
    expect(inbox).toContain(documents[1]!.r2_key);
    expect(mails.find((m) => m.startsWith("Dear Amina"))).toContain(`Your application reference is ${reference}.`);
  });

  test("the page loads no script until the student reaches for the form; what they do meanwhile is kept", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const scripts: string[] = [];
    const { held, release } = holdBack();
    await page.route("**/assets/*.js", async (route) => {
      scripts.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto("/apply");
    // Reading the page, scrolling through it, costs no script.
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(500);
    expect(scripts, "scripts requested before the student reached for the form").toEqual([]);

    // The first tap into the form starts them; on a slow phone they load while the student goes on.
    await field(page, "First Name").click();
    await expect.poll(() => scripts.length).toBeGreaterThan(5);
    await fillPersonal(page);
    await choose(page, "Faculty of Health Sciences", "Istinye University", "Nursing");
    await page.getByLabel("Add documents").setInputFiles([TRANSCRIPT]);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(field(page, "First Name")).toHaveValue("Amina");
    await expect(field(page, "Email Address")).toHaveValue("amina.bello@example.com");
    await expect(select(page, "Faculty")).toHaveValue("Faculty of Health Sciences");
    await expect(select(page, "University")).toHaveValue("Istinye University");
    await expect(select(page, "Program")).toHaveValue("Nursing");
    // The file chosen in the plain input joined the picker and uploaded.
    const list = page.getByRole("list", { name: "Selected documents: Other document" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText("transcript.pdf");
    await expect(list).toContainText("Uploaded");
    await addDocumentsToApply(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Application submitted successfully!" })).toBeVisible();
  });

  test("a document removed while the upload code is still loading is never uploaded", async ({ page }) => {
    await page.goto("/apply");
    await waitUntilReady(page);
    // The upload code (tus-js-client) loads on the first pick: held back here as on a slow phone.
    const { held, release } = holdBack();
    await page.route("**/assets/**", async (route) => {
      await held;
      await route.continue();
    });
    const removed = { ...PHOTO, name: "removed-while-loading.png" };
    await page.getByLabel("Add documents").setInputFiles([TRANSCRIPT, removed]);
    const list = page.getByRole("list", { name: "Selected documents: Other document" });
    await page.getByRole("button", { name: `Remove ${removed.name}` }).click();
    release();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText("Uploaded");
    await page.waitForTimeout(1000); // time for a wrongly started upload to finish
    expect((await r2Objects()).filter((o) => o.customMetadata.originalName === removed.name)).toEqual([]);
  });

  test("a document removed while the server creates its upload is ended there, not left behind", async ({ page }) => {
    await page.goto("/apply");
    await waitUntilReady(page);
    // The creation request reaches the server, which creates the upload; its answer is held back, as on a slow
    // network, while the student removes the document.
    const { held, release } = holdBack();
    let created = "";
    await page.route("**/api/uploads", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const response = await route.fetch();
      created = response.headers().location?.split("/").pop() ?? "";
      await held;
      await route.fulfill({ response }).catch(() => {}); // aborted by the page: nothing to answer
    });
    const removed = { ...PHOTO, name: "removed-while-created.png" };
    await page.getByLabel("Add documents").setInputFiles([removed]);
    await expect.poll(() => created).not.toBe("");
    const rows = () => queryLocalD1("SELECT id FROM uploads WHERE id = ?", [created]);
    expect(rows()).toHaveLength(1);
    await page.getByRole("button", { name: `Remove ${removed.name}` }).click();
    await expect(page.getByRole("list", { name: "Selected documents: Other document" })).toHaveCount(0);
    release();
    await expect.poll(rows, { timeout: 10_000 }).toHaveLength(0);
    await page.waitForTimeout(500); // a chunk request cut short by the termination settles
    expect((await r2Objects()).filter((o) => o.key.includes(created))).toEqual([]);
  });

  test("a document removed just as it finishes and picked again uploads anew; the application goes through", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // A file on disk: picked twice it is the same file (name, size, date), as on a phone, so tus-js-client's
    // fingerprint of the second pick matches the first.
    const path = test.info().outputPath("transcript.pdf");
    writeFileSync(path, TRANSCRIPT.buffer);
    await page.goto("/apply");
    await waitUntilReady(page);
    await fillPersonal(page);
    await choose(page, "Faculty of Medicine", "Istanbul Medipol University", "Medicine");
    // The last (here the only) PATCH reaches the server, which completes the upload; its answer is held back, as on
    // a slow line, while the student removes the document. The termination that removal sends is slow too.
    const lastAnswer = holdBack();
    const termination = holdBack();
    let first = "";
    await page.route("**/api/uploads/*", async (route) => {
      const method = route.request().method();
      if (method === "PATCH" && !first) {
        const response = await route.fetch();
        first = route.request().url().split("/").pop()!;
        await lastAnswer.held;
        return route.fulfill({ response }).catch(() => {}); // aborted by the page: nothing to answer
      }
      if (method === "DELETE") await termination.held;
      return route.continue().catch(() => {});
    });
    const list = page.getByRole("list", { name: "Selected documents: Other document" });
    await page.getByLabel("Add documents").setInputFiles(path);
    await expect.poll(() => first).not.toBe("");
    await page.getByRole("button", { name: "Remove transcript.pdf" }).click();
    await expect(list).toHaveCount(0);
    await page.getByLabel("Add documents").setInputFiles(path);
    await expect(list).toContainText("Uploaded", { timeout: 15_000 });
    // The removal reaches the server: the first upload is gone.
    termination.release();
    lastAnswer.release();
    await expect.poll(() => queryLocalD1("SELECT id FROM uploads WHERE id = ?", [first])).toHaveLength(0);

    await addDocumentsToApply(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    const confirmation = page.getByRole("status").filter({ hasText: "Application submitted successfully!" });
    // The submit waits for the documents just added to finish uploading: as long as the upload above may take on a
    // loaded 2-core machine (7 s once fell short in a clean CI run).
    await expect(confirmation).toBeVisible({ timeout: 15_000 });
    const reference = (await confirmation.getByTestId("application-reference").textContent())!;
    const documents = queryLocalD1<{ r2_key: string; size: number }>(
      "SELECT d.r2_key, d.size FROM application_documents d JOIN applications a ON a.id = d.application_id WHERE a.reference = ? AND d.file_name = 'transcript.pdf'",
      [reference],
    );
    expect(documents.map((d) => d.size)).toEqual([TRANSCRIPT.buffer.length]);
    expect((await r2Get(documents[0]!.r2_key)).equals(TRANSCRIPT.buffer)).toBe(true);
  });

  test("leaving the page while the upload code is still loading uploads nothing", async ({ page }) => {
    await page.goto("/apply");
    await waitUntilReady(page);
    // Only the upload code (tus-js-client, told by its protocol header) is held back: the next page's code is not.
    const { held, release } = holdBack();
    let tusRequested = false;
    await page.route("**/assets/*.js", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes("Tus-Resumable") && !body.includes("Selected documents")) {
        tusRequested = true;
        await held;
      }
      await route.fulfill({ response, body });
    });
    const uploadRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/uploads")) uploadRequests.push(`${request.method()} ${request.url()}`);
    });
    const left = { ...PHOTO, name: "left-behind.png" };
    await page.getByLabel("Add documents").setInputFiles([left]);
    await expect.poll(() => tusRequested).toBe(true);
    await page.getByRole("link", { name: /home$/ }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    release();
    await page.waitForTimeout(1500); // time for a wrongly started upload to begin and finish
    expect(uploadRequests).toEqual([]);
    expect((await r2Objects()).filter((o) => o.customMetadata.originalName === left.name)).toEqual([]);
  });

  test("works without JavaScript: multipart form to the route action, grouped programs, server validation", async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/apply");
    await fillPersonal(page, "tunde@example.com");
    await field(page, "First Name").fill("Tunde");
    // The program list is complete and grouped; the server checks the pair.
    await choose(page, "Faculty of Medicine", "Beykoz University", "Medicine");
    await page.getByLabel("Add documents").setInputFiles([TRANSCRIPT, PASSPORT]);
    let response = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Submit Application" }).click(),
    ]).then(([r]) => r);
    expect(response.status()).toBe(400);
    const refused = page.getByRole("alert");
    await expect(refused).toContainText(
      'There is no "Medicine" program in Faculty of Medicine at Beykoz University. Please choose a program from the list.',
    );
    // Without JavaScript the refused fields are listed as links to them (the form is far above on a phone).
    await expect(refused.getByRole("link")).toHaveText(["Program"]);
    await expect(refused.getByRole("link", { name: "Program" })).toHaveAttribute(
      "href",
      "#application-selectedProgram",
    );
    await expect(field(page, "First Name")).toHaveValue("Tunde");
    await expect(select(page, "University")).toHaveValue("Beykoz University");

    await choose(page, "Faculty of Engineering & Natural Sciences", "Ozyegin University", "Computer Engineering");
    await page.getByLabel("Add documents").setInputFiles([TRANSCRIPT, PASSPORT]);
    await addDocumentsToApply(page);
    response = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Submit Application" }).click(),
    ]).then(([r]) => r);
    expect(response.status()).toBe(200);
    const confirmation = page.getByRole("status").filter({ hasText: "Application submitted successfully!" });
    await expect(confirmation).toBeVisible();
    const reference = (await confirmation.getByTestId("application-reference").textContent())!;
    expect(reference).toMatch(/^APP-/);
    await expect(field(page, "First Name")).toHaveValue("");
    await expect(field(page, "Country of Residence")).toHaveValue("Nigeria");

    const rows = queryLocalD1<{ file_name: string; university_id: number; selected_program: string }>(
      "SELECT d.file_name, a.university_id, a.selected_program FROM applications a JOIN application_documents d ON d.application_id = a.id WHERE a.reference = ? AND d.file_name NOT LIKE 'checklist-%' ORDER BY d.id",
      [reference],
    );
    expect(rows).toEqual([
      { file_name: "transcript.pdf", university_id: 6, selected_program: "Computer Engineering" },
      { file_name: "passport.jpg", university_id: 6, selected_program: "Computer Engineering" },
    ]);
    await context.close();
  });
});

for (const viewport of VIEWPORTS) {
  test.describe(`/apply without JavaScript at ${viewport.name}`, () => {
    test.use({ javaScriptEnabled: false, ...viewport.use });

    test("a refused and then an accepted application open on their result, fields marked and kept", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.goto("/apply");
      // The browser's own checks (required, type=email) pass; the server's e-mail rule does not.
      await field(page, "First Name").fill("Ada");
      await field(page, "Last Name").fill("Okoro");
      await field(page, "Email Address").fill("ada.okoro@example");
      await choose(page, "Faculty of Engineering & Natural Sciences", "Ozyegin University", "Computer Engineering");
      await page.getByLabel("Add documents").setInputFiles([TRANSCRIPT]);
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect(page).toHaveURL(/#application-result$/);
      const refused = page.locator("#application-result").getByRole("alert");
      await expect(refused).toContainText(INVALID_EMAIL);
      await expectInViewport(page, refused);
      await expectRefused(page, field(page, "Email Address"), INVALID_EMAIL);
      await expect(refused.getByRole("link", { name: "Email Address" })).toHaveAttribute("href", "#application-email");
      await expect(field(page, "Last Name")).not.toHaveAttribute("aria-invalid");
      await expect(field(page, "Last Name")).toHaveValue("Okoro");
      await expect(field(page, "Email Address")).toHaveValue("ada.okoro@example");
      await expect(select(page, "Program")).toHaveValue("Computer Engineering");

      await field(page, "Email Address").fill(`ada.${Date.now()}@example.com`);
      // A browser never refills a file input: the documents are chosen again.
      await page.getByLabel("Add documents").setInputFiles([TRANSCRIPT]);
      await addDocumentsToApply(page);
      await page.getByRole("button", { name: "Submit Application" }).click();
      const accepted = page.locator("#application-result").getByRole("status");
      await expect(accepted).toContainText("Application submitted successfully!");
      await expectInViewport(page, accepted);
    });
  });
}

test.describe("/apply with JavaScript, a failed send keeps the form and the documents", () => {
  for (const viewport of VIEWPORTS) {
    test.describe(viewport.name, () => {
      test.use(viewport.use);

      test("offline: the red message, fields and documents kept, no error page", async ({ browser, baseURL }) => {
        const context = await browser.newContext({ baseURL, ...viewport.use });
        const page = await context.newPage();
        await page.goto("/apply");
        await waitUntilReady(page);
        await fillPersonal(page);
        await choose(page, "Faculty of Engineering & Natural Sciences", "Ozyegin University", "Computer Engineering");
        await page.getByLabel("Add documents").setInputFiles([TRANSCRIPT]);
        await addDocumentsToApply(page);
        // The documents upload on their own as soon as they are picked; the connection drops before the submit.
        await expect(page.getByRole("list", { name: "Selected documents: Other document" })).toContainText("Uploaded");
        await expectDocumentsUploaded(page);
        await context.setOffline(true);
        await page.getByRole("button", { name: "Submit Application" }).click();
        const alert = page.locator("#application-result").getByRole("alert");
        await expect(alert).toHaveText("An error occurred while submitting your application. Please try again.");
        await expectInViewport(page, alert);
        await expect(field(page, "First Name")).toHaveValue("Amina");
        await expect(select(page, "Program")).toHaveValue("Computer Engineering");
        await expect(
          page.getByRole("list", { name: "Selected documents: Other document" }).getByRole("listitem"),
        ).toHaveCount(1);
        await expectNoErrorPage(page);
        await context.close();
      });
    });
  }

  test("a 500 from the server: its message or the spec's, fields kept", async ({ browser, baseURL }) => {
    const page = await browser.newPage({ baseURL });
    await page.goto("/apply");
    await waitUntilReady(page);
    await fillPersonal(page);
    await choose(page, "Faculty of Engineering & Natural Sciences", "Ozyegin University", "Computer Engineering");
    await page.getByLabel("Add documents").setInputFiles([TRANSCRIPT]);
    await addDocumentsToApply(page);
    // Every document uploaded first (they upload as soon as they are picked): the 500 is the submit's alone.
    await expectDocumentsUploaded(page);
    await page.route("**/apply.data*", (route) =>
      route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Internal Server Error</h1>" }),
    );
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.locator("#application-result").getByRole("alert")).toHaveText(
      "Failed to submit application. Please try again.",
    );
    await expect(field(page, "Email Address")).toHaveValue("amina.bello@example.com");
    await expect(page.getByRole("button", { name: "Submit Application" })).toBeEnabled();
    await expectNoErrorPage(page);
    await page.close();
  });

  test("the document picker shows a focus ring when reached by keyboard", async ({ page }) => {
    await page.goto("/apply");
    await waitUntilReady(page);
    // The first box of the checklist: the passport's.
    const zone = page.locator('label[for="application-documents-passport"]');
    const before = await zone.evaluate((el) => getComputedStyle(el).boxShadow);
    await select(page, "Nationality (optional)").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Add: Passport", { exact: true })).toBeFocused();
    const ring = await zone.evaluate((el) => getComputedStyle(el).boxShadow);
    expect(ring).not.toBe(before);
    expect(ring).toMatch(/rgb/);
  });
});
