ALTER TABLE `applications` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `consultation_requests` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `locale` text DEFAULT 'en' NOT NULL;