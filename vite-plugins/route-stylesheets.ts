import { createRequire } from "node:module";
import type { UnocssPluginContext } from "unocss";
import type { UnocssVitePluginAPI } from "unocss/vite";
import type { Plugin, ResolvedConfig, Rolldown } from "vite";
import { type AppRoute, reactRouterRoutes } from "./react-router-routes.ts";

// Each page's stylesheet, made at build time (docs/decisions/0041). The site's one stylesheet (UnoCSS's global
// mode, ~37 KB, ~7.5 KB gzipped) styles every page; most of its rules style other pages. In the Worker's build
// this plugin writes, for each route, one whole stylesheet (preflights included) of the utilities that the modules
// rendering it can name: its module and everything it imports, with the root's, the server entry's and its parent
// routes'. Every visitor of a page then gets the same bytes, the first after a deploy too.
// app/styles/page-stylesheet.server.ts inlines the leaf route's sheet, or the whole one on a page that runs scripts
// (a client navigation from it renders other routes under that page's stylesheet).

/** What the Worker imports: the distinct sheets, and each route id's among them. */
export type RouteStylesheets = { sheets: string[]; routes: Record<string, number> };

export const ROUTE_STYLESHEETS_ID = "virtual:route-stylesheets";
const RESOLVED_ID = `\0${ROUTE_STYLESHEETS_ID}`;
// The module graph is whole only once the bundle is rendered: until then the module exports this object, which
// renderChunk replaces (an object: the bundler copies a constant string to where it is used).
const PLACEHOLDER = "__ROUTE_STYLESHEETS_OF_THIS_BUILD__";
const PLACED = new RegExp(`\\{\\s*${PLACEHOLDER}:\\s*true\\s*\\}`, "g");

export function routeStylesheets(): Plugin {
  let config: ResolvedConfig;
  let built: Promise<RouteStylesheets> | undefined;
  return {
    name: "route-stylesheets",
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      built = undefined;
    },
    resolveId: (id) => (id === ROUTE_STYLESHEETS_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return;
      // The dev server links the whole stylesheet (inline-site-stylesheet.server.ts inlines nothing there): no sheets.
      const sheets = config.command === "build" && this.environment.name === "ssr";
      return `export default ${sheets ? `{ ${PLACEHOLDER}: true }` : "{ sheets: [], routes: {} }"};`;
    },
    async renderChunk(code) {
      if (!code.includes(PLACEHOLDER)) return null;
      built ??= routeSheets(this, config);
      const json = JSON.stringify(await built);
      let placed = 0;
      const filled = code.replace(PLACED, () => {
        placed++;
        return json;
      });
      if (placed !== 1) this.error(`route stylesheets: expected the placeholder once, found it ${placed} times`);
      return { code: filled, map: null };
    },
    generateBundle(_, bundle) {
      if (config.command !== "build" || this.environment.name !== "ssr") return;
      const left = Object.values(bundle).some((file) => file.type === "chunk" && file.code.includes(PLACEHOLDER));
      if (left || !built) this.error("route stylesheets: the Worker's build has no route stylesheets");
    },
  };
}

type Graph = Pick<Rolldown.PluginContext, "getModuleInfo" | "error">;

async function routeSheets(graph: Graph, config: ResolvedConfig): Promise<RouteStylesheets> {
  const uno = unocssContext(config);
  await uno.ready;
  const { routes, entryServer } = reactRouterRoutes(config);
  const byId = new Map(routes.map((route) => [route.id, route]));
  const minify = await cssMinifier(config);
  const tokensOf = moduleTokens(uno);
  const result: RouteStylesheets = { sheets: [], routes: {} };
  const indexOf = new Map<string, number>();
  for (const route of routes) {
    const tokens = new Set<string>();
    for (const id of modulesRendering([entryServer, ...lineage(route, byId)], graph))
      for (const token of await tokensOf(id)) tokens.add(token);
    const css = minify((await uno.uno.generate(tokens, { minify: true })).css);
    // The Worker writes it as raw text in a <style>, which ends at the first "</style".
    if (/<\/style/i.test(css)) graph.error(`route stylesheets: the sheet of ${route.id} holds "</style"`);
    let index = indexOf.get(css);
    if (index === undefined) {
      index = result.sheets.push(css) - 1;
      indexOf.set(css, index);
    }
    result.routes[route.id] = index;
  }
  return result;
}

