import { data, type MiddlewareFunction } from "react-router";
import { currentLocale } from "~/i18n/current-locale";
import { edgeRefusalContext } from "./edge-context";
import { refusalWords } from "./refusal-words.server";

/**
 * Root middleware: a page POST the edge refused (rate limit) is answered here, before any action runs, as the
 * route's error page (or the fetcher's error) with the edge's status and its words in the page's language.
 * Nothing is read or written. A refused GET (an answer past its route's `answers` limit) goes on to its loader,
 * which reads nothing and shows its form with the refusal.
 */
export const edgeRefusalMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const refusal = context.get(edgeRefusalContext);
  const read = request.method === "GET" || request.method === "HEAD";
  if (refusal && !read) throw data(refusalWords(refusal, currentLocale()), { status: refusal.status });
  return next();
};
