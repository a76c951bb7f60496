-- The catalogue version (docs/decisions/0015) follows the intake and cost tables of decision 0018 too: an edited
-- rate, cost line, discount or intake shows on the next request, as an edited fee does.
CREATE TRIGGER IF NOT EXISTS `program_intakes_insert_bumps_catalogue_version` AFTER INSERT ON `program_intakes`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `program_intakes_update_bumps_catalogue_version` AFTER UPDATE ON `program_intakes`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `program_intakes_delete_bumps_catalogue_version` AFTER DELETE ON `program_intakes`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `cost_lines_insert_bumps_catalogue_version` AFTER INSERT ON `cost_lines`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `cost_lines_update_bumps_catalogue_version` AFTER UPDATE ON `cost_lines`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `cost_lines_delete_bumps_catalogue_version` AFTER DELETE ON `cost_lines`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `tuition_discounts_insert_bumps_catalogue_version` AFTER INSERT ON `tuition_discounts`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `tuition_discounts_update_bumps_catalogue_version` AFTER UPDATE ON `tuition_discounts`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `tuition_discounts_delete_bumps_catalogue_version` AFTER DELETE ON `tuition_discounts`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `exchange_rates_insert_bumps_catalogue_version` AFTER INSERT ON `exchange_rates`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `exchange_rates_update_bumps_catalogue_version` AFTER UPDATE ON `exchange_rates`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `exchange_rates_delete_bumps_catalogue_version` AFTER DELETE ON `exchange_rates`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
