CREATE TABLE `cost_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`university_id` integer,
	`label` text NOT NULL,
	`period` text NOT NULL,
	`housing` text,
	`min_usd` integer NOT NULL,
	`max_usd` integer NOT NULL,
	`source` text NOT NULL,
	`checked_on` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`university_id`) REFERENCES `universities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cost_lines_key_university_unique` ON `cost_lines` (`key`,`university_id`);--> statement-breakpoint
CREATE TABLE `exchange_rates` (
	`currency` text PRIMARY KEY NOT NULL,
	`per_usd` real NOT NULL,
	`rate_date` text NOT NULL,
	`source` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `program_intakes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`program_id` integer NOT NULL,
	`starts_on` text NOT NULL,
	`application_deadline` text NOT NULL,
	`decision_weeks` integer NOT NULL,
	`checked_on` text NOT NULL,
	FOREIGN KEY (`program_id`) REFERENCES `programs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `program_intakes_program_start_unique` ON `program_intakes` (`program_id`,`starts_on`);--> statement-breakpoint
CREATE INDEX `program_intakes_deadline_idx` ON `program_intakes` (`application_deadline`);--> statement-breakpoint
CREATE TABLE `tuition_discounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`university_id` integer NOT NULL,
	`label` text NOT NULL,
	`percent` integer NOT NULL,
	`checked_on` text NOT NULL,
	FOREIGN KEY (`university_id`) REFERENCES `universities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tuition_discounts_university_unique` ON `tuition_discounts` (`university_id`);