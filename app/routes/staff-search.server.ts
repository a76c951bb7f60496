import type { RouterContextProvider } from "react-router";
import { getDb } from "~/db/client.server";
import { findCases } from "~/models/staff-search.server";
import { requireStaff } from "~/staff/staff-member.server";
import { SEARCH_FIELD } from "~/staff/today-words";

/** The cases matching ?q=, read beside the staff check (one D1 round trip). */
export async function loadSearch(request: Request, context: Readonly<RouterContextProvider>) {
  const query = new URL(request.url).searchParams.get(SEARCH_FIELD);
  const [, search] = await Promise.all([requireStaff(context), findCases(getDb(), query)]);
  return search;
}
