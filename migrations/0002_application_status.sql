CREATE TABLE `application_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL,
	`kind` text NOT NULL,
	`old_status` text,
	`new_status` text NOT NULL,
	`note` text,
	`notification_status` text DEFAULT 'pending' NOT NULL,
	`queued_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `application_events_application_idx` ON `application_events` (`application_id`,`id`);--> statement-breakpoint
CREATE INDEX `application_events_notification_idx` ON `application_events` (`notification_status`,`id`);--> statement-breakpoint
ALTER TABLE `applications` ADD `status` text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `staff_note` text;