// The compare tray: a cookie of up to three offering ids (app/lib/cookie-id-list.ts), read by /compare and written by
// its action when an "Add to compare" or "Remove" form posts there. When full, the oldest leaves.
// app/catalogue/compare-schema.ts checks the /compare address with the same id rule.

import { cookieIdList, isOfferingId } from "~/lib/cookie-id-list";

export const MAX_COMPARED = 3;
const tray = cookieIdList("compare", MAX_COMPARED);
export const TRAY_COOKIE = tray.name;

/** An offering id as /compare takes it: a positive whole number in decimal digits. */
export const isCompareId = isOfferingId;
export const readTray = tray.read;
export const addToTray = tray.add;
export const removeFromTray = tray.remove;
export const trayCookie = tray.cookie;

export function compareHref(ids: number[], housing?: string) {
  const params = new URLSearchParams();
  if (ids.length) params.set("programs", ids.join(","));
  if (housing && housing !== "dormitory") params.set("housing", housing);
  const query = params.toString().replaceAll("%2C", ",");
  return `/compare${query ? `?${query}` : ""}`;
}
