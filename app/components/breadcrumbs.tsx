import { Fragment } from "react";
import { Link } from "react-router";
import { Icon } from "./icons";

export type Crumb = { label: string; to?: string };

/** Home > … > current page; the last crumb is the current page and is not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="border-b border-gray-200 bg-white">
      <ol className="container flex flex-wrap items-center gap-1.5 py-3 text-sm text-gray-600">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <Fragment key={item.label}>
              {i > 0 && (
                <li aria-hidden="true">
                  <Icon name="chevron-right" className="h-4 w-4 text-gray-400" />
                </li>
              )}
              <li>
                {item.to && !last ? (
                  <Link to={item.to} className="hover:text-brand-700 hover:underline">
                    {item.label}
                  </Link>
                ) : (
                  <span aria-current={last ? "page" : undefined} className={last ? "font-medium text-gray-900" : undefined}>
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
