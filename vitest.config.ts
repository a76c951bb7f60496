import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { defineConfig } from "vitest/config";
import { exportJWK, generateKeyPair } from "jose";
import { startWhatsAppSandbox, whatsAppSandboxVars } from "./scripts/whatsapp-sandbox.mjs";

// Worker tests run inside workerd against the *built* web Worker (the source entry imports React Router's
// virtual server build, which only exists inside its Vite plugin): `npm test` builds first.
// The suites drive the build with the local sandbox gateways (`npm run build:local`; npm test makes it); a production
// build (plain `react-router build`) has none, and serves only the project `web-production` (decision 0039).
const workerChunks = existsSync("./build/server/assets") ? readdirSync("./build/server/assets") : [];
const sandboxBuilt = workerChunks.some((file) =>
  readFileSync(`./build/server/assets/${file}`, "utf8").includes("FLWSECK_TEST-sandbox"),
);
const productionOnly = /--project[= ]web-production(\s|$)/.test(`${process.argv.slice(2).join(" ")} `);
// The node project (tests/node/) needs no build at all.
const nodeOnly = /--project[= ]node(\s|$)/.test(`${process.argv.slice(2).join(" ")} `);
if (workerChunks.length > 0 && !sandboxBuilt && !productionOnly && !nodeOnly) {
  throw new Error(
    "build/ is a production build, without the sandbox gateways the payment tests need: run `npm run build:local` (or SANDBOX_GATEWAYS=on npx react-router build) first.",
  );
}
const migrations = await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url)));
const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
const setupFiles = ["./tests/worker/apply-migrations.ts"];
const NOTIFICATIONS_QUEUE = "istanbul-study-gateway-notifications";

