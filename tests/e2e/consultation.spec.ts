import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { expectInViewport, expectNoErrorPage, expectRefused, VIEWPORTS } from "./form-checks";
import { queryLocalD1 } from "./local-state";

// The consultation form end to end on the served site: the page, the route action, D1, the queue and the
// consumer Worker that e-mails the inbox (wrangler's local send_email).

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

/** Holds the fetcher's POST for a moment so the pending state can be seen. */
async function slowDownSubmissions(page: Page) {
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    },
  );
}

// The e-mail arrives after the queue's batch timeout; give these tests room on a busy machine.
const EMAIL_TEST_TIMEOUT = 60_000;

test("on /contact the form sends in place, toasts 'Message Sent!', resets, and the consumer e-mails the inbox", async ({
  page,
}) => {
  test.setTimeout(EMAIL_TEST_TIMEOUT);
  const documents: string[] = [];
  page.on("request", (r) => r.resourceType() === "document" && documents.push(r.url()));
  await page.goto("/contact");
  await waitForHydration(page);
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
  await slowDownSubmissions(page);
  await page.getByRole("button", { name: "Get Free Consultation" }).click();
  const sending = page.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();

  await expect(page.getByText("Message Sent!")).toBeVisible();
  await expect(
    page.getByText("Your message has been sent to our team's e-mail. We'll get back to you shortly."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Get Free Consultation" })).toBeEnabled();
  for (const label of ["Full Name", "Email Address", "Phone Number", "Additional Message"]) {
    await expect(page.getByLabel(label)).toHaveValue("");
  }
  await expect(page.getByLabel("Study Level")).toHaveValue("");
  expect(documents).toHaveLength(1); // no full page reload

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

test("on /universities/1 the sidebar form says 'Processing...', saves the university and is e-mailed", async ({
  page,
}) => {
  test.setTimeout(EMAIL_TEST_TIMEOUT);
  await page.goto("/universities/1");
  await waitForHydration(page);
  const email = uniqueEmail("chidi");
  await fill(page, { fullName: "Chidi Okafor", email, phone: "08031234567", studyLevel: "bachelor" });
  await slowDownSubmissions(page);
  await page.getByRole("button", { name: "Get Free Consultation" }).click();
  await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
  await expect(page.getByText("Message Sent!")).toBeVisible();
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

test("each invalid field shows the spec's message beneath it with a red border, and nothing is sent", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
  await page.goto("/contact");
  await waitForHydration(page);
  const submit = page.getByRole("button", { name: "Get Free Consultation" });
  const messages = {
    "Full Name": "Full name must be at least 3 characters",
    "Email Address": "Please enter a valid email address",
    "Phone Number": "Please enter a valid phone number",
    "Study Level": "Please select a study level",
  };

  await submit.click();
  for (const [label, message] of Object.entries(messages)) {
    const field = page.getByLabel(label);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toHaveCSS("border-top-color", "rgb(239, 68, 68)");
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel("Full Name")).toBeFocused();

  // Fixing one field at a time leaves exactly the others' messages.
  await page.getByLabel("Full Name").fill("Al");
  await expect(page.getByText(messages["Full Name"])).toBeVisible();
  await page.getByLabel("Full Name").fill("Ali Musa");
  await expect(page.getByText(messages["Full Name"])).toBeHidden();
  await expect(page.getByLabel("Full Name")).not.toHaveAttribute("aria-invalid");

  await page.getByLabel("Email Address").fill("ali@example");
  await expect(page.getByText(messages["Email Address"])).toBeVisible();
  await page.getByLabel("Email Address").fill("ali@example.com");
  await expect(page.getByText(messages["Email Address"])).toBeHidden();

  await page.getByLabel("Phone Number").fill("1234");
  await expect(page.getByText(messages["Phone Number"])).toBeVisible();
  await page.getByLabel("Phone Number").fill("12345");
  await expect(page.getByText(messages["Phone Number"])).toBeHidden();

  await expect(page.getByText(messages["Study Level"])).toBeVisible();
  await page.getByLabel("Study Level").selectOption("diploma");
  await expect(page.getByText(messages["Study Level"])).toBeHidden();

  expect(posts).toEqual([]);
});

test("without JavaScript the form posts to the page, which saves it and shows the confirmation", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/contact");

  // Invalid first: the server answers 400 with every message beneath its field, keeping what was typed.
  await page.getByLabel("Full Name").fill("Jo");
  const invalid = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: "Get Free Consultation" }).click();
  expect((await invalid).status()).toBe(400);
  await expect(page.getByText("Full name must be at least 3 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
  await expect(page.getByText("Please select a study level")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("Jo");

  const email = uniqueEmail("ngozi");
  await fill(page, {
    fullName: "Ngozi Eze",
    email,
    phone: "+2348099998888",
    studyLevel: "phd",
    message: "No JavaScript here.",
  });
  await page.getByRole("button", { name: "Get Free Consultation" }).click();
  await expect(page.getByText("Message Sent!")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("");
  const [row] = rowsFor(email);
  expect(row).toMatchObject({ full_name: "Ngozi Eze", study_level: "phd", source: "contact" });
  await context.close();
});

test("toasts: one at a time, F8 focuses them, a swipe right dismisses, and they leave after 5 seconds @desktop-only", async ({
  page,
}) => {
  test.setTimeout(45_000);
  await page.goto("/universities/2");
  await waitForHydration(page);
  const toasts = page.getByRole("region", { name: /Notification/ }).getByRole("listitem");

  for (const name of ["Fatima Sani", "Fatima Sani Again"]) {
    await fill(page, { fullName: name, email: uniqueEmail("fatima"), phone: "+2348012340000", studyLevel: "diploma" });
    await page.getByRole("button", { name: "Get Free Consultation" }).click();
    await expect(page.getByRole("button", { name: "Get Free Consultation" })).toBeEnabled();
  }
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toContainText("Message Sent!");

  await page.keyboard.press("F8");
  await expect(page.locator("ol:focus")).toHaveCount(1);

  // A swipe right past the 50 px threshold dismisses it. A swipe that lands while the toast is still sliding in
  // does not count, so the gesture is repeated until the toast has settled (a real finger would too).
  await expect(async () => {
    const box = (await toasts.first().boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 80, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + 160, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(toasts).toHaveCount(0, { timeout: 1_500 });
  }).toPass({ timeout: 10_000 });

  // A new toast closes by itself after its 5000 ms.
  await fill(page, {
    fullName: "Fatima Timer",
    email: uniqueEmail("fatima"),
    phone: "+2348012340000",
    studyLevel: "diploma",
  });
  await page.getByRole("button", { name: "Get Free Consultation" }).click();
  await expect(toasts).toHaveCount(1);
  await page.mouse.move(0, 0); // Radix pauses the timer while the pointer is over the viewport
  await expect(toasts).toHaveCount(0, { timeout: 8_000 });
});

test("when the request cannot be saved, a destructive 'Error' toast says why and the form is kept", async ({
  browser,
  stateUrl,
}) => {
  // The 'broken' server's D1 has no tables, so saving fails with a 500 (a console error this test expects,
  // hence a page of its own rather than the fixture's).
  const page = await browser.newPage();
  await page.goto(stateUrl("broken", "/contact"));
  await waitForHydration(page);
  await fill(page, {
    fullName: "Emeka Obi",
    email: "emeka@example.com",
    phone: "+2348000000000",
    studyLevel: "master",
  });
  await page.getByRole("button", { name: "Get Free Consultation" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Error");
  await expect(alert).toContainText(
    "Failed to send your message: We could not save your request right now. Please try again in a moment.",
  );
  await expect(page.getByLabel("Full Name")).toHaveValue("Emeka Obi");
  await expect(page.getByLabel("Study Level")).toHaveValue("master");
  await page.close();
});

// Phones first: a post without JavaScript answers with the result where the eye is, on both pages the form is on.
for (const viewport of VIEWPORTS) {
  test.describe(`without JavaScript at ${viewport.name}`, () => {
    test.use({ javaScriptEnabled: false, ...viewport.use });

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

test.describe("with JavaScript, a failed send keeps the page and what was typed", () => {
  for (const viewport of VIEWPORTS) {
    test.describe(viewport.name, () => {
      test.use(viewport.use);

      test("offline: the 'Error' toast, the form kept, no error page", async ({ page, context }) => {
        await page.goto("/contact");
        await waitForHydration(page);
        await fill(page, {
          fullName: "Bola Ade",
          email: "bola@example.com",
          phone: "+2348000000001",
          studyLevel: "phd",
          message: "Keep me",
        });
        await context.setOffline(true);
        await page.getByRole("button", { name: "Get Free Consultation" }).click();
        const toast = page.getByRole("region", { name: /Notification/ }).getByRole("alert");
        await expect(toast).toContainText("Error");
        await expect(toast).toContainText("Failed to send your message: You appear to be offline.");
        await expect(page.getByLabel("Full Name")).toHaveValue("Bola Ade");
        await expect(page.getByLabel("Additional Message")).toHaveValue("Keep me");
        await expect(page.getByLabel("Study Level")).toHaveValue("phd");
        await expectNoErrorPage(page);
        await context.setOffline(false);
      });
    });
  }

  test("the connection drops mid-send on the university page: 'Failed to submit your request', form kept", async ({
    browser,
    baseURL,
  }) => {
    // Not the strict `page` fixture: the aborted request logs its own console line.
    const page = await browser.newPage();
    await page.goto(`${baseURL}/universities/3`);
    await waitForHydration(page);
    await fill(page, {
      fullName: "Kemi Lawal",
      email: "kemi@example.com",
      phone: "+2348000000002",
      studyLevel: "master",
    });
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      (route) => (route.request().method() === "POST" ? route.abort("connectionreset") : route.continue()),
    );
    await page.getByRole("button", { name: "Get Free Consultation" }).click();
    const toast = page.getByRole("region", { name: /Notification/ }).getByRole("alert");
    await expect(toast).toContainText("Failed to submit your request: We could not reach our server.");
    await expect(page.getByLabel("Full Name")).toHaveValue("Kemi Lawal");
    await expectNoErrorPage(page);
    await page.close();
  });

  test("a 502 page from a proxy: the 'Error' toast, the form kept, no error page", async ({ browser, baseURL }) => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/contact`);
    await waitForHydration(page);
    await fill(page, {
      fullName: "Sade Bello",
      email: "sade@example.com",
      phone: "+2348000000003",
      studyLevel: "diploma",
    });
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      (route) =>
        route.request().method() === "POST"
          ? route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" })
          : route.continue(),
    );
    await page.getByRole("button", { name: "Get Free Consultation" }).click();
    const toast = page.getByRole("region", { name: /Notification/ }).getByRole("alert");
    await expect(toast).toContainText("Failed to send your message: Our server could not take your request right now.");
    await expect(page.getByLabel("Full Name")).toHaveValue("Sade Bello");
    await expect(page.getByLabel("Study Level")).toHaveValue("diploma");
    await expectNoErrorPage(page);
    await page.close();
  });
});
