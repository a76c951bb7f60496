CREATE TABLE `upload_chunks` (
	`upload_id` text NOT NULL,
	`start` integer NOT NULL,
	`size` integer NOT NULL,
	`r2_key` text NOT NULL,
	PRIMARY KEY(`upload_id`, `start`),
	FOREIGN KEY (`upload_id`) REFERENCES `uploads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`draft_id` text NOT NULL,
	`file_name` text NOT NULL,
	`upload_length` integer NOT NULL,
	`upload_offset` integer DEFAULT 0 NOT NULL,
	`object_key` text,
	`content_type` text,
	`application_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `uploads_draft_idx` ON `uploads` (`draft_id`);--> statement-breakpoint
CREATE INDEX `uploads_expires_idx` ON `uploads` (`expires_at`);