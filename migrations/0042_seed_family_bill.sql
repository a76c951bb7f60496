-- The family's whole bill (issue 53, decision 61): every amount from the offer to the residence permit, who
-- receives it, when it falls due (a step of the case, or NULL: before our service starts), what comes back and to
-- whom. Read on 2026-12-06. A line whose amount nobody confirmed on a page is `indicative` and the pages say so;
-- staff_unconfirmed_bill_lines lists them for the D1 console (docs/staff.md). The amounts of the `packages`,
-- `deposit`, `tuition_balance` and `cost_line` lines come from the services, the university's money trail, the
-- program's tuition and cost_lines (app/catalogue/family-bill.ts): their own source and day are shown with them.
INSERT INTO `bill_lines` (`key`, `label`, `payee`, `amount`, `min_usd`, `max_usd`, `cost_line_key`, `due_step`, `refund`, `refund_to`, `source`, `source_url`, `source_date`, `indicative`, `sort_order`) VALUES
  ('applying_free', 'Applying to the universities through us', 'us', 'range', 0, 0, NULL, NULL, 'none', NULL,
   'Our own policy: applying to the universities through us costs nothing (no page to read: it is our own rule)', NULL, '2026-12-06', 0, 10),
  ('our_package', 'Our service package (optional)', 'us', 'packages', NULL, NULL, NULL, NULL, 'our_terms', 'payer_account',
   'Our own prices (the services table: spec section 9); a package paid twice for one application is refunded to the account that paid (the staff digest lists it)', NULL, '2026-12-06', 0, 20),
  ('university_deposit', 'Deposit to the university', 'university', 'deposit', NULL, NULL, NULL, 'deposit_paid', 'university_rule', NULL,
   'The university''s money trail (money_trails): its page and the day it was read are shown with it', NULL, '2026-12-06', 1, 30),
  ('tuition_balance', 'First year''s tuition (what the deposit leaves)', 'university', 'tuition_balance', NULL, NULL, NULL, 'registered', 'university_rule', NULL,
   'The program''s yearly tuition as our catalogue lists it (indicative: the offer letter states the amount), less the deposit of the money trail', NULL, '2026-12-06', 1, 40),
  ('visa_fee', 'Student visa fee (embassy, paid in cash)', 'embassy', 'range', 7, 22, NULL, 'visa_appointment_booked', 'none', NULL,
   'Turkish Embassy Abuja, Info Notes "Visa Application: Required Documents and Fees" (updated 15 January 2013, read 2026-12-06 from a stored copy): Nigerian nationals pay ₦10,000 single entry, ₦32,000 multiple entry, in cash, non-refundable; in dollars at the NGN rate of 0007. An old page: the fee today is not confirmed, indicative, staff confirm',
   'http://www.abuja.emb.mfa.gov.tr/ShowInfoNotes.aspx?ID=121786', '2026-12-06', 1, 50),
  ('health_insurance', 'Health insurance, first year', 'insurer', 'cost_line', NULL, NULL, 'health_insurance', 'residence_permit_applied', 'insurer_terms', NULL,
   'The health_insurance cost line (example data, not read from any source): no insurer''s page read, indicative, staff confirm', NULL, '2026-12-06', 1, 60),
  ('residence_card', 'Residence permit card fee', 'state', 'cost_line', NULL, NULL, 'residence_card', 'residence_permit_applied', 'none', NULL,
   'Students pay the card fee only, exempt from the permit fee (read from a stored copy); the amount is the residence_card cost line, not confirmed on a page: indicative, staff confirm',
   'https://eyabanci.com/?p=1591', '2026-12-06', 1, 70);
--> statement-breakpoint
INSERT INTO `catalogue_translations` (`table_name`, `row_id`, `column_name`, `locale`, `text`)
SELECT 'bill_lines', b.`id`, 'label', t.`column2`, t.`column3`
FROM (VALUES
  ('applying_free', 'fr', 'Postuler aux universités par notre intermédiaire'),
  ('applying_free', 'ar', 'التقديم إلى الجامعات عن طريقنا'),
  ('our_package', 'fr', 'Notre forfait de services (facultatif)'),
  ('our_package', 'ar', 'باقة خدماتنا (اختيارية)'),
  ('university_deposit', 'fr', 'Acompte versé à l’université'),
  ('university_deposit', 'ar', 'العربون المدفوع للجامعة'),
  ('tuition_balance', 'fr', 'Frais de scolarité de la première année (après l’acompte)'),
  ('tuition_balance', 'ar', 'رسوم السنة الدراسية الأولى (ما يتبقى بعد العربون)'),
  ('visa_fee', 'fr', 'Frais de visa étudiant (ambassade, en espèces)'),
  ('visa_fee', 'ar', 'رسوم تأشيرة الطالب (للسفارة، نقدًا)'),
  ('health_insurance', 'fr', 'Assurance maladie, première année'),
  ('health_insurance', 'ar', 'التأمين الصحي، السنة الأولى'),
  ('residence_card', 'fr', 'Frais de carte de séjour'),
  ('residence_card', 'ar', 'رسوم بطاقة الإقامة')
) t
JOIN `bill_lines` b ON b.`key` = t.`column1`;
--> statement-breakpoint
-- The catalogue version (docs/decisions/0015) follows the bill too: a line staff edit shows on the next request, as
-- an edited fee does. (In this seed file because 0041 is the schema's and fixed; a database built without the
-- seeds, DB_STATE=empty, has no bill lines to edit.)
CREATE TRIGGER IF NOT EXISTS `bill_lines_insert_bumps_catalogue_version` AFTER INSERT ON `bill_lines`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `bill_lines_update_bumps_catalogue_version` AFTER UPDATE ON `bill_lines`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `bill_lines_delete_bumps_catalogue_version` AFTER DELETE ON `bill_lines`
BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
--> statement-breakpoint
-- For the D1 console: the lines nobody confirmed (indicative), and any that claims a confirmation without a page
-- or a day (our own terms have no page: they are ours).
CREATE VIEW IF NOT EXISTS `staff_unconfirmed_bill_lines` AS
SELECT b.`id`, b.`key`, b.`label`, b.`payee`, b.`amount`, b.`min_usd`, b.`max_usd`, b.`cost_line_key`, b.`source`,
  b.`source_url`, b.`source_date`, b.`indicative`
FROM `bill_lines` b
WHERE b.`indicative` = 1 OR nullif(trim(b.`source_date`), '') IS NULL
  OR (nullif(trim(coalesce(b.`source_url`, '')), '') IS NULL AND b.`payee` <> 'us')
ORDER BY b.`sort_order`, b.`id`;
