CREATE TABLE `application_step_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`step_id` integer NOT NULL,
	`application_id` integer NOT NULL,
	`kind` text NOT NULL,
	`old_state` text,
	`new_state` text NOT NULL,
	`due_on` text,
	`appointment_on` text,
	`appointment_place` text,
	`visa_decision` text,
	`visa_decided_on` text,
	`arrival_on` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`step_id`) REFERENCES `application_steps`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `application_step_events_step_idx` ON `application_step_events` (`step_id`,`id`);--> statement-breakpoint
CREATE TABLE `application_steps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL,
	`kind` text NOT NULL,
	`position` integer NOT NULL,
	`rule_id` integer NOT NULL,
	`state` text DEFAULT 'to_do' NOT NULL,
	`due_on` text,
	`appointment_on` text,
	`appointment_place` text,
	`visa_decision` text,
	`visa_decided_on` text,
	`arrival_on` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`kind`) REFERENCES `step_kinds`(`kind`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`rule_id`) REFERENCES `step_rules`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "application_steps: state must be one of to_do, in_progress, done, not_needed, blocked" CHECK("application_steps"."state" IN ('to_do', 'in_progress', 'done', 'not_needed', 'blocked')),
	CONSTRAINT "application_steps: visa_decision must be granted or refused (or NULL)" CHECK("application_steps"."visa_decision" IS NULL OR "application_steps"."visa_decision" IN ('granted', 'refused'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `application_steps_application_kind_unique` ON `application_steps` (`application_id`,`kind`);--> statement-breakpoint
CREATE INDEX `application_steps_due_idx` ON `application_steps` (`state`,`due_on`);--> statement-breakpoint
CREATE TABLE `step_kinds` (
	`kind` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `step_kinds_position_unique` ON `step_kinds` (`position`);--> statement-breakpoint
CREATE TABLE `step_rules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`nationality` text DEFAULT '*' NOT NULL,
	`applies` integer DEFAULT true NOT NULL,
	`actor` text NOT NULL,
	`anchor` text DEFAULT 'intake_start' NOT NULL,
	`days_from_anchor` integer NOT NULL,
	`doc_types` text DEFAULT '[]' NOT NULL,
	`source` text NOT NULL,
	FOREIGN KEY (`kind`) REFERENCES `step_kinds`(`kind`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "step_rules: actor must be student or us" CHECK("step_rules"."actor" IN ('student', 'us')),
	CONSTRAINT "step_rules: anchor must be intake_start or arrival" CHECK("step_rules"."anchor" IN ('intake_start', 'arrival'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `step_rules_kind_nationality_unique` ON `step_rules` (`kind`,`nationality`);