// How the long program lists (/programs, /programs-catalog) fit a phone: a first page, then 'Show more' links
// that are plain GET links (they work without JavaScript) keeping the page's filters in the query string.

/** Cards per group while several groups are shown: enough to see what a group holds. */
export const GROUP_PREVIEW = 3;
/** Cards per page once one group is shown, and the step of its 'Show more' link. */
export const PAGE_SIZE = 12;
const MAX_SHOWN = 1000;

/** The `show` query parameter: how many cards of a single group to show, a whole number of pages. */
export function readShown(params: URLSearchParams): number {
  const n = Number(params.get("show"));
  if (!Number.isInteger(n) || n <= PAGE_SIZE) return PAGE_SIZE;
  return Math.min(Math.ceil(n / PAGE_SIZE) * PAGE_SIZE, MAX_SHOWN);
}

export type Group<T> = { key: string; items: T[] };
export type ShownGroup<T> = { key: string; items: T[]; total: number };

/**
 * The part of `groups` a page renders. A short result (one page or less) is shown whole. Several groups show
 * their first GROUP_PREVIEW cards each (the page links each group's own view); a single group shows `shown` cards.
 */
export function firstPage<T>(groups: Group<T>[], shown: number): ShownGroup<T>[] {
  const total = groups.reduce((n, g) => n + g.items.length, 0);
  const limit = total <= PAGE_SIZE ? Infinity : groups.length > 1 ? GROUP_PREVIEW : shown;
  return groups.map((g) => ({ key: g.key, items: g.items.slice(0, limit), total: g.items.length }));
}

/** The search string of `search` with `changes` applied (null removes a parameter) and `show` reset. */
export function searchWith(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  params.delete("show");
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}
