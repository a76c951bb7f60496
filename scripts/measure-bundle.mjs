// Measures what a first visit downloads: the gzipped JS (modulepreload/script) and CSS (stylesheet) assets
// that a page's server-rendered HTML references, read from build/client. Usage:
//   node scripts/measure-bundle.mjs [baseUrl] [path ...]     (default http://localhost:8787 /)
// It needs a running server (npm start) and a build of the same commit. The budget test
// (tests/e2e/budget.spec.ts) checks the same figures against each page's budget.
import { kb, pageWeight } from "./page-weight.mjs";

const [baseUrl = "http://localhost:8787", ...paths] = process.argv.slice(2);

for (const path of paths.length ? paths : ["/"]) {
  const html = await (await fetch(new URL(path, baseUrl))).text();
  const w = pageWeight(html);
  console.log(
    `${path}: JS ${kb(w.js)} gzip, CSS ${kb(w.css)} gzip, HTML ${kb(w.htmlGzip)} gzip / ${kb(w.html)} raw (${w.assets} assets)`,
  );
}
