// What a phone downloads on its first load of each page (scripts/page-weight.mjs `firstLoadWeight`): a cold load in
// Debian's Chromium at 412 px, every answer gzipped as the edge serves it, split by kind. Usage, with a server
// running (npm start):
//   node scripts/measure-bundle.mjs [baseUrl=http://localhost:8787] [path ...]     (default /)
// STARTED=1 weighs a page that hydrates once the student has reached for its form and it has hydrated.
// The budget test (tests/e2e/budget.spec.ts) checks the same figures against each page's budget.
import { chromium } from "@playwright/test";
import { CHROMIUM, PHONE } from "./measure-kit.mjs";
import { firstLoadWeight, kb } from "./page-weight.mjs";

const [baseUrl = "http://localhost:8787", ...paths] = process.argv.slice(2);
const browser = await chromium.launch(CHROMIUM);
try {
  console.log("| page | all | HTML | CSS | JS | images | files |\n|---|---|---|---|---|---|---|");
  for (const path of paths.length ? paths : ["/"]) {
    const context = await browser.newContext({ ...PHONE, baseURL: baseUrl });
    const w = await firstLoadWeight(context, path, { started: process.env.STARTED === "1" });
    await context.close();
    const cells = [w.total, w.html, w.css, w.js, w.images].map(kb).join(" | ");
    console.log(`| \`${path}\` | ${cells} | ${w.files} |`);
  }
} finally {
  await browser.close();
}
