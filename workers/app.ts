import { createRequestHandler, RouterContextProvider } from "react-router";
import { api } from "~/api/app.server";
import { cachedAnswer, isCacheable } from "~/cache/page-cache.server";
import { bindings, edgeConfig } from "~/config.server";
import { getDb } from "~/db/client.server";
import { bookmarkCookie, withD1Session } from "~/db/d1-session.server";
import { withLanguageOffer } from "~/i18n/language-offer.server";
import type { Locale } from "~/i18n/locale";
import { inLocaleOf, requestLocale } from "~/i18n/request-locale.server";
import { cacheVariant } from "~/lib/currency";
import { isLocalHost } from "~/lib/local-host";
import { siteStylesheet } from "~/lib/site-stylesheet.server";
import { SPECULATION_RULES_PATH, speculationRulesFile, withSpeculationRules } from "~/lib/speculation-rules.server";
import { getCatalogueVersion } from "~/models/catalogue-version.server";
import { gatewayForProtocol, sandboxServed, type PaymentEnv } from "~/payments/gateways/choose-gateway.server";
import { PAYSTACK_SANDBOX_PREFIX, paystackSandboxApi } from "~/payments/gateways/paystack-sandbox.server";
import { SANDBOX_PREFIX, sandboxGatewayApi } from "~/payments/gateways/sandbox.server";
import { drainBody, guardBody } from "~/security/body-guard.server";
import {
  cspNonceContext,
  edgeRefusalContext,
  siteStylesheetContext,
  wholeDocumentContext,
  type EdgeRefusal,
} from "~/security/edge-context";
import { canonicalPath, routePatterns } from "~/security/canonical-path.server";
import { BODY_METHODS, postRoute } from "~/security/post-routes.server";
import { rateLimited } from "~/security/rate-limit.server";
import { type EdgeRefusalCode, refusalWords } from "~/security/refusal-words.server";
import { createNonce, withSecurityHeaders } from "~/security/security-headers.server";

// Built once per isolate: the React Router server build renders every page.
const serverBuild = () => import("virtual:react-router/server-build");
const requestHandler = createRequestHandler(serverBuild, import.meta.env.MODE);
let patterns: ReturnType<typeof routePatterns> | undefined;
const pagePatterns = async () => (patterns ??= routePatterns((await serverBuild()).routes));

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

export default {
  async fetch(received, env, ctx) {
    const local = isLocalHost(new URL(received.url).hostname);
    const nonce = createNonce();
    let response: Response;
    // From here on the request is spelled as its route is (canonical-path.server.ts): every rule keys on that.
    const { request, moved } = await canonicalRequest(received);
    const url = new URL(request.url);
    try {
      // One D1 session per request (read replicas); after a POST its bookmark rides in a cookie (read-your-writes).
      const { result, session } = withD1Session(bindings(env).db, request, () =>
        handle(request, env, ctx, { url, local, nonce, moved }),
      );
      response = await result;
      const cookie = request.method === "POST" && response.status < 400 ? bookmarkCookie(session, !local) : undefined;
      if (cookie) {
        response = new Response(response.body, response);
        response.headers.append("Set-Cookie", cookie);
      }
    } catch (error) {
      // Never a stack trace or an internal message in an answer: the log has them.
      console.error("worker: unhandled error", request.method, url.pathname, error);
      response = json(500, { message: refusalWords({ code: "internal-error" }, requestLocale(request)) });
    }
    response = withLanguageOffer(response, request, url);
    return withSecurityHeaders(withSpeculationRules(await withStylesheetPreload(response), request), request, {
      nonce,
      local,
      turnstile: Boolean(edgeConfig(env).turnstileSiteKey),
    });
  },
} satisfies ExportedHandler<Env>;

/** `moved`: the request came spelled otherwise than its canonical `url`. */
type Edge = { url: URL; local: boolean; nonce: string; moved: boolean };

