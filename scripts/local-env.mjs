import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { exportJWK, generateKeyPair } from "jose";
import { delimiter, resolve } from "node:path";

// Environment for every local wrangler/miniflare process: no Cloudflare account, no network, and the
// project's own Node 22 and tools first on PATH even when a script is started with plain `node`.
export const localEnv = {
  ...process.env,
  PATH: [resolve("node_modules/.bin"), process.env.PATH].join(delimiter),
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  // Builds started from here (npm start, npm test) carry the local sandbox gateways; a plain `react-router build`
  // (npm run deploy) does not (vite.config.ts, docs/decisions/0039).
  SANDBOX_GATEWAYS: "on",
};

/** Strings of the sandboxes' code (their test keys, ledger text and checkout page), in no production module. */
export const SANDBOX_MARKERS = [
  "FLWSECK_TEST-sandbox", // app/payments/gateways/sandbox.server.ts
  "sk_test_paystacksandbox", // app/payments/gateways/paystack-sandbox.server.ts
  "Sandbox transaction", // the Flutterwave sandbox's ledger narration
  "sandbox-checkout", // the checkout page's route and test ids
  "completeSandboxTransaction", // app/models/sandbox-transactions.server.ts
  "sandbox_transactions", // the sandboxes' ledger (app/db/sandbox-schema.ts)
];

/** Strings only local builds hold: the sandboxes', the D1 meter's (its header) and the local Access stand-in's. */
export const LOCAL_ONLY_MARKERS = [
  ...SANDBOX_MARKERS,
  "X-D1-Round-Trips",
  // The stand-in for Cloudflare Access (app/staff/local-access.server.ts): its sign-in page, its cookie, its page's words.
  "__local-access",
  "CF_Authorization",
  "local stand-in for Cloudflare Access",
];

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

/** The local stand-in's Access application: the issuer and audience its tokens carry (no such team exists). */
export const LOCAL_ACCESS = { teamDomain: "https://local-access.invalid", aud: "local-staff-console" };

/**
 * Variables only local runs get: the sandbox payment gateway (wrangler.toml ships Flutterwave), its webhook hash,
 * and no minimum form fill time (the end-to-end tests fill forms faster than a person). scripts/serve.mjs hands
 * them to `vite preview` as process environment with CLOUDFLARE_INCLUDE_PROCESS_ENV, which wrangler lays over the
 * [vars] of both built Workers; so each local server can also get its own PUBLIC_ORIGIN (its own port). Nothing
 * here is in a file `wrangler deploy` reads, so none of it can reach production. (A .dev.vars file next to the
 * built configs would switch that mechanism off: removeBuiltDevVars() clears any left there.) `npm run dev` reads
 * a .dev.vars beside wrangler.toml instead: `node -e "import('./scripts/local-env.mjs').then((m) => m.writeDevVars())"`.
 */
export const LOCAL_VARS = {
  // The two local sandboxes: Flutterwave's (primary) and Paystack's (secondary); see app/config.server.ts.
  PAYMENT_GATEWAY: "sandbox",
  PAYMENT_GATEWAY_SECONDARY: "paystack-sandbox",
  SANDBOX_WEBHOOK_HASH: "sandbox-webhook-hash",
  FORM_MIN_FILL_SECONDS: "0",
  // The seeded naira rate (2026-11-20) must still be usable when a newcomer runs `npm start` months later: local
  // servers accept a rate up to ten years old (production: 7 days, wrangler.toml). The Worker tests keep 7 and
  // write the rate dates they need (vitest.config.ts does not pass this).
  NGN_RATE_MAX_AGE_DAYS: "3650",
  // A catalogue edit shows on the very next request (production trusts the version it read for 30 s, wrangler.toml);
  // `npm run measure:ttfb` sets production's.
  CATALOGUE_VERSION_TRUST_SECONDS: process.env.CATALOGUE_VERSION_TRUST_SECONDS ?? "0",
  // Signs status links (production: `wrangler secret put STATUS_LINK_SECRET` on both Workers).
  STATUS_LINK_SECRET: "local-only-status-link-secret-not-for-production",
  // Meta's webhook secrets (production: `wrangler secret put` on the web Worker): to try the webhook by hand.
  WHATSAPP_APP_SECRET: "local-only-whatsapp-app-secret",
  WHATSAPP_VERIFY_TOKEN: "local-only-whatsapp-verify-token",
  // The staff console's Access application (production: the team's domain and the application's AUD, wrangler.toml):
  // locally the stand-in for Access (app/staff/local-access.server.ts) signs its tokens for these.
  ACCESS_TEAM_DOMAIN: LOCAL_ACCESS.teamDomain,
  ACCESS_AUD: LOCAL_ACCESS.aud,
};

/** Extra environment for `vite preview` serving the build on `port`: the local variables and the served origin. */
export async function localPreviewVars(port, publicOrigin = `http://localhost:${port}`) {
  const keys = await localAccessKeys();
  return {
    ...LOCAL_VARS,
    LOCAL_ACCESS_PUBLIC_JWK: keys.publicJwk,
    LOCAL_ACCESS_PRIVATE_JWK: keys.privateJwk,
    PUBLIC_ORIGIN: publicOrigin,
    CLOUDFLARE_INCLUDE_PROCESS_ENV: "true",
  };
}

const LOCAL_ACCESS_KEY_FILE = ".wrangler/local-access-key.json";
/** The variables that carry the stand-in's key pair to the local Workers (made per machine, so not in LOCAL_VARS). */
export const LOCAL_ACCESS_KEY_VARS = ["LOCAL_ACCESS_PUBLIC_JWK", "LOCAL_ACCESS_PRIVATE_JWK"];

/**
 * The local Access stand-in's RS256 key pair, as JWK JSON: made once on this machine and kept in .wrangler/ (never
 * committed, never deployed), so `npm run staff:token` signs tokens the running local server accepts.
 */
export async function localAccessKeys() {
  if (existsSync(LOCAL_ACCESS_KEY_FILE)) return JSON.parse(readFileSync(LOCAL_ACCESS_KEY_FILE, "utf8"));
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = `local-${Date.now().toString(36)}`;
  const keys = {
    publicJwk: JSON.stringify({ ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" }),
    privateJwk: JSON.stringify({ ...(await exportJWK(privateKey)), kid, alg: "RS256" }),
  };
  mkdirSync(".wrangler", { recursive: true });
  writeFileSync(LOCAL_ACCESS_KEY_FILE, JSON.stringify(keys));
  return keys;
}

export function removeBuiltDevVars() {
  for (const file of ["build/server/.dev.vars", "dist/istanbul_study_gateway_consumer/.dev.vars"]) {
    rmSync(file, { force: true });
  }
}

/** The same variables for `react-router dev` (source configs). Delete them before running the Worker tests. */
export async function writeDevVars() {
  const keys = await localAccessKeys();
  const text =
    "# Written by scripts/local-env.mjs for local runs only (never deployed).\n" +
    Object.entries({
      ...LOCAL_VARS,
      LOCAL_ACCESS_PUBLIC_JWK: keys.publicJwk,
      LOCAL_ACCESS_PRIVATE_JWK: keys.privateJwk,
      PUBLIC_ORIGIN: "http://localhost:5173",
    })
      .map(([key, value]) => `${key}=${JSON.stringify(value)}\n`)
      .join("");
  for (const file of [".dev.vars", "workers/.dev.vars"]) writeFileSync(file, text);
}
