// Without a client router a tap loads the next page as a document. Speculation Rules let Chrome fetch it the moment
// the finger touches the link ("conservative": pointer or touch down; "moderate" would also guess from the viewport
// on Android, spending data on pages never opened), so the 100-300 ms between touch and click are not wasted. The
// rules ride in a response header, not in every page's bytes (docs/decisions/0026-javascript-where-it-earns-its-bytes.md).

export const SPECULATION_RULES_PATH = "/speculation-rules.json";

/** Pages never prefetched: personal or never cached (no-store), and the payment steps. */
const NOT_PREFETCHED = ["/payments*", "/payment-success*", "/applications/*", "/sandbox-gateway/*", "/api/*"];

export const SPECULATION_RULES = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: { pathname: "/*" } },
          { not: { href_matches: NOT_PREFETCHED.map((pathname) => ({ pathname })) } },
        ],
      },
      eagerness: "conservative",
    },
  ],
};

/** The rules file, as Chrome requires it (its own media type); the same for every page, cached a day. */
export function speculationRulesFile() {
  return new Response(JSON.stringify(SPECULATION_RULES), {
    headers: {
      "Content-Type": "application/speculationrules+json",
      "Cache-Control": "public, max-age=86400",
    },
  });
}

/**
 * Whether a page's answer names the rules: not when the visitor asked to save data (`Save-Data: on`) or the browser
 * reports a 2G connection (the `ECT` client hint, sent once `Accept-CH` asked for it): there a guess that misses
 * costs the student money.
 */
export function prefetchAllowed(request: Request) {
  if (request.headers.get("Save-Data")?.trim().toLowerCase() === "on") return false;
  return !/^(slow-)?2g$/i.test(request.headers.get("ECT")?.trim() ?? "");
}

/** A page's HTML answer with the rules named (or not), and the ECT hint asked for. */
export function withSpeculationRules(response: Response, request: Request) {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  const named = new Response(response.body, response);
  named.headers.set("Accept-CH", "ECT");
  named.headers.append("Vary", "Save-Data, ECT");
  if (prefetchAllowed(request)) named.headers.set("Speculation-Rules", `"${SPECULATION_RULES_PATH}"`);
  return named;
}
