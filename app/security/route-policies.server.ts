import { isApiPath, matchingPattern, type RoutePattern } from "./canonical-path.server";
import { policyOf, type RoutePolicy } from "./route-policy";

// The edge's route tables, built once per isolate from the server build's route manifest: each route module's
// `handle.policy` (route-policy.ts). A page's policy is its matched route's, whatever its language (French and
// Arabic routes share the English module) and for its `.data` request too. Paths React Router does not serve (the
// API) have no page policy: their tables stay beside their handlers (post-routes.server.ts, security-headers).

/** A route of the server build (`virtual:react-router/server-build`'s `routes`). */
export type BuiltRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { handle?: unknown };
};

export type RoutePolicies = {
  /** The policy of the page at a canonical path (canonical-path.server.ts: its segments as the route declares them); undefined for the API. */
  pageAt(pathname: string): RoutePolicy | undefined;
  /** Every page path whose policy says it may not be prefetched, as URL patterns (`/applications/status`). */
  notPrefetched: string[];
};

/** The routes whose module declares no policy (the root layout is not a page and declares none). */
export function routesWithoutPolicy(routes: Record<string, BuiltRoute | undefined>) {
  return Object.values(routes)
    .filter((route): route is BuiltRoute => Boolean(route && route.id !== "root" && !policyOf(route.module.handle)))
    .map((route) => route.id);
}

export function routePolicies(routes: Record<string, BuiltRoute | undefined>): RoutePolicies {
  const missing = routesWithoutPolicy(routes);
  if (missing.length > 0) throw new Error(`routes without a policy (app/security/route-policy.ts): ${missing}`);
  const all = Object.values(routes).filter((route): route is BuiltRoute => Boolean(route));
  const fullPath = (route: BuiltRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    return [parent ? fullPath(parent) : "", route.path ?? ""].filter(Boolean).join("/");
  };
  // Every page's whole path (the home page's is empty); what none matches is the 404 page's route (`*`). A layout
  // with an index route is no page at its own path: its index is (the staff console's Today, which takes a POST).
  const hasIndex = (layout: BuiltRoute) => all.some((route) => route.parentId === layout.id && route.index);
  const pages = all.filter((route) => route.id !== "root" && route.path !== "*" && !hasIndex(route));
  const splat = all.find((route) => route.path === "*");
  const patterns: RoutePattern[] = pages.map((route) => ({
    id: route.id,
    segments: fullPath(route).split("/").filter(Boolean),
    caseSensitive: Boolean(route.caseSensitive),
  }));
  return {
    pageAt(pathname) {
      if (isApiPath(pathname)) return undefined;
      const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
      const id = matchingPattern(page.split("/").filter(Boolean), patterns)?.id ?? splat?.id;
      return id ? policyOf(routes[id]?.module.handle) : undefined;
    },
    notPrefetched: pages
      .filter((route) => policyOf(route.module.handle)?.prefetch === false)
      .map((route) => `/${fullPath(route)}`),
  };
}
