-- The catalogue version (docs/decisions/0015) follows the money trail too (decision 0043, "Money trail"): an edited
-- deposit or refund rule shows on the next request, as an edited fee does.
CREATE TRIGGER IF NOT EXISTS `money_trails_insert_bumps_catalogue_version` AFTER INSERT ON `money_trails`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `money_trails_update_bumps_catalogue_version` AFTER UPDATE ON `money_trails`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `money_trails_delete_bumps_catalogue_version` AFTER DELETE ON `money_trails`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
