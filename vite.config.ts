import { cloudflare } from "@cloudflare/vite-plugin";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import UnoCSS from "unocss/vite";
import { defineConfig, type Plugin, type ResolvedConfig } from "vite";
import { PARAGLIDE_OPTIONS } from "./scripts/paraglide-options.mjs";
import { isAreaMessage } from "./vite-plugins/message-areas.ts";
import { reactRouterRoutes } from "./vite-plugins/react-router-routes.ts";
import { requestTargetAsSent } from "./vite-plugins/request-target-as-sent.ts";
import { routesAskingForScripts } from "./vite-plugins/route-policies.ts";
import { routeStylesheets } from "./vite-plugins/route-stylesheets.ts";

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
 * The browser's chunks. Only the pages that hydrate load scripts: the root's modules and their route's
 * (docs/decisions/0026). Left to the bundler, the modules they share came in some 30 small files, split by which of
 * the 20 routes use them, and gzip compresses one file better than 30 (7 KB less on /apply). So the modules the root
 * imports, and those that two routes asking for scripts both import, go into one `shell` chunk; a module only one
 * of them uses joins that route's chunk, the modules only browsing pages use are split as usual, and lazily
 * imported code (the upload client, the toasts) stays lazy.
 */
function shellChunk(): Plugin {
  let config: ResolvedConfig;
  // The route modules whose policy asks for scripts: read (~10 s) while the client's modules are transformed, ready
  // before they are split into chunks.
  let reading: Promise<Set<string>> | undefined;
  let asking: Set<string> | undefined;
  const hydrating = () => {
    if (!asking) throw new Error("shell chunk: the routes' policies were not read");
    return asking;
  };
  const inClientBuild = (environment: { name: string }) => config.command === "build" && environment.name === "client";
  return {
    name: "shell-chunk",
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      if (inClientBuild(this.environment)) reading = routesAskingForScripts(config.root, reactRouterRoutes(config));
    },
    async renderStart() {
      if (inClientBuild(this.environment)) asking = await reading;
    },
    configEnvironment: (name) =>
      name !== "client"
        ? undefined
        : {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    groups: [{ name: (id, ctx) => (inShell(id, ctx, hydrating()) ? "shell" : null) }],
                  },
                },
              },
            },
          },
  };
}

/**
 * Modules only a local build has (SANDBOX_GATEWAYS=on: npm start and npm test set it through scripts/local-env.mjs;
 * the dev server always has it): the sandbox gateways (docs/decisions/0039), the D1 meter (docs/decisions/0047) and the
 * stand-in for Cloudflare Access (docs/decisions/0060).
 * Any other build, the one `npm run deploy` uploads among them, gets each door's `.off.server.ts` wherever the site
 * imports it, and app/routes.ts leaves the sandboxes' routes out: its bundles carry none of their code
 * (scripts/check-production-bundle.mjs).
 */
function localOnlyModules(): Plugin {
  const doors = [
    /[\\/]app[\\/]payments[\\/]gateways[\\/]local-sandbox\.server\.ts$/,
    /[\\/]app[\\/]db[\\/]d1-meter\.server\.ts$/,
    /[\\/]app[\\/]staff[\\/]local-access\.server\.ts$/,
  ];
  return {
    name: "local-only-modules",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (process.env.SANDBOX_GATEWAYS === "on" || !/(local-sandbox|d1-meter|local-access)\.server$/.test(source))
        return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && doors.some((door) => door.test(resolved.id))
        ? resolved.id.replace(/\.server\.ts$/, ".off.server.ts")
        : resolved;
    },
  };
}

type ModuleGraph = {
  getModuleInfo(id: string): { importers: readonly string[]; importedIds: readonly string[]; exports: string[] } | null;
};
const ROOT = /[\\/]app[\\/]root\.tsx$/;
const ROUTE = /[\\/]app[\\/]routes[\\/]/;
const STYLESHEET = /\.css($|\?)/;
// A compiled message (app/i18n/paraglide/messages/<key>.js). The root imports them all through Paraglide's `m`
// barrel, so by the import graph every message would be the root's (and every page would download all ~1,000 in
// three languages). Only the shell's own messages (keys without an area prefix) are; an area's messages are placed
// as usual, with the pages that use them (/apply does not download /payments' messages).
const MESSAGE = /[\\/]app[\\/]i18n[\\/]paraglide[\\/]messages[\\/]([a-z0-9_]+)\.js$/i;

