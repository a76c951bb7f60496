-- Who made each change (docs/decisions/0060-staff-console.md): a console batch first inserts the staff member's
-- e-mail into staff_acting and deletes it last (one D1 transaction); the history triggers copy it into the rows they
-- write. A change made anywhere else (the D1 console, the site, a trigger) finds staff_acting empty: actor NULL.
DROP TRIGGER IF EXISTS `applications_status_event`;--> statement-breakpoint
CREATE TRIGGER `applications_status_event`
AFTER UPDATE OF `status`, `staff_note` ON `applications`
WHEN OLD.`status` IS NOT NEW.`status` OR OLD.`staff_note` IS NOT NEW.`staff_note`
BEGIN
  INSERT INTO `application_events` (`application_id`, `kind`, `old_status`, `new_status`, `note`, `actor`)
  VALUES (NEW.`id`, 'status', OLD.`status`, NEW.`status`, NEW.`staff_note`, (SELECT `email` FROM `staff_acting` LIMIT 1));
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `application_steps_changed_event`;--> statement-breakpoint
CREATE TRIGGER `application_steps_changed_event`
AFTER UPDATE OF `state`, `due_on`, `appointment_on`, `appointment_place`, `visa_decision`, `visa_decided_on`, `arrival_on` ON `application_steps`
WHEN OLD.`state` IS NOT NEW.`state` OR OLD.`due_on` IS NOT NEW.`due_on` OR OLD.`appointment_on` IS NOT NEW.`appointment_on`
  OR OLD.`appointment_place` IS NOT NEW.`appointment_place` OR OLD.`visa_decision` IS NOT NEW.`visa_decision`
  OR OLD.`visa_decided_on` IS NOT NEW.`visa_decided_on` OR OLD.`arrival_on` IS NOT NEW.`arrival_on`
BEGIN
  INSERT INTO `application_step_events` (`step_id`, `application_id`, `kind`, `old_state`, `new_state`, `due_on`,
    `appointment_on`, `appointment_place`, `visa_decision`, `visa_decided_on`, `arrival_on`, `actor`)
  VALUES (NEW.`id`, NEW.`application_id`, NEW.`kind`, OLD.`state`, NEW.`state`, NEW.`due_on`,
    NEW.`appointment_on`, NEW.`appointment_place`, NEW.`visa_decision`, NEW.`visa_decided_on`, NEW.`arrival_on`,
    (SELECT `email` FROM `staff_acting` LIMIT 1));
  -- updated_at is not among the columns above, so this UPDATE fires neither trigger again.
  UPDATE `application_steps` SET `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `application_documents_needs_fix_event`;--> statement-breakpoint
CREATE TRIGGER `application_documents_needs_fix_event`
AFTER UPDATE OF `review_state`, `review_reason` ON `application_documents`
WHEN NEW.`review_state` = 'needs_fix'
  AND (OLD.`review_state` IS NOT 'needs_fix' OR OLD.`review_reason` IS NOT NEW.`review_reason`)
BEGIN
  INSERT INTO `application_events` (`application_id`, `kind`, `old_status`, `new_status`, `note`, `document_id`, `actor`)
  SELECT a.`id`, 'document_review', a.`status`, a.`status`, NEW.`review_reason`, NEW.`id`,
    (SELECT `email` FROM `staff_acting` LIMIT 1)
  FROM `applications` a WHERE a.`id` = NEW.`application_id`;
END;
--> statement-breakpoint
-- A review, whoever made it: who and when on the document itself (reviewed_* are not watched, so this fires nothing).
CREATE TRIGGER `application_documents_reviewed`
AFTER UPDATE OF `review_state`, `review_reason` ON `application_documents`
WHEN OLD.`review_state` IS NOT NEW.`review_state` OR OLD.`review_reason` IS NOT NEW.`review_reason`
BEGIN
  UPDATE `application_documents`
  SET `reviewed_by` = (SELECT `email` FROM `staff_acting` LIMIT 1), `reviewed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE `id` = NEW.`id`;
END;
