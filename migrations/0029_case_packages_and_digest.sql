CREATE TABLE `service_steps` (
	`service_key` text NOT NULL,
	`kind` text NOT NULL,
	`source` text NOT NULL,
	PRIMARY KEY(`service_key`, `kind`),
	FOREIGN KEY (`service_key`) REFERENCES `services`(`key`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`kind`) REFERENCES `step_kinds`(`kind`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `consultation_requests` ADD `answered_at` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `application_id` integer REFERENCES applications(id);--> statement-breakpoint
CREATE INDEX `payments_application_idx` ON `payments` (`application_id`);