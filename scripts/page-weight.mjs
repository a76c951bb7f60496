// What a page's first HTML makes a phone download: the gzipped JS modules it preloads (named by the inline
// script that starts them after the first paint, app/lib/scripts-after-content.server.ts, or by <link>/<script>
// tags), its CSS (inlined in a <style>, or linked files), and the HTML itself. Used by scripts/measure-bundle.mjs
// and the budget test (tests/e2e/budget.spec.ts).
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
 * The `/assets/` JS and CSS files a page's HTML makes the browser load: tagged, or in the after-paint preload list.
 * @param {string} html
 */
export function pageAssets(html) {
  const tagged = [...html.matchAll(/<(?:link|script)[^>]+(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1] ?? "",
  );
  const preloadList = /for\(const h of (\[[^\]]*\])\)/.exec(html)?.[1];
  const preloaded = preloadList ? /** @type {string[]} */ (JSON.parse(preloadList)) : [];
  return [...new Set([...tagged, ...preloaded])];
}

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
