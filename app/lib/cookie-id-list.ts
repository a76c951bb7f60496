// A short list of offering ids kept in one cookie, read and written only by the server: the compare tray
// (app/catalogue/compare-tray.ts, three) and the shortlist (app/catalogue/shortlist-cookie.ts, ten). Forms post `add`/`remove` to the
// list's page, which changes the cookie and 303-redirects (never on a GET); no account and no script needed.

/** An offering id as the lists and their addresses take it: a positive whole number in decimal digits. */
export function isOfferingId(value: string) {
  return /^\d{1,9}$/.test(value) && Number(value) > 0;
}

const DAY = 60 * 60 * 24;

export type CookieIdList = ReturnType<typeof cookieIdList>;

/** The list called `name` (the cookie's name, letters only), holding at most `max` ids, kept `maxAgeDays`. */
export function cookieIdList(name: string, max: number, maxAgeDays = 30) {
  // Cookie values may not hold commas: the ids are joined with dots there. Nine digits and a dot per id at most.
  const pattern = new RegExp(`(?:^|;\\s*)${name}=([\\d.]{0,${max * 10}})(?:;|$)`);
  return {
    name,
    max,
    /** The ids from a Cookie header, oldest first; anything unreadable is an empty list. */
    read(cookieHeader: string | null | undefined): number[] {
      const values = ((cookieHeader ?? "").match(pattern)?.[1] ?? "").split(".").filter(Boolean);
      if (!values.every(isOfferingId)) return [];
      return [...new Set(values.map(Number))].slice(-max);
    },
    /** The list with `id` added last; the oldest leaves when it would hold more than `max`. */
    add(list: number[], id: number) {
      return [...list.filter((t) => t !== id), id].slice(-max);
    },
    remove(list: number[], id: number) {
      return list.filter((t) => t !== id);
    },
    /** True when adding `id` would push another out (a list that refuses rather than drops asks this first). */
    isFull(list: number[], id: number) {
      return !list.includes(id) && list.length >= max;
    },
    /** A Set-Cookie value holding the list (not personal: ids of public catalogue rows); empty deletes it. */
    cookie(list: number[]) {
      const ids = list.slice(-max);
      return `${name}=${ids.join(".")}; Path=/; Max-Age=${ids.length ? maxAgeDays * DAY : 0}; SameSite=Lax`;
    },
  };
}
