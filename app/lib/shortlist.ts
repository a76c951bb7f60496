// The shortlist: up to ten offerings a family keeps without an account, in a cookie (app/lib/cookie-id-list.ts)
// that "Save" GET forms change through /shortlist. Unlike the compare tray it never drops one silently: the 11th
// save is refused with a message. Kept half a year: families choose over months.

import { m } from "~/i18n/paraglide/messages";
import { offeringIdsSchema } from "./compare-schema";
import { cookieIdList } from "./cookie-id-list";

export const MAX_SHORTLISTED = 10;
export const shortlist = cookieIdList("shortlist", MAX_SHORTLISTED, 180);

/** The shared address's `programs=1,25,67`: the comparison's id rule, ten at most, in the shortlist's words. */
export const shortlistIdsSchema = offeringIdsSchema(MAX_SHORTLISTED, {
  notAnId: (value) => m.shortlist_not_an_id({ value }),
  tooMany: () => m.shortlist_too_many({ max: MAX_SHORTLISTED }),
});

/** The shortlist page, or its shared copy (`?programs=`) when `ids` are given. */
export function shortlistHref(ids?: number[]) {
  return ids?.length ? `/shortlist?programs=${ids.join(",")}` : "/shortlist";
}
