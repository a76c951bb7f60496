import { siteConfig } from "~/config.server";
import { getDb } from "~/db/client.server";
import { listSitemapEntries } from "~/models/sitemap.server";

/** Pages that do not depend on one catalogue row. */
const PAGES = [
  "/",
  "/universities",
  "/programs",
  "/programs-catalog",
  "/programs-legacy",
  "/services",
  "/apply",
  "/application-guide",
  "/about",
  "/contact",
];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/**
 * /sitemap.xml — every page worth finding, with the catalogue's last change as lastmod. A resource route: when D1
 * fails there is no page or panel to show, so the read is not settled through deferred() and the answer is React
 * Router's own 500 (a crawler comes back later); nothing caches it.
 */
export async function loadSitemap() {
  const origin = siteConfig().publicOrigin;
  const { universityIds, offerings, changedAt } = await listSitemapEntries(getDb());
  const slugs = [...new Set(offerings.map((o) => o.slug))];
  const paths = [
    ...PAGES,
    ...universityIds.map((id) => `/universities/${id}`),
    ...slugs.map((slug) => `/programs/${slug}`),
    ...offerings.map((o) => `/programs/${o.slug}?university=${o.universityId}`),
  ];
  const lastmod = changedAt ? `<lastmod>${escapeXml(changedAt)}</lastmod>` : "";
  const urls = paths.map((path) => `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod}</url>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
