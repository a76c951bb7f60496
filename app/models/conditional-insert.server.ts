import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";

/** A row to insert, any value of which may be SQL (e.g. a subquery). */
type RowOrSql<T extends SQLiteTable> = { [K in keyof T["$inferInsert"]]: T["$inferInsert"][K] | SQL };

/**
 * INSERT … SELECT of one row that is written only while `condition` holds, checked by the write itself (D1 runs
 * writes one at a time, and a batch is one transaction): what a check read before it cannot promise under a race.
 * Every column is given, in the table's order (drizzle's INSERT … SELECT needs them all): the row's value, else
 * the column's default, else NULL. Parameterised like any drizzle insert.
 */
export function insertRowIf<T extends SQLiteTable>(db: Db, table: T, row: RowOrSql<T>, condition: SQL) {
  const given = row as Record<string, unknown>;
  const values = Object.entries(getTableColumns(table)).map(([name, column]) => {
    const value = given[name] !== undefined ? given[name] : (column.defaultFn?.() ?? column.default ?? null);
    return is(value, SQL) ? value : sql.param(value, column);
  });
  return db.insert(table).select(sql`select ${sql.join(values, sql`, `)} where ${condition}`);
}
