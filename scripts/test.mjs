// `npm test`: lint and format check (Biome), type-check, the production bundle (scripts/check-production-bundle.mjs),
// then the local build (with the sandbox gateways) once, the workerd suites (vitest) and the browser suites (Playwright).
// Exits non-zero on the first failing step.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { run } from "./local-env.mjs";
import { CHROMIUM_PATH, E2E_CHROMIUM_PATH } from "./measure-kit.mjs";

// The browsers the end-to-end tests drive (scripts/measure-kit.mjs): Debian's chromium and its headless shell.
for (const browser of [CHROMIUM_PATH, E2E_CHROMIUM_PATH]) {
  if (!existsSync(browser)) {
    console.error(
      `${browser} not found. Install the browsers with: apt-get update && apt-get install -y chromium chromium-headless-shell`,
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
try {
  await run("biome", ["check", "."]);
  await run("npm", ["run", "--silent", "typecheck"]);
  // The bundle `npm run deploy` uploads: built without the sandbox gateways, searched for their code, and run by
  // the Worker tests of the production configuration (decision 0039). Then the build every other suite runs.
  await run("node", ["scripts/check-production-bundle.mjs"]);
  await run("vitest", ["run", "--project", "web-production"]);
  await run("react-router", ["build"]);
  await run("vitest", ["run"]);
  await run("playwright", ["test"]);
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}
console.log(`\nAll test suites passed in ${Math.round((Date.now() - started) / 1000)} s.`);
