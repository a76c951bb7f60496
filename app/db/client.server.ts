import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { bindings } from "~/config.server";
import { retryingRefusedStatements } from "./d1-refused.server";
import { currentD1Session } from "./d1-session.server";
import * as schema from "./schema";

export type Db = DrizzleD1Database<typeof schema>;

/**
 * The app's one drizzle client over the D1 binding (parameterised queries only): through the request's D1 session
 * when there is one (workers/app.ts), so reads may come from a nearby replica and still see the visitor's writes. A
 * statement D1 refuses before running it (locked, overloaded) is run once more (d1-refused.server.ts).
 */
export function getDb(database?: D1Database): Db {
  // A session offers what drizzle's D1 driver uses (prepare, batch); exec and dump are for migrations only.
  const client = database ?? (currentD1Session() as D1Database | undefined) ?? bindings().db;
  return drizzle(retryingRefusedStatements(client), { schema });
}
