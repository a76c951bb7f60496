import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Worker tests run inside workerd against the *built* web Worker (the source entry imports React Router's
// virtual server build, which only exists inside its Vite plugin): `npm test` builds first.
const migrations = await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url)));
const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  test: {
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
          setupFiles: ["./tests/worker/apply-migrations.ts"],
        },
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
          setupFiles: ["./tests/worker/apply-migrations.ts"],
        },
      },
    ],
  },
});
