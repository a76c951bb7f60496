import { answerLimit } from "~/security/answer-limits.server";
import { isApiPath } from "~/security/canonical-path.server";
import { json, pastLimit, type Render, say, type Step, withRetryAfter } from "./edge";

/**
 * A GET (or HEAD) whose answer is computed for one visitor, past its limit (answer-limits.server.ts: a page's route
 * policy `answers`, the API's table): the API answers 429 here; a page's loader is given the refusal and shows its
 * form with it, reading nothing (edgeRefusalContext). Counted here once, before any loader or handler runs.
 */
export const limitedAnswers =
  (render: Render): Step =>
  async (edge) => {
    const { request, url } = edge;
    if (request.method !== "GET" && request.method !== "HEAD") return undefined;
    const group = answerLimit(url, edge.page);
    const refusal = group ? await pastLimit(edge, group) : undefined;
    if (!refusal) return undefined;
    if (isApiPath(url.pathname)) {
      const message = say(edge, { code: "too-many-answers" });
      return json(429, { message }, { "Retry-After": String(refusal.retryAfter) });
    }
    return withRetryAfter(await render(request, edge, { refusal }), refusal);
  };
