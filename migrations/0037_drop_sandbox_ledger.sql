-- The local sandbox gateways' ledger leaves the deployed database: nothing in production writes it (decision 0039).
-- The sandboxes create it themselves, in local D1 only (app/db/sandbox-schema.ts, decision 0057).
DROP TABLE `sandbox_transactions`;