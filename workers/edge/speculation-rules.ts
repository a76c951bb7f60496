// Without a client router a tap loads the next page as a document. On a fast connection Speculation Rules let Chrome
// fetch it the moment the finger touches the link ("conservative": pointer or touch down; "moderate" would also
// guess from the viewport on Android, spending data on pages never opened). The rules ride in a response header,
// not in every page's bytes (docs/decisions/0026-javascript-where-it-earns-its-bytes.md).

export const SPECULATION_RULES_PATH = "/speculation-rules.json";

/**
 * What is never prefetched: the API, and every page whose route's policy says so (route-policy.ts `prefetch`):
 * personal or never cached (no-store), the payment steps, /currency (it sets a cookie: a touch that turns into a
 * scroll must not change the reader's currency). `notPrefetched` are URL patterns (`/sandbox-gateway/checkout/:txRef`),
 * as `href_matches` reads them.
 */
export function speculationRules(notPrefetched: readonly string[]) {
  return {
    prefetch: [
      {
        where: {
          and: [
            { href_matches: { pathname: "/*" } },
            { not: { href_matches: ["/api/*", ...notPrefetched].map((pathname) => ({ pathname })) } },
          ],
        },
        eagerness: "conservative",
      },
    ],
  };
}

/** The rules file, as Chrome requires it (its own media type); the same for every page, cached a day. */
export function speculationRulesFile(notPrefetched: readonly string[]) {
  return new Response(JSON.stringify(speculationRules(notPrefetched)), {
    headers: {
      "Content-Type": "application/speculationrules+json",
      "Cache-Control": "public, max-age=86400",
    },
  });
}

/**
 * Whether a page's answer names the rules: only when the browser reports a fast connection (the `ECT` client hint,
 * sent once `Accept-CH` asked for it, so from the second page on) and the visitor is not saving data: a slow line
 * is spared the prefetch of a link touched and not opened. A prefetch still on its way when the tap lands is not
 * fetched again; the navigation waits for it (docs/measurements/0040-prefetch-in-flight.md).
 */
export function prefetchAllowed(request: Request) {
  if (request.headers.get("Save-Data")?.trim().toLowerCase() === "on") return false;
  return request.headers.get("ECT")?.trim().toLowerCase() === "4g";
}

/** A page's HTML answer with the rules named (or not), and the ECT hint asked for. */
export function withSpeculationRules(response: Response, request: Request) {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  const named = new Response(response.body, response);
  named.headers.set("Accept-CH", "ECT");
  if (prefetchAllowed(request)) named.headers.set("Speculation-Rules", `"${SPECULATION_RULES_PATH}"`);
  return named;
}
