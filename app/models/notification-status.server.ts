import { and, eq, ne } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable, SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import type { NotificationState } from "~/db/schema";

/** A table with an id and a column (`key`) that says where a row's e-mail stands. */
type Notified<K extends string> = SQLiteTable & { id: SQLiteColumn } & Record<K, SQLiteColumn>;

/**
 * Records where a row's e-mail stands, in `table[key]`; 'sent' is final (a late dead letter never undoes it).
 * True if the row changed, so a dead-letter handler tells staff only about a notification that really failed.
 */
export async function setNotificationState<K extends string, T extends Notified<K>>(
  db: Db,
  table: T,
  key: K,
  id: number,
  status: Exclude<NotificationState, "pending">,
) {
  const changed = await db
    .update(table)
    .set({ [key]: status } as SQLiteUpdateSetSource<T>)
    .where(and(eq(table.id, id), ne(table[key], "sent")))
    .returning({ id: table.id });
  return changed.length > 0;
}
