import { gatewayForProtocol, type PaymentEnv } from "~/payments/gateways/choose-gateway.server";
import { drainBody, guardBody } from "~/security/body-guard.server";
import { noticingLimits } from "~/security/limit-notes.server";
import { postRoute } from "~/security/post-routes.server";
import { json, pastLimit, type Render, refuse, say, type Step, withRetryAfter } from "./edge";
import { methodNotAllowed } from "./page-methods";

/**
 * A write (POST, PATCH), by its route's POST policy (post-routes.server.ts; a page's from its route policy): a page
 * without a form, the webhook's signature, the rate limit, the body cap; then the handler.
 */
export const guardedWrite =
  (render: Render): Step =>
  async (edge) => {
    const { request, url, env, local } = edge;
    const route = postRoute(url.pathname, request.method, edge.page);
    // A page without a form (React Router would answer with its internal "no action" error): say what it takes.
    if (route.kind === "page" && !route.group) return refuse(edge, methodNotAllowed(edge));
    if (url.pathname === "/api/payment/webhook" && !(await webhookHeadersValid(env, request.headers))) {
      return refuse(edge, json(401, { received: false, message: "Invalid webhook signature" }));
    }
    const refusal = route.group ? await pastLimit(edge, route.group) : undefined;
    if (refusal && route.kind === "api") {
      const message = say(edge, refusal);
      const headers = { "Retry-After": String(refusal.retryAfter) };
      return refuse(edge, json(429, { success: false, message, error: message }, headers));
    }

    const guarded = guardBody(request, route.limit.bytes, { keepSource: local, lengthRequired: route.lengthRequired });
    const tooLarge = () => json(413, { message: say(edge, { code: "too-large", limit: route.limit }) });
    if (guarded === "too-large") return refuse(edge, tooLarge());
    if (guarded === "length-required")
      return refuse(edge, json(411, { message: say(edge, { code: "length-required" }) }));

    // A form that answers its own refusal (its policy's `post.refused`) comes back filled; others get the error page.
    const inForm = refusal && edge.page?.post?.refused === "form" ? { ...refusal, inForm: true as const } : refusal;
    // A student's limit, met once the body is read (runWrite), leaves a note: its wait becomes Retry-After below.
    const { result: response, retryAfter } = await noticingLimits(() =>
      render(guarded.request, edge, { refusal: inForm }),
    );
    if (local) {
      // Whatever the handler left unread: first through the counter (up to the limit), then the client's rest.
      await drainBody(guarded.request);
      await drainBody(request);
    }
    if (guarded.overflowed()) {
      await response.body?.cancel();
      return tooLarge();
    }
    if (refusal) return withRetryAfter(response, refusal);
    return retryAfter === undefined
      ? response
      : withRetryAfter(response, { status: 429, code: "rate-limited", retryAfter });
  };

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
