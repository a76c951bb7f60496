-- The case after the offer (docs/decisions/0043-case-steps.md): the step kinds in order, the triggers that make an
-- application's steps when staff issue the offer, follow the arrival date and write every change's history, and
-- the console's view of what is due. Whatever tool runs the UPDATE (the D1 console, wrangler, the site), D1 does it.

INSERT INTO `step_kinds` (`kind`, `position`) VALUES
  ('offer_accepted', 1), ('deposit_paid', 2), ('acceptance_letter_issued', 3), ('results_authenticated', 4),
  ('visa_documents_ready', 5), ('visa_appointment_booked', 6), ('visa_decision', 7), ('travel_booked', 8),
  ('arrived', 9), ('residence_permit_applied', 10), ('residence_permit_granted', 11), ('registered', 12);
--> statement-breakpoint
-- The status becomes 'offer_issued': one step per kind, by the rule for the student's nationality (or the default,
-- nationality '*'). A rule that does not apply makes a 'not_needed' step with no date; an intake-anchored one is due
-- its days from the program's next intake start (today in Istanbul, UTC+3); an arrival-anchored one waits for the
-- arrival date. Made once: an application that has steps gets none again (status set back and forth).
CREATE TRIGGER `applications_offer_issued_steps`
AFTER UPDATE OF `status` ON `applications`
WHEN NEW.`status` = 'offer_issued' AND OLD.`status` IS NOT 'offer_issued'
  AND NOT EXISTS (SELECT 1 FROM `application_steps` WHERE `application_id` = NEW.`id`)
BEGIN
  INSERT INTO `application_steps` (`application_id`, `kind`, `position`, `rule_id`, `state`, `due_on`)
  SELECT NEW.`id`, k.`kind`, k.`position`, r.`id`,
    CASE WHEN r.`applies` THEN 'to_do' ELSE 'not_needed' END,
    CASE WHEN r.`applies` AND r.`anchor` = 'intake_start'
      THEN date((SELECT i.`starts_on` FROM `program_intakes` i
                 WHERE i.`program_id` = NEW.`program_id` AND i.`starts_on` > date('now', '+3 hours')
                 ORDER BY i.`starts_on` LIMIT 1), r.`days_from_anchor` || ' days')
    END
  FROM `step_kinds` k
  JOIN `step_rules` r ON r.`id` = (
    SELECT r2.`id` FROM `step_rules` r2
    WHERE r2.`kind` = k.`kind` AND r2.`nationality` IN (coalesce(upper(NEW.`nationality`), '*'), '*')
    ORDER BY r2.`nationality` = '*' LIMIT 1)
  ORDER BY k.`position`;
END;
--> statement-breakpoint
-- Dates are ISO days, and an arrival needs a granted visa decided on or before it: refused with what is allowed.
CREATE TRIGGER `application_steps_dates_valid`
BEFORE UPDATE OF `due_on`, `appointment_on`, `visa_decided_on`, `arrival_on` ON `application_steps`
WHEN (NEW.`due_on` IS NOT NULL AND date(NEW.`due_on`) IS NOT NEW.`due_on`)
  OR (NEW.`appointment_on` IS NOT NULL AND date(NEW.`appointment_on`) IS NOT NEW.`appointment_on`)
  OR (NEW.`visa_decided_on` IS NOT NULL AND date(NEW.`visa_decided_on`) IS NOT NEW.`visa_decided_on`)
  OR (NEW.`arrival_on` IS NOT NULL AND date(NEW.`arrival_on`) IS NOT NEW.`arrival_on`)
BEGIN
  SELECT RAISE(ABORT, 'A step date must be an ISO day, e.g. 2027-02-01 (due_on, appointment_on, visa_decided_on, arrival_on)');
END;
--> statement-breakpoint
CREATE TRIGGER `application_steps_arrival_after_visa`
BEFORE UPDATE OF `arrival_on` ON `application_steps`
WHEN NEW.`arrival_on` IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM `application_steps` v
  WHERE v.`application_id` = NEW.`application_id` AND v.`kind` = 'visa_decision'
    AND v.`visa_decision` = 'granted' AND v.`visa_decided_on` <= NEW.`arrival_on`)
