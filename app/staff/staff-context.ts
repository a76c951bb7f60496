import { createContext } from "react-router";
import type { StaffMember } from "~/models/staff-members.server";

/**
 * The staff member of a /staff request whose Access token the edge verified (workers/edge/staff-gate.ts): the D1
 * lookup of the token's e-mail in staff_members, started by the edge and not awaited, so a page's own reads ride in
 * the same D1 round trip (decision 0047). Resolves to undefined for someone who is not an active member. Null off
 * /staff. A staff route reads it with requireStaff (staff-member.server.ts).
 */
export const staffContext = createContext<Promise<StaffMember | undefined> | null>(null);
