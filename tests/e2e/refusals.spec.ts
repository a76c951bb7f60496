import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { startLocalServer } from "../../scripts/local-server.mjs";
import { MEDICINE_APPLICATION } from "../medicine-application";
import { expect, expectReachable, test } from "./fixtures";
import { addDocumentsToApply } from "./form-checks";

// A refusal that helps (issue 54), in the browser, without JavaScript: a student past their own limit (the same
// e-mail three times in a minute: STUDENT_LIMITER, wrangler.toml) submits the real form and gets the page back with
// 429 and Retry-After, the words in the page's language, every typed field filled and the WhatsApp hand-off within
// reach on a phone. The suite's servers run with RATE_LIMITS off: this spec starts its own, with the limits on.

const PORT = Number(process.env.E2E_PORT_BASE || 8788) + 3;
const PDF = {
  name: "transcript.pdf",
  mimeType: "application/pdf",
  buffer: readFileSync("tests/fixtures/transcript.pdf"),
};
/** The words of a limit (edge_rate_limited) and of what was kept (forms_limited_kept), as the catalogue has them. */
const WORDS = {
  fr: ["Veuillez réessayer dans 60 secondes.", "Tout ce que vous avez saisi est conservé ci-dessous"],
  ar: ["يُرجى المحاولة مرة أخرى بعد 60 ثانية.", "كل ما كتبته محفوظ أدناه"],
} as const;

let server: ReturnType<typeof startLocalServer>;

test.use({ javaScriptEnabled: false });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = startLocalServer({ port: PORT, persistDir: ".wrangler/e2e-refusals", env: { LOCAL_CRON: "off" } });
  await server.ready;
});

test.afterAll(() => server?.stop());

/** The local limiter counts per wall-clock minute: start with `seconds` of it left, so a burst is not split. */
async function roomInTheMinute(seconds = 20) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/** Submits the form holding `field` and answers the POST's response once the page has it. */
async function submit(page: Page, field: string) {
  const form = page.locator("main form").filter({ has: page.locator(`[name="${field}"]`) });
  const answered = page.waitForResponse((r) => r.request().method() === "POST");
  await form.locator('button[type="submit"]').last().click();
  const response = await answered;
  await page.waitForLoadState();
  return response;
}

async function expectLimited(
  page: Page,
  locale: keyof typeof WORDS,
  response: Awaited<ReturnType<typeof submit>>,
  values: Record<string, string>,
) {
  expect(response.status()).toBe(429);
  expect(response.headers()["retry-after"]).toBe("60");
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  for (const words of WORDS[locale]) await expect(page.getByText(words).first()).toBeVisible();
  for (const [name, value] of Object.entries(values)) await expect(page.locator(`[name="${name}"]`)).toHaveValue(value);
  await expect(page.getByTestId("limited-refusal")).toBeVisible();
  await expectReachable(page.getByTestId("limited-refusal").getByTestId("ask-on-whatsapp"), "WhatsApp hand-off");
}

test("past a student's own limit, /apply and /contact come back filled, in French and Arabic", async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  await roomInTheMinute();
  const api = await playwright.request.newContext({ baseURL: server.base });
  const email = `limited-${Date.now()}@example.com`;
  // Three applications and three consultations with one e-mail: the limit of that student for this minute.
  for (let i = 0; i < 3; i++) {
    const applied = await api.post("/api/applications", {
      multipart: {
        ...MEDICINE_APPLICATION,
        email,
        documents_passport: PDF,
        documents_photo: PDF,
        documents_results: PDF,
      },
    });
    expect(applied.status()).toBe(201);
    const asked = await api.post("/api/consultation-requests", {
      data: { fullName: "Amina Bello", email, phone: "08031234567", studyLevel: "bachelor", message: "Medicine." },
    });
    expect(asked.status()).toBe(201);
  }
  await api.dispose();

  for (const locale of ["fr", "ar"] as const) {
    await page.goto(`http://localhost:${PORT}/${locale}/apply`);
    const typed = { firstName: "Amina", lastName: "Bello", email, phone: "08031234567" };
    for (const [name, value] of Object.entries(typed)) await page.locator(`main [name="${name}"]`).fill(value);
    const { selectedFaculty, selectedUniversity, selectedProgram } = MEDICINE_APPLICATION;
    await page.locator('select[name="selectedFaculty"]').selectOption(selectedFaculty);
    await page.locator('select[name="selectedUniversity"]').selectOption(selectedUniversity);
    await page.locator('select[name="selectedProgram"]').selectOption(selectedProgram);
    await addDocumentsToApply(page);
    await expectLimited(page, locale, await submit(page, "firstName"), typed);
    await expect(page.getByTestId("files-not-kept")).toBeVisible();
  }

  await page.goto(`http://localhost:${PORT}/fr/contact`);
  const typed = { fullName: "Amina Bello", email, phone: "08031234567", message: "Je voudrais étudier la médecine." };
  for (const [name, value] of Object.entries(typed)) await page.locator(`main [name="${name}"]`).fill(value);
  await page.locator('main select[name="studyLevel"]').selectOption("bachelor");
  await expectLimited(page, "fr", await submit(page, "fullName"), typed);
  await expect(page.locator('main select[name="studyLevel"]')).toHaveValue("bachelor");
});
