import { env } from "cloudflare:workers";
import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sandboxTransactions } from "~/db/sandbox-schema";
import { request } from "./helpers";

// The sandbox gateways' ledger is in no migration (decision 0057): the deployed database never has it
// (tests/worker/sandbox-off.production.test.ts), and the local sandboxes make it themselves where they run.

const ledgerTable = async () =>
  (await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'sandbox_transactions'").all())
    .results;

describe("the sandbox gateways' ledger", () => {
  it("is not made by the migrations, the list wrangler deploys", async () => {
    // This file's D1 has had the migrations applied (tests/worker/apply-migrations.ts) and no sandbox call yet.
    expect(await ledgerTable()).toEqual([]);
  });

  it("is made by the sandbox on its first payment, with the columns drizzle reads, and the payment goes through", async () => {
    const started = await request("/api/payment/initiate", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        customerName: "Amina Bello",
        customerEmail: "amina@example.com",
        customerPhone: "+2348012345678",
        service: "standard",
      }),
    });
    const body = (await started.json()) as { success: boolean; paymentUrl: string; txRef: string };
    expect([started.status, body.success]).toEqual([200, true]);
    expect(await ledgerTable()).toEqual([{ name: "sandbox_transactions" }]);

    const columns = (await env.DB.prepare("PRAGMA table_info(sandbox_transactions)").all<{ name: string }>()).results;
    expect(columns.map((c) => c.name).sort()).toEqual(
      Object.values(getTableColumns(sandboxTransactions))
        .map((c) => c.name)
        .sort(),
    );

    const paid = await request(new URL(body.paymentUrl).pathname, {
      method: "POST",
      body: new URLSearchParams({ intent: "pay" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(302);
    const ledger = await env.DB.prepare("SELECT status FROM sandbox_transactions WHERE tx_ref = ?")
      .bind(body.txRef)
      .first<{ status: string }>();
    expect(ledger?.status).toBe("successful");
  });
});
