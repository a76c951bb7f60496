// The counsellors' availability as the staff console shows and changes it (issue 55): who, their weekly hours
// (Istanbul time), their days off from today, and two changes made from the console (a day off added or removed, the
// daily cap), each one batch with staff_acting like every console change (decision 60). Hours, languages, a new
// counsellor and the booking rules are SQL lines (docs/booking.md).
import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { counsellorDaysOff, counsellorHours, counsellors } from "~/db/schema";
import { asStaff, type StaffWrite } from "./staff-case-changes.server";

const counsellorColumns = {
  id: counsellors.id,
  name: counsellors.name,
  languages: counsellors.languages,
  callMethod: counsellors.callMethod,
  callDetail: counsellors.callDetail,
  dailyCap: counsellors.dailyCap,
  active: counsellors.active,
};

/** Every counsellor (active first, then by id) with their weekly hours and their days off from `today` on. */
export async function listCounsellors(db: Db, today: string) {
  const [people, hours, daysOff] = await Promise.all([
    db.select(counsellorColumns).from(counsellors).orderBy(sql`${counsellors.active} desc`, asc(counsellors.id)),
    db
      .select({
        counsellorId: counsellorHours.counsellorId,
        weekday: counsellorHours.weekday,
        startsAt: counsellorHours.startsAt,
        endsAt: counsellorHours.endsAt,
      })
      .from(counsellorHours)
      .orderBy(asc(counsellorHours.weekday), asc(counsellorHours.startsAt)),
    db
      .select({ counsellorId: counsellorDaysOff.counsellorId, day: counsellorDaysOff.day })
      .from(counsellorDaysOff)
      .where(gte(counsellorDaysOff.day, today))
      .orderBy(asc(counsellorDaysOff.day)),
  ]);
  return people.map((person) => ({
    ...person,
    languages: person.languages.split(/\s+/).filter(Boolean),
    hours: hours.filter((h) => h.counsellorId === person.id),
    daysOff: daysOff.filter((d) => d.counsellorId === person.id).map((d) => d.day),
  }));
}

export type StaffCounsellor = Awaited<ReturnType<typeof listCounsellors>>[number];

/** A counsellor by id, as the page shows them (a 409 shows the cap as it is now). */
export async function findCounsellor(db: Db, id: number) {
  const [row] = await db.select(counsellorColumns).from(counsellors).where(eq(counsellors.id, id)).limit(1);
  return row;
}

/** `day` (Istanbul, ISO) a day off for the counsellor; unchanged when it already is one (or no such counsellor). */
export function addDayOffAsStaff(db: Db, email: string, counsellorId: number, day: string): Promise<StaffWrite> {
  return asStaff(db, email, (db) =>
    db
      .insert(counsellorDaysOff)
      .select(
        db
          .select({ counsellorId: counsellors.id, day: sql<string>`${day}`.as("day") })
          .from(counsellors)
          .where(eq(counsellors.id, counsellorId)),
      )
      .onConflictDoNothing()
      .returning({ day: counsellorDaysOff.day }),
  );
}

/** `day` no longer a day off of the counsellor; unchanged when it was not one. */
export function removeDayOffAsStaff(db: Db, email: string, counsellorId: number, day: string): Promise<StaffWrite> {
  return asStaff(db, email, (db) =>
    db
      .delete(counsellorDaysOff)
      .where(and(eq(counsellorDaysOff.counsellorId, counsellorId), eq(counsellorDaysOff.day, day)))
      .returning({ day: counsellorDaysOff.day }),
  );
}

/** The counsellor's daily cap set to `dailyCap`, if it is still `read` (someone else's change: unchanged). */
export function setDailyCapAsStaff(
  db: Db,
  email: string,
  counsellorId: number,
  dailyCap: number,
  read: number,
): Promise<StaffWrite> {
  return asStaff(db, email, (db) =>
    db
      .update(counsellors)
      .set({ dailyCap })
      .where(and(eq(counsellors.id, counsellorId), eq(counsellors.dailyCap, read)))
      .returning({ id: counsellors.id }),
  );
}
