import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sandboxTransactions } from "~/db/sandbox-schema";

// The local sandbox gateways' ledger (they play Flutterwave and Paystack on this machine, each row in one
// protocol; production never writes here).

export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;
export type SandboxOutcome = "successful" | "cancelled";

export async function createSandboxTransaction(
  db: Db,
  values: Pick<SandboxTransaction, "txRef" | "amount" | "currency" | "customerEmail" | "customerName" | "redirectUrl"> &
    Partial<Pick<SandboxTransaction, "protocol">>,
) {
  const [row] = await db
    .insert(sandboxTransactions)
    .values(values)
    .onConflictDoNothing({ target: sandboxTransactions.txRef })
    .returning();
  return row;
}

/** A transaction by its id, in one protocol (the Flutterwave sandbox never answers for a Paystack row). */
export async function getSandboxTransaction(db: Db, id: number, protocol: SandboxTransaction["protocol"]) {
  const [row] = await db
    .select()
    .from(sandboxTransactions)
    .where(and(eq(sandboxTransactions.id, id), eq(sandboxTransactions.protocol, protocol)));
  return row;
}

export async function getSandboxTransactionByTxRef(db: Db, txRef: string) {
  const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.txRef, txRef));
  return row;
}

/**
 * The payer paid or cancelled. Only a pending transaction changes (a second click, a replayed form or the back
 * button never flips a finished one); `changed` says whether this call did it.
 */
export async function completeSandboxTransaction(db: Db, txRef: string, outcome: SandboxOutcome) {
  const [updated] = await db
    .update(sandboxTransactions)
    .set({ status: outcome })
    .where(and(eq(sandboxTransactions.txRef, txRef), eq(sandboxTransactions.status, "pending")))
    .returning();
  if (updated) return { transaction: updated, changed: true };
  const transaction = await getSandboxTransactionByTxRef(db, txRef);
  return transaction ? { transaction, changed: false } : undefined;
}
