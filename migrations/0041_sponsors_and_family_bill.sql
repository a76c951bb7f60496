CREATE TABLE `bill_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`label` text NOT NULL,
	`payee` text NOT NULL,
	`amount` text NOT NULL,
	`min_usd` integer,
	`max_usd` integer,
	`cost_line_key` text,
	`due_step` text,
	`refund` text NOT NULL,
	`refund_to` text,
	`source` text NOT NULL,
	`source_url` text,
	`source_date` text NOT NULL,
	`indicative` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bill_lines_payee_check" CHECK("bill_lines"."payee" IN ('us', 'university', 'embassy', 'state', 'insurer')),
	CONSTRAINT "bill_lines_amount_check" CHECK("bill_lines"."amount" IN ('range', 'cost_line', 'packages', 'deposit', 'tuition_balance')),
	CONSTRAINT "bill_lines_refund_check" CHECK("bill_lines"."refund" IN ('none', 'university_rule', 'our_terms', 'insurer_terms')),
	CONSTRAINT "bill_lines_refund_to_check" CHECK("bill_lines"."refund_to" IN ('payer_account')),
	CONSTRAINT "bill_lines_range_check" CHECK(("bill_lines"."amount" = 'range') = ("bill_lines"."min_usd" IS NOT NULL AND "bill_lines"."max_usd" IS NOT NULL AND "bill_lines"."min_usd" <= "bill_lines"."max_usd")),
	CONSTRAINT "bill_lines_cost_line_check" CHECK(("bill_lines"."amount" = 'cost_line') = ("bill_lines"."cost_line_key" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bill_lines_key_unique` ON `bill_lines` (`key`);--> statement-breakpoint
CREATE TABLE `sponsor_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`sent_to` text,
	`locale` text DEFAULT 'en' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	`last_opened_at` text,
	`revoked_at` text,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sponsor_links_token_hash_unique` ON `sponsor_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sponsor_links_application_idx` ON `sponsor_links` (`application_id`);--> statement-breakpoint
ALTER TABLE `payments` ADD `payer_country` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `sponsor_link_id` integer REFERENCES sponsor_links(id);--> statement-breakpoint
ALTER TABLE `universities` ADD `international_office_url` text;--> statement-breakpoint
ALTER TABLE `universities` ADD `international_office_email` text;--> statement-breakpoint
ALTER TABLE `universities` ADD `international_office_read_on` text;