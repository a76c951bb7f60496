import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./schema";

/**
 * The local sandbox gateways' own ledger (they play Flutterwave and Paystack on this machine). Not in schema.ts, so
 * a production build, which has no sandbox code, has no definition of it either (decision 0039); drizzle.config.ts
 * reads both files. Production never writes here.
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
