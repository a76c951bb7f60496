import type { Step } from "./edge";

/**
 * One URL per page: a GET of another spelling is sent to the canonical one (a POST is served as if sent there). The
 * Location is a path (canonicalPath never starts it with `//`), so it stays on whatever host and scheme the visitor
 * reached, even through a proxy that rewrites Host.
 */
export const canonicalRedirect: Step = ({ request, url, moved }) => {
  if (!moved || (request.method !== "GET" && request.method !== "HEAD")) return undefined;
  return new Response(null, { status: 301, headers: { Location: `${url.pathname}${url.search}` } });
};