BEGIN
  SELECT RAISE(ABORT, 'The arrival date must be on or after a granted visa decision: set visa_decision = ''granted'' and visa_decided_on on the visa_decision step first');
END;
--> statement-breakpoint
-- An arrival date set: the steps counted from the arrival (the residence permit) are due their days after it.
CREATE TRIGGER `application_steps_follow_arrival`
AFTER UPDATE OF `arrival_on` ON `application_steps`
WHEN NEW.`arrival_on` IS NOT NULL
BEGIN
  UPDATE `application_steps`
  SET `due_on` = date(NEW.`arrival_on`, (SELECT r.`days_from_anchor` FROM `step_rules` r WHERE r.`id` = `application_steps`.`rule_id`) || ' days')
  WHERE `application_id` = NEW.`application_id` AND `state` IS NOT 'not_needed'
    AND `rule_id` IN (SELECT `id` FROM `step_rules` WHERE `anchor` = 'arrival');
END;
--> statement-breakpoint
-- The history: the step as it is after each change (its state before, for "from … to"), and when.
CREATE TRIGGER `application_steps_created_event`
AFTER INSERT ON `application_steps`
BEGIN
  INSERT INTO `application_step_events` (`step_id`, `application_id`, `kind`, `old_state`, `new_state`, `due_on`)
  VALUES (NEW.`id`, NEW.`application_id`, NEW.`kind`, NULL, NEW.`state`, NEW.`due_on`);
END;
--> statement-breakpoint
CREATE TRIGGER `application_steps_changed_event`
AFTER UPDATE OF `state`, `due_on`, `appointment_on`, `appointment_place`, `visa_decision`, `visa_decided_on`, `arrival_on` ON `application_steps`
WHEN OLD.`state` IS NOT NEW.`state` OR OLD.`due_on` IS NOT NEW.`due_on` OR OLD.`appointment_on` IS NOT NEW.`appointment_on`
  OR OLD.`appointment_place` IS NOT NEW.`appointment_place` OR OLD.`visa_decision` IS NOT NEW.`visa_decision`
  OR OLD.`visa_decided_on` IS NOT NEW.`visa_decided_on` OR OLD.`arrival_on` IS NOT NEW.`arrival_on`
BEGIN
  INSERT INTO `application_step_events` (`step_id`, `application_id`, `kind`, `old_state`, `new_state`, `due_on`,
    `appointment_on`, `appointment_place`, `visa_decision`, `visa_decided_on`, `arrival_on`)
  VALUES (NEW.`id`, NEW.`application_id`, NEW.`kind`, OLD.`state`, NEW.`state`, NEW.`due_on`,
    NEW.`appointment_on`, NEW.`appointment_place`, NEW.`visa_decision`, NEW.`visa_decided_on`, NEW.`arrival_on`);
  -- updated_at is not among the columns above, so this UPDATE fires neither trigger again.
  UPDATE `application_steps` SET `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
-- For the D1 console: the open steps due within 7 days or overdue (today in Istanbul), who acts, the reference.
CREATE VIEW `staff_cases_due` AS
SELECT a.`reference`, s.`kind`, s.`state`, r.`actor` AS `who_acts`, s.`due_on`,
  CASE WHEN s.`due_on` < date('now', '+3 hours') THEN 'overdue' ELSE 'due' END AS `due_state`,
  CAST(julianday(date('now', '+3 hours')) - julianday(s.`due_on`) AS integer) AS `days_late`,
  a.`first_name` || ' ' || a.`last_name` AS `student`, a.`email`, a.`nationality`
FROM `application_steps` s
JOIN `applications` a ON a.`id` = s.`application_id`
JOIN `step_rules` r ON r.`id` = s.`rule_id`
WHERE s.`state` IN ('to_do', 'in_progress', 'blocked') AND s.`due_on` IS NOT NULL
  AND s.`due_on` <= date('now', '+3 hours', '+7 days')
ORDER BY s.`due_on`, a.`reference`, s.`position`;
