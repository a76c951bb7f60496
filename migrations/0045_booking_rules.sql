-- The booking rules D1 holds itself (issue 55, decision 63). bookings_slot_unique (0044) keeps a slot single; these
-- triggers keep the rest that a read before the write could not promise under a race.

-- A slot is a counsellor's start time, compared as text by bookings_slot_unique: every start and end is written as
-- Date#toISOString writes it ('2026-12-07T06:00:00.000Z', whole minutes), so two spellings of one instant can never
-- both hold a slot (the D1 console included). strftime writes a valid time back in that spelling (NULL for no time),
-- so any other spelling, or seconds, differs from it. (D1 refuses a GLOB pattern that long.)
DROP TRIGGER IF EXISTS `bookings_times_insert`;--> statement-breakpoint
CREATE TRIGGER `bookings_times_insert`
BEFORE INSERT ON `bookings`
WHEN NEW.`starts_at` IS NOT strftime('%Y-%m-%dT%H:%M:00.000Z', NEW.`starts_at`)
  OR NEW.`ends_at` IS NOT strftime('%Y-%m-%dT%H:%M:00.000Z', NEW.`ends_at`)
BEGIN
  SELECT RAISE(ABORT, 'bookings: starts_at and ends_at are UTC as YYYY-MM-DDTHH:MM:00.000Z');
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `bookings_times_update`;--> statement-breakpoint
CREATE TRIGGER `bookings_times_update`
BEFORE UPDATE OF `starts_at`, `ends_at` ON `bookings`
WHEN NEW.`starts_at` IS NOT strftime('%Y-%m-%dT%H:%M:00.000Z', NEW.`starts_at`)
  OR NEW.`ends_at` IS NOT strftime('%Y-%m-%dT%H:%M:00.000Z', NEW.`ends_at`)
BEGIN
  SELECT RAISE(ABORT, 'bookings: starts_at and ends_at are UTC as YYYY-MM-DDTHH:MM:00.000Z');
END;
--> statement-breakpoint
-- A counsellor's daily cap, per Istanbul day (UTC+03:00 all year): a booking is refused when the counsellor already
-- has daily_cap bookings that are not cancelled on its day, i.e. date(starts_at, '+3 hours'). The day is compared as
-- a UTC range ((day - 1) 21:00Z to day 21:00Z), which bookings_slot_unique's columns serve. On UPDATE only a booking
-- that lands on another day or comes back from 'cancelled' is counted again: marking a call held or missed, or
-- cancelling it, is never refused, even after staff lowered the cap.
DROP TRIGGER IF EXISTS `bookings_daily_cap_insert`;--> statement-breakpoint
CREATE TRIGGER `bookings_daily_cap_insert`
BEFORE INSERT ON `bookings`
WHEN NEW.`status` <> 'cancelled'
  AND (SELECT count(*) FROM `bookings` b
       WHERE b.`counsellor_id` = NEW.`counsellor_id` AND b.`status` <> 'cancelled'
         AND b.`starts_at` >= strftime('%Y-%m-%dT%H:%M:00.000Z', date(NEW.`starts_at`, '+3 hours'), '-3 hours')
         AND b.`starts_at` < strftime('%Y-%m-%dT%H:%M:00.000Z', date(NEW.`starts_at`, '+3 hours'), '+21 hours'))
      >= (SELECT `daily_cap` FROM `counsellors` WHERE `id` = NEW.`counsellor_id`)
BEGIN
  SELECT RAISE(ABORT, 'bookings: the counsellor''s day is full');
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `bookings_daily_cap_update`;--> statement-breakpoint
CREATE TRIGGER `bookings_daily_cap_update`
BEFORE UPDATE OF `starts_at`, `status` ON `bookings`
WHEN NEW.`status` <> 'cancelled'
  AND (OLD.`status` = 'cancelled' OR date(OLD.`starts_at`, '+3 hours') <> date(NEW.`starts_at`, '+3 hours')
       OR OLD.`counsellor_id` <> NEW.`counsellor_id`)
  AND (SELECT count(*) FROM `bookings` b
       WHERE b.`counsellor_id` = NEW.`counsellor_id` AND b.`status` <> 'cancelled' AND b.`id` <> NEW.`id`
         AND b.`starts_at` >= strftime('%Y-%m-%dT%H:%M:00.000Z', date(NEW.`starts_at`, '+3 hours'), '-3 hours')
         AND b.`starts_at` < strftime('%Y-%m-%dT%H:%M:00.000Z', date(NEW.`starts_at`, '+3 hours'), '+21 hours'))
      >= (SELECT `daily_cap` FROM `counsellors` WHERE `id` = NEW.`counsellor_id`)
BEGIN
  SELECT RAISE(ABORT, 'bookings: the counsellor''s day is full');
END;
--> statement-breakpoint
-- The booking rules (one row; staff change a figure with one SQL line, README): a 30-minute call, 10 minutes before
-- the next, booked at least 12 hours ahead and at most 14 Istanbul days ahead (today included).
INSERT INTO `booking_settings` (`id`, `slot_minutes`, `buffer_minutes`, `notice_hours`, `window_days`)
VALUES (1, 30, 10, 12, 14)
ON CONFLICT (`id`) DO NOTHING;
