import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { defineConfig } from "vitest/config";

// Worker tests run inside workerd against the *built* web Worker (the source entry imports React Router's
// virtual server build, which only exists inside its Vite plugin): `npm test` builds first.
const migrations = await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url)));
const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
const setupFiles = ["./tests/worker/apply-migrations.ts"];
const NOTIFICATIONS_QUEUE = "istanbul-study-gateway-notifications";

/**
 * The built web Worker's config without its queue producer, next to the original (so `main` still resolves):
 * the Worker then runs with no queue to accept its notifications, and enqueue() fails for real.
 */
function webConfigWithoutQueue() {
  const builtConfig = "./build/server/wrangler.json";
  const withoutQueue = "./build/server/wrangler.queue-down.json";
  if (existsSync(builtConfig)) {
    const { queues: _queues, ...config } = JSON.parse(readFileSync(builtConfig, "utf8")) as Record<string, unknown>;
    writeFileSync(withoutQueue, JSON.stringify(config, null, 2));
  }
  return withoutQueue;
}

// Web Worker tests that follow a message through the real queue consumer (e.g. a payment webhook to its receipt
// e-mail) run in their own project, where the built consumer runs beside the web Worker on the same local D1 and
// queue. Other web tests keep a queue nobody consumes, so what they enqueue stays as they left it.
const withConsumer = ["tests/worker/payments-api.test.ts"];

function builtConsumer() {
  const config = "./dist/istanbul_study_gateway_consumer/wrangler.json";
  if (!existsSync(config)) throw new Error(`${config} is missing: run \`npx react-router build\` before vitest.`);
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(config);
  if (!main) throw new Error(`${config} names no main module`);
  // The bundle is one ES module: miniflare's module rules are not needed (and not accepted here).
  const { modulesRules: _rules, ...options } = workerOptions;
  return { ...options, name: "istanbul-study-gateway-consumer", modules: true, scriptPath: main };
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
    // Writes the attack suite's table (tests/worker/attack-*.test.ts) to docs/security/attack-suite.md.
    reporters: ["default", "./scripts/attack-report.mjs"],
    // Those results reach the reporter as one long log line; keep it off the terminal.
    onConsoleLog: (log) => !log.startsWith("ATTACK-SUITE-RESULTS "),
    projects: [
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./build/server/wrangler.json" },
            miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
          }),
        ],
        resolve: { alias },
        test: {
          name: "web",
          include: ["tests/worker/**/*.test.ts"],
          exclude: [...withConsumer, "tests/worker/**/*.queue-down.test.ts", "tests/worker/attack-*.test.ts"],
          setupFiles,
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./build/server/wrangler.json" },
            miniflare: { bindings: { TEST_MIGRATIONS: migrations }, workers: [builtConsumer()] },
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
            miniflare: { bindings: { TEST_MIGRATIONS: migrations }, workers: [queueObserver] },
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
            miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
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
            miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
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
              bindings: { TEST_MIGRATIONS: migrations, RETRY_DELAY_SECONDS: "1" },
              email: { send_email: [{ name: "MAILER", allowed_destination_addresses: ["someone-else@example.com"] }] },
              queueConsumers: {
                [NOTIFICATIONS_QUEUE]: { maxBatchSize: 10, maxBatchTimeout: 1, maxRetries: 2, deadLetterQueue: `${NOTIFICATIONS_QUEUE}-dlq` },
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
