import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { applicationsApi } from "./applications.server";
import { catalogueApi } from "./catalogue.server";
import { paymentsApi } from "./payments.server";
import { consultationsApi } from "./consultations.server";

/** The JSON API of spec section 7, mounted at /api by workers/app.ts. Errors are always `{ message }`. */
export const api = new Hono<{ Bindings: Env }>().basePath("/api");

api.route("/", catalogueApi);
api.route("/", paymentsApi);
api.route("/", consultationsApi);
api.route("/", applicationsApi);

api.notFound((c) => c.json({ message: `No API route for ${c.req.method} ${new URL(c.req.url).pathname}` }, 404));

api.onError((err, c) => {
  if (err instanceof HTTPException) {
    return c.json({ message: err.message }, err.status);
  }
  console.error("API error", c.req.method, c.req.url, err);
  return c.json({ message: "Something went wrong on our side. Please try again later." }, 500);
});
