import { isApiPath } from "~/security/canonical-path.server";
import { postRoute } from "~/security/post-routes.server";
import { type Edge, json, refuse, say, type Step } from "./edge";

/** React Router would run a page's action for PUT, PATCH or DELETE too: pages take GET and POST only. */
export const pagesTakeGetAndPost: Step = (edge) => {
  const { request, url } = edge;
  if (isApiPath(url.pathname) || ["GET", "HEAD", "POST"].includes(request.method)) return undefined;
  return refuse(edge, methodNotAllowed(edge));
};

/** A method the page does not take: 405 naming those it does; 404 where no page is (as for a GET). */
export function methodNotAllowed(edge: Edge) {
  if (edge.page?.missing) return json(404, { message: say(edge, { code: "not-found" }) });
  return notAllowed(edge);
}

/** What a page accepts: GET and HEAD, and POST where a form posts (its route's policy, post-routes.server.ts). */
function pageMethods({ url, page }: Edge) {
  return postRoute(url.pathname, "POST", page).group ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
}

function notAllowed(edge: Edge) {
  const allowed = pageMethods(edge);
  const text = say(edge, { code: "method-not-allowed", allowed });
  return new Response(text, {
    status: 405,
    headers: { Allow: allowed.join(", "), "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
