DROP TABLE `tuition_discounts`;--> statement-breakpoint
-- The catalogue version (decision 0015) follows the tables of decision 0028: an edited requirement, discount rule or
-- checklist item shows on the next request.
CREATE TRIGGER IF NOT EXISTS `entry_requirements_insert_bumps_catalogue_version` AFTER INSERT ON `entry_requirements`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `entry_requirements_update_bumps_catalogue_version` AFTER UPDATE ON `entry_requirements`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `entry_requirements_delete_bumps_catalogue_version` AFTER DELETE ON `entry_requirements`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `discount_rules_insert_bumps_catalogue_version` AFTER INSERT ON `discount_rules`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `discount_rules_update_bumps_catalogue_version` AFTER UPDATE ON `discount_rules`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `discount_rules_delete_bumps_catalogue_version` AFTER DELETE ON `discount_rules`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `checklist_items_insert_bumps_catalogue_version` AFTER INSERT ON `checklist_items`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `checklist_items_update_bumps_catalogue_version` AFTER UPDATE ON `checklist_items`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `checklist_items_delete_bumps_catalogue_version` AFTER DELETE ON `checklist_items`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
