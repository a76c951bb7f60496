CREATE TABLE `staff_acting` (
	`email` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `staff_members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "staff_members: email must be lower case" CHECK("staff_members"."email" = lower("staff_members"."email"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_members_email_unique` ON `staff_members` (`email`);--> statement-breakpoint
ALTER TABLE `application_documents` ADD `reviewed_by` text;--> statement-breakpoint
ALTER TABLE `application_documents` ADD `reviewed_at` text;--> statement-breakpoint
ALTER TABLE `application_events` ADD `actor` text;--> statement-breakpoint
ALTER TABLE `application_step_events` ADD `actor` text;--> statement-breakpoint
CREATE INDEX `application_step_events_application_idx` ON `application_step_events` (`application_id`,`id`);--> statement-breakpoint
ALTER TABLE `consultation_requests` ADD `answered_by` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `attached_by` text;