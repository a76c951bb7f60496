// What a page makes a phone download. `firstLoadWeight`: everything a cold load in a real browser fetches, as the
// edge serves it (the budget test, tests/e2e/budget.spec.ts, and scripts/measure-bundle.mjs). `pageWeight`: what
// the first HTML names (the JS modules it preloads, named by the inline script that starts them when the student
// reaches for a form, app/components/scripts-on-intent.tsx, or by <link>/<script> tags; its CSS; the HTML itself),
// read from the build (scripts/js-by-source.mjs).
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/**
 * Sizes in bytes: js and css gzipped (level 9), html raw and gzipped; assets = how many files.
 * @param {string} html
 * @param {string} [clientDir]
 */
export function pageWeight(html, clientDir = "build/client") {
  const assets = pageAssets(html);
  const totals = { js: 0, css: 0 };
  for (const asset of assets) {
    const gz = gzipSync(readFileSync(`${clientDir}${asset}`), { level: 9 }).length;
    totals[asset.endsWith(".css") ? "css" : "js"] += gz;
  }
  const inlineCss = /<style id="site-css">([\s\S]*?)<\/style>/.exec(html)?.[1];
  if (inlineCss) totals.css += gzipSync(inlineCss, { level: 9 }).length;
  return { ...totals, html: Buffer.byteLength(html), htmlGzip: gzipSync(html).length, assets: assets.length };
}

/**
 * The `/assets/` JS and CSS files a page's HTML makes the browser load: tagged (a page's held scripts are tags in a
 * template, app/components/scripts-on-intent.tsx).
 * @param {string} html
 */
export function pageAssets(html) {
  const tagged = [...html.matchAll(/<(?:link|script)[^>]+(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1] ?? "",
  );
  return [...new Set(tagged)];
}

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** The template holding a page's scripts (app/components/scripts-on-intent.tsx): the page hydrates once started. */
export const HELD_SCRIPT = "template#scripts-on-intent";

/**
 * What a student does first on a page that hydrates: reach for its form, which starts its scripts
 * (app/components/scripts-on-intent.tsx). A `focusin` event on the form, so neither focus nor scroll moves.
 * Resolves once React has hydrated the page; at once on a page that has no scripts to start.
 * @param {import("@playwright/test").Page} page
 */
export async function startForm(page, timeout = 30_000) {
  // The held script comes late in the body: right after a navigation commits it may not be parsed yet, and a page
  // would pass for one without scripts.
  await page.waitForLoadState("domcontentloaded", { timeout });
  if (!(await page.locator(HELD_SCRIPT).count())) return;
  if (!(await page.locator("html[data-hydrated]").count()))
    await page.locator("main form").first().dispatchEvent("focusin");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout });
}

/**
 * What a phone downloads on a cold first load of `url`, without scrolling: every answer until the page has loaded
 * and the network is quiet (HTML, CSS, scripts, images; a lazy image the browser fetches because it is near the
 * screen counts too), each as the edge serves it: text gzipped, images as they are. In bytes, by kind. With
 * `started`, a page that hydrates is weighed once the student has reached for its form and it has hydrated.
 * @param {import("@playwright/test").BrowserContext} context a fresh context: an empty cache
 * @param {string} url
 */
export async function firstLoadWeight(context, url, { started = false } = {}) {
  const page = await context.newPage();
  /** @type {import("@playwright/test").Response[]} */
  const responses = [];
  page.on("response", (response) => responses.push(response));
  await page.goto(url, { waitUntil: "load" });
  if (started) await startForm(page);
  await page.waitForLoadState("networkidle");
  const weight = { html: 0, css: 0, js: 0, images: 0, other: 0, total: 0, files: 0 };
  for (const response of responses) {
    if (response.status() >= 300 && response.status() < 400) continue;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const type = response.headers()["content-type"] ?? "";
    const bytes = COMPRESSIBLE.test(type) ? gzipSync(body).length : body.length;
    const kind = type.startsWith("text/html")
      ? "html"
      : type.startsWith("text/css")
        ? "css"
        : type.includes("javascript")
          ? "js"
          : type.startsWith("image/")
            ? "images"
            : "other";
    weight[kind] += bytes;
    weight.total += bytes;
    weight.files += 1;
  }
  await page.close();
  return weight;
}
