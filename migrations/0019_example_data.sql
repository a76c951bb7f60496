ALTER TABLE `cost_lines` ADD `example` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `discount_rules` ADD `example` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `entry_requirements` ADD `example` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `exchange_rates` ADD `example` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `program_intakes` ADD `example` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Seed rows that nobody read from a source say so (issue 40; DECISIONS, wave 4: "Seed data is example data unless a
-- row names the source it was read from"). `example` = 1 makes the pages say "indicative, example data" instead of
-- a checked date; `source` keeps where a figure should be checked, and says it was not. Staff who check a row
-- against its source set `example` = 0, `checked_on` and `source` (README, "Query D1 as staff").
-- Every statement matches no row on a database without the seed (the e2e "empty" server), so this file holds both.
UPDATE entry_requirements SET example = 1,
  source = 'Example data written for the demo, not read from any source (to check: ' || source || ')';
--> statement-breakpoint
UPDATE discount_rules SET example = 1,
  source = 'Example data written for the demo, not read from any source (to check: ' || source || ')';
--> statement-breakpoint
UPDATE cost_lines SET example = 1,
  source = 'Example data written for the demo, not read from any source (to check: ' || source || ')';
--> statement-breakpoint
UPDATE program_intakes SET example = 1;
--> statement-breakpoint
UPDATE exchange_rates SET example = 1,
  source = 'Example rate written for the demo, not read from any source (to check: ' || source || ')';
--> statement-breakpoint
-- Medipol's rules as its international office stated them to the consultancy team: a 15% scholarship for citizens
-- of Nigeria, Cameroon, Côte d'Ivoire and Egypt; early registration 10% for Medicine, Dentistry, Law and Pharmacy
-- and 20% for other programs; a 10% prepayment discount applied after the others. Nobody here has read them on a
-- published page, and the source says so; checked_on is the day they were recorded.
UPDATE discount_rules SET label = 'Nationality scholarship',
  conditions = 'Citizens of Nigeria, Cameroon, Côte d''Ivoire and Egypt.',
  percent = 15, nationalities = '["NG","CM","CI","EG"]', stack_group = 'scholarship', example = 0,
  checked_on = '2026-11-27',
  source = 'Medipol international office, as stated to the consultancy team (recorded 2026-11-27; not read by us on a published page)'
WHERE university_id = (SELECT id FROM universities WHERE slug = 'medipol') AND kind = 'nationality';
--> statement-breakpoint
UPDATE discount_rules SET label = 'Prepayment discount',
  conditions = 'Pay the year''s tuition in advance. Counted after the other discounts, on what they leave.',
  percent = 10, stack_group = 'after_others', example = 0, checked_on = '2026-11-27', sort_order = 25,
  source = 'Medipol international office, as stated to the consultancy team (recorded 2026-11-27; not read by us on a published page)'
WHERE university_id = (SELECT id FROM universities WHERE slug = 'medipol') AND kind = 'prepayment';
--> statement-breakpoint
-- Early registration: 20% for the university's programs, replaced by the offering's own 10% rule (discounts.ts
-- rulesFor) for Medicine, Dentistry, Law and Pharmacy (Medipol has no Law program in the catalogue today).
INSERT INTO discount_rules (university_id, program_id, kind, label, conditions, percent, stack_group, checked_on, source, example, sort_order)
SELECT u.id, NULL, 'early_payment', 'Early registration discount',
  'Register by the university''s early registration deadline. Every program but Medicine, Dentistry, Law and Pharmacy (10% for those).',
  20, 'payment', '2026-11-27',
  'Medipol international office, as stated to the consultancy team (recorded 2026-11-27; not read by us on a published page)', 0, 21
FROM universities u WHERE u.slug = 'medipol';
--> statement-breakpoint
INSERT INTO discount_rules (university_id, program_id, kind, label, conditions, percent, stack_group, checked_on, source, example, sort_order)
SELECT p.university_id, p.id, 'early_payment', 'Early registration discount',
  p.name || ': register by the university''s early registration deadline (10% for Medicine, Dentistry, Law and Pharmacy).',
  10, 'payment', '2026-11-27',
  'Medipol international office, as stated to the consultancy team (recorded 2026-11-27; not read by us on a published page)', 0, 22
FROM programs p JOIN universities u ON u.id = p.university_id
WHERE u.slug = 'medipol' AND p.slug IN ('medicine', 'dentistry', 'law', 'pharmacy')
ORDER BY p.sort_order, p.id;
--> statement-breakpoint
-- Their French and Arabic text (0016 wrote the old rows'; replaced here).
DELETE FROM catalogue_translations WHERE table_name = 'discount_rules'
  AND row_id IN (SELECT id FROM discount_rules WHERE source LIKE 'Medipol international office%');
--> statement-breakpoint
INSERT INTO catalogue_translations (table_name, row_id, column_name, locale, text) SELECT 'discount_rules', id, 'label', 'fr', 'Bourse de nationalité' FROM discount_rules WHERE source LIKE 'Medipol international office%' AND kind = 'nationality';
--> statement-breakpoint
INSERT INTO catalogue_translations (table_name, row_id, column_name, locale, text) SELECT 'discount_rules', id, 'label', 'ar', 'منحة الجنسية' FROM discount_rules WHERE source LIKE 'Medipol international office%' AND kind = 'nationality';
--> statement-breakpoint
INSERT INTO catalogue_translations (table_name, row_id, column_name, locale, text) SELECT 'discount_rules', id, 'conditions', 'fr', 'Ressortissants du Nigeria, du Cameroun, de Côte d’Ivoire et d’Égypte.' FROM discount_rules WHERE source LIKE 'Medipol international office%' AND kind = 'nationality';
--> statement-breakpoint
INSERT INTO catalogue_translations (table_name, row_id, column_name, locale, text) SELECT 'discount_rules', id, 'conditions', 'ar', 'مواطنو نيجيريا والكاميرون وكوت ديفوار ومصر.' FROM discount_rules WHERE source LIKE 'Medipol international office%' AND kind = 'nationality';
--> statement-breakpoint
INSERT INTO catalogue_translations (table_name, row_id, column_name, locale, text) SELECT 'discount_rules', id, 'label', 'fr', 'Remise pour paiement d’avance' FROM discount_rules WHERE source LIKE 'Medipol international office%' AND kind = 'prepayment';
--> statement-breakpoint
INSERT INTO catalogue_translations (table_name, row_id, column_name, locale, text) SELECT 'discount_rules', id, 'label', 'ar', 'خصم الدفع المسبق' FROM discount_rules WHERE source LIKE 'Medipol international office%' AND kind = 'prepayment';
--> statement-breakpoint
INSERT INTO catalogue_translations (table_name, row_id, column_name, locale, text) SELECT 'discount_rules', id, 'conditions', 'fr', 'Réglez d’avance les frais de scolarité de l’année. Calculée après les autres remises, sur ce qu’elles laissent.' FROM discount_rules WHERE source LIKE 'Medipol international office%' AND kind = 'prepayment';
--> statement-breakpoint
INSERT INTO catalogue_translations (table_name, row_id, column_name, locale, text) SELECT 'discount_rules', id, 'conditions', 'ar', 'سداد الرسوم الدراسية للسنة مقدمًا. تُحتسب بعد الخصومات الأخرى، على المبلغ المتبقي.' FROM discount_rules WHERE source LIKE 'Medipol international office%' AND kind = 'prepayment';
--> statement-breakpoint
INSERT INTO catalogue_translations (table_name, row_id, column_name, locale, text) SELECT 'discount_rules', id, 'label', 'fr', 'Remise pour inscription anticipée' FROM discount_rules WHERE source LIKE 'Medipol international office%' AND kind = 'early_payment';
--> statement-breakpoint
INSERT INTO catalogue_translations (table_name, row_id, column_name, locale, text) SELECT 'discount_rules', id, 'label', 'ar', 'خصم التسجيل المبكر' FROM discount_rules WHERE source LIKE 'Medipol international office%' AND kind = 'early_payment';
--> statement-breakpoint
INSERT INTO catalogue_translations (table_name, row_id, column_name, locale, text) SELECT 'discount_rules', id, 'conditions', 'fr', 'Inscription avant la date limite d’inscription anticipée fixée par l’université. Tous les programmes sauf Médecine, Médecine dentaire, Droit et Pharmacie (10 % pour ceux-ci).' FROM discount_rules WHERE source LIKE 'Medipol international office%' AND kind = 'early_payment' AND program_id IS NULL;
--> statement-breakpoint
INSERT INTO catalogue_translations (table_name, row_id, column_name, locale, text) SELECT 'discount_rules', id, 'conditions', 'ar', 'التسجيل قبل الموعد النهائي للتسجيل المبكر الذي تحدده الجامعة. جميع البرامج عدا الطب وطب الأسنان والحقوق والصيدلة (10% لها).' FROM discount_rules WHERE source LIKE 'Medipol international office%' AND kind = 'early_payment' AND program_id IS NULL;
--> statement-breakpoint
-- An offering's own early registration rule names its program, in the program's French and Arabic name.
INSERT INTO catalogue_translations (table_name, row_id, column_name, locale, text)
SELECT 'discount_rules', r.id, 'conditions', t.locale,
  CASE t.locale
    WHEN 'fr' THEN t.text || ' : inscription avant la date limite d’inscription anticipée fixée par l’université (10 % pour Médecine, Médecine dentaire, Droit et Pharmacie).'
    ELSE t.text || ': التسجيل قبل الموعد النهائي للتسجيل المبكر الذي تحدده الجامعة (10% للطب وطب الأسنان والحقوق والصيدلة).'
  END
FROM discount_rules r
JOIN catalogue_translations t ON t.table_name = 'programs' AND t.row_id = r.program_id AND t.column_name = 'name'
WHERE r.source LIKE 'Medipol international office%' AND r.kind = 'early_payment' AND r.program_id IS NOT NULL;
