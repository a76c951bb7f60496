import { preferredLocale } from "./accept-language";
import { BASE_LOCALE, localeOfPath, localizedHref, textDirection } from "./locale";
import { m } from "./paraglide/messages";

// An English page offers its French or Arabic version, in one line, to a browser that prefers that language
// (decision 0027): never a redirect, so crawlers and shared links get what the URL says. Added at the edge after the
// page cache (pages stay cached per URL alone), before <main>; plain HTML, no script. Its look is a preflight of
// uno.config.ts, in every page's stylesheet, since no module that renders a page names it.

const escapeAttribute = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The offer's HTML for this request, or null (not an English page, or the browser prefers English). */
export function languageOffer(request: Request, url: URL): string | null {
  if (localeOfPath(url.pathname) !== BASE_LOCALE) return null;
  const locale = preferredLocale(request.headers.get("Accept-Language"));
  if (locale === BASE_LOCALE) return null;
  const href = escapeAttribute(localizedHref(`${url.pathname}${url.search}`, locale));
  return `<p class="language-offer" lang="${locale}" dir="${textDirection(locale)}"><a hreflang="${locale}" href="${href}">${m.language_offer({}, { locale })}</a></p>`;
}

/** The page with the offer before its <main>, when there is one; `Vary` says the page depends on the header. */
export function withLanguageOffer(response: Response, request: Request, url: URL): Response {
  const isPage = request.method === "GET" && (response.headers.get("Content-Type") ?? "").startsWith("text/html");
  if (!isPage || localeOfPath(url.pathname) !== BASE_LOCALE) return response;
  const offer = response.status === 200 ? languageOffer(request, url) : null;
  const varied = new Response(response.body, response);
  varied.headers.append("Vary", "Accept-Language");
  if (!offer) return varied;
  return new HTMLRewriter()
    .on("main#main", {
      element: (main) => {
        main.before(offer, { html: true });
      },
    })
    .transform(varied);
}
