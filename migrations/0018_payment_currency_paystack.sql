ALTER TABLE `payments` ADD `usd_amount` integer;--> statement-breakpoint
ALTER TABLE `payments` ADD `rate` real;--> statement-breakpoint
ALTER TABLE `payments` ADD `rate_date` text;--> statement-breakpoint
ALTER TABLE `sandbox_transactions` ADD `protocol` text DEFAULT 'flutterwave' NOT NULL;--> statement-breakpoint
UPDATE `payments` SET `usd_amount` = `amount` WHERE `currency` = 'USD';--> statement-breakpoint
INSERT INTO `exchange_rates` (currency, per_usd, rate_date, source) VALUES
  ('GHS', 11.85, '2026-11-20', 'Bank of Ghana, interbank rate'),
  ('XOF', 565.48, '2026-11-20', 'BCEAO, fixed parity with the euro (655.957 per EUR) at the day''s EUR/USD'),
  ('XAF', 565.48, '2026-11-20', 'BEAC, fixed parity with the euro (655.957 per EUR) at the day''s EUR/USD'),
  ('EGP', 47.6, '2026-11-20', 'Central Bank of Egypt, official rate')
  ON CONFLICT(currency) DO NOTHING;
