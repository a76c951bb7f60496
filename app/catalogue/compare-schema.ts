import { z } from "zod";
import { m } from "~/i18n/paraglide/messages";
import { isOfferingId } from "~/lib/cookie-id-list";
import { MAX_COMPARED } from "~/catalogue/compare-tray";

// Which offerings /compare and /api/compare show: `programs=1,25,67`, the ids of `programs` rows (one program at
// one university), the same ids as /api/programs/{id}. One schema for the page, the API and the tray cookie; the
// shortlist's shared address (`/shortlist?programs=…`) is read by the same rule with its own limit and words.

// Functions, so that each message is read in the language of the request that parses, not at module load.
export const COMPARE_MESSAGES = {
  notAnId: (value: string) => m.catalogue_compare_not_an_id({ value }),
  tooMany: () => m.catalogue_compare_too_many({ max: MAX_COMPARED }),
} as const;

export type IdListMessages = { notAnId: (value: string) => string; tooMany: () => string };

/** A comma-separated list of positive ids, repeats and blanks dropped, at most `max`; empty is none. */
export function offeringIdsSchema(max: number, messages: IdListMessages) {
  return z
    .string()
    .max(20 + max * 60, { error: () => messages.tooMany() })
    .transform((raw) =>
      raw
        .split(",")
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .superRefine((values, ctx) => {
      const bad = values.find((v) => !isOfferingId(v));
      if (bad !== undefined) ctx.addIssue({ code: "custom", message: messages.notAnId(bad.slice(0, 20)) });
    })
    .transform((values) => [...new Set(values.map(Number))])
    .refine((ids) => ids.length <= max, { error: () => messages.tooMany() });
}

/** `programs=` as ids: comma-separated positive whole numbers, repeats dropped, at most three; empty is none. */
export const compareIdsSchema = offeringIdsSchema(MAX_COMPARED, COMPARE_MESSAGES);

export type CompareIds = { ok: true; ids: number[] } | { ok: false; message: string };

/** Parses with `schema` (the comparison's by default) into ids or the first message. */
export function parseCompareIds(raw: string | null | undefined, schema = compareIdsSchema): CompareIds {
  const result = schema.safeParse(raw ?? "");
  if (result.success) return { ok: true, ids: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? COMPARE_MESSAGES.tooMany() };
}
