import { postRoute } from "~/security/post-routes.server";
import { type Edge, isApiPath, refuse, say, type Step } from "./edge";

/** React Router would run a page's action for PUT, PATCH or DELETE too: pages take GET and POST only. */
export const pagesTakeGetAndPost: Step = (edge) => {
  const { request, url } = edge;
  if (isApiPath(url.pathname) || ["GET", "HEAD", "POST"].includes(request.method)) return undefined;
  return refuse(edge, methodNotAllowed(edge));
};

/** What a page accepts: GET and HEAD, and POST where a form posts (its route's policy, post-routes.server.ts). */
function pageMethods({ url, page }: Edge) {
  return postRoute(url.pathname, "POST", page).group ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
}

export function methodNotAllowed(edge: Edge) {
  const allowed = pageMethods(edge);
  const text = say(edge, { code: "method-not-allowed", allowed });
  return new Response(text, {
    status: 405,
    headers: { Allow: allowed.join(", "), "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
