import { spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { delimiter, dirname, resolve } from "node:path";

// Environment for every local wrangler/miniflare process: no Cloudflare account, no network, and the
// project's own Node 22 and tools first on PATH even when a script is started with plain `node`.
export const localEnv = {
  ...process.env,
  PATH: [resolve("node_modules/.bin"), process.env.PATH].join(delimiter),
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
};

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: localEnv, ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code ?? signal}`)),
    );
  });
}

/**
 * Variables only local runs get: the sandbox payment gateway (wrangler.toml ships Flutterwave), its webhook hash,
 * and no minimum form fill time (the end-to-end tests fill forms faster than a person). They are written as
 * .dev.vars next to each built Worker config, which is where `vite preview` reads them; `wrangler deploy` never
 * uploads a .dev.vars file, so none of this can reach production. (`npm run dev` reads a .dev.vars beside
 * wrangler.toml instead: `node -e "import('./scripts/local-env.mjs').then((m) => m.writeDevVars())"`.)
 */
export const LOCAL_VARS = {
  PAYMENT_GATEWAY: "sandbox",
  SANDBOX_WEBHOOK_HASH: "sandbox-webhook-hash",
  FORM_MIN_FILL_SECONDS: "0",
};

// Next to the built configs only: a .dev.vars beside wrangler.toml would also reach the Worker tests that check
// the configuration as shipped (and every later build would copy it).
const LOCAL_VARS_FILES = [
  "build/server/.dev.vars", // vite preview of the built web Worker
  "dist/istanbul_study_gateway_consumer/.dev.vars", // vite preview of the built consumer
];

const localVarsText = () =>
  "# Written by scripts/local-env.mjs for local runs only (never deployed).\n" +
  Object.entries(LOCAL_VARS)
    .map(([key, value]) => `${key}="${value}"\n`)
    .join("");

export function writeLocalVars() {
  const text = localVarsText();
  for (const file of LOCAL_VARS_FILES) {
    if (existsSync(dirname(resolve(file)))) writeFileSync(file, text);
  }
}

/** The same variables for `react-router dev` (source configs). Delete them before running the Worker tests. */
export function writeDevVars() {
  for (const file of [".dev.vars", "workers/.dev.vars"]) writeFileSync(file, localVarsText());
}
