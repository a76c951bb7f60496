import type { Page, Route } from "@playwright/test";

// Helpers for the loading state of streamed page data and for counting requests. A failed query is not faked
// here: the 'broken' server's D1 fails for real (stateUrl("broken", ...)), and tests/worker/d1-failures.test.ts
// fails one table at a time. Holding relies on one fact of React Router's page data (`<path>.data` on a client-side
// navigation): the page data comes first, and each unawaited query settles later in the same response.

const isPageData = (url: URL) => url.pathname.endsWith(".data");

async function rewritePageData(page: Page, rewrite: (lines: string[]) => string[]) {
  await page.route(isPageData, async (route: Route) => {
    const response = await route.fetch();
    const lines = (await response.text()).split("\n");
    await route.fulfill({ response, body: rewrite(lines).join("\n") });
  });
}

/** Streamed queries never settle: the page stays in its loading state (skeletons) for the rest of the test. */
export async function holdStreamedData(page: Page) {
  // Only the page data (everything before the first settled query) reaches the browser.
  await rewritePageData(page, (lines) => [lines[0]!, ""]);
}

/** Records the document (full page) requests and the page-data requests a test causes. */
export function trackRequests(page: Page) {
  const documents: string[] = [];
  const data: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
    else if (isPageData(new URL(request.url()))) data.push(request.url());
  });
  return { documents, data };
}
