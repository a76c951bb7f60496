import { createRequestHandler, RouterContextProvider } from "react-router";
import { api } from "~/api/app.server";
import { isLocalHost } from "~/lib/local-host";
import { gatewayFromEnv, sandboxServed, type PaymentEnv } from "~/payments/gateways/choose-gateway.server";
import { SANDBOX_PREFIX, sandboxGatewayApi } from "~/payments/gateways/sandbox.server";
import { drainBody, guardBody, LENGTH_REQUIRED_MESSAGE, tooLargeMessage } from "~/security/body-guard.server";
import { cspNonceContext, edgeRefusalContext, type EdgeRefusal } from "~/security/edge-context";
import { BODY_METHODS, postRoute } from "~/security/post-routes.server";
import { RATE_LIMITED_MESSAGE, rateLimited } from "~/security/rate-limit.server";
import { createNonce, withSecurityHeaders } from "~/security/security-headers.server";

// Built once per isolate: the React Router server build renders every page.
const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

const INTERNAL_ERROR = "Something went wrong on our side. Please try again later.";

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    const local = isLocalHost(url.hostname);
    const nonce = createNonce();
    let response: Response;
    try {
      response = await handle(request, env, ctx, { url, local, nonce });
    } catch (error) {
      // Never a stack trace or an internal message in an answer: the log has them.
      console.error("worker: unhandled error", request.method, url.pathname, error);
      response = json(500, { message: INTERNAL_ERROR });
    }
    return withSecurityHeaders(response, request, { nonce, local, turnstile: Boolean(env.TURNSTILE_SITE_KEY) });
  },
} satisfies ExportedHandler<Env>;

type Edge = { url: URL; local: boolean; nonce: string };

/** The edge policy in order: sandbox gate, methods, webhook signature, rate limit, body size; then the handler. */
async function handle(request: Request, env: Env, ctx: ExecutionContext, edge: Edge): Promise<Response> {
  const { url, local } = edge;
  const isApi = url.pathname === "/api" || url.pathname.startsWith("/api/");
  const isSandbox = url.pathname === SANDBOX_PREFIX || url.pathname.startsWith(`${SANDBOX_PREFIX}/`);
  // On localhost an early answer waits until the rest of the body is read (see drainBody).
  const refuse = async (response: Response) => {
    if (local) await drainBody(request);
    return response;
  };

  if (isSandbox && !sandboxServed(env as PaymentEnv, request.url)) {
    // Off unless local configuration asks for it, and then on localhost only: as if the paths did not exist.
    if (request.method === "GET" || request.method === "HEAD")
      return dispatch(notFoundRequest(request), env, ctx, edge);
    return refuse(json(404, { message: "Not Found" }));
  }
  if (!isApi && !["GET", "HEAD", "POST"].includes(request.method)) {
    // React Router would run a page's action for PUT, PATCH or DELETE too: pages take GET and POST only.
    return refuse(methodNotAllowed(pageMethods(url.pathname)));
  }
  if (!BODY_METHODS.includes(request.method)) return dispatch(request, env, ctx, edge);

  const route = postRoute(url.pathname, request.method);
  if (url.pathname === "/api/payment/webhook" && !(await webhookHeadersValid(env, request.headers))) {
    return refuse(json(401, { received: false, message: "Invalid webhook signature" }));
  }
  let refusal: EdgeRefusal | undefined;
  if (route.group) {
    const retryAfter = await rateLimited(env, route.group, request, { local });
    if (retryAfter !== undefined) {
      refusal = { status: 429, message: RATE_LIMITED_MESSAGE, retryAfter };
      const headers = { "Retry-After": String(retryAfter) };
      if (route.kind === "api")
        return refuse(
          json(429, { success: false, message: RATE_LIMITED_MESSAGE, error: RATE_LIMITED_MESSAGE }, headers),
        );
    }
  }

  const guarded = guardBody(request, route.maxBytes, { keepSource: local, lengthRequired: route.lengthRequired });
  if (guarded === "too-large") return refuse(json(413, { message: route.tooLarge ?? tooLargeMessage(route.maxBytes) }));
  if (guarded === "length-required") return refuse(json(411, { message: LENGTH_REQUIRED_MESSAGE }));

  let response = await dispatch(guarded.request, env, ctx, edge, refusal);
  if (response.status === 405 && !response.headers.has("Allow")) {
    // A page without an action (React Router renders its error page): say what it takes.
    response = new Response(response.body, response);
    response.headers.set("Allow", pageMethods(url.pathname).join(", "));
  }
  if (local) {
    // Whatever the handler left unread: first through the counter (up to the limit), then the client's rest.
    await drainBody(guarded.request);
    await drainBody(request);
  }
  if (guarded.overflowed()) {
    await response.body?.cancel();
    return json(413, { message: route.tooLarge ?? tooLargeMessage(route.maxBytes) });
  }
  if (refusal) {
    const limited = new Response(response.body, response);
    limited.headers.set("Retry-After", String(refusal.retryAfter));
    return limited;
  }
  return response;
}

function dispatch(request: Request, env: Env, ctx: ExecutionContext, edge: Edge, refusal?: EdgeRefusal) {
  const { pathname } = edge.url;
  if (pathname === "/api" || pathname.startsWith("/api/")) return api.fetch(request, env, ctx);
  if (pathname.startsWith(`${SANDBOX_PREFIX}/v3/`)) return sandboxGatewayApi.fetch(request, env, ctx);
  const context = new RouterContextProvider();
  context.set(cspNonceContext, edge.nonce);
  if (refusal) context.set(edgeRefusalContext, refusal);
  return requestHandler(request, context);
}

/** What a page path accepts: GET and HEAD, and POST where a form posts (post-routes.server.ts). */
function pageMethods(pathname: string) {
  return postRoute(pathname).group ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
}

function methodNotAllowed(allowed: string[]) {
  return new Response(`Method Not Allowed. This page accepts ${allowed.join(", ")}.`, {
    status: 405,
    headers: { Allow: allowed.join(", "), "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The site's 404 page for a path that must look as if it did not exist. */
function notFoundRequest(request: Request) {
  return new Request(new URL("/__not-found", request.url), { method: request.method, headers: request.headers });
}

/** False when the gateway signs webhooks in a header and this one does not match; true when the body decides. */
async function webhookHeadersValid(env: Env, headers: Headers) {
  try {
    const gateway = gatewayFromEnv(env as PaymentEnv);
    return gateway.verifyWebhookHeaders ? await gateway.verifyWebhookHeaders(headers) : true;
  } catch (error) {
    console.error(
      "payments: webhook refused, the gateway is not configured:",
      error instanceof Error ? error.message : error,
    );
    return false;
  }
}
