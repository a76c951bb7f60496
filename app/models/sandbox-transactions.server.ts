import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { SANDBOX_LEDGER_DDL, sandboxTransactions } from "~/db/sandbox-schema";

// The local sandbox gateways' ledger (they play Flutterwave and Paystack on this machine, each row in one
// protocol). No migration makes it, so no deployed database has it (decision 0057): every function here makes it
// first where it is missing, in the local D1 the sandboxes run on. Once per call, not once per isolate: a test or
// a local server may start its D1 again under a running Worker. One round trip more, on local runs only.
async function makeLedger(db: Db) {
  const [table, index] = SANDBOX_LEDGER_DDL.map((statement) => db.run(sql.raw(statement)));
  await db.batch([table!, index!]);
}

export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;
export type SandboxOutcome = "successful" | "cancelled";

export async function createSandboxTransaction(
  db: Db,
  values: Pick<SandboxTransaction, "txRef" | "amount" | "currency" | "customerEmail" | "customerName" | "redirectUrl"> &
    Partial<Pick<SandboxTransaction, "protocol">>,
) {
  await makeLedger(db);
  const [row] = await db
    .insert(sandboxTransactions)
    .values(values)
    .onConflictDoNothing({ target: sandboxTransactions.txRef })
    .returning();
  return row;
}

/** A transaction by its id, in one protocol (the Flutterwave sandbox never answers for a Paystack row). */
export async function getSandboxTransaction(db: Db, id: number, protocol: SandboxTransaction["protocol"]) {
  await makeLedger(db);
  const [row] = await db
    .select()
    .from(sandboxTransactions)
    .where(and(eq(sandboxTransactions.id, id), eq(sandboxTransactions.protocol, protocol)));
  return row;
}

export async function getSandboxTransactionByTxRef(db: Db, txRef: string) {
  await makeLedger(db);
  const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.txRef, txRef));
  return row;
}

/**
 * The payer paid or cancelled. Only a pending transaction changes (a second click, a replayed form or the back
 * button never flips a finished one); `changed` says whether this call did it.
 */
export async function completeSandboxTransaction(db: Db, txRef: string, outcome: SandboxOutcome) {
  await makeLedger(db);
  const [updated] = await db
    .update(sandboxTransactions)
    .set({ status: outcome })
    .where(and(eq(sandboxTransactions.txRef, txRef), eq(sandboxTransactions.status, "pending")))
    .returning();
  if (updated) return { transaction: updated, changed: true };
  const transaction = await getSandboxTransactionByTxRef(db, txRef);
  return transaction ? { transaction, changed: false } : undefined;
}
