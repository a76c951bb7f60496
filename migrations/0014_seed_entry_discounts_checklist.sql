-- The seed's entry requirements, discount rules and document checklist (decision 0028), checked 2026-11-20 against
-- the universities' international admissions pages. Indicative: the university decides. Requirements are written
-- per offering (one row per program row and qualification), generated here from the program's level, category
-- and slug, then the rules a university states differently. Staff SQL for a new row is in the README.

-- ------------------------------------------------------------------ entry requirements
-- English proofs: what English-taught programs accept (least scores); null for programs taught in Turkish only.
-- Secondary school (WAEC, NECO, NABTEB): credits (C6 or better) and the subjects among them.
INSERT INTO entry_requirements (program_id, qualification, min_passes, required_subjects, min_score, english_proofs, other_exam, checked_on, source)
SELECT p.id, q.qualification,
  CASE WHEN p.study_level = 'associate' THEN 4 ELSE 5 END,
  CASE
    WHEN p.slug IN ('medicine', 'dentistry') THEN '["english","mathematics","biology","chemistry","physics"]'
    WHEN p.category = 'Health Sciences' THEN '["english","mathematics","biology","chemistry"]'
    WHEN p.category = 'Engineering' THEN '["english","mathematics","physics"]'
    WHEN p.category IN ('Business', 'Social Sciences') THEN '["english","mathematics"]'
    ELSE '["english"]'
  END,
  NULL,
  CASE WHEN p.languages = 'Turkish' THEN NULL
       WHEN p.slug IN ('medicine', 'dentistry') THEN '{"ielts":6.5,"toefl":85,"duolingo":110,"university_test":null,"english_medium":null}'
       ELSE '{"ielts":6,"toefl":79,"duolingo":105,"university_test":null,"english_medium":null}' END,
  CASE WHEN p.languages = 'Turkish' THEN 'Turkish at C1 (TÖMER), or a year in the university''s Turkish preparatory school.' END,
  '2026-11-20', 'University international admissions page'
FROM programs p, (SELECT 'waec' AS qualification UNION ALL SELECT 'neco' UNION ALL SELECT 'nabteb') q
WHERE p.study_level IN ('bachelor', 'associate');

-- GCE A-level: passes (E or better) and subjects; IB: points; French Baccalauréat: average out of 20;
-- Thanawiya Amma: percent.
INSERT INTO entry_requirements (program_id, qualification, min_passes, required_subjects, min_score, english_proofs, other_exam, checked_on, source)
SELECT p.id, q.qualification,
  CASE WHEN q.qualification = 'a_level' THEN CASE WHEN p.slug IN ('medicine', 'dentistry') THEN 3 WHEN p.study_level = 'associate' THEN 1 ELSE 2 END END,
  CASE WHEN q.qualification <> 'a_level' THEN '[]'
       WHEN p.slug IN ('medicine', 'dentistry') THEN '["biology","chemistry"]'
       WHEN p.category = 'Engineering' THEN '["mathematics"]'
       ELSE '[]' END,
  CASE q.qualification
    WHEN 'a_level' THEN NULL
    WHEN 'ib' THEN CASE WHEN p.slug IN ('medicine', 'dentistry') THEN 30 WHEN p.category = 'Health Sciences' THEN 26 ELSE 24 END
    WHEN 'bac' THEN CASE WHEN p.slug IN ('medicine', 'dentistry') THEN 12 ELSE 10 END
    ELSE CASE WHEN p.slug = 'medicine' THEN 85 WHEN p.slug = 'dentistry' THEN 80 WHEN p.category = 'Health Sciences' THEN 70 ELSE 60 END
  END,
  CASE WHEN p.languages = 'Turkish' THEN NULL
       WHEN p.slug IN ('medicine', 'dentistry') THEN '{"ielts":6.5,"toefl":85,"duolingo":110,"university_test":null,"english_medium":null}'
       ELSE '{"ielts":6,"toefl":79,"duolingo":105,"university_test":null,"english_medium":null}' END,
  CASE WHEN p.languages = 'Turkish' THEN 'Turkish at C1 (TÖMER), or a year in the university''s Turkish preparatory school.' END,
  '2026-11-20', 'University international admissions page'
FROM programs p, (SELECT 'a_level' AS qualification UNION ALL SELECT 'ib' UNION ALL SELECT 'bac' UNION ALL SELECT 'thanawiya') q
WHERE p.study_level IN ('bachelor', 'associate');

