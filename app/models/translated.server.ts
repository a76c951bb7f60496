import { Column, getTableName, is, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { currentLocale } from "~/i18n/current-locale";
import { BASE_LOCALE, type Locale } from "~/i18n/locale";

/** A column spelled with its table: drizzle writes a selected column without it, which a subquery cannot use. */
const cell = (c: SQLiteColumn) => sql`${sql.identifier(getTableName(c.table))}.${sql.identifier(c.name)}`;

/** The translation of `column`'s cell in row `rowId`, in `locale` (a language or an SQL value), or null. */
function translationOf(column: SQLiteColumn, rowId: SQL, locale: Locale | SQL) {
  return sql`(select "text" from "catalogue_translations" where "table_name" = ${getTableName(column.table)} and "row_id" = ${rowId} and "column_name" = ${column.name} and "locale" = ${locale})`;
}

/**
 * A catalogue column in the language of the request: in French or Arabic, the cell's translation from
 * `catalogue_translations` where staff have written one, else the English cell (docs/decisions/0027). The lookup is
 * a correlated subquery on the table's primary key, so a page still reads its data in one query. In English the
 * column itself. Call it while building a query (it reads the request's language then).
 */
export function translated<Column extends SQLiteColumn>(
  column: Column,
  id: SQLiteColumn,
): Column | SQL<Column["_"]["data"]> {
  const locale = currentLocale();
  if (locale === BASE_LOCALE) return column;
  return sql`coalesce(${translationOf(column, cell(id), locale)}, ${cell(column)})`.mapWith(column) as SQL<
    Column["_"]["data"]
  >;
}

/**
 * A catalogue name that another row refers to and keeps a copy of, in a language: an application's program
 * (`programs.name` of its `program_id`, copied to `selected_program`), a payment's service. `locale` is the
 * request's language (a page) or the row's own `locale` column (an e-mail in the language the student used); the
 * copy, as D1 spells it, where no translation exists. `rowId` is the referenced row's id (a column, or SQL).
 */
export function translatedCopy(
  column: SQLiteColumn,
  rowId: SQLiteColumn | SQL,
  copy: SQLiteColumn,
  locale: Locale | SQLiteColumn = currentLocale(),
): SQL<string> {
  const id = is(rowId, Column) ? cell(rowId) : rowId;
  const language = typeof locale === "string" ? locale : cell(locale);
  return sql<string>`coalesce(${translationOf(column, id, language)}, ${cell(copy)})`;
}
