import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { PHONE } from "../../scripts/measure-kit.mjs";
import { expect } from "./fixtures";

// Checks shared by the form specs: where a form's result lands, and how refused fields are marked.

/** The viewports every form is checked at: a mid-range Android phone (touch) and a desktop. */
export const VIEWPORTS = [
  { name: "phone 412x823", use: PHONE },
  { name: "desktop 1280x720", use: { viewport: { width: 1280, height: 720 }, hasTouch: false, isMobile: false } },
] as const;

/**
 * The element is inside the first viewport as the page now stands (no scrolling by the test) and not under the
 * sticky site header. Uses bounding boxes only, so it works with JavaScript disabled.
 */
export async function expectInViewport(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  // The browser scrolls to a #fragment once the target is laid out; on a long page that can take a moment.
  await expect(async () => {
    const box = await target.boundingBox();
    const viewport = page.viewportSize();
    const header = await page.locator("header").first().boundingBox();
    expect(box, "the result has a box").not.toBeNull();
    expect(viewport).not.toBeNull();
    const top = Math.max(0, header ? header.y + header.height : 0);
    expect(box!.y, `result top ${box!.y} is below the header (${top})`).toBeGreaterThanOrEqual(top - 1);
    expect(box!.y + box!.height, `result ends within the ${viewport!.height}px viewport`).toBeLessThanOrEqual(
      viewport!.height + 1,
    );
  }).toPass({ timeout: 5_000 });
}

/** A refused field: aria-invalid, described by a visible message that says `message`. */
export async function expectRefused(page: Page, control: Locator, message: string | RegExp) {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  const describedBy = await control.getAttribute("aria-describedby");
  expect(describedBy, "aria-describedby").toBeTruthy();
  const messageId = describedBy!.split(/\s+/)[0]!;
  const described = page.locator(`[id="${messageId}"]`);
  await expect(described).toBeVisible();
  await expect(described).toContainText(message);
}

/** The route error page (root ErrorBoundary) is not what the visitor sees. */
export async function expectNoErrorPage(page: Page) {
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: /^(Error|500|Oops)/ })).toHaveCount(0);
}

/** What a bachelor's program's checklist needs to apply (Medicine, Nursing, Computer Engineering...). */
export const NEEDED_TO_APPLY = ["passport", "photo", "results"] as const;

const SMALL_PDF = readFileSync(new URL("../fixtures/transcript.pdf", import.meta.url));

/**
 * Adds a small PDF (`checklist-passport.pdf`, `checklist-photo.pdf`, `checklist-results.pdf`) to each /apply box of the documents needed to apply,
 * so that a test that applies is not refused for them (the server refuses an application without them). Each box is
 * `#application-documents-<type>`, a plain input without JavaScript and the picker with it (the file then uploads,
 * typed). A box the page does not show (without JavaScript the list follows the program the page was opened with)
 * is skipped.
 */
export async function addDocumentsToApply(page: Page, types: readonly string[] = NEEDED_TO_APPLY) {
  for (const type of types) {
    const input = page.locator(`#application-documents-${type}`);
    if ((await input.count()) === 0) continue;
    await input.setInputFiles({ name: `checklist-${type}.pdf`, mimeType: "application/pdf", buffer: SMALL_PDF });
  }
}

/** Waits until every document picked in /apply's boxes (with JavaScript: each uploads on its own) has uploaded. */
export async function expectDocumentsUploaded(page: Page) {
  const lists = page.getByRole("list", { name: /^Selected documents: / });
  await expect(lists.getByRole("listitem").filter({ hasNotText: "Uploaded" })).toHaveCount(0);
}
