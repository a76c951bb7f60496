// One spelling per URL. React Router matches a route's fixed segments in any letter case and after percent-decoding,
// Hono decodes %xx, and both ignore repeated or trailing slashes, so `/CONTACT`, `/contac%74` and `/contact/` all
// reach the contact page. The edge (workers/app.ts) resolves every request to the spelling its route is declared
// with before any rule looks at it: rate limits, body caps and personal-page headers key on what the request
// reaches, and a GET of another spelling is answered with a 301 to the canonical URL (one URL per page for search).

/** Where the JSON API is mounted (app/api/json-api.server.ts): React Router serves everything else. */
export const API_PATH = "/api";

/**
 * Whether a canonical path is the API's: `/api` and what is under it, in no language (`/fr/api/…` is no page and no
 * API: 404). The one answer to this question for the edge, the route tables and the request's language.
 */
export const isApiPath = (pathname: string) => pathname === API_PATH || pathname.startsWith(`${API_PATH}/`);

type ManifestRoute = { parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

/** A route's whole path, split into segments ("universities/:id" → ["universities", ":id"]), and its id. */
export type RoutePattern = { id: string; segments: readonly string[]; caseSensitive: boolean };

/** The path patterns of a React Router build's route manifest (parents' paths joined); the splat route is left out. */
export function routePatterns(routes: Record<string, ManifestRoute | undefined>): RoutePattern[] {
  const segmentsOf = (route: ManifestRoute): string[] => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    return [...(parent ? segmentsOf(parent) : []), ...(route.path ?? "").split("/").filter(Boolean)];
  };
  return Object.entries(routes)
    .filter((entry): entry is [string, ManifestRoute] => Boolean(entry[1] && (entry[1].path || entry[1].index)))
    .map(([id, route]) => ({ id, segments: segmentsOf(route), caseSensitive: Boolean(route.caseSensitive) }))
    .filter(({ segments }) => !segments.includes("*"));
}

/** A path segment decoded as the routers decode it; a malformed escape is left as it came. */
function decodeSegment(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The one encoding of a segment: what must be escaped is, the rest (RFC 3986 pchar) is not. */
function encodeSegment(segment: string) {
  return encodeURIComponent(segment).replace(/%(3A|40|24|26|2B|2C|3B|3D)/g, (code) => decodeURIComponent(code));
}

const DATA_SUFFIX = ".data";
/** React Router's single-fetch requests: `/contact.data`, and `/_root.data` for `/`. */
const ROOT_DATA = "_root";

function matches(pattern: RoutePattern, segments: readonly string[]) {
  if (pattern.segments.length !== segments.length) return false;
  return pattern.segments.every((fixed, i) => {
    if (fixed.startsWith(":")) return segments[i] !== "";
    return pattern.caseSensitive ? fixed === segments[i] : fixed.toLowerCase() === segments[i]!.toLowerCase();
  });
}

/**
 * The route pattern a canonical path's segments match, if any: where two would, the one with more fixed segments
 * (as React Router ranks them: `/programs/new` before `/programs/:slug`).
 */
export function matchingPattern(segments: readonly string[], patterns: readonly RoutePattern[]) {
  const fixed = (pattern: RoutePattern) => pattern.segments.filter((s) => !s.startsWith(":")).length;
  return patterns.filter((p) => matches(p, segments)).sort((a, b) => fixed(b) - fixed(a))[0];
}

/**
 * The canonical spelling of `pathname` (as `URL.pathname` gives it): segments decoded and encoded one way, no empty
 * segments, and a page route's fixed segments as the route declares them. Paths no page route matches (the API,
 * the 404 page) keep their letters.
 */
export function canonicalPath(pathname: string, patterns: readonly RoutePattern[]) {
  let segments = pathname.split("/").filter(Boolean).map(decodeSegment);
  const last = segments.at(-1);
  const data = last?.endsWith(DATA_SUFFIX) && last.length > DATA_SUFFIX.length;
  if (data) {
    const page = last!.slice(0, -DATA_SUFFIX.length);
    segments = page === ROOT_DATA && segments.length === 1 ? [] : [...segments.slice(0, -1), page];
  }
  const pattern = isApiPath(`/${segments.join("/")}`) ? undefined : patterns.find((p) => matches(p, segments));
  const canonical = pattern
    ? segments.map((s, i) => (pattern.segments[i]!.startsWith(":") ? s : pattern.segments[i]!))
    : segments;
  if (data) {
    if (canonical.length === 0) canonical.push(ROOT_DATA);
    canonical[canonical.length - 1] += DATA_SUFFIX;
  }
  return `/${canonical.map(encodeSegment).join("/")}`;
}
