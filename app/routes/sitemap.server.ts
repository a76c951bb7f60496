import { siteConfig } from "~/config.server";
import { getDb } from "~/db/client.server";
import { BASE_LOCALE, LOCALES, localizedHref } from "~/i18n/locale";
import { listSitemapEntries } from "~/models/sitemap-entries.server";

/** Pages that do not depend on one catalogue row. */
const PAGES = [
  "/",
  "/universities",
  "/programs",
  "/programs-catalog",
  "/programs-legacy",
  "/eligibility",
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
  // Each page in every language, each naming all three (and English as x-default) as its alternates.
  const address = (path: string, locale: (typeof LOCALES)[number]) =>
    escapeXml(`${origin}${localizedHref(path, locale)}`);
  const alternates = (path: string) =>
    [
      ...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${address(path, l)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address(path, BASE_LOCALE)}"/>`,
    ].join("");
  const urls = paths.flatMap((path) =>
    LOCALES.map((locale) => `<url><loc>${address(path, locale)}</loc>${lastmod}${alternates(path)}</url>`),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