/** An RS256 key pair as JWK JSON strings (public with `use`), named `kid`. */
async function rsaKeys(kid: string) {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  return {
    publicJwk: JSON.stringify({ ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" }),
    privateJwk: JSON.stringify({ ...(await exportJWK(privateKey)), kid, alg: "RS256" }),
  };
}
/** The local stand-in for Access (as scripts/local-env.mjs makes for `npm start`): a key pair of this run. */
const localAccessKeys = await rsaKeys("local-vitest");
/**
 * The production suite's Access team: its certs endpoint (answered below, as Cloudflare would) serves the current and
 * the previous key, as during a rotation; the tests sign with either, and with a key the team never had.
 */
const TEAM = { domain: "https://test-team.cloudflareaccess.com", aud: "test-aud-0123456789abcdef" };
const teamKeys = {
  current: await rsaKeys("team-current"),
  previous: await rsaKeys("team-previous"),
  other: await rsaKeys("team-current"),
};
const teamCerts = JSON.stringify({
  keys: [JSON.parse(teamKeys.current.publicJwk), JSON.parse(teamKeys.previous.publicJwk)],
});
const productionAccessVars = {
  ACCESS_TEAM_DOMAIN: TEAM.domain,
  ACCESS_AUD: TEAM.aud,
  TEST_ACCESS_KEYS: JSON.stringify({
    current: teamKeys.current.privateJwk,
    previous: teamKeys.previous.privateJwk,
    other: teamKeys.other.privateJwk,
  }),
};
/** What the production Worker may fetch in its tests: the team's certs, nothing else. */
function teamCertsOnly(request: Request) {
  return new URL(request.url).href === `${TEAM.domain}/cdn-cgi/access/certs`
    ? new Response(teamCerts, { headers: { "Content-Type": "application/json" } })
    : new Response("no network in tests", { status: 502 });
}

/** Variables local runs get (scripts/local-env.mjs writes the same for `npm start`): wrangler.toml ships Flutterwave. */
const localVars = {
  // The staff console's local stand-in for Access (app/staff/local-access.server.ts).
  ACCESS_TEAM_DOMAIN: "https://local-access.invalid",
  ACCESS_AUD: "local-staff-console",
  LOCAL_ACCESS_PUBLIC_JWK: localAccessKeys.publicJwk,
  LOCAL_ACCESS_PRIVATE_JWK: localAccessKeys.privateJwk,
  PAYMENT_GATEWAY: "sandbox",
  PAYMENT_GATEWAY_SECONDARY: "paystack-sandbox",
  SANDBOX_WEBHOOK_HASH: "sandbox-webhook-hash",
  STATUS_LINK_SECRET: "local-only-status-link-secret-not-for-production",
  WHATSAPP_APP_SECRET: "local-only-whatsapp-app-secret",
  WHATSAPP_VERIFY_TOKEN: "local-only-whatsapp-verify-token",
  // An edit shows on the next request (production trusts the version 30 s: wrangler.toml, decision 0047).
  CATALOGUE_VERSION_TRUST_SECONDS: "0",
};

/**
 * The consumer's WhatsApp channel points at the local sandbox (decision 0050), a Node server on a free port of
 * 127.0.0.1 for this run, writing into a folder emptied first; tests read what it accepted from its GET /messages.
 */
rmSync(".wrangler/tmp/whatsapp-vitest", { recursive: true, force: true });
const whatsappSandbox = await startWhatsAppSandbox({ dir: ".wrangler/tmp/whatsapp-vitest" });
const whatsappVars = {
  ...whatsAppSandboxVars(whatsappSandbox.origin),
  WHATSAPP_SANDBOX_ORIGIN: whatsappSandbox.origin,
};

type BuiltConfig = Record<string, unknown> & { ratelimits?: { simple: { limit: number; period: number } }[] };

/**
 * A variant of the built web Worker's config, written next to the original (so `main` still resolves). Suites that
 * post many times from one client run with the rate limits raised a thousandfold; the limits themselves are
 * proven against the config as shipped (tests/worker/*.limits.test.ts).
 */
function webConfig(name: string, change: (config: BuiltConfig) => BuiltConfig) {
  const builtConfig = "./build/server/wrangler.json";
  const variant = `./build/server/wrangler.${name}.json`;
  if (existsSync(builtConfig)) {
    const config = change(JSON.parse(readFileSync(builtConfig, "utf8")) as BuiltConfig);
    writeFileSync(variant, JSON.stringify(config, null, 2));
  }
  return variant;
}

/**
 * The built web Worker's config, unchanged, in a directory of its own: no .dev.vars beside it (scripts/serve.mjs
 * writes one next to build/server/wrangler.json for local runs), so the Worker sees only what `wrangler deploy`
 * would give it.
 */
function asShipped(name: string) {
  const builtConfig = "./build/server/wrangler.json";
  const variant = `./build/${name}/wrangler.json`;
  if (existsSync(builtConfig)) {
    const config = JSON.parse(readFileSync(builtConfig, "utf8")) as BuiltConfig & { main: string };
    mkdirSync(`./build/${name}`, { recursive: true });
    writeFileSync(variant, JSON.stringify({ ...config, main: `../server/${config.main}` }, null, 2));
  }
  return variant;
}

function generousLimits(config: BuiltConfig): BuiltConfig {
  const ratelimits = config.ratelimits?.map((r) => ({ ...r, simple: { ...r.simple, limit: r.simple.limit * 1000 } }));
  return { ...config, ratelimits };
}

/** The web Worker with no queue to accept its notifications: enqueue() fails for real. */
function webConfigWithoutQueue() {
  return webConfig("queue-down", ({ queues: _queues, ...config }) => generousLimits(config));
}

// Web Worker tests that follow a message through the real queue consumer (e.g. a payment webhook to its receipt
// e-mail) run in their own project, where the built consumer runs beside the web Worker on the same local D1 and
// queue. Other web tests keep a queue nobody consumes, so what they enqueue stays as they left it.
const withConsumer = [
  "tests/worker/payments-api.test.ts",
  "tests/worker/paystack-payments.test.ts",
  "tests/worker/payments-naira.test.ts",
  "tests/worker/whatsapp-reply.test.ts",
];
/** Suites with a project of their own below. */
const ownProjects = [
  "tests/worker/d1-round-trips.test.ts",
  "tests/worker/**/*.queue-down.test.ts",
  "tests/worker/**/*.limits.test.ts",
  "tests/worker/**/*.production.test.ts",
];

function builtConsumer() {
  const config = "./dist/istanbul_study_gateway_consumer/wrangler.json";
  if (!existsSync(config)) throw new Error(`${config} is missing: run \`npx react-router build\` before vitest.`);
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(config);
  if (!main) throw new Error(`${config} names no main module`);
  // The bundle is one ES module: miniflare's module rules are not needed (and not accepted here).
  const { modulesRules: _rules, ...options } = workerOptions;
  const bindings = { ...((options as { bindings?: Record<string, unknown> }).bindings ?? {}), ...localVars };
  return { ...options, bindings, name: "istanbul-study-gateway-consumer", modules: true, scriptPath: main };
}

/**
 * The attack suite's witness of queue sends: a tiny Worker that consumes the notifications queue (one message per
 * batch, so at once) and writes each message it receives into the shared local D1. Nothing of the web Worker is
 * replaced: its real producer binding sends, the real local queue delivers, and the suite counts the rows.
 */
const queueObserver = {
  name: "queue-observer",
  modules: true,
  compatibilityDate: "2026-10-01",
  script: `export default {
    async queue(batch, env) {
      await env.DB.prepare("CREATE TABLE IF NOT EXISTS observed_queue_messages (id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL, received_at TEXT NOT NULL)").run();
      for (const message of batch.messages) {
        await env.DB.prepare("INSERT INTO observed_queue_messages (body, received_at) VALUES (?, ?)").bind(JSON.stringify(message.body), new Date().toISOString()).run();
        message.ack();
      }
    },
  };`,
  d1Databases: { DB: "00000000-0000-0000-0000-000000000000" },
  queueConsumers: { [NOTIFICATIONS_QUEUE]: { maxBatchSize: 1, maxBatchTimeout: 1 } },
};

export default defineConfig({
  test: {
    // One test file per core. Vitest's default (cores - 1) ran this suite one file at a time on a 2-core machine:
    // 331 s, against 253 s with two (decision 0035).
    maxWorkers: availableParallelism(),
    // Writes the attack suite's table (tests/worker/attack-*.test.ts) to docs/security/attack-suite.md.
    reporters: ["default", "./scripts/attack-report.mjs"],
    // Those results reach the reporter as one long log line; keep it off the terminal.
    onConsoleLog: (log) => !log.startsWith("ATTACK-SUITE-RESULTS "),
    projects: [
      {
        // Node-side checks of the repository itself (e.g. that the Biome import walls bite: tests/node/).
        test: { name: "node", include: ["tests/node/**/*.test.ts"], environment: "node" },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: webConfig("generous-limits", generousLimits) },
            miniflare: { bindings: { TEST_MIGRATIONS: migrations, ...localVars } },
          }),
        ],
        resolve: { alias },
        test: {
          name: "web",
          include: ["tests/worker/**/*.test.ts"],
          exclude: [...withConsumer, ...ownProjects, "tests/worker/attack-*.test.ts"],
          setupFiles,
        },
      },
      {
        // The rate limits and form checks exactly as wrangler.toml ships them (the sandbox still local).
        plugins: [
          cloudflareTest({
            wrangler: { configPath: asShipped("as-shipped") },
            miniflare: { bindings: { TEST_MIGRATIONS: migrations, ...localVars } },
          }),
        ],
        resolve: { alias },
        test: { name: "web-as-shipped", include: ["tests/worker/**/*.limits.test.ts"], setupFiles },
      },
      {
        // The D1 meter on (app/db/d1-meter.server.ts): each answer says how many D1 round trips it waited for; the
        // catalogue version trusted as in production (wrangler.toml).
        plugins: [
          cloudflareTest({
            wrangler: { configPath: webConfig("generous-limits", generousLimits) },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: migrations,
                ...localVars,
                D1_ROUND_TRIPS: "on",
                CATALOGUE_VERSION_TRUST_SECONDS: "30",
              },
            },
          }),
        ],
        resolve: { alias },
        test: { name: "web-round-trips", include: ["tests/worker/d1-round-trips.test.ts"], setupFiles },
      },
      {
        // The web Worker with production's configuration: no local variables at all.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: asShipped("production") },
            // Production's configuration, with an Access team whose certs endpoint answers as Cloudflare's would.
            miniflare: {
              bindings: { TEST_MIGRATIONS: migrations, ...productionAccessVars },
              outboundService: teamCertsOnly,
            },
          }),
        ],
        resolve: { alias },
        test: { name: "web-production", include: ["tests/worker/**/*.production.test.ts"], setupFiles },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: webConfig("generous-limits", generousLimits) },
            miniflare: { bindings: { TEST_MIGRATIONS: migrations, ...localVars }, workers: [builtConsumer()] },
          }),
        ],
        resolve: { alias },
        test: {
          name: "web+consumer",
          include: withConsumer,
          setupFiles,
        },
      },
      {
        // The attack suite: the built web Worker, with a witness that records every message it puts on the queue.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./build/server/wrangler.json" },
            miniflare: { bindings: { TEST_MIGRATIONS: migrations, ...localVars }, workers: [queueObserver] },
          }),
        ],
        resolve: { alias },
        test: { name: "web-attack", include: ["tests/worker/attack-*.test.ts"], setupFiles },
      },
      {
        // The web Worker when the notifications queue cannot take a message.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: webConfigWithoutQueue() },
            miniflare: { bindings: { TEST_MIGRATIONS: migrations, ...localVars } },
          }),
        ],
        resolve: { alias },
        test: { name: "web-queue-down", include: ["tests/worker/**/*.queue-down.test.ts"], setupFiles },
      },
      {
        // The queue consumer Worker, from source, with the same migrations on its own local D1.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./workers/consumer.wrangler.toml" },
            miniflare: { bindings: { TEST_MIGRATIONS: migrations, ...localVars, ...whatsappVars } },
          }),
        ],
        resolve: { alias },
        test: {
          name: "consumer",
          include: ["tests/consumer/**/*.test.ts"],
          exclude: ["tests/consumer/**/*.mail-refused.test.ts"],
          setupFiles,
        },
      },
      {
        // The consumer when the local send_email refuses the inbox (it may only mail someone else), with short
        // retry delays (1 s, 2 s) and 2 retries so the real queue reaches its dead-letter queue within seconds.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./workers/consumer.wrangler.toml" },
            miniflare: {
              bindings: { TEST_MIGRATIONS: migrations, ...localVars, RETRY_DELAY_SECONDS: "1" },
              email: { send_email: [{ name: "MAILER", allowed_destination_addresses: ["someone-else@example.com"] }] },
              queueConsumers: {
                [NOTIFICATIONS_QUEUE]: {
                  maxBatchSize: 10,
                  maxBatchTimeout: 1,
                  maxRetries: 2,
                  deadLetterQueue: `${NOTIFICATIONS_QUEUE}-dlq`,
                },
              },
            },
          }),
        ],
        resolve: { alias },
        test: { name: "consumer-mail-refused", include: ["tests/consumer/**/*.mail-refused.test.ts"], setupFiles },
      },
    ],
  },
});
