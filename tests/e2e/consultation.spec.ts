import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectInViewport, expectRefused, VIEWPORTS } from "./form-checks";
import { queryLocalD1 } from "./local-state";

// The consultation form end to end on the served site: the page, the route action, D1, the queue and the
// consumer Worker that e-mails the inbox (wrangler's local send_email). The pages it is on ship no script
// (docs/decisions/0026): the form posts, and the page that comes back opens on its result.

type Row = {
  id: number;
  full_name: string;
  email: string;
  phone: string;
  study_level: string;
  message: string | null;
  source: string;
  university_id: number | null;
  notification_status: string;
};

function rowsFor(email: string): Row[] {
  return queryLocalD1<Row>("SELECT * FROM consultation_requests WHERE email = ?", [email]);
}

/** The consumer sends the e-mail after the queue's batch timeout and marks the row 'sent'. */
async function expectEmailed(email: string) {
  await expect.poll(() => rowsFor(email)[0]?.notification_status, { timeout: 20_000, intervals: [250] }).toBe("sent");
}

let n = 0;
function uniqueEmail(name: string) {
  return `${name}.${Date.now()}.${++n}@example.com`;
}

async function fill(
  page: Page,
  values: { fullName: string; email: string; phone: string; studyLevel: string; message?: string },
) {
  await page.getByLabel("Full Name").fill(values.fullName);
  await page.getByLabel("Email Address").fill(values.email);
  await page.getByLabel("Phone Number").fill(values.phone);
  await page.getByLabel("Study Level").selectOption(values.studyLevel);
  if (values.message !== undefined) await page.getByLabel("Additional Message").fill(values.message);
}

// The e-mail arrives after the queue's batch timeout; give these tests room on a busy machine.
const EMAIL_TEST_TIMEOUT = 60_000;

const submit = (page: Page) => page.getByRole("button", { name: "Get Free Consultation" }).click();

test("on /contact the form is sent, the page opens on 'Message Sent!' with empty fields, and the inbox is e-mailed", async ({
  page,
}) => {
  test.setTimeout(EMAIL_TEST_TIMEOUT);
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "Ready to Start Your Educational Journey?" })).toBeVisible();
  await expect(
    page.getByText(
      "Get personalized guidance from our expert educational consultants. Schedule a free consultation today!",
    ),
  ).toBeVisible();
  await expect(page.getByLabel("Additional Message")).toHaveAttribute("rows", "4");
  await expect(page.getByLabel("Study Level").locator("option")).toHaveText([
    "Select Study Level",
    "Bachelor's Degree",
    "Master's Degree",
    "PhD",
    "Diploma",
  ]);

  const email = uniqueEmail("amina");
  await fill(page, {
    fullName: "Amina Bello",
    email,
    phone: "+234 803 123 4567",
    studyLevel: "master",
    message: "Medicine or Dentistry?",
  });
  await submit(page);
  await expect(page).toHaveURL(/\/contact#consultation-result$/);
  const sent = page.locator("#consultation-result").getByRole("status");
  await expect(sent).toContainText("Message Sent!");
  await expect(sent).toContainText("Your message has been sent to our team's e-mail. We'll get back to you shortly.");
  await expectInViewport(page, sent);
  for (const label of ["Full Name", "Email Address", "Phone Number", "Additional Message"]) {
    await expect(page.getByLabel(label)).toHaveValue("");
  }
  await expect(page.getByLabel("Study Level")).toHaveValue("");

  const [row] = rowsFor(email);
  expect(row).toMatchObject({
    full_name: "Amina Bello",
    phone: "+234 803 123 4567",
    study_level: "master",
    message: "Medicine or Dentistry?",
    source: "contact",
    university_id: null,
  });
  await expectEmailed(email);
});

test("on /universities/1 the sidebar form saves the university and is e-mailed", async ({ page }) => {
  test.setTimeout(EMAIL_TEST_TIMEOUT);
  await page.goto("/universities/1");
  const email = uniqueEmail("chidi");
  await fill(page, { fullName: "Chidi Okafor", email, phone: "08031234567", studyLevel: "bachelor" });
  await submit(page);
  await expect(page.locator("#consultation-result").getByRole("status")).toContainText("Message Sent!");
  await expect(page.getByLabel("Full Name")).toHaveValue("");

  const [row] = rowsFor(email);
  expect(row).toMatchObject({
    full_name: "Chidi Okafor",
    study_level: "bachelor",
    message: null,
    source: "university:1",
    university_id: 1,
  });
  await expectEmailed(email);
});

