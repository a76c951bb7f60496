-- A document belongs to the step it was sent for (issue 50, item 8; docs/decisions/0054-case-page-honest.md): the
-- box under a step records the step's kind; null is a document sent with the application or from the general box.
ALTER TABLE `application_documents` ADD `step_kind` text REFERENCES step_kinds(kind);
--> statement-breakpoint
-- Staff see which step a waiting document was sent for (staff_digest_documents reads this view by its columns).
DROP VIEW `staff_documents_to_review`;
--> statement-breakpoint
CREATE VIEW `staff_documents_to_review` AS
SELECT d.`id` AS `document_id`, a.`reference`, d.`doc_type`, d.`file_name`, d.`created_at` AS `received_at`,
  CAST(julianday('now') - julianday(d.`created_at`) AS INTEGER) AS `days_waiting`, a.`status`, a.`email`,
  d.`step_kind`
FROM `application_documents` d
JOIN `applications` a ON a.`id` = d.`application_id`
WHERE d.`review_state` = 'received' AND d.`replaced_by` IS NULL
ORDER BY d.`created_at`, d.`id`;
