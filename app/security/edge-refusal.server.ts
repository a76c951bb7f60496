import { data, type MiddlewareFunction } from "react-router";
import { edgeRefusalContext } from "./edge-context";

/**
 * Root middleware: a page POST the edge refused (rate limit) is answered here, before any action runs, as the
 * route's error page (or the fetcher's error) with the edge's status and message. Nothing is read or written.
 */
export const edgeRefusalMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  const refusal = context.get(edgeRefusalContext);
  if (refusal) throw data(refusal.message, { status: refusal.status });
  return next();
};
