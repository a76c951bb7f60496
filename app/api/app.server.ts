import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { applicationStatusApi } from "./application-status.server";
import { applicationsApi } from "./applications.server";
import { catalogueApi } from "./catalogue.server";
import { paymentsApi } from "./payments.server";
import { uploadsApi } from "./uploads.server";
import { consultationsApi } from "./consultations.server";
import { cspReportApi } from "~/security/csp-report.server";

/** The JSON API of spec section 7, mounted at /api by workers/app.ts. Errors are always `{ message }`. */
export const api = new Hono<{ Bindings: Env }>().basePath("/api");

api.route("/", catalogueApi);
api.route("/", paymentsApi);
api.route("/", consultationsApi);
api.route("/", applicationsApi);
api.route("/", applicationStatusApi);
api.route("/", uploadsApi);
api.route("/", cspReportApi);

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
    return c.json({ message: `${c.req.method} is not allowed here. Use ${allowed.join(" or ")}.` }, 405);
  }
  return c.json({ message: `No API route for ${c.req.method} ${pathname}` }, 404);
});

api.onError((err, c) => {
  if (err instanceof HTTPException) {
    return c.json({ message: err.message }, err.status);
  }
  console.error("API error", c.req.method, c.req.url, err);
  return c.json({ message: "Something went wrong on our side. Please try again later." }, 500);
});
