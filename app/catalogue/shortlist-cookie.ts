// The shortlist: up to ten offerings a family keeps without an account, in a cookie (app/lib/cookie-id-list.ts)
// that "Save" POST forms change through /shortlist. Unlike the compare tray it never drops one silently: the 11th
// save is refused with a message. Kept half a year: families choose over months. No zod here: the page imports
// this module, and its address schema (in app/routes/shortlist.server.ts) would pull zod into the shared client chunk.

import { cookieIdList } from "~/lib/cookie-id-list";

export const MAX_SHORTLISTED = 10;
export const shortlist = cookieIdList("shortlist", MAX_SHORTLISTED, 180);

/** The shortlist page, or its shared copy (`?programs=`) when `ids` are given. */
export function shortlistHref(ids?: number[]) {
  return ids?.length ? `/shortlist?programs=${ids.join(",")}` : "/shortlist";
}
