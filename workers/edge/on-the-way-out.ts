import { edgeConfig } from "~/config.server";
import { withLanguageOffer } from "~/i18n/language-offer.server";
import { SPECULATION_RULES_PATH, speculationRulesFile, withSpeculationRules } from "./speculation-rules";
import { personalDataAt, withSecurityHeaders } from "~/security/security-headers.server";
import type { Edge, Step } from "./edge";
import { pagePolicies, serverBuild } from "./server-build";

// The speculation rules' file, and what every answer gets on its way out (workers/app.ts runs them in order).

/** The prefetch rules, built from the routes' policies: what may not be prefetched (speculation-rules.server.ts). */
export const speculationRules: Step = async ({ request, url }) => {
  if (url.pathname !== SPECULATION_RULES_PATH || request.method !== "GET") return undefined;
  return speculationRulesFile((await pagePolicies()).notPrefetched);
};

/** A change to an answer on its way out. */
export type Finish = (response: Response, edge: Edge) => Response | Promise<Response>;

/** Links to the page in the visitor's other languages (language-offer.server.ts). */
export const languageOffer: Finish = (response, { request, url }) => withLanguageOffer(response, request, url);

/**
 * When the stylesheet is not inlined (inline-site-stylesheet.server.ts), a page's one render-blocking request, named in a
 * `Link: rel=preload` header: the browser starts it with the response headers (the edge can send them as 103
 * Early Hints), before it parses the head's module preloads (decision 0015). Inlined, the manifest names no file.
 */
export const stylesheetPreload: Finish = async (response) => {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  const stylesheets = (await serverBuild()).assets.routes.root?.css ?? [];
  if (stylesheets.length === 0) return response;
  const preloaded = new Response(response.body, response);
  for (const href of stylesheets) preloaded.headers.append("Link", `<${href}>; rel=preload; as=style`);
  return preloaded;
};

/** On a fast line, a page names the speculation rules (speculation-rules.server.ts). */
export const prefetchOnFastLines: Finish = (response, { request }) => withSpeculationRules(response, request);

/** The CSP, and the caching a page's personal data allows (its route's policy; security-headers.server.ts). */
export const securityHeaders: Finish = (response, edge) =>
  withSecurityHeaders(response, edge.request, {
    nonce: edge.nonce,
    local: edge.local,
    turnstile: Boolean(edgeConfig(edge.env).turnstileSiteKey),
    personal: personalDataAt(edge.url.pathname, edge.page),
  });
