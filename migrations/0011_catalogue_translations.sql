CREATE TABLE `catalogue_translations` (
	`table_name` text NOT NULL,
	`row_id` integer NOT NULL,
	`column_name` text NOT NULL,
	`locale` text NOT NULL,
	`text` text NOT NULL,
	PRIMARY KEY(`table_name`, `row_id`, `column_name`, `locale`)
);

-- A translation is catalogue text: writing one moves the catalogue's version, so cached pages follow (0005).
--> statement-breakpoint
CREATE TRIGGER `catalogue_translations_insert_bumps_catalogue_version` AFTER INSERT ON `catalogue_translations`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_translations_update_bumps_catalogue_version` AFTER UPDATE ON `catalogue_translations`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_translations_delete_bumps_catalogue_version` AFTER DELETE ON `catalogue_translations`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
