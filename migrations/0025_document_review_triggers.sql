-- Document review (docs/decisions/0043-case-steps.md, "Document review"): staff set a document's review state with
-- one SQL line; D1 refuses a state that does not exist and a needs_fix without a reason, and a document sent back
-- writes an application_events row the consumer's cron e-mails to the student once (like a status change).
CREATE TRIGGER `application_documents_review_state_valid`
BEFORE UPDATE OF `review_state` ON `application_documents`
WHEN NEW.`review_state` NOT IN ('received', 'accepted', 'needs_fix')
BEGIN
  SELECT RAISE(ABORT, 'review_state must be one of received, accepted, needs_fix');
END;
--> statement-breakpoint
CREATE TRIGGER `application_documents_review_state_valid_on_insert`
BEFORE INSERT ON `application_documents`
WHEN NEW.`review_state` NOT IN ('received', 'accepted', 'needs_fix')
BEGIN
  SELECT RAISE(ABORT, 'review_state must be one of received, accepted, needs_fix');
END;
--> statement-breakpoint
CREATE TRIGGER `application_documents_needs_fix_reason`
BEFORE UPDATE OF `review_state`, `review_reason` ON `application_documents`
WHEN NEW.`review_state` = 'needs_fix' AND trim(coalesce(NEW.`review_reason`, '')) = ''
BEGIN
  SELECT RAISE(ABORT, 'needs_fix needs a reason the student can act on: SET review_state = ''needs_fix'', review_reason = ''…''');
END;
--> statement-breakpoint
-- Sent back (or sent back again with another reason): one event, its note the reason; the cron queues its e-mail.
CREATE TRIGGER `application_documents_needs_fix_event`
AFTER UPDATE OF `review_state`, `review_reason` ON `application_documents`
WHEN NEW.`review_state` = 'needs_fix'
  AND (OLD.`review_state` IS NOT 'needs_fix' OR OLD.`review_reason` IS NOT NEW.`review_reason`)
BEGIN
  INSERT INTO `application_events` (`application_id`, `kind`, `old_status`, `new_status`, `note`, `document_id`)
  SELECT a.`id`, 'document_review', a.`status`, a.`status`, NEW.`review_reason`, NEW.`id`
  FROM `applications` a WHERE a.`id` = NEW.`application_id`;
END;
--> statement-breakpoint
-- What waits for staff: documents received, not replaced, oldest first.
CREATE VIEW `staff_documents_to_review` AS
SELECT d.`id` AS `document_id`, a.`reference`, d.`doc_type`, d.`file_name`, d.`created_at` AS `received_at`,
  CAST(julianday('now') - julianday(d.`created_at`) AS INTEGER) AS `days_waiting`, a.`status`, a.`email`
FROM `application_documents` d
JOIN `applications` a ON a.`id` = d.`application_id`
WHERE d.`review_state` = 'received' AND d.`replaced_by` IS NULL
ORDER BY d.`created_at`, d.`id`;