-- Master's: a bachelor's degree of at least a second class lower (degree class 3 of 5); PhD: a master's degree.
INSERT INTO entry_requirements (program_id, qualification, min_passes, required_subjects, min_score, english_proofs, other_exam, checked_on, source)
SELECT p.id, CASE p.study_level WHEN 'master' THEN 'bachelor' ELSE 'master' END, NULL, '[]',
  CASE p.study_level WHEN 'master' THEN 3 END,
  CASE WHEN p.languages = 'Turkish' THEN NULL ELSE '{"ielts":6.5,"toefl":79,"duolingo":110,"university_test":null,"english_medium":null}' END,
  CASE WHEN p.languages = 'Turkish' THEN 'Turkish at C1 (TÖMER), or a year in the university''s Turkish preparatory school.'
       WHEN p.study_level = 'phd' THEN 'ALES (or GRE) score and an interview with the department.' END,
  '2026-11-20', 'University international admissions page'
FROM programs p WHERE p.study_level IN ('master', 'phd');

-- Where a university states more than the common rule.
-- Istinye Medicine and Dentistry: six credits at one sitting.
UPDATE entry_requirements SET min_passes = 6
WHERE qualification IN ('waec', 'neco', 'nabteb')
  AND program_id IN (SELECT id FROM programs WHERE university_id = (SELECT id FROM universities WHERE slug = 'istinye') AND slug IN ('medicine', 'dentistry'));
-- Medipol Medicine: an interview with the Faculty of Medicine.
UPDATE entry_requirements SET other_exam = 'An interview with the Faculty of Medicine (online).'
WHERE program_id = (SELECT id FROM programs WHERE university_id = (SELECT id FROM universities WHERE slug = 'medipol') AND slug = 'medicine');

-- ------------------------------------------------------------------ discount rules
-- The payment discounts of 0007 (tuition_discounts, dropped by 0015) become rules open to every student;
-- Beykoz's scholarship for every international student is a nationality rule with no list.
INSERT INTO discount_rules (university_id, kind, label, conditions, percent, stack_group, checked_on, source, sort_order)
SELECT university_id,
  CASE WHEN label LIKE 'Early payment%' THEN 'prepayment' ELSE 'nationality' END,
  label,
  CASE WHEN label LIKE 'Early payment%' THEN 'Pay the full year''s tuition at registration.' ELSE 'Every international student, from the first year.' END,
  percent,
  CASE WHEN label LIKE 'Early payment%' THEN 'payment' ELSE 'scholarship' END,
  checked_on, 'University fee schedule 2026-27', 20
FROM tuition_discounts;

INSERT INTO discount_rules (university_id, kind, label, conditions, percent, nationalities, qualification, min_score, starts_on, ends_on, stack_group, checked_on, source, sort_order)
VALUES
  ((SELECT id FROM universities WHERE slug = 'medipol'), 'nationality', 'Nationality discount',
   'Citizens of Nigeria, Cameroon and Côte d''Ivoire, for the whole program.', 20, '["NG","CM","CI"]', NULL, NULL, NULL, NULL,
   'scholarship', '2026-11-20', 'Medipol international fees page', 10),
  ((SELECT id FROM universities WHERE slug = 'okan'), 'nationality', 'West Africa scholarship',
   'Citizens of Nigeria and Ghana, first year.', 15, '["NG","GH"]', NULL, NULL, NULL, NULL,
   'scholarship', '2026-11-20', 'Okan international fees page', 10),
  ((SELECT id FROM universities WHERE slug = 'istinye'), 'merit', 'Merit scholarship',
   'Five or more distinctions (A1 to B3) in WAEC, NECO or NABTEB, for the first year.', 25, NULL, 'waec', 5, NULL, NULL,
   'scholarship', '2026-11-20', 'Istinye scholarships page', 11),
  ((SELECT id FROM universities WHERE slug = 'istinye'), 'merit', 'Merit scholarship',
   'An IB Diploma of 36 points or more, for the first year.', 25, NULL, 'ib', 36, NULL, NULL,
   'scholarship', '2026-11-20', 'Istinye scholarships page', 12),
  ((SELECT id FROM universities WHERE slug = 'ozyegin'), 'merit', 'Academic excellence scholarship',
   'Thanawiya Amma of 90% or more, or a Baccalauréat of 15/20 or more.', 20, NULL, 'thanawiya', 90, NULL, NULL,
   'scholarship', '2026-11-20', 'Ozyegin scholarships page', 11),
  ((SELECT id FROM universities WHERE slug = 'ozyegin'), 'merit', 'Academic excellence scholarship',
   'Thanawiya Amma of 90% or more, or a Baccalauréat of 15/20 or more.', 20, NULL, 'bac', 15, NULL, NULL,
   'scholarship', '2026-11-20', 'Ozyegin scholarships page', 12),
  ((SELECT id FROM universities WHERE slug = 'uskudar'), 'sibling', 'Sibling discount',
   'A brother or sister studying at the university at the same time.', 10, NULL, NULL, NULL, NULL, NULL,
   'sibling', '2026-11-20', 'Uskudar fees page', 30),
  ((SELECT id FROM universities WHERE slug = 'istinye'), 'early_payment', 'Early registration discount',
   'Register and pay the first instalment by 30 June 2027.', 5, NULL, NULL, NULL, NULL, '2027-06-30',
   'payment', '2026-11-20', 'Istinye fees page', 21);

