-- The case's rules as the ministries, the migration authority and the universities publish them (issue 50,
-- docs/decisions/0053-rules-as-published.md). Each rule read on a public page names it and the day it was read
-- (2026-11-28; "stored copy" where the page was read from one); every other rule says "Indicative, staff confirm"
-- and staff_unconfirmed_step_rules lists it. Then the step triggers of 0022, made again with what changed.

-- The state health insurance (GSS): requested within 3 months of first enrolment, or lost for the whole course.
INSERT INTO `step_kinds` (`kind`, `position`) VALUES ('health_insurance_requested', 13);
--> statement-breakpoint
-- Results authenticated: every nationality (diploma recognition needs it, and registration is cancelled without it).
-- The default's words say both roads (an apostille, or the ministries and the Turkish mission); the countries
-- below go through the ministry chain.
UPDATE `step_rules` SET `applies` = 1, `doc_types` = '["results","diploma"]',
  `source` = 'Diploma recognition (denklik) needs the diploma and transcripts apostilled, or approved by the home education and foreign ministries (and the Turkish mission); the 90 days before the intake are consultancy practice',
  `source_url` = 'https://int.beykoz.edu.tr/equivalency-certificate', `source_date` = '2026-11-28'
WHERE `kind` = 'results_authenticated' AND `nationality` = '*';
--> statement-breakpoint
UPDATE `step_rules` SET `wording` = 'ministry_chain',
  `source` = 'Results "signed and approved by the Federal Ministry of Education and the Ministry of Foreign Affairs thereafter" (Turkish Embassy Abuja, notice of 12.12.2014, read from a stored copy); the 100 days before the intake are consultancy practice',
  `source_url` = 'http://abuja.be.mfa.gov.tr/Mission/ShowAnnouncement/224277', `source_date` = '2026-11-28'
WHERE `kind` = 'results_authenticated' AND `nationality` = 'NG';
--> statement-breakpoint
UPDATE `step_rules` SET `wording` = 'ministry_chain', `doc_types` = '["results","diploma"]'
WHERE `kind` = 'results_authenticated' AND `nationality` IN ('GH', 'EG');
--> statement-breakpoint
INSERT INTO `step_rules` (`kind`, `nationality`, `applies`, `actor`, `anchor`, `days_from_anchor`, `doc_types`, `wording`, `source`) VALUES
  ('results_authenticated', 'CM', 1, 'student', 'intake_start', -90, '["results","diploma"]', 'ministry_chain', 'Indicative, staff confirm: Cameroonian results legalised by the ministries, then the Turkish Embassy in Yaoundé; no public page found'),
  ('results_authenticated', 'CI', 1, 'student', 'intake_start', -90, '["results","diploma"]', 'ministry_chain', 'Indicative, staff confirm: Ivorian results legalised by the ministries, then the Turkish Embassy in Abidjan; no public page found');
--> statement-breakpoint
-- The Nigerian visa: the embassy's notice (appointment at least 2 months ahead) and its page on first-time
-- travellers (the file goes to Ankara: at least 1 month).
UPDATE `step_rules` SET `source_url` = 'http://abuja.be.mfa.gov.tr/Mission/ShowAnnouncement/224277', `source_date` = '2026-11-28',
  `source` = 'Turkish Embassy Abuja, notice of 12.12.2014 (read from a stored copy): the visa file''s documents'
WHERE `kind` = 'visa_documents_ready' AND `nationality` = 'NG';
--> statement-breakpoint
UPDATE `step_rules` SET `source_url` = 'http://abuja.be.mfa.gov.tr/Mission/ShowAnnouncement/224277', `source_date` = '2026-11-28',
  `source` = 'Turkish Embassy Abuja, notice of 12.12.2014 (read from a stored copy): appointment requested "at least 2 months in advance"'
WHERE `kind` = 'visa_appointment_booked' AND `nationality` = 'NG';
--> statement-breakpoint
UPDATE `step_rules` SET `source_url` = 'http://www.abuja.emb.mfa.gov.tr/ShowInfoNotes.aspx?ID=121786', `source_date` = '2026-11-28',
  `source` = 'Turkish Embassy Abuja (read from a stored copy): a first-time traveller''s file goes to Ankara, "at least 1 (one) month"'
