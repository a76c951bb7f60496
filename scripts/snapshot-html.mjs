// Saves the server-rendered HTML of every page of tests/e2e/routes.ts (seeded, empty and broken catalogues), every
// URL of the sitemap, and the browsing pages in another display currency, in English, French and Arabic, so that two
// builds can be compared: `npm run snapshot:html -- <dir>` after `npm run build:local`, then
// `diff -r <before> <after>`. Per-request values (CSP nonces, the build's asset hashes) are normalised; each page's
// inline stylesheet is saved beside it (`<name>.css`) so a change of rules shows apart from a change of markup.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PAGE_ROUTES } from "../tests/e2e/routes.ts";
import { requireBuild, startLocalServer } from "./local-server.mjs";

const outDir = process.argv[2];
if (!outDir) {
  console.error("usage: node scripts/snapshot-html.mjs <output directory>");
  process.exit(2);
}
requireBuild("run `npm run build:local` first");
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const LOCALES = ["", "/fr", "/ar"];
const basePort = Number(process.env.SNAPSHOT_PORT ?? 9700);
const servers = Object.fromEntries(
  ["full", "empty", "broken"].map((state, i) => [
    state,
    // A fresh state each run: every page is a first visit, not the edge cache's copy.
    startLocalServer({ port: basePort + i, persistDir: fresh(`.wrangler/snapshot-${state}`), dbState: state }),
  ]),
);
await Promise.all(Object.values(servers).map((server) => server.ready));

/** One entry per page to save: its file name, server and path (without the locale prefix). */
const pages = PAGE_ROUTES.map(({ name, path, state }) => ({ name, path, state }));
const sitemap = await (await fetch(`${servers.full.base}/sitemap.xml`)).text();
for (const [, url] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
  const path = new URL(url).pathname.replace(/^\/(fr|ar)(?=\/|$)/, "") || "/";
  pages.push({ name: `sitemap${path.replaceAll("/", "_")}`, path, state: "full" });
}
for (const path of ["/", "/programs", "/programs/medicine", "/universities/1", "/services"]) {
  pages.push({ name: `ngn${path.replaceAll("/", "_")}`, path: `${path}?currency=NGN`, state: "full" });
}

const seen = new Set();
let count = 0;
for (const { name, path, state } of pages) {
  for (const locale of LOCALES) {
    const file = `${name}${locale.replace("/", ".") || ".en"}`;
    if (seen.has(file)) continue;
    seen.add(file);
    const localised = locale && path === "/" ? locale : `${locale}${path}`;
    const response = await fetch(`${servers[state].base}${localised}`, { redirect: "manual" });
    const html = normalise(await response.text());
    const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("\n");
    writeFileSync(
      join(outDir, `${file}.html`),
      `${response.status}\n${html.replace(/(<style[^>]*>)[\s\S]*?(<\/style>)/g, "$1…$2")}`,
    );
    writeFileSync(join(outDir, `${file}.css`), styles.replaceAll("}", "}\n"));
    count++;
  }
}
console.log(`${count} pages saved in ${outDir}`);
process.exit(0);

function fresh(dir) {
  rmSync(dir, { recursive: true, force: true });
  return dir;
}

/** Per-request and per-build values out: CSP nonces, fill times, asset hashes, the route manifest's version. */
function normalise(html) {
  return html
    .replace(/nonce="[^"]*"/g, 'nonce="…"')
    .replace(/(name="formStartedAt" value=")\d+/g, "$1…")
    .replace(/(\/assets\/[\w.-]+?)-[\w-]{8}\.(js|css)/g, "$1.$2")
    .replace(/("url":\s*"\/assets\/manifest[^"]*",\s*"version":\s*")[\w-]+"/g, '$1…"')
    .replaceAll("><", ">\n<");
}
