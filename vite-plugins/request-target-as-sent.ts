import type { IncomingMessage } from "node:http";
import type { Connect, Plugin } from "vite";

// The local servers (vite preview under `npm start` and the end-to-end suites, and the dev server) hand each request
// to the Worker through @cloudflare/vite-plugin, which builds its address as `new URL(req.url, "http://<Host>")`.
// A request target starting with `//` is read there as a host: `GET //apply?x=1` reached the Worker as
// `http://apply/?x=1`, and the home page answered 200 for `//apply`, `//staff` and every other `//<anything>`
// (issue 50). The platform hands the Worker the path as sent (`https://<site>//apply`), which the edge answers with a
// 301 to the page's one spelling or the 404 page (workers/edge/one-url-per-page.ts). This gives the local Worker the
// same: such a target is made absolute (`http://<Host>//apply?x=1`) before the Worker's middleware reads it.

/** `target` in absolute form when it starts with `//` (an origin-form target the URL parser would misread). */
export function targetAsSent(target: string | undefined, host: string | undefined) {
  if (!target?.startsWith("//")) return target;
  return `http://${host || "localhost"}${target}`;
}

const keepPathAsSent: Connect.NextHandleFunction = (req: IncomingMessage & { originalUrl?: string }, _res, next) => {
  const target = targetAsSent(req.url, req.headers.host);
  // The Cloudflare plugin reads `originalUrl` (what Connect saw first) over `url`: both carry the absolute form.
  if (target !== req.url) req.url = req.originalUrl = target;
  next();
};

export function requestTargetAsSent(): Plugin {
  return {
    name: "request-target-as-sent",
    // Before the Cloudflare plugin's own middleware, which the plugin adds as soon as its server is configured.
    enforce: "pre",
    configurePreviewServer(server) {
      server.middlewares.use(keepPathAsSent);
    },
    configureServer(server) {
      server.middlewares.use(keepPathAsSent);
    },
  };
}
