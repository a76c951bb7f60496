// Measures what a first visit downloads: the gzipped JS (modulepreload/script) and CSS (stylesheet) assets
// that a page's server-rendered HTML references, read from build/client. Usage:
//   node scripts/measure-bundle.mjs [baseUrl] [path ...]     (default http://localhost:8787 /)
// It needs a running server (npm start) and a build of the same commit.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const [baseUrl = "http://localhost:8787", ...paths] = process.argv.slice(2);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

for (const path of paths.length ? paths : ["/"]) {
  const html = await (await fetch(new URL(path, baseUrl))).text();
  const assets = [...html.matchAll(/<link[^>]+href="(\/assets\/[^"]+\.(js|css))"/g)].map((m) => m[1]);
  const totals = { js: 0, css: 0 };
  for (const asset of new Set(assets)) {
    const gz = gzipSync(readFileSync(`build/client${asset}`), { level: 9 }).length;
    totals[asset.endsWith(".css") ? "css" : "js"] += gz;
  }
  const htmlGz = gzipSync(html).length;
  console.log(
    `${path}: JS ${kb(totals.js)} gzip, CSS ${kb(totals.css)} gzip, HTML ${kb(htmlGz)} gzip (${new Set(assets).size} assets)`,
  );
}
