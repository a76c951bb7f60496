import { Hono } from "hono";
import { isD1Refusal } from "~/db/d1-refused.server";
import { HTTPException } from "hono/http-exception";
import { preferredLocale } from "~/i18n/accept-language";
import { m } from "~/i18n/paraglide/messages";
import { inLocale } from "~/i18n/request-locale.server";
import { joinList } from "~/lib/join-list";
import { applicationStatusApi } from "./application-status-api.server";
import { applicationsApi } from "./applications-api.server";
import { catalogueApi } from "./catalogue-api.server";
import { eligibilityApi } from "./eligibility-api.server";
import { paymentsApi } from "./payments-api.server";
import { uploadsApi } from "./uploads-api.server";
import { consultationsApi } from "./consultations-api.server";
import { whatsAppWebhookApi } from "./whatsapp-webhook.server";
import { API_PATH } from "~/security/canonical-path.server";
import { cspReportApi } from "~/security/csp-report.server";

/** The JSON API of spec section 7, mounted at /api by workers/app.ts. Errors are always `{ message }`. */
export const api = new Hono<{ Bindings: Env }>().basePath(API_PATH);

// The language of an API answer's messages: English unless `Accept-Language` prefers French or Arabic. The pages'
// language comes from their URL (workers/app.ts); /api has no prefix, so the client says.
// Every /api answer (handlers, not-found and error answers) with the messages of the negotiated language.
api.use("*", (c, next) => inLocale(preferredLocale(c.req.header("Accept-Language")), () => next()));

api.route("/", catalogueApi);
api.route("/", eligibilityApi);
api.route("/", paymentsApi);
api.route("/", consultationsApi);
api.route("/", applicationsApi);
api.route("/", applicationStatusApi);
api.route("/", uploadsApi);
api.route("/", cspReportApi);
api.route("/", whatsAppWebhookApi);

/** The methods some route answers at `pathname` (GET implies HEAD). */
function allowedMethods(pathname: string) {
  const methods = new Set<string>();
  for (const route of api.routes) {
    if (route.method === "ALL") continue; // middleware
    const pattern = new RegExp(
      `^${route.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\/:[^/]+/g, "/[^/]+")}/?$`,
    );
    if (pattern.test(pathname)) {
      methods.add(route.method);
      if (route.method === "GET") methods.add("HEAD");
    }
  }
  return [...methods];
}

api.notFound((c) => {
  const pathname = new URL(c.req.url).pathname;
  const allowed = allowedMethods(pathname);
  if (allowed.length > 0) {
    c.header("Allow", allowed.join(", "));
    return c.json(
      {
        message: m.forms_api_method_not_allowed({
          method: c.req.method,
          allowed: joinList(allowed, "or"),
        }),
      },
      405,
    );
  }
  return c.json({ message: m.forms_api_no_route({ method: c.req.method, path: pathname }) }, 404);
});

api.onError((err, c) => {
  if (err instanceof HTTPException) {
    return c.json({ message: err.message }, err.status);
  }
  console.error("API error", c.req.method, c.req.url, err);
  // D1 refused a statement twice (d1-refused.server.ts): nothing of it ran; the client may send again.
  if (isD1Refusal(err)) return c.json({ message: m.edge_busy() }, 503, { "Retry-After": "1" });
  return c.json({ message: m.forms_api_internal_error() }, 500);
});