/** The request with its path in canonical spelling; `moved` when that differs from how it came. */
async function canonicalRequest(request: Request) {
  const url = new URL(request.url);
  const pathname = canonicalPath(url.pathname, await pagePatterns());
  if (pathname === url.pathname) return { request, moved: false };
  url.pathname = pathname;
  return { request: new Request(url, request), moved: true };
}

/**
 * When the stylesheet is not inlined (site-stylesheet.server.ts), a page's one render-blocking request, named in a
 * `Link: rel=preload` header: the browser starts it with the response headers (the edge can send them as 103
 * Early Hints), before it parses the head's module preloads (decision 0015). Inlined, the manifest names no file.
 */
async function withStylesheetPreload(response: Response) {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  const stylesheets = (await serverBuild()).assets.routes.root?.css ?? [];
  if (stylesheets.length === 0) return response;
  const preloaded = new Response(response.body, response);
  for (const href of stylesheets) preloaded.headers.append("Link", `<${href}>; rel=preload; as=style`);
  return preloaded;
}

/** The edge policy in order: sandbox gate, methods, webhook signature, rate limit, body size; then the handler. */
async function handle(request: Request, env: Env, ctx: ExecutionContext, edge: Edge): Promise<Response> {
  const { url, local } = edge;
  const locale = requestLocale(request);
  // The edge's refusals go as codes, worded in the visitor's language (refusal-words.server.ts).
  const say = (refusal: EdgeRefusalCode) => refusalWords(refusal, locale);
  const isApi = url.pathname === "/api" || url.pathname.startsWith("/api/");
  const isSandbox = url.pathname === SANDBOX_PREFIX || url.pathname.startsWith(`${SANDBOX_PREFIX}/`);
  // On localhost an early answer waits until the rest of the body is read (see drainBody).
  const refuse = async (response: Response) => {
    if (local) await drainBody(request);
    return response;
  };

  if (url.pathname === SPECULATION_RULES_PATH && request.method === "GET") return speculationRulesFile();
  if (isSandbox && !sandboxServed(env as PaymentEnv, request.url)) {
    // Off unless local configuration asks for it, and then on localhost only: as if the paths did not exist.
    if (request.method === "GET" || request.method === "HEAD")
      return dispatch(notFoundRequest(request), env, ctx, edge);
    return refuse(json(404, { message: say({ code: "not-found" }) }));
  }
  // One URL per page: a GET of another spelling is sent to the canonical one (a POST is served as if sent there).
  // The Location is a path (canonicalPath never starts it with `//`), so it stays on whatever host and scheme the
  // visitor reached, even through a proxy that rewrites Host.
  if (edge.moved && (request.method === "GET" || request.method === "HEAD")) {
    return new Response(null, { status: 301, headers: { Location: `${url.pathname}${url.search}` } });
  }
  if (!isApi && !["GET", "HEAD", "POST"].includes(request.method)) {
    // React Router would run a page's action for PUT, PATCH or DELETE too: pages take GET and POST only.
    return refuse(methodNotAllowed(pageMethods(url.pathname), locale));
  }
  if (!BODY_METHODS.includes(request.method)) {
    if (!isCacheable(request, url)) return dispatch(request, env, ctx, edge);
    // Catalogue pages and API answers: from the edge cache while the catalogue version in D1 is unchanged.
    return cachedAnswer(request, {
      version: async () => (await getCatalogueVersion(getDb()))?.version,
      build: (await serverBuild()).assets.version,
      // The currency cookie changes pages only: the API takes `?currency=` alone.
      variant: isApi ? "" : cacheVariant(request),
      nonce: edge.nonce,
      // A HEAD request renders (and stores) the GET's answer: it is answered without the body.
      render: async () =>
        dispatch(new Request(request, { method: "GET" }), env, ctx, edge, undefined, { wholeDocument: true }),
      waitUntil: (promise) => ctx.waitUntil(promise),
    });
  }

  const route = postRoute(url.pathname, request.method);
  // A page without a form (React Router would answer with its internal "no action" error): say what it takes.
  if (route.kind === "page" && !route.group) return refuse(methodNotAllowed(pageMethods(url.pathname), locale));
  if (url.pathname === "/api/payment/webhook" && !(await webhookHeadersValid(env, request.headers))) {
    return refuse(json(401, { received: false, message: "Invalid webhook signature" }));
  }
  let refusal: EdgeRefusal | undefined;
  if (route.group) {
    const retryAfter = await rateLimited(env, route.group, request, { local });
    if (retryAfter !== undefined) {
      refusal = { status: 429, code: "rate-limited", retryAfter };
      const headers = { "Retry-After": String(retryAfter) };
      const message = say(refusal);
      if (route.kind === "api") return refuse(json(429, { success: false, message, error: message }, headers));
    }
  }

  const guarded = guardBody(request, route.limit.bytes, { keepSource: local, lengthRequired: route.lengthRequired });
  if (guarded === "too-large") return refuse(json(413, { message: say({ code: "too-large", limit: route.limit }) }));
  if (guarded === "length-required") return refuse(json(411, { message: say({ code: "length-required" }) }));

  const response = await dispatch(guarded.request, env, ctx, edge, refusal);
  if (local) {
    // Whatever the handler left unread: first through the counter (up to the limit), then the client's rest.
    await drainBody(guarded.request);
    await drainBody(request);
  }
  if (guarded.overflowed()) {
    await response.body?.cancel();
    return json(413, { message: say({ code: "too-large", limit: route.limit }) });
  }
  if (refusal) {
    const limited = new Response(response.body, response);
    limited.headers.set("Retry-After", String(refusal.retryAfter));
    return limited;
  }
  return response;
}

