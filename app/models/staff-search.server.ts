// The staff console's search (issue 52): a case found by its reference, the student's name, e-mail or phone. Reads
// only; one query. instr() rather than LIKE, as the catalogue's search does (program-rows.server.ts): what staff
// type is matched as text, `%` and `_` included, with nothing to escape.
import { desc, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { ApplicationStatus } from "~/db/enums";
import { applications } from "~/db/schema";

/** At most this many cases, the newest first: a search that finds more asks for a longer query. */
export const SEARCH_LIMIT = 20;
/** The longest query read (a reference is 12 characters, an e-mail rarely over 60); the rest is ignored. */
export const QUERY_MAX = 100;
/** A phone is searched once the query holds this many digits (fewer would match most numbers). */
const PHONE_MIN_DIGITS = 4;

export type CaseHit = {
  reference: string;
  student: string;
  email: string;
  phone: string | null;
  status: ApplicationStatus;
  program: string;
  university: string;
  createdAt: string;
};

/** A search: the query as searched, the cases found (at most SEARCH_LIMIT) and whether more matched. */
export type CaseSearch = { query: string; hits: CaseHit[]; more: boolean };

/** The query as searched: trimmed, at most QUERY_MAX characters. */
export const searchQuery = (query: string | null | undefined) => (query ?? "").trim().slice(0, QUERY_MAX).trim();

/** Characters people put between a phone's digits. */
const PHONE_PUNCTUATION = /[\s+\-().]/g;

/** The stored phone as digits (spaces, +, -, brackets and dots taken out), in SQL. */
const phoneDigits = sql`replace(replace(replace(replace(replace(replace(coalesce(${applications.phone}, ''), ' ', ''), '+', ''), '-', ''), '(', ''), ')', ''), '.', '')`;

const contains = (column: unknown, text: string) => sql`instr(lower(${column}), ${text}) > 0`;

/**
 * The cases `query` names, newest first, at most SEARCH_LIMIT: the reference exactly (any case: 'app-7k3qx9m2'),
 * part of the first name, last name or both ('bola ade'), part of the e-mail, or part of the phone by its digits (a
 * query of digits, spaces and + - ( ) .: '0803 123' finds '+234 0803 123 4567'; '+234' finds '234…' and '+234…').
 * An empty query finds nothing (and reads nothing). `query` in the answer is what was searched, to show back.
 */
export async function findCases(db: Db, query: string | null | undefined): Promise<CaseSearch> {
  const q = searchQuery(query);
  if (!q) return { query: q, hits: [], more: false };
  const lower = q.toLowerCase();
  const digits = q.replace(PHONE_PUNCTUATION, "");
  const byPhone = /^\d+$/.test(digits) && digits.length >= PHONE_MIN_DIGITS;
  const rows = await db
    .select({
      reference: applications.reference,
      student: sql<string>`${applications.firstName} || ' ' || ${applications.lastName}`,
      email: applications.email,
      phone: applications.phone,
      status: applications.status,
      program: applications.selectedProgram,
      university: applications.selectedUniversity,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(
      or(
        sql`${applications.reference} = ${q.toUpperCase()}`,
        contains(applications.firstName, lower),
        contains(applications.lastName, lower),
        contains(sql`${applications.firstName} || ' ' || ${applications.lastName}`, lower),
        contains(applications.email, lower),
        byPhone ? sql`instr(${phoneDigits}, ${digits}) > 0` : undefined,
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id))
    // One more than shown: whether to say that more matched.
    .limit(SEARCH_LIMIT + 1);
  return { query: q, hits: rows.slice(0, SEARCH_LIMIT), more: rows.length > SEARCH_LIMIT };
}
