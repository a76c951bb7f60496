import { data, type MiddlewareFunction } from "react-router";
import { currentLocale } from "~/i18n/current-locale";
import { edgeRefusalContext } from "./edge-context";
import { refusalWords } from "./refusal-words.server";

/**
 * Root middleware: a page POST the edge refused (rate limit) is answered here, before any action runs, as the
 * route's error page (or the fetcher's error) with the edge's status and its words in the page's language.
 * Nothing is read or written.
 */
export const edgeRefusalMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  const refusal = context.get(edgeRefusalContext);
  if (refusal) throw data(refusalWords(refusal, currentLocale()), { status: refusal.status });
  return next();
};