WHERE `kind` = 'visa_decision' AND `nationality` = 'NG';
--> statement-breakpoint
-- The residence permit: since the YÖK–Interior protocol (in force 29 November 2023) the university files it, with
-- the whole file, within 1 month of entry; the decision up to 90 days after the application.
UPDATE `step_rules` SET `actor` = 'university',
  `doc_types` = '["ikamet_form","passport","photo","student_certificate","health_insurance","address_proof","card_fee_receipt"]',
  `source` = 'Since the YÖK–Interior protocol in force 29.11.2023 the university files the permit; the file: the signed e-ikamet form, passport, student certificate, 4 biometric photos, health insurance (GSS or a private policy), proof of address, card-fee receipt (Hitit University, notice of 7 December 2023); within 1 month of entry (iso.aksaray.edu.tr); the passport valid 60 days past the permit (yabancicalismaizni.com)',
  `source_url` = 'https://hitit.edu.tr/Duyurular/2023/12/7/uluslararasi-ogrencilerimizin-dikkatine-notice-to-international-students',
  `source_date` = '2026-11-28'
WHERE `kind` = 'residence_permit_applied' AND `nationality` = '*';
--> statement-breakpoint
UPDATE `step_rules` SET `anchor` = 'step', `anchor_step` = 'residence_permit_applied', `days_from_anchor` = 90,
  `source` = 'A decision within 90 days of a complete file, the card by post after (a guide to the migration authority''s rules, low confidence: staff confirm)',
  `source_url` = 'https://publicservices.guide/turkey/ikamet-izni-residence-permit-types-foreigners.md', `source_date` = '2026-11-28'
WHERE `kind` = 'residence_permit_granted' AND `nationality` = '*';
--> statement-breakpoint
-- GSS: within 3 months of the first enrolment; 89 days is never later than 3 calendar months.
INSERT INTO `step_rules` (`kind`, `nationality`, `applies`, `actor`, `anchor`, `anchor_step`, `days_from_anchor`, `doc_types`, `source`, `source_url`, `source_date`) VALUES
  ('health_insurance_requested', '*', 1, 'student', 'step', 'registered', 89, '[]', 'International students who do not request GSS from the SGK in writing within three months of their first registration cannot have it for the rest of their studies (Ondokuz Mayıs University, international office)', 'https://iso.omu.edu.tr/en/ikamet/saglik-sigortasi', '2026-11-28');
--> statement-breakpoint
-- Every rule no page confirms says so first.
UPDATE `step_rules` SET `source` = 'Indicative, staff confirm: ' || `source`
WHERE `source_url` IS NULL AND `source` NOT LIKE 'Indicative, staff confirm%';
--> statement-breakpoint
-- Students pay the residence card fee only: they are exempt from the permit fee. The 30-60 dollar "application,
-- notary, photos" line had no source: it goes; the card fee says where its rule was read.
DELETE FROM `catalogue_translations` WHERE `table_name` = 'cost_lines'
  AND `row_id` IN (SELECT `id` FROM `cost_lines` WHERE `key` = 'residence_permit');
--> statement-breakpoint
DELETE FROM `cost_lines` WHERE `key` = 'residence_permit';
--> statement-breakpoint
UPDATE `cost_lines` SET `checked_on` = '2026-11-28',
  `source` = 'Students pay the card fee only, exempt from the permit fee (https://eyabanci.com/?p=1591, read from a stored copy); the amount is indicative, staff confirm'
WHERE `key` = 'residence_card';
--> statement-breakpoint
-- For the D1 console: the rules that name no page or no day.
CREATE VIEW `staff_unconfirmed_step_rules` AS
SELECT r.`id`, r.`kind`, r.`nationality`, r.`applies`, r.`actor`, r.`anchor`, r.`anchor_step`, r.`days_from_anchor`,
  r.`source`, r.`source_url`, r.`source_date`
