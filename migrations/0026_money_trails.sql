CREATE TABLE `money_trails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`university_id` integer NOT NULL,
	`faculty_id` integer,
	`deposit_usd` integer,
	`balance_due` text,
	`refund_rule` text,
	`refund_percent` integer,
	`refund_claim_months` integer,
	`refund_to` text,
	`source` text NOT NULL,
	`source_date` text NOT NULL,
	`indicative` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`university_id`) REFERENCES `universities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`faculty_id`) REFERENCES `faculties`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "money_trails_balance_due_check" CHECK("money_trails"."balance_due" IN ('half_at_registration_rest_by_1_december')),
	CONSTRAINT "money_trails_refund_rule_check" CHECK("money_trails"."refund_rule" IN ('on_visa_refusal', 'not_after_registration')),
	CONSTRAINT "money_trails_refund_to_check" CHECK("money_trails"."refund_to" IN ('payer_account')),
	CONSTRAINT "money_trails_refund_percent_check" CHECK("money_trails"."refund_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE INDEX `money_trails_university_idx` ON `money_trails` (`university_id`);