import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import UnoCSS from "unocss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * `vite preview` (npm start, the end-to-end servers) answers a failed exchange with the Worker with Connect's
 * default error page, a stack trace with file paths. This answers a plain 502 instead and logs the error.
 */
function plainPreviewErrors(): Plugin {
  return {
    name: "plain-preview-errors",
    configurePreviewServer(server) {
      return () => {
        server.middlewares.use(
          (error: Error, _req: unknown, res: import("node:http").ServerResponse, _next: unknown) => {
            server.config.logger.error(`preview: ${error.message}`);
            res.statusCode = 502;
            res.setHeader("Content-Type", "application/json");
            res.end(JSON.stringify({ message: "The local server could not complete this request. Please try again." }));
          },
        );
      };
    },
  };
}

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
    plainPreviewErrors(),
  ],
  resolve: {
    tsconfigPaths: true,
  },
  // Source maps only for scripts/js-by-source.mjs (SOURCEMAP=1): a deployed build must not publish them.
  build: { sourcemap: process.env.SOURCEMAP === "1" },
  // Vite's own CORS middleware would answer every OPTIONS request itself; the Worker answers them, as at the edge
  // (the tus OPTIONS of /api/uploads tells the protocol's version, extensions and maximum size).
  preview: { cors: false },
});
