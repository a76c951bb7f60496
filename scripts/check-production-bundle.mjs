// Proves that what `wrangler deploy` uploads carries none of the local sandbox gateways (docs/decisions/0039) nor
// the D1 meter (0047):
// builds the site as `npm run deploy` does (without SANDBOX_GATEWAYS=on), asks wrangler for the exact upload of both
// Workers (`wrangler deploy --dry-run --outdir`) and searches every file of it for strings only the sandboxes' code
// holds. Then the Worker tests of the production configuration run against that same bundle (npm test does both,
// before it builds again with the sandboxes for the other suites).
//   node scripts/check-production-bundle.mjs            build, then check
//   node scripts/check-production-bundle.mjs --no-build  check the build already in build/ and dist/
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { localEnv, run, LOCAL_ONLY_MARKERS } from "./local-env.mjs";

const WORKERS = {
  web: "build/server/wrangler.json",
  consumer: "dist/istanbul_study_gateway_consumer/wrangler.json",
};

const productionEnv = { ...localEnv, SANDBOX_GATEWAYS: "off" };

if (!process.argv.includes("--no-build")) await run("react-router", ["build"], { env: productionEnv });

const found = [];
for (const [worker, config] of Object.entries(WORKERS)) {
  const outdir = mkdtempSync(join(tmpdir(), `upload-${worker}-`));
  try {
    await run("wrangler", ["deploy", "--dry-run", "--outdir", outdir, "-c", config], {
      env: productionEnv,
      stdio: ["ignore", "ignore", "inherit"],
    });
    let bytes = 0;
    for (const file of filesIn(outdir)) {
      const text = readFileSync(file, "utf8");
      bytes += text.length;
      for (const marker of LOCAL_ONLY_MARKERS) if (text.includes(marker)) found.push(`${worker}: ${marker} in ${file}`);
    }
    console.log(
      `${worker} Worker upload: ${Math.round(bytes / 1024)} KiB checked for ${LOCAL_ONLY_MARKERS.length} markers`,
    );
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

if (found.length > 0) {
  console.error(`The production bundle carries sandbox gateway code:\n  ${found.join("\n  ")}`);
  process.exit(1);
}
console.log("The production bundle carries none of the sandbox gateways' code.");

function* filesIn(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesIn(path);
    else if (/\.(m?js|json|txt|html)$/.test(name)) yield path;
  }
}