-- ------------------------------------------------------------------ document checklist
-- Every row applies to the students and offerings its non-null columns match; 'apply' beats 'register'.
INSERT INTO checklist_items (doc_type, stage, study_level, qualification, nationalities, note, sort_order) VALUES
  ('passport', 'apply', NULL, NULL, NULL, 'The photo page, valid for at least six more months.', 10),
  ('photo', 'apply', NULL, NULL, NULL, 'A recent passport photo on a white background.', 20),
  ('results', 'apply', 'bachelor', NULL, NULL, 'Your final secondary school results.', 30),
  ('results', 'apply', 'associate', NULL, NULL, 'Your final secondary school results.', 30),
  ('results', 'apply', 'bachelor', 'waec', NULL, 'The WAEC result slip, and the scratch card (PIN) so the university can check it online.', 31),
  ('results', 'apply', 'bachelor', 'neco', NULL, 'The NECO result slip, and the token so the university can check it online.', 31),
  ('results', 'apply', 'associate', 'waec', NULL, 'The WAEC result slip, and the scratch card (PIN) so the university can check it online.', 31),
  ('transcript', 'apply', 'master', NULL, NULL, 'Your bachelor''s transcript, every year.', 40),
  ('transcript', 'apply', 'phd', NULL, NULL, 'Your bachelor''s and master''s transcripts.', 40),
  ('transcript', 'register', 'bachelor', NULL, NULL, 'Your secondary school transcript, the last three years.', 40),
  ('diploma', 'apply', 'master', NULL, NULL, 'Your bachelor''s degree certificate, or a letter that you will graduate.', 50),
  ('diploma', 'apply', 'phd', NULL, NULL, 'Your master''s degree certificate.', 50),
  ('diploma', 'register', 'bachelor', NULL, NULL, 'Your secondary school certificate.', 50),
  ('diploma', 'register', 'associate', NULL, NULL, 'Your secondary school certificate.', 50),
  ('recognition', 'register', 'bachelor', NULL, NULL, 'The equivalence (denklik) of your diploma from the Turkish Ministry of Education; we help you get it.', 60),
  ('recognition', 'register', 'associate', NULL, NULL, 'The equivalence (denklik) of your diploma from the Turkish Ministry of Education; we help you get it.', 60),
  ('recognition', 'register', 'master', NULL, NULL, 'The recognition of your degree by YÖK; we help you get it.', 60),
  ('english', 'register', 'bachelor', NULL, NULL, 'IELTS, TOEFL or Duolingo if you have one; otherwise you sit the university''s own test.', 70),
  ('english', 'register', 'associate', NULL, NULL, 'IELTS, TOEFL or Duolingo if you have one; otherwise you sit the university''s own test.', 70),
  ('english', 'apply', 'master', NULL, NULL, 'IELTS, TOEFL or Duolingo, or a letter that your degree was taught in English.', 70),
  ('english', 'apply', 'phd', NULL, NULL, 'IELTS, TOEFL or Duolingo, or a letter that your degree was taught in English.', 70),
  ('motivation', 'apply', 'master', NULL, NULL, 'One page on why this program, and your CV.', 80),
  ('motivation', 'apply', 'phd', NULL, NULL, 'Your research proposal and CV.', 80),
  ('sponsor', 'register', NULL, NULL, NULL, 'A letter from whoever pays your fees, with their recent bank statement.', 90);
