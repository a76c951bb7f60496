import { bindings } from "~/config.server";
import { meteredAnswer } from "~/db/d1-meter.server";
import { isD1Refusal } from "~/db/d1-refused.server";
import { bookmarkCookie, withD1Session } from "~/db/d1-session.server";
import { requestLocale } from "~/i18n/request-locale.server";
import { isLocalHost } from "~/lib/local-host";
import { isApiPath } from "~/security/canonical-path.server";
import { createNonce } from "~/security/security-headers.server";
import { type Edge, json, say, type Step } from "./edge/edge";
import { readThroughEdgeCache } from "./edge/edge-cache";
import { guardedWrite } from "./edge/guarded-write";
import { limitedAnswers } from "./edge/limited-answers";
import {
  type Finish,
  languageOffer,
  prefetchOnFastLines,
  securityHeaders,
  speculationRules,
  stylesheetPreload,
} from "./edge/on-the-way-out";
import { canonicalRedirect } from "./edge/one-url-per-page";
import { pagesTakeGetAndPost } from "./edge/page-methods";
import { render } from "./edge/render";
import { staffGate } from "./edge/staff-gate";
import { canonicalRequest, pagePolicies } from "./edge/server-build";

// The web Worker. Every rule keys on the request's canonical path (canonical-path.server.ts) and its page's policy,
// which each route module declares on its `handle` (app/security/route-policy.ts, decision 0036).

/** What answers a request, in order: the first step that answers it ends the list. */
const STEPS: Step[] = [
  staffGate, // /staff however spelled: on only with a verified Access token of an active staff member, else 403
  speculationRules, // GET /speculation-rules.json, built from the routes' policies
  canonicalRedirect, // a GET of another spelling of a page's URL: 301 to its one spelling
  pagesTakeGetAndPost, // PUT, PATCH, DELETE on a page: 405
  limitedAnswers(render), // GET, HEAD of an answer past its limit (eligibility): 429 from the API, the page's form
  readThroughEdgeCache(render), // GET, HEAD: from the edge cache when the page's policy caches it, else rendered
  guardedWrite(render), // POST, PATCH: form or 405, webhook signature, rate limit, body cap; then the handler
];

/** What every answer gets on its way out, in order. */
const ON_THE_WAY_OUT: Finish[] = [languageOffer, stylesheetPreload, prefetchOnFastLines, securityHeaders];

export default {
  async fetch(received, env, ctx) {
    const edge = await edgeOf(received, env, ctx);
    let response = await answer(edge);
    for (const finish of ON_THE_WAY_OUT) response = await finish(response, edge);
    return response;
  },
} satisfies ExportedHandler<Env>;

/** The request as every step sees it: canonical, with its page's policy. */
async function edgeOf(received: Request, env: Env, ctx: ExecutionContext): Promise<Edge> {
  const local = isLocalHost(new URL(received.url).hostname);
  const nonce = createNonce();
  const { request, moved } = await canonicalRequest(received);
  const url = new URL(request.url);
  const page = (await pagePolicies()).pageAt(url.pathname);
  return {
    request,
    receivedPath: new URL(received.url).pathname,
    url,
    local,
    nonce,
    moved,
    locale: requestLocale(request, { api: isApiPath(url.pathname) }),
    page,
    env,
    ctx,
  };
}

/** The first answer of STEPS, in the request's D1 session; a 500 when a step throws. */
async function answer(edge: Edge) {
  const { request, url, local } = edge;
  try {
    // A local build may meter D1 (round trips, simulated distance: app/db/d1-meter.server.ts); others pass it on.
    return await meteredAnswer(edge.env, bindings(edge.env).db, async (database) => {
      // One D1 session per request (read replicas); after a POST its bookmark rides in a cookie (read-your-writes).
      const { result, session } = withD1Session(database, request, () => firstAnswer(edge));
      let response = await result;
      const cookie = request.method === "POST" && response.status < 400 ? bookmarkCookie(session, !local) : undefined;
      if (cookie) {
        response = new Response(response.body, response);
        response.headers.append("Set-Cookie", cookie);
      }
      return response;
    });
  } catch (error) {
    // Never a stack trace or an internal message in an answer: the log has them.
    console.error("worker: unhandled error", request.method, url.pathname, error);
    // D1 refused a statement twice (d1-refused.server.ts): nothing of it ran; the visitor may send again.
    if (isD1Refusal(error)) return json(503, { message: say(edge, { code: "busy" }) }, { "Retry-After": "1" });
    return json(500, { message: say(edge, { code: "internal-error" }) });
  }
}

async function firstAnswer(edge: Edge) {
  for (const step of STEPS) {
    const response = await step(edge);
    if (response) return response;
  }
  // readThroughEdgeCache answers every read and guardedWrite every write: no request gets here.
  throw new Error(`no step answered ${edge.request.method} ${edge.url.pathname}`);
}
