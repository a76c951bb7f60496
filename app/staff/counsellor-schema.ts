// The console's forms on a counsellor's availability (issue 55): a day off added or removed, the daily cap changed.
// One zod schema each for the page and the commands. Pure: safe in a browser chunk.
import * as z from "zod/mini";
import { m } from "~/i18n/paraglide/messages";
import { isIsoDay, positiveId, versionField } from "./case-change-schema";

export const DAY_OFF_ADD_INTENT = "day-off-add";
export const DAY_OFF_REMOVE_INTENT = "day-off-remove";
export const DAILY_CAP_INTENT = "daily-cap";
export const COUNSELLOR_INTENTS = [DAY_OFF_ADD_INTENT, DAY_OFF_REMOVE_INTENT, DAILY_CAP_INTENT] as const;
export type CounsellorIntent = (typeof COUNSELLOR_INTENTS)[number];

/** A cap above this is a typing slip: 24 half-hour calls with their buffers fill a working day and more. */
export const DAILY_CAP_MAX = 24;

const counsellorId = positiveId(() => m.staff_counsellors_not_found());
const day = z.pipe(
  z.pipe(
    z.optional(z.string()),
    z.transform((value) => value?.trim() ?? ""),
  ),
  z.string().check(z.refine(isIsoDay, { error: () => m.staff_counsellors_day_invalid() })),
);

export const dayOffSchema = z.object({ counsellorId, day });

export const dailyCapSchema = z.object({
  counsellorId,
  dailyCap: z.pipe(
    z
      .string({ error: () => m.staff_counsellors_cap_invalid() })
      .check(z.trim(), z.regex(/^\d{1,2}$/, { error: () => m.staff_counsellors_cap_invalid() })),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.number().check(z.lte(DAILY_CAP_MAX, { error: () => m.staff_counsellors_cap_invalid() })),
    ),
  ),
  version: versionField,
});

export const DAY_OFF_FIELDS = ["counsellorId", "day"] as const;
export const DAILY_CAP_FIELDS = ["counsellorId", "dailyCap", "version"] as const;
/** The cap form's version: the cap as read (its decimal text). */
export const DAILY_CAP_VERSION = ["dailyCap"] as const;
export const dailyCapVersionOf = (counsellor: { dailyCap: number }) => JSON.stringify([String(counsellor.dailyCap)]);
