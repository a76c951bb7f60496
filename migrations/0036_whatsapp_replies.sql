CREATE TABLE `whatsapp_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`wa_message_id` text NOT NULL,
	`phone` text NOT NULL,
	`kind` text NOT NULL,
	`text` text,
	`sent_at` text NOT NULL,
	`received_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`mailed` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `whatsapp_replies_wa_id_unique` ON `whatsapp_replies` (`wa_message_id`);--> statement-breakpoint
CREATE INDEX `whatsapp_replies_phone_received_idx` ON `whatsapp_replies` (`phone`,`received_at`);--> statement-breakpoint
-- The staff digest's WhatsApp section (decision 0056): per number, its messages since 07:00 yesterday in Istanbul
-- (the digest's hour a day back, as staff_digest_failed_payments) that were not e-mailed one by one because the
-- number had already had its few e-mails that hour; with the application its newest consent names, if any.
CREATE VIEW `staff_digest_whatsapp_replies` AS
SELECT r.`phone`, count(*) AS `messages`, min(r.`received_at`) AS `first_at`, max(r.`received_at`) AS `last_at`,
  (SELECT a.`reference` FROM `whatsapp_consents` c JOIN `applications` a ON a.`id` = c.`application_id`
    WHERE c.`phone` = r.`phone` ORDER BY c.`id` DESC LIMIT 1) AS `reference`
FROM `whatsapp_replies` r
WHERE r.`mailed` = 0
  AND r.`received_at` >= strftime('%Y-%m-%dT%H:%M:%fZ', date('now', '+3 hours', '-1 day'), '+4 hours')
GROUP BY r.`phone`
ORDER BY `first_at`, r.`phone`;
