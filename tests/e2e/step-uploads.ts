import type { Page } from "@playwright/test";

// The box under a step of the case (app/components/case/step-upload-box.tsx), as a student uses it:
// shared by the case journeys. Works with JavaScript on or off: the form posts and the answered page comes back.

/** A file as Playwright's setInputFiles takes it. */
export type UploadFile = { name: string; mimeType: string; buffer: Buffer } | string;

/**
 * Sends `file` as `docType` from the box under `stepKind` and waits for the answered page. Returns the step's box on
 * that page: its notice (role status or alert) says what came of it, its list shows the step's documents.
 */
export async function uploadForStep(page: Page, stepKind: string, docType: string, file: UploadFile) {
  const box = () => page.locator(`section[data-testid="step-upload"][data-step="${stepKind}"]`);
  await box().locator('select[name="docType"]').selectOption(docType);
  await box().locator('input[type="file"][name="documents"]').setInputFiles(file);
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      new URL(response.url()).pathname.endsWith("/applications/status/documents"),
  );
  await box().locator('button[type="submit"]').click();
  await answered;
  await page.waitForLoadState("domcontentloaded");
  return box();
}
