-- Staff mark a booked call held or missed (issue 55), from the console or the D1 console. The rules are here, whoever
-- writes: only a call still 'booked' whose start has passed takes an outcome (RAISE: the whole batch rolls back), and
-- who and when are recorded by D1 (the console's batch puts the staff member in staff_acting: decision 60; an UPDATE
-- typed in the D1 console leaves outcome_by NULL).
CREATE TRIGGER `bookings_outcome_guard`
BEFORE UPDATE OF `status` ON `bookings`
WHEN NEW.`status` IN ('held', 'missed') AND OLD.`status` IS NOT NEW.`status`
BEGIN
  SELECT RAISE(ABORT, 'A call is marked held or missed only while booked and once it has started')
  WHERE OLD.`status` IS NOT 'booked' OR OLD.`starts_at` > strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
END;
--> statement-breakpoint
-- outcome_* and updated_at are not `status`, so this UPDATE fires neither trigger again.
CREATE TRIGGER `bookings_outcome_recorded`
AFTER UPDATE OF `status` ON `bookings`
WHEN NEW.`status` IN ('held', 'missed') AND OLD.`status` IS NOT NEW.`status`
BEGIN
  UPDATE `bookings`
  SET `outcome_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
    `outcome_by` = (SELECT `email` FROM `staff_acting` LIMIT 1),
    `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
-- Today's and tomorrow's calls (Istanbul days; Istanbul is UTC+03:00 all year), not cancelled, in time order: the staff
-- digest's section and a console query. `applications`: a JSON array of the references of applications made with the
-- student's e-mail, oldest first.
CREATE VIEW `staff_digest_calls` AS
SELECT b.`id` AS `booking_id`, b.`consultation_id`, b.`starts_at`, b.`ends_at`, b.`status`, b.`call_language`,
  c.`name` AS `counsellor`, c.`call_method`, c.`call_detail`,
  r.`full_name` AS `student`, r.`email`, r.`phone`, r.`message` AS `question`,
  (SELECT json_group_array(`reference`) FROM (
    SELECT a.`reference` FROM `applications` a WHERE lower(a.`email`) = lower(r.`email`) ORDER BY a.`id`
  )) AS `applications`
FROM `bookings` b
JOIN `counsellors` c ON c.`id` = b.`counsellor_id`
JOIN `consultation_requests` r ON r.`id` = b.`consultation_id`
WHERE b.`status` <> 'cancelled'
  AND b.`starts_at` >= strftime('%Y-%m-%dT%H:%M:%fZ', date('now', '+3 hours'), '-3 hours')
  AND b.`starts_at` < strftime('%Y-%m-%dT%H:%M:%fZ', date('now', '+3 hours'), '+2 days', '-3 hours')
ORDER BY b.`starts_at`, b.`id`;