/**
 * Not the root or a route module themselves (entries of their own), nor the stylesheet: it stays the root's own
 * file, which the Worker inlines (app/styles/inline-site-stylesheet.server.ts); in a shared chunk every route linked it.
 */
function inShell(id: string, graph: ModuleGraph, asking: ReadonlySet<string>) {
  if (ROOT.test(id) || ROUTE.test(id) || STYLESHEET.test(id)) return false;
  const message = MESSAGE.exec(id)?.[1];
  if (message && isAreaMessage(message)) return false;
  const entries = hydratingImporters(id, graph, asking);
  return [...entries].some((entry) => ROOT.test(entry)) || entries.size >= 2;
}

/**
 * The root, or a route whose policy asks for scripts (`asking`: its own `handle.policy`, read as the root reads it,
 * vite-plugins/route-policies.ts). React Router's client build makes several modules of a route file (`?route-chunk=`,
 * `?__react-router-build-client-route`): the route is the one that declares `handle`, not those that re-export it
 * from another module of the file, nor its split-off clientAction (loaded on submit).
 */
function hydrates(id: string, graph: ModuleGraph, asking: ReadonlySet<string>) {
  if (ROOT.test(id)) return true;
  const file = fileOf(id);
  if (!asking.has(file)) return false;
  const info = graph.getModuleInfo(id);
  return Boolean(info?.exports.includes("handle") && !info.importedIds.some((imported) => fileOf(imported) === file));
}
const fileOf = (id: string) => id.split("?")[0] ?? id;

/** The modules of `hydrates` that import the module statically, directly or through others. */
function hydratingImporters(
  id: string,
  graph: ModuleGraph,
  asking: ReadonlySet<string>,
  seen = new Set<string>(),
): Set<string> {
  const found = new Set<string>();
  if (seen.has(id)) return found;
  seen.add(id);
  if (hydrates(id, graph, asking)) found.add(id);
  for (const importer of graph.getModuleInfo(id)?.importers ?? [])
    for (const entry of hydratingImporters(importer, graph, asking, seen)) found.add(entry);
  return found;
}

export default defineConfig(({ command, isPreview }) => {
  // The dev server runs the sandboxes (scripts/local-env.mjs writeDevVars() configures them); app/routes.ts reads this.
  if (command === "serve" && !isPreview) process.env.SANDBOX_GATEWAYS ??= "on";
  return {
    plugins: [
      // First: a `//apply` reaches the Worker as `//apply`, not as the host `apply` (vite-plugins/request-target-as-sent.ts).
      requestTargetAsSent(),
      cloudflare({
        viteEnvironment: { name: "ssr" },
        // The queue consumer runs beside the web Worker in dev and preview, sharing D1 and the queue.
        // Local builds also run the end-to-end tests' door to the local D1 and R2 (workers/local-state.wrangler.toml).
        auxiliaryWorkers: [
          { configPath: "./workers/consumer.wrangler.toml" },
          ...(process.env.SANDBOX_GATEWAYS === "on" ? [{ configPath: "./workers/local-state.wrangler.toml" }] : []),
        ],
        // scripts/serve.mjs points this at a throwaway directory for end-to-end tests.
        inspectorPort: false,
        persistState: process.env.PERSIST_DIR ? { path: process.env.PERSIST_DIR } : true,
      }),
      UnoCSS(),
      paraglideVitePlugin(PARAGLIDE_OPTIONS),
      reactRouter(),
      routeStylesheets(),
      shellChunk(),
      plainPreviewErrors(),
      localOnlyModules(),
    ],
    resolve: {
      tsconfigPaths: true,
    },
    // Source maps only for scripts/js-by-source.mjs (SOURCEMAP=1): a deployed build must not publish them.
    build: { sourcemap: process.env.SOURCEMAP === "1" },
    // Vite's own CORS middleware would answer every OPTIONS request itself; the Worker answers them, as at the edge
    // (the tus OPTIONS of /api/uploads tells the protocol's version, extensions and maximum size).
    preview: { cors: false },
  };
});
