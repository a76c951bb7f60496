import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./schema";

/**
 * The local sandbox gateways' own ledger (they play Flutterwave and Paystack on this machine). Not in schema.ts, so
 * a production build, which has no sandbox code, has no definition of it either (decision 0039); and in no migration
 * (drizzle.config.ts reads schema.ts only; 0037 dropped the table the first migration had made): the sandboxes make
 * it in the local D1 they run on, SANDBOX_LEDGER_DDL before their first statement (decision 0057).
 */
export const sandboxTransactions = sqliteTable(
  "sandbox_transactions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    txRef: text("tx_ref").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerName: text("customer_name").notNull(),
    redirectUrl: text("redirect_url").notNull(),
    /** Which gateway's protocol this transaction plays: flutterwave | paystack. */
    protocol: text("protocol").$type<"flutterwave" | "paystack">().notNull().default("flutterwave"),
    /** pending | successful | cancelled */
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sandbox_transactions_tx_ref_unique").on(t.txRef)],
);

/**
 * The table above in SQL, as drizzle-kit wrote it (migrations 0000 and 0018), made only if missing.
 * tests/worker/sandbox-ledger.test.ts holds the two to the same columns.
 */
export const SANDBOX_LEDGER_DDL = [
  `CREATE TABLE IF NOT EXISTS \`sandbox_transactions\` (
  \`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  \`tx_ref\` text NOT NULL,
  \`amount\` integer NOT NULL,
  \`currency\` text NOT NULL,
  \`customer_email\` text NOT NULL,
  \`customer_name\` text NOT NULL,
  \`redirect_url\` text NOT NULL,
  \`protocol\` text DEFAULT 'flutterwave' NOT NULL,
  \`status\` text DEFAULT 'pending' NOT NULL,
  \`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
)`,
  "CREATE UNIQUE INDEX IF NOT EXISTS `sandbox_transactions_tx_ref_unique` ON `sandbox_transactions` (`tx_ref`)",
] as const;
