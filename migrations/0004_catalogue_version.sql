CREATE TABLE `catalogue_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`changed_at` text NOT NULL
);
