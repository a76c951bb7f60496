import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { staffMembers } from "~/db/schema";

export type StaffMember = { email: string; name: string };

/** The active staff member with this e-mail (as Access gives it; compared in lower case), or undefined. */
export async function findActiveStaff(db: Db, email: string): Promise<StaffMember | undefined> {
  const [row] = await db
    .select({ email: staffMembers.email, name: staffMembers.name })
    .from(staffMembers)
    .where(and(eq(staffMembers.email, email.trim().toLowerCase()), eq(staffMembers.active, true)))
    .limit(1);
  return row;
}

/** Every active staff member, by name (the local sign-in page of the Access stand-in lists them). */
export function listActiveStaff(db: Db): Promise<StaffMember[]> {
  return db
    .select({ email: staffMembers.email, name: staffMembers.name })
    .from(staffMembers)
    .where(eq(staffMembers.active, true))
    .orderBy(asc(staffMembers.name));
}

/**
 * Every staff member's name by e-mail, former members too (the case page names who made each change in its
 * history: a change made by someone who has since left keeps their name).
 */
export async function staffNames(db: Db): Promise<Record<string, string>> {
  const rows = await db.select({ email: staffMembers.email, name: staffMembers.name }).from(staffMembers);
  return Object.fromEntries(rows.map((row) => [row.email, row.name]));
}
