-- The staff digest's views (docs/decisions/0046-staff-digest.md): one per section of the daily e-mail, so staff
-- read in the D1 console exactly what it says. They read SQLite's clock; Istanbul is UTC+3 all year.
-- Documents received more than 2 days (48 hours) ago still waiting for review (staff_documents_to_review's rule).
CREATE VIEW `staff_digest_documents` AS
SELECT v.`document_id`, v.`reference`, a.`first_name` || ' ' || a.`last_name` AS `student`, v.`doc_type`,
  v.`file_name`, v.`received_at`, v.`days_waiting`, v.`status`, v.`email`
FROM `staff_documents_to_review` v
JOIN `applications` a ON a.`reference` = v.`reference`
WHERE v.`received_at` < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days')
ORDER BY v.`received_at`, v.`document_id`;
--> statement-breakpoint
-- Open steps whose due day has passed in Istanbul, whoever acts (staff_cases_due's rule).
CREATE VIEW `staff_digest_overdue_steps` AS
SELECT `reference`, `student`, `kind`, `state`, `who_acts`, `due_on`, `days_late`, `email`, `nationality`
FROM `staff_cases_due`
WHERE `due_state` = 'overdue'
ORDER BY `due_on`, `reference`, `kind`;
--> statement-breakpoint
-- Payments that failed since 07:00 yesterday in Istanbul (04:00 UTC), the previous digest's hour, so no failure
-- falls between two digests; left out once the payer has paid for the same package in a later payment.
CREATE VIEW `staff_digest_failed_payments` AS
SELECT p.`id` AS `payment_id`, p.`tx_ref`, p.`customer_name`, p.`customer_email`, p.`customer_phone`,
  p.`service_name`, p.`amount`, p.`currency`, p.`gateway`, coalesce(p.`updated_at`, p.`created_at`) AS `failed_at`,
  a.`reference`
FROM `payments` p
LEFT JOIN `applications` a ON a.`id` = p.`application_id`
WHERE p.`status` = 'failed'
  AND coalesce(p.`updated_at`, p.`created_at`) >= strftime('%Y-%m-%dT%H:%M:%fZ', date('now', '+3 hours', '-1 day'), '+4 hours')
  AND NOT EXISTS (
    SELECT 1 FROM `payments` later
    WHERE later.`status` = 'successful' AND later.`service_key` = p.`service_key`
      AND lower(later.`customer_email`) = lower(p.`customer_email`) AND later.`id` > p.`id`
  )
ORDER BY `failed_at`, p.`id`;
--> statement-breakpoint
-- Consultation requests received more than 24 hours ago that staff have not marked answered (answered_at).
CREATE VIEW `staff_digest_unanswered_consultations` AS
SELECT `id` AS `request_id`, `full_name`, `email`, `phone`, `reply_by`, `locale`, `created_at` AS `received_at`,
  CAST((julianday('now') - julianday(`created_at`)) * 24 AS INTEGER) AS `hours_waiting`
FROM `consultation_requests`
WHERE `answered_at` IS NULL AND `created_at` < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-24 hours')
ORDER BY `created_at`, `id`;
