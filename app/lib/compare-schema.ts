import { z } from "zod";
import { m } from "~/i18n/paraglide/messages";
import { isCompareId, MAX_COMPARED } from "./compare-tray";

// Which offerings /compare and /api/compare show: `programs=1,25,67`, the ids of `programs` rows (one program at
// one university), the same ids as /api/programs/{id}. One schema for the page, the API and the tray cookie.

// Functions, so that each message is read in the language of the request that parses, not at module load.
export const COMPARE_MESSAGES = {
  notAnId: (value: string) => m.catalogue_compare_not_an_id({ value }),
  tooMany: () => m.catalogue_compare_too_many({ max: MAX_COMPARED }),
} as const;

/** `programs=` as ids: comma-separated positive whole numbers, repeats dropped, at most three; empty is none. */
export const compareIdsSchema = z
  .string()
  .max(200, { error: () => COMPARE_MESSAGES.tooMany() })
  .transform((raw) =>
    raw
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean),
  )
  .superRefine((values, ctx) => {
    const bad = values.find((v) => !isCompareId(v));
    if (bad !== undefined) ctx.addIssue({ code: "custom", message: COMPARE_MESSAGES.notAnId(bad.slice(0, 20)) });
  })
  .transform((values) => [...new Set(values.map(Number))])
  .refine((ids) => ids.length <= MAX_COMPARED, { error: () => COMPARE_MESSAGES.tooMany() });

export type CompareIds = { ok: true; ids: number[] } | { ok: false; message: string };

export function parseCompareIds(raw: string | null | undefined): CompareIds {
  const result = compareIdsSchema.safeParse(raw ?? "");
  if (result.success) return { ok: true, ids: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? COMPARE_MESSAGES.tooMany() };
}
