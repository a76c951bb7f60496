-- Example counsellors (issue 55), so the booking pages have slots locally and in the tests. They are NOT the team:
-- the names, numbers and links below are made up. Production replaces them with the real counsellors through the
-- README's SQL lines (add a counsellor, their hours and days off; set `active` = 0 on these). A *_seed_* file, so
-- DB_STATE=empty (the end-to-end tests of empty panels) has no counsellor at all.
-- Hours are Istanbul time (UTC+03:00 all year), ISO weekdays (1 Monday … 7 Sunday). Between them they speak English,
-- French and Arabic; each has a way to call.
INSERT INTO `counsellors` (`id`, `name`, `languages`, `call_method`, `call_detail`, `daily_cap`) VALUES
  (1, 'Example counsellor Ayşe', 'en fr', 'whatsapp', '+905550000001', 6),
  (2, 'Example counsellor Karim', 'en ar', 'video', 'https://meet.example.com/example-karim', 6),
  (3, 'Example counsellor Mariam', 'fr ar', 'phone', '+905550000003', 6);
--> statement-breakpoint
-- Monday to Friday, 09:00-17:00, for all three.
INSERT INTO `counsellor_hours` (`counsellor_id`, `weekday`, `starts_at`, `ends_at`)
SELECT c.`id`, d.`weekday`, '09:00', '17:00'
FROM `counsellors` c, (SELECT 1 AS `weekday` UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5) d
WHERE c.`id` IN (1, 2, 3);
--> statement-breakpoint
-- Saturday 10:00-14:00 for Mariam (French and Arabic), when students in school all week can call.
INSERT INTO `counsellor_hours` (`counsellor_id`, `weekday`, `starts_at`, `ends_at`) VALUES (3, 6, '10:00', '14:00');
