import { runnerImport } from "vite";
import type { AppRoute } from "./react-router-routes.ts";

const ENTRY = "virtual:routes-asking-for-scripts";
/** Modules of the Workers runtime and of other Vite plugins: nothing a route's `handle` is made of. */
const OUTSIDE_NODE = /^(cloudflare|virtual):/;

/**
 * The modules (absolute paths) of the routes whose page ships scripts. Each route module is imported in Node through
 * a Vite module runner, as the Worker imports it, and its `handle` judged by the function the root judges it with
 * (`wantsScripts`, app/security/route-policy.ts): the build and the site read the same declaration, whatever
 * expression or preset it is written with (decision 0036).
 */
export async function routesAskingForScripts(
  root: string,
  { routes, appDirectory }: { routes: AppRoute[]; appDirectory: string },
): Promise<Set<string>> {
  const pages = routes.filter((route) => route.id !== "root");
  const code = [
    `import { wantsScripts } from ${JSON.stringify(`${appDirectory}/security/route-policy.ts`)};`,
    ...pages.map((route, i) => `import * as route${i} from ${JSON.stringify(route.file)};`),
    `const handles = [${pages.map((route, i) => `[${JSON.stringify(route.file)}, route${i}.handle]`).join(", ")}];`,
    "export default handles.filter(([, handle]) => wantsScripts([{ handle }])).map(([file]) => file);",
  ].join("\n");
  const { module } = await runnerImport<{ default: string[] }>(ENTRY, {
    root,
    logLevel: "error",
    resolve: { tsconfigPaths: true },
    plugins: [
      {
        name: "routes-asking-for-scripts",
        enforce: "pre",
        resolveId: (id) => (id === ENTRY || OUTSIDE_NODE.test(id) ? `\0${id}` : undefined),
        load(id) {
          if (id === `\0${ENTRY}`) return code;
          // Read when a handler runs (`env`, `waitUntil`), never while a module is evaluated.
          if (OUTSIDE_NODE.test(id.slice(1))) return "export {};";
        },
      },
    ],
  });
  return new Set(module.default);
}
