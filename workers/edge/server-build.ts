import { createRequestHandler } from "react-router";
import { canonicalPath, routePatterns } from "~/security/canonical-path.server";
import { type RoutePolicies, routePolicies } from "~/security/route-policies.server";

// Built once per isolate: the React Router server build renders every page, and its route manifest (each route
// module's `handle.policy`) gives the edge its tables.
export const serverBuild = () => import("virtual:react-router/server-build");
export const requestHandler = createRequestHandler(serverBuild, import.meta.env.MODE);

let patterns: ReturnType<typeof routePatterns> | undefined;
const pagePatterns = async () => (patterns ??= routePatterns((await serverBuild()).routes));

let policies: RoutePolicies | undefined;
export const pagePolicies = async () => (policies ??= routePolicies((await serverBuild()).routes));

/** The request with its path in canonical spelling; `moved` when that differs from how it came. */
export async function canonicalRequest(request: Request) {
  const url = new URL(request.url);
  const pathname = canonicalPath(url.pathname, await pagePatterns());
  if (pathname === url.pathname) return { request, moved: false };
  url.pathname = pathname;
  return { request: new Request(url, request), moved: true };
}
