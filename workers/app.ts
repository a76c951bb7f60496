import { createRequestHandler } from "react-router";
import { api } from "~/api/app.server";

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
    return requestHandler(request);
  },
} satisfies ExportedHandler<Env>;
