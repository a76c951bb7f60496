import { env } from "cloudflare:workers";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Db = DrizzleD1Database<typeof schema>;

/** The app's one drizzle client over the D1 binding (parameterised queries only). */
export function getDb(database: D1Database = env.DB): Db {
  return drizzle(database, { schema });
}
