// `npm test`: lint and format check (Biome), type-check, build once, then the workerd suites (vitest) and the browser suites (Playwright).
// Exits non-zero on the first failing step.
import { existsSync } from "node:fs";
import { run } from "./local-env.mjs";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: apt-get update && apt-get install -y chromium`);
  process.exit(1);
}

const started = Date.now();
try {
  await run("biome", ["check", "."]);
  await run("npm", ["run", "--silent", "typecheck"]);
  await run("react-router", ["build"]);
  await run("vitest", ["run"]);
  await run("playwright", ["test"]);
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}
console.log(`\nAll test suites passed in ${Math.round((Date.now() - started) / 1000)} s.`);
