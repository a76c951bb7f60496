import { cachedAnswer, isCacheable } from "~/cache/page-cache.server";
import { trustedCatalogueVersion } from "~/cache/trusted-version.server";
import { edgeConfig } from "~/config.server";
import { getDb } from "~/db/client.server";
import { cacheVariant } from "~/catalogue/display-currency";
import { getCatalogueVersion } from "~/models/catalogue-version.server";
import { BODY_METHODS } from "~/security/post-routes.server";
import { isApiPath } from "~/security/canonical-path.server";
import type { Render, Step } from "./edge";
import { serverBuild } from "./server-build";

/**
 * A read (GET, HEAD): catalogue pages and API answers from the edge cache while the catalogue version in D1 is
 * unchanged (page-cache.server.ts; a page's route policy says whether it is cached); anything else rendered.
 */
export const readThroughEdgeCache =
  (render: Render): Step =>
  async (edge) => {
    const { request, url, ctx } = edge;
    if (BODY_METHODS.includes(request.method)) return undefined;
    if (!isCacheable(request, url, edge.page)) return render(request, edge);
    return cachedAnswer(request, {
      // Trusted for a while in production, so a hit touches D1 not at all (trusted-version.server.ts).
      version: () =>
        trustedCatalogueVersion({
          read: async () => (await getCatalogueVersion(getDb()))?.version,
          trustSeconds: edgeConfig(edge.env).catalogueVersionTrustSeconds,
          waitUntil: (promise) => ctx.waitUntil(promise),
        }),
      build: (await serverBuild()).assets.version,
      // The currency cookie changes pages only: the API takes `?currency=` alone.
      variant: isApiPath(url.pathname) ? "" : cacheVariant(request),
      nonce: edge.nonce,
      // A HEAD request renders (and stores) the GET's answer: it is answered without the body.
      render: async () => render(new Request(request, { method: "GET" }), edge, { wholeDocument: true }),
      waitUntil: (promise) => ctx.waitUntil(promise),
    });
  };
