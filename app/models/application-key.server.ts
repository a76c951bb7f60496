import { type SQL, sql } from "drizzle-orm";
import { applications } from "~/db/schema";

/**
 * An application named by its id, or by its reference as a subquery: read by reference, its rows come back beside
 * the application itself, in one round trip (the status page, decision 0047), instead of after it.
 */
export type ApplicationKey = number | SQL<number | null>;

/** The id and university of the application with `reference`, as subqueries (NULL when there is none). */
export function byReference(reference: string) {
  const column = (name: SQL) =>
    sql<number | null>`(select ${name} from ${applications} where ${applications.reference} = ${reference})`;
  return { id: column(sql`${applications.id}`), universityId: column(sql`${applications.universityId}`) };
}
