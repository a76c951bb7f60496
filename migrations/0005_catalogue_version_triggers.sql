-- The catalogue's version (docs/decisions/0015-edge-cache-and-search.md): one row, bumped by these triggers on
-- every write to a catalogue table, so the edge cache (keyed by it) and the sitemap's lastmod follow staff edits
-- by themselves. A new catalogue table needs its three triggers here too (in a migration of its own).
INSERT OR IGNORE INTO `catalogue_version` (`id`, `version`, `changed_at`) VALUES (1, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));

CREATE TRIGGER IF NOT EXISTS `universities_insert_bumps_catalogue_version` AFTER INSERT ON `universities`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `universities_update_bumps_catalogue_version` AFTER UPDATE ON `universities`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `universities_delete_bumps_catalogue_version` AFTER DELETE ON `universities`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `faculties_insert_bumps_catalogue_version` AFTER INSERT ON `faculties`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `faculties_update_bumps_catalogue_version` AFTER UPDATE ON `faculties`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `faculties_delete_bumps_catalogue_version` AFTER DELETE ON `faculties`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `programs_insert_bumps_catalogue_version` AFTER INSERT ON `programs`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `programs_update_bumps_catalogue_version` AFTER UPDATE ON `programs`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `programs_delete_bumps_catalogue_version` AFTER DELETE ON `programs`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `services_insert_bumps_catalogue_version` AFTER INSERT ON `services`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `services_update_bumps_catalogue_version` AFTER UPDATE ON `services`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `services_delete_bumps_catalogue_version` AFTER DELETE ON `services`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `testimonials_insert_bumps_catalogue_version` AFTER INSERT ON `testimonials`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `testimonials_update_bumps_catalogue_version` AFTER UPDATE ON `testimonials`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `testimonials_delete_bumps_catalogue_version` AFTER DELETE ON `testimonials`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `destinations_insert_bumps_catalogue_version` AFTER INSERT ON `destinations`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `destinations_update_bumps_catalogue_version` AFTER UPDATE ON `destinations`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
CREATE TRIGGER IF NOT EXISTS `destinations_delete_bumps_catalogue_version` AFTER DELETE ON `destinations`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
