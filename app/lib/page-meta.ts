import type { MetaDescriptor } from "react-router";
import { BASE_LOCALE, LOCALES, localeOfPath, localizedHref, LOCALE_PROFILES } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";

// The head of every page for search engines and link previews: title, meta description, canonical link, Open
// Graph and Twitter card (with a local picture). Canonical URLs use the site's public origin (PUBLIC_ORIGIN),
// read from the root loader, so a page reached through another host or with filter parameters names one address.

export const SITE_NAME = "Istanbul Study Gateway";
/** The link preview picture (1200x630 JPEG, scripts/generate-share-image.mjs): local, like every picture. */
export const SHARE_IMAGE = { path: "/images/share/istanbul-study-gateway.jpg", width: 1200, height: 630 };

type Match = { id: string; loaderData?: unknown } | undefined;
type MetaArgsLike = { matches: Match[]; location: { pathname: string } };

/** The public origin the root loader carries (undefined while the root itself failed). */
export function originOf(matches: Match[]): string | undefined {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { config?: { publicOrigin?: string } } | undefined;
  return root?.config?.publicOrigin;
}

export type PageMeta = {
  /** Without the site name: " | Istanbul Study Gateway" is added. */
  title: string;
  description: string;
  /** Path and query of the canonical address; the request's path without its query by default. */
  canonicalPath?: string;
  /** "website" by default; "article" suits a program or university page less well than Google's own types. */
  type?: "website";
  /** A page that should not be indexed (confirmations, checkout). */
  noindex?: boolean;
};

export function pageMeta({ matches, location }: MetaArgsLike, page: PageMeta): MetaDescriptor[] {
  const origin = originOf(matches) ?? "";
  const locale = localeOfPath(location.pathname);
  // The page's address in English (a route's canonicalPath is written in English), then in each language.
  const english = localizedHref(page.canonicalPath ?? location.pathname, BASE_LOCALE);
  const canonical = `${origin}${localizedHref(english, locale)}`;
  const alternates = LOCALES.map((other) => ({
    tagName: "link" as const,
    rel: "alternate",
    hrefLang: other,
    href: `${origin}${localizedHref(english, other)}`,
  }));
  const title = `${page.title} | ${SITE_NAME}`;
  const description = page.description.length > 160 ? `${page.description.slice(0, 157)}...` : page.description;
  const image = `${origin}${SHARE_IMAGE.path}`;
  return [
    { title },
    { name: "description", content: description },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: canonical },
    ...alternates,
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${english}` },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: m.share_image_alt({ siteName: SITE_NAME }) },
    { property: "og:locale", content: LOCALE_PROFILES[locale].openGraph },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: "og:locale:alternate",
      content: LOCALE_PROFILES[other].openGraph,
    })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    // The page as a WebPage in its language: search engines read which language a URL's text is in.
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebPage",
        url: canonical,
        name: title,
        inLanguage: locale,
        isPartOf: { "@type": "WebSite", name: SITE_NAME, url: `${origin}/` },
      },
    },
  ];
}

/** The `meta` of a page whose title and description are fixed: messages, read in the page's language. */
export const fixedPageMeta = (title: () => string, description: () => string) => (args: MetaArgsLike) =>
  pageMeta(args, { title: title(), description: description() });
