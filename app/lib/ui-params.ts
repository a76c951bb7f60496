import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * True when two URLs differ only in query parameters that change how a page is shown (grid/list, an expanded
 * table, a tab), not what data it needs: the route then keeps its loader data instead of fetching it again.
 */
export function onlyParamsChanged(current: URL, next: URL, keys: readonly string[]) {
  if (current.pathname !== next.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const key of keys) params.delete(key);
    params.sort();
    return params.toString();
  };
  return strip(current) === strip(next);
}

/**
 * A route's `shouldRevalidate` that keeps its data when a navigation only changes the presentation `keys`
 * (without a form submission); anything else revalidates as React Router would.
 */
export function keepDataWhenOnly(keys: readonly string[]) {
  return ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
    !formMethod && onlyParamsChanged(currentUrl, nextUrl, keys) ? false : defaultShouldRevalidate;
}

/** The search string with `key` set to `value`, or removed when `value` is null. */
export function withParam(search: URLSearchParams, key: string, value: string | null) {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(key);
  else params.set(key, value);
  const s = params.toString();
  return s ? `?${s}` : "";
}
