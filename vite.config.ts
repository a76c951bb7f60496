import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import UnoCSS from "unocss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // The queue consumer runs beside the web Worker in dev and preview, sharing D1 and the queue.
      auxiliaryWorkers: [{ configPath: "./workers/consumer.wrangler.toml" }],
      // scripts/serve.mjs points this at a throwaway directory for end-to-end tests.
      inspectorPort: false,
      persistState: process.env.PERSIST_DIR ? { path: process.env.PERSIST_DIR } : true,
    }),
    UnoCSS(),
    reactRouter(),
  ],
  resolve: {
    tsconfigPaths: true,
  },
});
