import { siteConfig } from "~/config.server";
import { type PolicyHandle, PUBLIC_PAGE } from "~/security/route-policy";

export const handle = { policy: PUBLIC_PAGE } satisfies PolicyHandle;

// /robots.txt: everything public may be crawled; the API, payment confirmations and the local sandbox may not.
export function loader() {
  const origin = siteConfig().publicOrigin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /payment-success",
    "Disallow: /sandbox-gateway/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
