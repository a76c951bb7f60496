import type { Page, Route } from "@playwright/test";

// Helpers for the loading and error states of streamed page data. On a client-side navigation React Router fetches
// `<path>.data`: a turbo-stream whose first line is a flat array of values (the page data, with placeholders for
// the unawaited queries), then one line `P<id>:[...]` per query as it settles, whose values are appended to that
// array. Locally D1 answers in a millisecond, so these helpers reshape the real response at the network edge: to
// hold the moment before the queries settle, or to turn their outcome into the `{ ok: false }` a failed D1 query
// gives (app/lib/deferred.server.ts).

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
  await rewritePageData(page, (lines) => [lines[0]!, ""]);
}

/** Every streamed query of the pages loaded from now on settles as failed, as a D1 error makes it. */
export async function failStreamedData(page: Page) {
  await rewritePageData(page, (lines) => {
    let count = (JSON.parse(lines[0]!) as unknown[]).length;
    return lines.map((line, i) => {
      const settled = i > 0 && /^P(\d+):(.*)$/.exec(line);
      if (!settled) return line;
      // An object { ok: false } as turbo-stream writes it: keys name the index of their string, values point to theirs.
      const failed = `P${settled[1]}:[{"_${count + 1}":${count + 2}},"ok",false]`;
      count += 3;
      return failed;
    });
  });
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
