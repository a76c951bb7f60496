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
--> statement-breakpoint
-- The Nigerian visa file (issue 50, item 4): the Turkish Embassy in Abuja's notice of 12.12.2014 lists, besides the
-- passport pages, the form with 2 photos and the results authenticated by the Federal Ministry of Education and then
-- the Ministry of Foreign Affairs: the admission and acceptance letter, the receipt of school fees with the school's
-- letter acknowledging it, and copies of the diplomas and certificates.
-- http://abuja.be.mfa.gov.tr/Mission/ShowAnnouncement/224277 (read 2026-11-28 from a stored copy; a 2014 notice:
-- indicative, staff confirm). Only doc_types changes here; the rule's source is migration 0033's.
UPDATE `step_rules`
SET `doc_types` = '["passport","photo","sponsor","results","acceptance_letter","tuition_receipt","diploma"]'
WHERE `kind` = 'visa_documents_ready' AND `nationality` = 'NG';