FROM `step_rules` r
JOIN `step_kinds` k ON k.`kind` = r.`kind`
WHERE r.`source_url` IS NULL OR r.`source_date` IS NULL
ORDER BY k.`position`, r.`nationality`;
--> statement-breakpoint
-- The status becomes 'offer_issued': one step per kind, by the rule for the student's nationality (or the default,
-- nationality '*'). A rule that does not apply makes a 'not_needed' step with no date. The intake is the
-- application's own (chosen on /apply), else the program's next one after today (Istanbul, UTC+3), for applications
-- made before they recorded it. Intake-anchored steps are due their days from its start; a step anchored on
-- another step is due its days after that step's due day, when the other is intake-anchored (else it waits, like
-- the arrival-anchored ones). Made once: an application that has steps gets none again.
CREATE TRIGGER `applications_offer_issued_steps`
AFTER UPDATE OF `status` ON `applications`
WHEN NEW.`status` = 'offer_issued' AND OLD.`status` IS NOT 'offer_issued'
  AND NOT EXISTS (SELECT 1 FROM `application_steps` WHERE `application_id` = NEW.`id`)
BEGIN
  INSERT INTO `application_steps` (`application_id`, `kind`, `position`, `rule_id`, `state`, `due_on`)
  SELECT NEW.`id`, k.`kind`, k.`position`, r.`id`,
    CASE WHEN r.`applies` THEN 'to_do' ELSE 'not_needed' END,
    CASE
      WHEN NOT r.`applies` THEN NULL
      WHEN r.`anchor` = 'intake_start' THEN date(intake.`starts_on`, r.`days_from_anchor` || ' days')
      WHEN r.`anchor` = 'step' THEN (
        SELECT date(intake.`starts_on`, (a.`days_from_anchor` + r.`days_from_anchor`) || ' days')
        FROM `step_rules` a
        WHERE a.`id` = (
          SELECT a2.`id` FROM `step_rules` a2
          WHERE a2.`kind` = r.`anchor_step` AND a2.`nationality` IN (coalesce(upper(NEW.`nationality`), '*'), '*')
          ORDER BY a2.`nationality` = '*' LIMIT 1)
          AND a.`applies` AND a.`anchor` = 'intake_start')
    END
  FROM `step_kinds` k
  JOIN `step_rules` r ON r.`id` = (
    SELECT r2.`id` FROM `step_rules` r2
    WHERE r2.`kind` = k.`kind` AND r2.`nationality` IN (coalesce(upper(NEW.`nationality`), '*'), '*')
    ORDER BY r2.`nationality` = '*' LIMIT 1)
  CROSS JOIN (
    SELECT coalesce(
      (SELECT i.`starts_on` FROM `program_intakes` i WHERE i.`id` = NEW.`intake_id`),
      (SELECT i.`starts_on` FROM `program_intakes` i
       WHERE i.`program_id` = NEW.`program_id` AND i.`starts_on` > date('now', '+3 hours')
       ORDER BY i.`starts_on` LIMIT 1)) AS `starts_on`
  ) intake
  ORDER BY k.`position`;
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
-- A step that others count from (the permit applied for, the registration): while it is open they follow its due
-- day; once it is done, the day it was done (today in Istanbul). Steps already closed keep their day.
CREATE TRIGGER `application_steps_follow_step`
AFTER UPDATE OF `state`, `due_on` ON `application_steps`
WHEN ((NEW.`state` = 'done' AND OLD.`state` IS NOT 'done')
    OR (NEW.`state` IS NOT 'done' AND OLD.`due_on` IS NOT NEW.`due_on`))
  AND EXISTS (SELECT 1 FROM `step_rules` WHERE `anchor` = 'step' AND `anchor_step` = NEW.`kind`)
BEGIN
  UPDATE `application_steps`
  SET `due_on` = date(
    CASE WHEN NEW.`state` = 'done' THEN date('now', '+3 hours') ELSE NEW.`due_on` END,
    (SELECT r.`days_from_anchor` FROM `step_rules` r WHERE r.`id` = `application_steps`.`rule_id`) || ' days')
  WHERE `application_id` = NEW.`application_id` AND `state` IN ('to_do', 'in_progress', 'blocked')
    AND `rule_id` IN (SELECT `id` FROM `step_rules` WHERE `anchor` = 'step' AND `anchor_step` = NEW.`kind`);
END;
