import { createRequestHandler } from "react-router";
import { api } from "~/api/app.server";
import { sandboxEnabled } from "~/lib/payments/payment-config.server";
import { SANDBOX_PREFIX, sandboxGatewayApi } from "~/lib/payments/sandbox.server";

// Built once per isolate: the React Router server build renders every page.
const requestHandler = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      return api.fetch(request, env, ctx);
    }
    // The local sandbox gateway's JSON API (its checkout page is a React Router route); off in production.
    if (pathname.startsWith(`${SANDBOX_PREFIX}/v3/`) && sandboxEnabled(env)) {
      return sandboxGatewayApi.fetch(request, env, ctx);
    }
    return requestHandler(request);
  },
} satisfies ExportedHandler<Env>;
