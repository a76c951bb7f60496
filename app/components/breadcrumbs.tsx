import { Fragment } from "react";
import { useLocation } from "react-router";
import { Link } from "~/i18n/link";
import { m } from "~/i18n/paraglide/messages";
import { breadcrumbLd } from "~/catalogue/structured-data";
import { Icon } from "./icons";
import { JsonLd } from "./json-ld";
import { useSiteData } from "./use-site-data";

export type Crumb = { label: string; to?: string };

const tones = {
  // A white bar under the page hero.
  bar: {
    nav: "border-b border-gray-200 bg-white",
    list: "container py-3 text-gray-600",
    link: "hover:text-brand-700 hover:underline",
    current: "font-medium text-gray-900",
    separator: "text-gray-400",
  },
  // Inline on a light page, above its title.
  plain: {
    nav: "",
    list: "text-gray-600",
    link: "hover:text-brand-700 hover:underline",
    current: "font-medium text-gray-800",
    separator: "text-gray-400",
  },
  // Inside a dark hero, above its title.
  hero: {
    nav: "",
    list: "text-brand-100",
    link: "hover:text-white hover:underline",
    current: "font-semibold text-white",
    separator: "text-brand-100",
  },
};

/**
 * Home > … > current page. The last crumb is the current page (aria-current); it is a link only when given `to`.
 * The separator is a chevron-right, which the Icon turns round on right-to-left pages.
 */
export function Breadcrumbs({ items, tone = "bar" }: { items: Crumb[]; tone?: keyof typeof tones }) {
  const style = tones[tone];
  const origin = useSiteData()?.config.publicOrigin;
  const { pathname } = useLocation();
  return (
    <nav aria-label={m.catalogue_breadcrumb_label()} className={style.nav}>
      {origin && <JsonLd data={breadcrumbLd(origin, items, `${origin}${pathname}`)} />}
      <ol className={`flex flex-wrap items-center gap-1.5 text-sm ${style.list}`}>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          const current = last ? ("page" as const) : undefined;
          return (
            <Fragment key={item.label}>
              {i > 0 && (
                <li aria-hidden="true">
                  <Icon name="chevron-right" className={`h-4 w-4 ${style.separator}`} />
                </li>
              )}
              <li>
                {item.to ? (
                  <Link
                    to={item.to}
                    aria-current={current}
                    className={`inline-flex min-h-6 items-center ${last ? style.current : style.link}`}
                  >
                    {item.label}
                  </Link>
                ) : (
                  <span aria-current={current} className={last ? style.current : undefined}>
                    {item.label}
                  </span>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
