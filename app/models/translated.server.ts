import { getTableName, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { currentLocale } from "~/i18n/current-locale";
import { BASE_LOCALE } from "~/i18n/locale";

/**
 * A catalogue column in the language of the request: in French or Arabic, the cell's translation from
 * `catalogue_translations` where staff have written one, else the English cell (docs/decisions/0027). The lookup is
 * a correlated subquery on the table's primary key, so a page still reads its data in one query. In English the
 * column itself. The names are spelled out because drizzle writes a selected column without its table, which a
 * correlated subquery cannot use. Call it while building a query (it reads the request's language then).
 */
export function translated<Column extends SQLiteColumn>(
  column: Column,
  id: SQLiteColumn,
): Column | SQL<Column["_"]["data"]> {
  const locale = currentLocale();
  if (locale === BASE_LOCALE) return column;
  const table = getTableName(column.table);
  const cell = (c: SQLiteColumn) => sql`${sql.identifier(table)}.${sql.identifier(c.name)}`;
  return sql`coalesce((select "text" from "catalogue_translations" where "table_name" = ${table} and "row_id" = ${cell(id)} and "column_name" = ${column.name} and "locale" = ${locale}), ${cell(column)})`.mapWith(
    column,
  ) as SQL<Column["_"]["data"]>;
}