async function dispatch(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  edge: Edge,
  refusal?: EdgeRefusal,
  { wholeDocument = false } = {},
) {
  const { pathname } = edge.url;
  if (pathname === "/api" || pathname.startsWith("/api/")) return api.fetch(request, env, ctx);
  if (pathname.startsWith(`${SANDBOX_PREFIX}/v3/`)) return sandboxGatewayApi.fetch(request, env, ctx);
  if (pathname.startsWith(`${PAYSTACK_SANDBOX_PREFIX}/`)) return paystackSandboxApi.fetch(request, env, ctx);
  const context = new RouterContextProvider();
  context.set(cspNonceContext, edge.nonce);
  context.set(siteStylesheetContext, await siteStylesheet(await serverBuild(), bindings(env).assets, edge.url.origin));
  if (refusal) context.set(edgeRefusalContext, refusal);
  if (wholeDocument) context.set(wholeDocumentContext, true);
  return inLocaleOf(pathname, () => requestHandler(request, context));
}

/** What a page path accepts: GET and HEAD, and POST where a form posts (post-routes.server.ts). */
function pageMethods(pathname: string) {
  return postRoute(pathname).group ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
}

function methodNotAllowed(allowed: string[], locale: Locale) {
  const text = refusalWords({ code: "method-not-allowed", allowed }, locale);
  return new Response(text, {
    status: 405,
    headers: { Allow: allowed.join(", "), "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The site's 404 page for a path that must look as if it did not exist. */
function notFoundRequest(request: Request) {
  return new Request(new URL("/__not-found", request.url), { method: request.method, headers: request.headers });
}

/**
 * For POST /api/payment/webhook (the Flutterwave protocol's, signed in a header): false when no such gateway is
 * configured or the header does not match. Paystack's route is checked by its command (the signature covers the body).
 */
async function webhookHeadersValid(env: Env, headers: Headers) {
  try {
    const gateway = gatewayForProtocol("flutterwave", env as PaymentEnv);
    if (!gateway) return false;
    return gateway.verifyWebhookHeaders ? await gateway.verifyWebhookHeaders(headers) : true;
  } catch (error) {
    console.error(
      "payments: webhook refused, the gateway is not configured:",
      error instanceof Error ? error.message : error,
    );
    return false;
  }
}
