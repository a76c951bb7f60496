import { z } from "zod";

// Which offerings /compare and /api/compare show: `programs=1,25,67`, the ids of `programs` rows (one program at
// one university), the same ids as /api/programs/{id}. One schema for the page, the API and the tray cookie.

export const MAX_COMPARED = 3;

export const COMPARE_MESSAGES = {
  notAnId: (value: string) =>
    `'${value}' is not a program id: /compare takes the numbers its "Add to compare" buttons put in the address, e.g. /compare?programs=1,25,67.`,
  tooMany: `Compare takes up to ${MAX_COMPARED} programs at a time: remove one from the address.`,
} as const;

/** `programs=` as ids: comma-separated positive whole numbers, repeats dropped, at most three; empty is none. */
export const compareIdsSchema = z
  .string()
  .max(200, COMPARE_MESSAGES.tooMany)
  .transform((raw) =>
    raw
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean),
  )
  .superRefine((values, ctx) => {
    const bad = values.find((v) => !/^\d{1,9}$/.test(v) || Number(v) === 0);
    if (bad !== undefined) ctx.addIssue({ code: "custom", message: COMPARE_MESSAGES.notAnId(bad.slice(0, 20)) });
  })
  .transform((values) => [...new Set(values.map(Number))])
  .refine((ids) => ids.length <= MAX_COMPARED, COMPARE_MESSAGES.tooMany);

export type CompareIds = { ok: true; ids: number[] } | { ok: false; message: string };

export function parseCompareIds(raw: string | null | undefined): CompareIds {
  const result = compareIdsSchema.safeParse(raw ?? "");
  if (result.success) return { ok: true, ids: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? COMPARE_MESSAGES.tooMany };
}

// ---------------------------------------------------------------- the tray: a cookie of up to three ids

export const TRAY_COOKIE = "compare";
const TRAY_MAX_AGE = 60 * 60 * 24 * 30;

/** The tray's ids from a Cookie header (or document.cookie); anything unreadable is an empty tray. */
export function readTray(cookieHeader: string | null | undefined): number[] {
  const match = (cookieHeader ?? "").match(/(?:^|;\s*)compare=([\d.]{0,40})(?:;|$)/);
  // Cookie values may not hold commas: the ids are joined with dots there.
  const parsed = parseCompareIds(match?.[1]?.replaceAll(".", ","));
  return parsed.ok ? parsed.ids : [];
}

/** The tray with `id` added last; the oldest leaves when it would hold more than three. */
export function addToTray(tray: number[], id: number) {
  return [...tray.filter((t) => t !== id), id].slice(-MAX_COMPARED);
}

export function removeFromTray(tray: number[], id: number) {
  return tray.filter((t) => t !== id);
}

/** A Set-Cookie / document.cookie value holding the tray (not personal: ids of public catalogue rows). */
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
