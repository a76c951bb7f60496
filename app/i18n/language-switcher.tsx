import { useLocation } from "react-router";
import { LOCALE_PROFILES, LOCALES, localizedPath, withoutLocale } from "./locale";
import { m } from "./paraglide/messages";
import { useLocale } from "./use-locale";

/**
 * The same page and query in each language (the status page's without its query): plain links (a whole new document, so it works without JavaScript
 * and the page's direction and messages change together), each name written in its own language.
 */
export function LanguageSwitcher({
  className = "",
  linkClassName = "",
}: {
  className?: string;
  linkClassName?: string;
}) {
  const { pathname, search: query } = useLocation();
  const current = useLocale();
  // A signed status link (?ref=…&expires=…&sig=…) is a key: it is not copied into other links of the page.
  const search = withoutLocale(pathname).startsWith("/applications/status") ? "" : query;
  return (
    <nav aria-label={m.language_switcher_label()} className={className}>
      <ul className="flex flex-wrap items-center gap-x-1">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={`${localizedPath(pathname, locale)}${search}`}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? "true" : undefined}
              className={`inline-flex min-h-11 items-center px-2 ${locale === current ? "font-semibold underline" : ""} ${linkClassName}`}
            >
              {LOCALE_PROFILES[locale].name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
