CREATE TABLE `booking_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`slot_minutes` integer DEFAULT 30 NOT NULL,
	`buffer_minutes` integer DEFAULT 10 NOT NULL,
	`notice_hours` integer DEFAULT 12 NOT NULL,
	`window_days` integer DEFAULT 14 NOT NULL,
	CONSTRAINT "booking_settings: one row" CHECK("booking_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`consultation_id` integer NOT NULL,
	`counsellor_id` integer NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`time_zone` text NOT NULL,
	`call_language` text NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`status` text DEFAULT 'booked' NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`moves` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	`outcome_at` text,
	`outcome_by` text,
	FOREIGN KEY (`consultation_id`) REFERENCES `consultation_requests`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`counsellor_id`) REFERENCES `counsellors`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "bookings: status" CHECK("bookings"."status" IN ('booked', 'cancelled', 'held', 'missed')),
	CONSTRAINT "bookings: moves once" CHECK("bookings"."moves" BETWEEN 0 AND 1),
	CONSTRAINT "bookings: ends after it starts" CHECK("bookings"."ends_at" > "bookings"."starts_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_slot_unique` ON `bookings` (`counsellor_id`,`starts_at`) WHERE status <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_consultation_unique` ON `bookings` (`consultation_id`);--> statement-breakpoint
CREATE INDEX `bookings_starts_idx` ON `bookings` (`starts_at`);--> statement-breakpoint
CREATE TABLE `counsellor_days_off` (
	`counsellor_id` integer NOT NULL,
	`day` text NOT NULL,
	PRIMARY KEY(`counsellor_id`, `day`),
	FOREIGN KEY (`counsellor_id`) REFERENCES `counsellors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `counsellor_hours` (
	`counsellor_id` integer NOT NULL,
	`weekday` integer NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	PRIMARY KEY(`counsellor_id`, `weekday`, `starts_at`),
	FOREIGN KEY (`counsellor_id`) REFERENCES `counsellors`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "counsellor_hours: weekday" CHECK("counsellor_hours"."weekday" BETWEEN 1 AND 7),
	CONSTRAINT "counsellor_hours: HH:MM, start before end" CHECK("counsellor_hours"."starts_at" GLOB '[0-2][0-9]:[0-5][0-9]' AND "counsellor_hours"."ends_at" GLOB '[0-2][0-9]:[0-5][0-9]' AND "counsellor_hours"."starts_at" < "counsellor_hours"."ends_at")
);
--> statement-breakpoint
CREATE TABLE `counsellors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`languages` text NOT NULL,
	`call_method` text NOT NULL,
	`call_detail` text NOT NULL,
	`daily_cap` integer DEFAULT 6 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "counsellors: call_method" CHECK("counsellors"."call_method" IN ('whatsapp', 'video', 'phone')),
	CONSTRAINT "counsellors: daily_cap" CHECK("counsellors"."daily_cap" >= 0)
);