/** The route's module and its parents' (root first). */
function lineage(route: AppRoute, byId: Map<string, AppRoute>): string[] {
  const parent = route.parentId ? byId.get(route.parentId) : undefined;
  return [...(parent ? lineage(parent, byId) : []), route.file];
}

/**
 * Every module of the Worker's build that `files` import statically, directly or through others. What they import
 * lazily (`import()`: the toasts' viewport, the upload client) runs in the browser only, on the pages with scripts,
 * which carry the whole sheet; tests/e2e/page-stylesheets.spec.ts fails if a page's server render needs more.
 */
function modulesRendering(files: string[], graph: Graph): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) graph.error(`route stylesheets: ${id} is not in the Worker's build`);
    for (const next of info.importedIds) visit(next);
  };
  for (const file of files) visit(file);
  return seen;
}

/**
 * The utilities a module names, read as UnoCSS's global mode read them for the site's stylesheet: its extractors
 * over the code it kept for the module (after the variant-group transformer). Modules it did not scan (plain .ts,
 * packages, its pipeline's filter) name none, as for the whole sheet.
 */
function moduleTokens(uno: UnocssPluginContext) {
  const cache = new Map<string, Promise<Set<string>>>();
  return (id: string): Promise<Set<string>> => {
    const cached = cache.get(id);
    if (cached) return cached;
    const code = uno.modules.get(id);
    const tokens =
      code === undefined ? Promise.resolve(new Set<string>()) : uno.uno.applyExtractors(code, id, new Set<string>());
    cache.set(id, tokens);
    return tokens;
  };
}

function unocssContext(config: ResolvedConfig): UnocssPluginContext {
  const api = config.plugins.find((plugin) => plugin.name === "unocss:api")?.api as UnocssVitePluginAPI | undefined;
  if (!api) throw new Error("route stylesheets: UnoCSS's Vite plugin is missing from the config");
  return api.getContext();
}

/**
 * The minifier Vite runs on the client's stylesheet (lightningcss, a dependency of Vite, resolved through it) with
 * the same browser targets: the route sheets get the vendor prefixes the whole sheet gets (-webkit-backdrop-filter
 * for Safari 16.4, among others) and the same rule text.
 */
async function cssMinifier(config: ResolvedConfig) {
  const fromVite = createRequire(createRequire(`${config.root}/`).resolve("vite"));
  const lightningcss = fromVite("lightningcss") as typeof import("lightningcss");
  const targets = lightningcssTargets(config.environments.client?.build.cssTarget);
  return (css: string) =>
    new TextDecoder().decode(
      lightningcss.transform({ filename: "route.css", code: new TextEncoder().encode(css), minify: true, targets })
        .code,
    );
}

/** Vite's esbuild-style targets (`chrome111`, `safari16.4`) as lightningcss's, as Vite converts them. */
function lightningcssTargets(target: string | string[] | false | undefined) {
  if (!target) return undefined;
  const browsers: Record<string, string> = {
    chrome: "chrome",
    edge: "edge",
    firefox: "firefox",
    ie: "ie",
    ios: "ios_saf",
    opera: "opera",
    safari: "safari",
  };
  const targets: Record<string, number> = {};
  for (const entry of [target].flat()) {
    const [, name = "", major = "", minor = "0"] = /^([a-z]+)(\d+)(?:\.(\d+))?$/.exec(entry) ?? [];
    const browser = browsers[name];
    if (!browser) throw new Error(`route stylesheets: unsupported CSS target "${entry}"`);
    const version = (Number(major) << 16) | (Number(minor) << 8);
    targets[browser] = Math.min(targets[browser] ?? version, version);
  }
  return targets;
}
