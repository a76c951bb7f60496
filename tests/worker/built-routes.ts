import type { BuiltRoute } from "~/security/route-policies.server";

// The route manifest of the server build the Worker runs (`npx react-router build`), with each route's module: what
// the edge builds its tables from (app/security/route-policies.server.ts).

const builds = import.meta.glob<{ routes: Record<string, BuiltRoute | undefined> }>(
  "../../build/server/assets/server-build-*.js",
);

export async function builtRoutes() {
  const [load, ...others] = Object.values(builds);
  if (!load || others.length > 0) throw new Error("expected one build/server/assets/server-build-*.js: build first");
  return (await load()).routes;
}
