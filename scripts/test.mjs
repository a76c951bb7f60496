// `npm test`: lint and format check (Biome), type-check, the production bundle (scripts/check-production-bundle.mjs),
// then the local build (with the sandbox gateways) once, the workerd suites (vitest) and the browser suites (Playwright).
// Exits non-zero on the first failing step.
import { spawnSync } from "node:child_process";
import { chromium } from "@playwright/test";
import { run } from "./local-env.mjs";
import { CHROMIUM, E2E_CHROMIUM } from "./measure-kit.mjs";

// The browsers the end-to-end tests drive (scripts/measure-kit.mjs): Debian's chromium and its headless shell, else
// Playwright's own. Each is started once here, so a missing one stops the run at once with how to install it.
for (const [name, options] of [
  ["chromium", CHROMIUM],
  ["the headless shell", E2E_CHROMIUM],
]) {
  try {
    await (await chromium.launch(options)).close();
  } catch (error) {
    console.error(
      `Could not start ${name} (${options.executablePath ?? "Playwright's own"}): ${error.message.split("\n")[0]}\n` +
        "Install Debian's (apt-get update && apt-get install -y chromium chromium-headless-shell), or Playwright's own\n" +
        "(npx playwright install chromium), or name one with CHROMIUM_PATH and E2E_CHROMIUM_PATH.",
    );
    process.exit(1);
  }
}

// The Nu Html Checker (vnu-jar, tests/e2e/html-validity.spec.ts) runs on Java.
if (spawnSync("java", ["-version"]).error) {
  console.error("java not found. Install it with: apt-get update && apt-get install -y default-jre-headless");
  process.exit(1);
}

const started = Date.now();
/** Each step's seconds, said at the end: where a run's time went (docs/measurements/0051-structure-issue-51.md, "Where a clean clone's CI time goes"). */
const times = [];
async function step(name, command, args) {
  const begun = Date.now();
  await run(command, args);
  times.push(`${name} ${Math.round((Date.now() - begun) / 1000)} s`);
}
try {
  await step("lint", "biome", ["check", "."]);
  await step("typecheck", "npm", ["run", "--silent", "typecheck"]);
  // The bundle `npm run deploy` uploads: built without the sandbox gateways, searched for their code, and run by
  // the Worker tests of the production configuration (decision 0039). Then the build every other suite runs.
  await step("production bundle", "node", ["scripts/check-production-bundle.mjs"]);
  await step("production Worker tests", "vitest", ["run", "--project", "web-production"]);
  await step("local build", "react-router", ["build"]);
  await step("workerd suites", "vitest", ["run"]);
  await step("browser suites", "playwright", ["test"]);
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}
console.log(`\nAll test suites passed in ${Math.round((Date.now() - started) / 1000)} s: ${times.join(", ")}.`);
