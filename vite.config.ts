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

/**
 * The browser's chunks. Only the pages that hydrate load scripts, each with the root's code (React, React Router,
 * the header and footer): left to the bundler, that code came in some 30 small files, and gzip compresses one file
 * better than 30 (7.6 KB less on /apply). So every module the root imports, directly or not, goes into one `shell`
 * chunk; what a route adds is split as usual. Lazily imported code (the upload client, the toasts) stays lazy.
 */
function shellChunk(): Plugin {
  return {
    name: "shell-chunk",
    configEnvironment: (name) =>
      name !== "client"
        ? undefined
        : {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    groups: [{ name: (id, ctx) => (inShell(id, ctx) ? "shell" : null) }],
                  },
                },
              },
            },
          },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };
const ROOT = /[\\/]app[\\/]root\.tsx$/;
const STYLESHEET = /\.css($|\?)/;

/**
 * The root module and its stylesheet stay in the root's own chunk: the Worker inlines the stylesheet as the root's
 * own file (app/lib/site-stylesheet.server.ts), which every route linked once it lived in a shared chunk.
 */
const inShell = (id: string, graph: ModuleGraph) => !ROOT.test(id) && !STYLESHEET.test(id) && importedByRoot(id, graph);

const rootImports = new Map<string, boolean>();
/** Whether app/root.tsx imports the module statically, directly or through others. */
function importedByRoot(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (ROOT.test(id)) return true;
  const known = rootImports.get(id);
  if (known !== undefined) return known;
  if (seen.has(id)) return false;
  seen.add(id);
  const found = (graph.getModuleInfo(id)?.importers ?? []).some((importer) => importedByRoot(importer, graph, seen));
  rootImports.set(id, found);
  return found;
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
    shellChunk(),
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