test("each invalid field shows the spec's message beneath it with a red border, what was typed is kept, nothing is saved", async ({
  page,
}) => {
  await page.goto("/contact");
  const messages = {
    "Full Name": "Full name must be at least 3 characters",
    "Email Address": "Please enter a valid email address",
    "Phone Number": "Please enter a valid phone number",
    "Study Level": "Please select a study level",
  };
  const email = uniqueEmail("ali");
  await page.getByLabel("Full Name").fill("Al");
  await page.getByLabel("Email Address").fill(email.replace(".com", ""));
  const refused = page.waitForResponse((r) => r.request().method() === "POST");
  await submit(page);
  expect((await refused).status()).toBe(400);
  for (const [label, message] of Object.entries(messages)) {
    const field = page.getByLabel(label);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toHaveCSS("border-top-color", "rgb(239, 68, 68)");
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel("Full Name")).toHaveValue("Al");
  expect(rowsFor(email.replace(".com", ""))).toEqual([]);

  // Corrected, the same form is sent.
  await fill(page, { fullName: "Ali Musa", email, phone: "12345", studyLevel: "diploma" });
  await submit(page);
  await expect(page.locator("#consultation-result").getByRole("status")).toContainText("Message Sent!");
  await expect(page.getByLabel("Full Name")).not.toHaveAttribute("aria-invalid");
  expect(rowsFor(email)).toHaveLength(1);
});

test("when the request cannot be saved, the result says why in the spec's words and the form is kept", async ({
  browser,
  stateUrl,
}) => {
  // The 'broken' server's D1 has no tables, so saving fails with a 500 (a console error this test expects,
  // hence a page of its own rather than the fixture's).
  const page = await browser.newPage();
  await page.goto(stateUrl("broken", "/contact"));
  await fill(page, {
    fullName: "Emeka Obi",
    email: "emeka@example.com",
    phone: "+2348000000000",
    studyLevel: "master",
  });
  await submit(page);
  const alert = page.locator("#consultation-result").getByRole("alert");
  await expect(alert).toContainText("Error");
  await expect(alert).toContainText(
    "Failed to send your message: We could not save your request right now. Please try again in a moment.",
  );
  await expect(page.getByLabel("Full Name")).toHaveValue("Emeka Obi");
  await expect(page.getByLabel("Study Level")).toHaveValue("master");
  await page.close();
});

test("a send that fails on a dropped connection loses nothing typed: Back shows the form as it was", async ({
  browser,
  baseURL,
}) => {
  // Not the strict `page` fixture: the browser's own offline page logs its failed request.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/contact");
  const typed = { fullName: "Bola Ade", email: uniqueEmail("bola"), phone: "+2348000000001", studyLevel: "phd" };
  await fill(page, { ...typed, message: "Keep me" });
  await context.setOffline(true);
  await submit(page).catch(() => {});
  await context.setOffline(false);
  await page.goBack();
  await expect(page.getByLabel("Full Name")).toHaveValue(typed.fullName);
  await expect(page.getByLabel("Additional Message")).toHaveValue("Keep me");
  await expect(page.getByLabel("Study Level")).toHaveValue("phd");
  expect(rowsFor(typed.email)).toEqual([]);
  await context.close();
});

// Phones first: a post answers with the result where the eye is, on both pages the form is on.
for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name}`, () => {
    test.use(viewport.use);

    for (const path of ["/contact", "/universities/1"]) {
      test(`on ${path} a refused and then an accepted post open on their result`, async ({ page }) => {
        await page.goto(path);
        await page.getByLabel("Full Name").fill("Jo");
        await page.getByLabel("Email Address").fill("jo@example");
        await page.getByRole("button", { name: "Get Free Consultation" }).click();
        await expect(page).toHaveURL(/#consultation-result$/);
        const refused = page.locator("#consultation-result").getByRole("alert");
        await expect(refused).toContainText("Please correct the fields marked below");
        await expectInViewport(page, refused);
        await expectRefused(page, page.getByLabel("Full Name"), "Full name must be at least 3 characters");
        await expectRefused(page, page.getByLabel("Email Address"), "Please enter a valid email address");
        await expectRefused(page, page.getByLabel("Study Level"), "Please select a study level");
        await expect(page.getByLabel("Full Name")).toHaveValue("Jo");
        await expect(page.getByLabel("Email Address")).toHaveValue("jo@example");

        const email = uniqueEmail("viewport");
        await fill(page, { fullName: "Halima Yusuf", email, phone: "+2348011112222", studyLevel: "bachelor" });
        await page.getByRole("button", { name: "Get Free Consultation" }).click();
        const sent = page.locator("#consultation-result").getByRole("status");
        await expect(sent).toContainText("Message Sent!");
        await expectInViewport(page, sent);
        expect(rowsFor(email)).toHaveLength(1);
      });
    }
  });
}
