-- One open checkout per application and package (docs/decisions/0055-money-checkouts-and-sources.md): the gateway's link is
-- kept so a second start is sent to it, and staff mark a refunded double payment.
ALTER TABLE `payments` ADD `checkout_url` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `refunded_at` text;--> statement-breakpoint
-- Open checkouts already doubled before the rule: the newest stays open, the older ones are cancelled (a gateway
-- that still reports one paid moves it to successful, and the digest below lists it for a refund).
UPDATE `payments` SET `status` = 'cancelled', `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE `status` = 'pending' AND `application_id` IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM `payments` newer
    WHERE newer.`status` = 'pending' AND newer.`application_id` = `payments`.`application_id`
      AND newer.`service_key` = `payments`.`service_key` AND newer.`id` > `payments`.`id`
  );--> statement-breakpoint
CREATE UNIQUE INDEX `payments_open_checkout_unique` ON `payments` (`application_id`,`service_key`) WHERE "status" = 'pending' AND "application_id" IS NOT NULL;--> statement-breakpoint
-- The staff digest's fifth section: a payment that arrived for a package its application had already paid (two
-- checkouts paid, a cancelled one paid late): the later one is to be refunded, until staff set refunded_at.
CREATE VIEW `staff_digest_payments_to_refund` AS
SELECT p.`id` AS `payment_id`, p.`tx_ref`, p.`customer_name`, p.`customer_email`, p.`customer_phone`,
  p.`service_name`, p.`amount`, p.`currency`, p.`gateway`, p.`gateway_transaction_id`,
  coalesce(p.`verified_at`, p.`updated_at`, p.`created_at`) AS `paid_at`, a.`reference`,
  (SELECT first.`tx_ref` FROM `payments` first
    WHERE first.`status` = 'successful' AND first.`application_id` = p.`application_id`
      AND first.`service_key` = p.`service_key`
    ORDER BY coalesce(first.`verified_at`, first.`updated_at`, first.`created_at`), first.`id` LIMIT 1) AS `paid_first_by`
FROM `payments` p
JOIN `applications` a ON a.`id` = p.`application_id`
WHERE p.`status` = 'successful' AND p.`refunded_at` IS NULL
  AND EXISTS (
    SELECT 1 FROM `payments` earlier
    WHERE earlier.`status` = 'successful' AND earlier.`application_id` = p.`application_id`
      AND earlier.`service_key` = p.`service_key` AND earlier.`id` <> p.`id`
      AND (coalesce(earlier.`verified_at`, earlier.`updated_at`, earlier.`created_at`), earlier.`id`)
        < (coalesce(p.`verified_at`, p.`updated_at`, p.`created_at`), p.`id`)
  )
ORDER BY `paid_at`, p.`id`;--> statement-breakpoint
-- Where each money trail comes from (issue 50, items 5 and 6; decision 55): the page's address beside the day it was
-- read, two keys İstinye's current payment page needs (money_trails is rebuilt for its CHECKs; nothing references
-- it), and a staff view of the rows that name no page or no day.
CREATE TABLE `__new_money_trails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`university_id` integer NOT NULL,
	`faculty_id` integer,
	`deposit_usd` integer,
	`balance_due` text,
	`refund_rule` text,
	`refund_percent` integer,
	`refund_claim_months` integer,
	`refund_to` text,
	`source` text NOT NULL,
	`source_url` text,
	`source_date` text NOT NULL,
	`indicative` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`university_id`) REFERENCES `universities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`faculty_id`) REFERENCES `faculties`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "money_trails_balance_due_check" CHECK("__new_money_trails"."balance_due" IN ('half_at_registration_rest_by_1_december', 'pre_registration_half_rest_by_1_december')),
	CONSTRAINT "money_trails_refund_rule_check" CHECK("__new_money_trails"."refund_rule" IN ('on_visa_refusal', 'not_after_registration', 'not_if_not_registered')),
	CONSTRAINT "money_trails_refund_to_check" CHECK("__new_money_trails"."refund_to" IN ('payer_account')),
	CONSTRAINT "money_trails_refund_percent_check" CHECK("__new_money_trails"."refund_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
INSERT INTO `__new_money_trails`("id", "university_id", "faculty_id", "deposit_usd", "balance_due", "refund_rule", "refund_percent", "refund_claim_months", "refund_to", "source", "source_url", "source_date", "indicative") SELECT "id", "university_id", "faculty_id", "deposit_usd", "balance_due", "refund_rule", "refund_percent", "refund_claim_months", "refund_to", "source", NULL, "source_date", "indicative" FROM `money_trails`;--> statement-breakpoint
DROP TABLE `money_trails`;--> statement-breakpoint
ALTER TABLE `__new_money_trails` RENAME TO `money_trails`;--> statement-breakpoint
CREATE INDEX `money_trails_university_idx` ON `money_trails` (`university_id`);--> statement-breakpoint
-- The rebuilt table's catalogue-version triggers (0027's went with the old table).
CREATE TRIGGER IF NOT EXISTS `money_trails_insert_bumps_catalogue_version` AFTER INSERT ON `money_trails`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `money_trails_update_bumps_catalogue_version` AFTER UPDATE ON `money_trails`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `money_trails_delete_bumps_catalogue_version` AFTER DELETE ON `money_trails`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
--> statement-breakpoint
-- The four universities' rows, re-read on 2026-11-28 from stored copies of their pages (SOURCES.md of issue 50).
-- Üsküdar's refund policy page and Okan's payment page say exactly what the rows say: no longer indicative.
UPDATE `money_trails` SET `source_url` = 'https://international.uskudar.edu.tr/en/refund-policy', `source_date` = '2026-11-28', `indicative` = 0,
  `source` = 'Üsküdar University, International Student Refund Policy (page updated 31 July 2025): refund only on a visa refusal, 50%, claimed within three months, to the paying account; read 2026-11-28 from a stored copy'
WHERE `university_id` = (SELECT `id` FROM `universities` WHERE `slug` = 'uskudar');
--> statement-breakpoint
UPDATE `money_trails` SET `source_url` = 'https://eodeme.okan.edu.tr/En/Default2.aspx', `source_date` = '2026-11-28', `indicative` = 0,
  `source` = 'Istanbul Okan University, new-student online payment page (its registration contract): "Yearly education fee is not refundable under any circumstances after the registration is completed"; read 2026-11-28 from a stored copy'
WHERE `university_id` = (SELECT `id` FROM `universities` WHERE `slug` = 'okan');
--> statement-breakpoint
UPDATE `money_trails` SET `source_url` = 'https://scribd.com/document/572306669/Letter-of-Offer', `source_date` = '2026-11-28', `indicative` = 1,
  `source` = 'Beykoz University letter of offer of September 2021 (a master''s programme), copied on Scribd: deposit USD 1,000, "refundable only in case your visa application is denied"; read 2026-11-28 from a stored copy; an old letter, indicative, staff confirm'
WHERE `university_id` = (SELECT `id` FROM `universities` WHERE `slug` = 'beykoz');
--> statement-breakpoint
-- İstinye: the current page (2025–2026) asks a pre-registration fee of half the tuition for every program, kept if
-- final registration is not completed; the USD 2,500 / 6,000 deposits were an older version: one row for all.
DELETE FROM `money_trails`
WHERE `university_id` = (SELECT `id` FROM `universities` WHERE `slug` = 'istinye') AND `faculty_id` IS NOT NULL;
--> statement-breakpoint
UPDATE `money_trails` SET `deposit_usd` = NULL, `balance_due` = 'pre_registration_half_rest_by_1_december',
  `refund_rule` = 'not_if_not_registered', `refund_percent` = NULL, `refund_claim_months` = NULL, `refund_to` = NULL,
  `source_url` = 'https://international.istinye.edu.tr/en/payment-options', `source_date` = '2026-11-28', `indicative` = 1,
  `source` = 'Istinye University, Payment Options for International Students (2025–2026): pre-registration fee 50% of the tuition, not refundable nor transferable if final registration is not completed, the rest by 1 December; read 2026-11-28 from a stored copy; the Turkish version (/tr/odeme-secenekleri) asks the whole fee at final registration: indicative, staff confirm'
WHERE `university_id` = (SELECT `id` FROM `universities` WHERE `slug` = 'istinye') AND `faculty_id` IS NULL;
--> statement-breakpoint
-- Rows that name no page or no day, for staff to source or confirm (README, "Query D1 as staff").
CREATE VIEW `staff_unconfirmed_money_trails` AS
SELECT t.`id`, u.`name` AS `university`, t.`university_id`, t.`faculty_id`, t.`source`, t.`source_url`,
  t.`source_date`, t.`indicative`
FROM `money_trails` t
JOIN `universities` u ON u.`id` = t.`university_id`
WHERE nullif(trim(coalesce(t.`source_url`, '')), '') IS NULL OR nullif(trim(t.`source_date`), '') IS NULL
ORDER BY t.`university_id`, t.`faculty_id`, t.`id`;
--> statement-breakpoint
-- İstinye's discounts: the 10% prepayment (0007) and the 5% early registration (0014) are on no version of its page.
-- The English page gives 5% for paying the year's tuition at once in the Faculties of Medicine, Dentistry and
-- Pharmacy only; the Turkish one gives none: the English page's rule, indicative, staff confirm.
DELETE FROM `catalogue_translations` WHERE `table_name` = 'discount_rules' AND `row_id` IN (
  SELECT `id` FROM `discount_rules` WHERE `university_id` = (SELECT `id` FROM `universities` WHERE `slug` = 'istinye')
    AND `kind` IN ('prepayment', 'early_payment'));
--> statement-breakpoint
DELETE FROM `discount_rules` WHERE `university_id` = (SELECT `id` FROM `universities` WHERE `slug` = 'istinye')
  AND `kind` IN ('prepayment', 'early_payment');
--> statement-breakpoint
INSERT INTO `discount_rules` (`university_id`, `program_id`, `kind`, `label`, `conditions`, `percent`, `stack_group`, `checked_on`, `source`, `example`, `sort_order`)
SELECT p.`university_id`, p.`id`, 'prepayment', 'Advance payment discount',
  'Faculties of Medicine, Dentistry and Pharmacy only: pay the year''s tuition in one instalment.', 5, 'payment', '2026-11-28',
  'https://international.istinye.edu.tr/en/payment-options (read 2026-11-28 from a stored copy); the Turkish version says there is no advance-payment discount: indicative, staff confirm',
  0, 20
FROM `programs` p
JOIN `universities` u ON u.`id` = p.`university_id`
JOIN `faculties` f ON f.`id` = p.`faculty_id`
WHERE u.`slug` = 'istinye' AND f.`slug` IN ('medicine', 'dentistry', 'pharmacy');
--> statement-breakpoint
INSERT INTO `catalogue_translations` (`table_name`, `row_id`, `column_name`, `locale`, `text`)
SELECT 'discount_rules', `id`, 'label', 'fr', 'Remise pour paiement d’avance' FROM `discount_rules` WHERE `label` = 'Advance payment discount'
UNION ALL
SELECT 'discount_rules', `id`, 'label', 'ar', 'خصم الدفع المسبق' FROM `discount_rules` WHERE `label` = 'Advance payment discount'
UNION ALL
SELECT 'discount_rules', `id`, 'conditions', 'fr', 'Facultés de médecine, de médecine dentaire et de pharmacie uniquement : réglez les frais de scolarité de l’année en un seul versement.' FROM `discount_rules` WHERE `label` = 'Advance payment discount'
UNION ALL
SELECT 'discount_rules', `id`, 'conditions', 'ar', 'كليات الطب وطب الأسنان والصيدلة فقط: سداد الرسوم الدراسية للسنة دفعة واحدة.' FROM `discount_rules` WHERE `label` = 'Advance payment discount';
