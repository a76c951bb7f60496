import { data, type MiddlewareFunction } from "react-router";
import { currentLocale } from "~/i18n/current-locale";
import { type EdgeRefusal, edgeRefusalContext } from "./edge-context";
import { refusalWords } from "./refusal-words.server";
import { refusedWrites } from "./refused-write.server";

// The edge's refusal of a page's POST (rate limit) reaches the visitor one of two ways, both chosen here:
//   - the page's form answers it (route policy `post.refused: "form"`): the action runs inside this request's scope
//     and the write road (app/writes/run-write.server.ts) refuses the write before anything is checked or stored,
//     answering with what was typed, the words and when to send it again, as every other refusal of that form;
//   - any other page: the route's error page with the edge's status and words; no action runs.
// A refused GET (an answer past its route's `answers` limit) goes on to its loader, which reads nothing and shows
// its form with the refusal.

/** Root middleware: see above. Nothing is read or written for a refused POST. */
export const edgeRefusalMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const refusal = context.get(edgeRefusalContext);
  const read = request.method === "GET" || request.method === "HEAD";
  if (!refusal || read) return next();
  if (!refusal.inForm) throw refusalPage(refusal);
  return refusedWrites.run(refusal, next);
};

/** `refusal` as the visitor reads it, in the page's language: the answer of a form whose command cannot refuse. */
export const refusalPage = (refusal: EdgeRefusal) =>
  data(refusalWords(refusal, currentLocale()), { status: refusal.status });
