// Staff's changes to a counsellor's availability from the console (issue 55), as write commands: a day off added
// (today or later, Istanbul) or removed, the daily cap set (409 when it changed since it was read). Made for the
// verified staff member, one batch with staff_acting (app/models/staff-counsellors.server.ts).
import type { FieldSource, Parsed, WriteCommand } from "~/commands/write-command";
import { istanbulToday } from "~/catalogue/intakes";
import type { Db } from "~/db/client.server";
import { m } from "~/i18n/paraglide/messages";
import {
  addDayOffAsStaff,
  findCounsellor,
  removeDayOffAsStaff,
  setDailyCapAsStaff,
} from "~/models/staff-counsellors.server";
import type { StaffWrite } from "~/models/staff-case-changes.server";
import { checkForm, readVersion, type TypedValues } from "./case-change-schema";
import { parseForm, refusalOf, refused, type StaffChangeResult, type StaffMember } from "./case-changes.server";
import { DAILY_CAP_FIELDS, DAILY_CAP_VERSION, DAY_OFF_FIELDS, dailyCapSchema, dayOffSchema } from "./counsellor-schema";

type Counsellor = NonNullable<Awaited<ReturnType<typeof findCounsellor>>>;
type Result = StaffChangeResult<Counsellor>;

/** A write's answer: done; D1's refusal on the form; gone (404); or `unchanged` said in words (400), or a 409. */
async function answer(
  db: Db,
  counsellorId: number,
  written: StaffWrite,
  values: TypedValues,
  unchanged: (current: Counsellor) => Result,
): Promise<Result> {
  if (written.ok) return { ok: true, status: 200 };
  if (written.reason === "refused") {
    const { field, message } = refusalOf(written.code, written.detail);
    return refused(message, field, values);
  }
  const current = await findCounsellor(db, counsellorId);
  if (!current) return { ok: false, status: 404, message: m.staff_counsellors_not_found(), values };
  return unchanged(current);
}

type DayOffInput = { data: { counsellorId: number; day: string }; read: undefined; values: TypedValues };

/** A day off added (`add`) or removed for a counsellor. */
export function dayOffCommand({
  staff,
  add,
}: {
  staff: StaffMember;
  add: boolean;
}): WriteCommand<FieldSource, DayOffInput, Result> {
  return {
    parse(fields) {
      const parsed = parseForm(fields, DAY_OFF_FIELDS, (values) => checkForm(dayOffSchema, values));
      if (!parsed.ok) return parsed as Parsed<DayOffInput, Result>;
      // A day off in the past changes nothing a student sees: refused when added (removing one is harmless).
      if (add && parsed.input.data.day < istanbulToday())
        return { ok: false, result: refused(m.staff_counsellors_day_past(), "day", parsed.input.values) };
      return parsed as Parsed<DayOffInput, Result>;
    },
    async run({ data: { counsellorId, day }, values }, { db }) {
      const written = add
        ? await addDayOffAsStaff(db, staff.email, counsellorId, day)
        : await removeDayOffAsStaff(db, staff.email, counsellorId, day);
      return answer(db, counsellorId, written, values, () =>
        refused(add ? m.staff_counsellors_day_off_exists() : m.staff_counsellors_day_off_missing(), "day", values),
      );
    },
  };
}

type CapInput = {
  data: { counsellorId: number; dailyCap: number };
  read: { dailyCap: number };
  values: TypedValues;
};

/** The version's cap as a number, or undefined when it is not one. */
function readCapVersion(raw: unknown) {
  const read = readVersion(DAILY_CAP_VERSION, raw);
  if (!read || read.dailyCap === null || !/^\d{1,9}$/.test(read.dailyCap)) return undefined;
  return { dailyCap: Number(read.dailyCap) };
}

/** A counsellor's daily cap set, if nobody changed it since the page read it. */
export function dailyCapCommand({ staff }: { staff: StaffMember }): WriteCommand<FieldSource, CapInput, Result> {
  return {
    parse: (fields) =>
      parseForm(fields, DAILY_CAP_FIELDS, (values) => checkForm(dailyCapSchema, values), readCapVersion) as Parsed<
        CapInput,
        Result
      >,
    async run({ data: { counsellorId, dailyCap }, read, values }, { db }) {
      const written = await setDailyCapAsStaff(db, staff.email, counsellorId, dailyCap, read.dailyCap);
      return answer(db, counsellorId, written, values, (current) => ({
        ok: false,
        status: 409,
        message: m.staff_counsellors_changed_meanwhile(),
        current,
        values,
      }));
    },
  };
}
