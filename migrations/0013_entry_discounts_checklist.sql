CREATE TABLE `checklist_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`doc_type` text NOT NULL,
	`stage` text NOT NULL,
	`study_level` text,
	`qualification` text,
	`nationalities` text,
	`university_id` integer,
	`program_id` integer,
	`note` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`university_id`) REFERENCES `universities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`program_id`) REFERENCES `programs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `checklist_items_doc_type_idx` ON `checklist_items` (`doc_type`);--> statement-breakpoint
CREATE TABLE `discount_rules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`university_id` integer NOT NULL,
	`program_id` integer,
	`kind` text NOT NULL,
	`label` text NOT NULL,
	`conditions` text NOT NULL,
	`percent` integer NOT NULL,
	`nationalities` text,
	`qualification` text,
	`min_score` real,
	`starts_on` text,
	`ends_on` text,
	`stack_group` text NOT NULL,
	`checked_on` text NOT NULL,
	`source` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`university_id`) REFERENCES `universities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`program_id`) REFERENCES `programs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `discount_rules_university_idx` ON `discount_rules` (`university_id`);--> statement-breakpoint
CREATE TABLE `entry_requirements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`program_id` integer NOT NULL,
	`qualification` text NOT NULL,
	`min_passes` integer,
	`required_subjects` text DEFAULT '[]' NOT NULL,
	`min_score` real,
	`english_proofs` text,
	`other_exam` text,
	`checked_on` text NOT NULL,
	`source` text NOT NULL,
	FOREIGN KEY (`program_id`) REFERENCES `programs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `entry_requirements_program_qualification_unique` ON `entry_requirements` (`program_id`,`qualification`);--> statement-breakpoint
ALTER TABLE `application_documents` ADD `doc_type` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `qualification` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `nationality` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `requested_doc_type` text;--> statement-breakpoint
ALTER TABLE `uploads` ADD `doc_type` text;