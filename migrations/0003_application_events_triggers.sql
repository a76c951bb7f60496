-- The application history is written by D1 itself (docs/decisions/0016-application-tracking.md): whatever tool
-- changes applications.status or staff_note (the D1 console, wrangler, the site), a row lands in
-- application_events, which the consumer's cron e-mails to the student once.

-- A mistyped status is refused, with the list of valid ones, in the console that ran the UPDATE.
CREATE TRIGGER `applications_status_valid_on_update`
BEFORE UPDATE OF `status` ON `applications`
WHEN NEW.`status` NOT IN ('received', 'in_review', 'documents_requested', 'submitted_to_university', 'offer_issued', 'rejected', 'enrolled', 'withdrawn')
BEGIN
  SELECT RAISE(ABORT, 'Unknown application status. Use one of: received, in_review, documents_requested, submitted_to_university, offer_issued, rejected, enrolled, withdrawn');
END;
--> statement-breakpoint
CREATE TRIGGER `applications_status_valid_on_insert`
BEFORE INSERT ON `applications`
WHEN NEW.`status` NOT IN ('received', 'in_review', 'documents_requested', 'submitted_to_university', 'offer_issued', 'rejected', 'enrolled', 'withdrawn')
BEGIN
  SELECT RAISE(ABORT, 'Unknown application status. Use one of: received, in_review, documents_requested, submitted_to_university, offer_issued, rejected, enrolled, withdrawn');
END;
--> statement-breakpoint
-- The first event of every application. Its e-mail is the confirmation the application.created message sends,
-- so the cron has nothing to send for it ('sent').
CREATE TRIGGER `applications_received_event`
AFTER INSERT ON `applications`
BEGIN
  INSERT INTO `application_events` (`application_id`, `kind`, `old_status`, `new_status`, `note`, `notification_status`, `created_at`)
  VALUES (NEW.`id`, 'received', NULL, NEW.`status`, NULL, 'sent', NEW.`created_at`);
END;
--> statement-breakpoint
-- Every change of status or note: old, new, the note, the time. An UPDATE that changes neither writes nothing.
CREATE TRIGGER `applications_status_event`
AFTER UPDATE OF `status`, `staff_note` ON `applications`
WHEN OLD.`status` IS NOT NEW.`status` OR OLD.`staff_note` IS NOT NEW.`staff_note`
BEGIN
  INSERT INTO `application_events` (`application_id`, `kind`, `old_status`, `new_status`, `note`)
  VALUES (NEW.`id`, 'status', OLD.`status`, NEW.`status`, NEW.`staff_note`);
END;
--> statement-breakpoint
-- Applications made before this migration get their 'received' event too (nothing to send for it).
INSERT INTO `application_events` (`application_id`, `kind`, `old_status`, `new_status`, `note`, `notification_status`, `created_at`)
SELECT `id`, 'received', NULL, `status`, NULL, 'sent', `created_at` FROM `applications`;
