// The compare tray: a cookie of up to three offering ids, read and written by the server when an "Add to compare"
// GET form or a remove link reaches /compare. app/lib/compare-schema.ts checks the /compare address with the same
// id rule.

export const MAX_COMPARED = 3;
export const TRAY_COOKIE = "compare";
const TRAY_MAX_AGE = 60 * 60 * 24 * 30;

/** An offering id as /compare takes it: a positive whole number in decimal digits. */
export function isCompareId(value: string) {
  return /^\d{1,9}$/.test(value) && Number(value) > 0;
}

/** The tray's ids from a Cookie header; anything unreadable is an empty tray. */
export function readTray(cookieHeader: string | null | undefined): number[] {
  const match = (cookieHeader ?? "").match(/(?:^|;\s*)compare=([\d.]{0,40})(?:;|$)/);
  // Cookie values may not hold commas: the ids are joined with dots there.
  const values = (match?.[1] ?? "").split(".").filter(Boolean);
  if (!values.every(isCompareId)) return [];
  return [...new Set(values.map(Number))].slice(-MAX_COMPARED);
}

/** The tray with `id` added last; the oldest leaves when it would hold more than three. */
export function addToTray(tray: number[], id: number) {
  return [...tray.filter((t) => t !== id), id].slice(-MAX_COMPARED);
}

export function removeFromTray(tray: number[], id: number) {
  return tray.filter((t) => t !== id);
}

/** A Set-Cookie value holding the tray (not personal: ids of public catalogue rows). */
export function trayCookie(tray: number[]) {
  return `${TRAY_COOKIE}=${tray.join(".")}; Path=/; Max-Age=${tray.length ? TRAY_MAX_AGE : 0}; SameSite=Lax`;
}

export function compareHref(ids: number[], housing?: string) {
  const params = new URLSearchParams();
  if (ids.length) params.set("programs", ids.join(","));
  if (housing && housing !== "dormitory") params.set("housing", housing);
  const query = params.toString().replaceAll("%2C", ",");
  return `/compare${query ? `?${query}` : ""}`;
}
