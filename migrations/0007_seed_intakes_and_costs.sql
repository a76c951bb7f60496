-- Seed: intakes of every offering, the yearly cost lines of a student in Istanbul, tuition discounts and the
-- USD→NGN rate. Indicative figures, checked on 2026-11-20 against the universities' international admissions pages,
-- dormitory price lists and the Central Bank of Nigeria's published rate; the pages say "indicative".
-- Staff change any of it in the D1 console (README: "Query D1 as staff").

-- September 2027: every offering. Deadlines and decision times per university; health degrees decide slower
-- (a second review by the faculty).
INSERT INTO `program_intakes` (program_id, starts_on, application_deadline, decision_weeks, checked_on)
SELECT p.id, '2027-09-20',
  CASE p.university_id
    WHEN 1 THEN '2027-07-31' WHEN 2 THEN '2027-08-15' WHEN 3 THEN '2027-08-20' WHEN 4 THEN '2027-08-31'
    WHEN 5 THEN '2027-09-05' WHEN 6 THEN '2027-07-15' ELSE '2027-08-25' END,
  CASE WHEN p.slug IN ('medicine', 'dentistry', 'pharmacy') THEN 4 ELSE 2 END,
  '2026-11-20'
FROM `programs` p;
--> statement-breakpoint
-- February 2027 (spring semester): not Medicine, Dentistry or Pharmacy (they admit in September only), and not at
-- Ozyegin (no spring intake for international students). Isik's spring deadline closed on 15 November.
INSERT INTO `program_intakes` (program_id, starts_on, application_deadline, decision_weeks, checked_on)
SELECT p.id, '2027-02-15',
  CASE p.university_id
    WHEN 1 THEN '2027-01-15' WHEN 2 THEN '2027-01-20' WHEN 3 THEN '2026-11-15' WHEN 4 THEN '2027-01-31'
    WHEN 5 THEN '2027-02-01' ELSE '2027-01-25' END,
  2,
  '2026-11-20'
FROM `programs` p
WHERE p.university_id <> 6 AND p.slug NOT IN ('medicine', 'dentistry', 'pharmacy');
--> statement-breakpoint
-- Istanbul-wide lines (university_id NULL); a university's line with the same key replaces one of them there.
INSERT INTO `cost_lines` (key, university_id, label, period, housing, min_usd, max_usd, source, checked_on, sort_order) VALUES
  ('residence_permit', NULL, 'Residence permit (application, notary, photos)', 'year', NULL, 30, 60, 'Directorate General of Migration Management, e-ikamet fee table', '2026-11-20', 1),
  ('residence_card', NULL, 'Residence permit card fee', 'year', NULL, 40, 40, 'Directorate General of Migration Management, card fee 2026', '2026-11-20', 2),
  ('health_insurance', NULL, 'Health insurance (private student policy)', 'year', NULL, 110, 200, 'Quotes of three insurers accepted for student permits', '2026-11-20', 3),
  ('deposit_dormitory', NULL, 'Dormitory deposit (refundable)', 'once', 'dormitory', 200, 400, 'Private dormitory price lists, Istanbul', '2026-11-20', 4),
  ('deposit_flat', NULL, 'Flat deposit, one to two months'' rent (refundable)', 'once', 'flat', 400, 900, 'Shared-flat listings near the campuses', '2026-11-20', 5),
  ('housing_dormitory', NULL, 'Dormitory room (shared)', 'month', 'dormitory', 300, 550, 'Private dormitory price lists, Istanbul', '2026-11-20', 6),
  ('housing_flat', NULL, 'Room in a shared flat, bills included', 'month', 'flat', 350, 650, 'Shared-flat listings near the campuses', '2026-11-20', 7),
  ('food', NULL, 'Food and groceries', 'month', NULL, 200, 320, 'Student budget survey, Istanbul', '2026-11-20', 8),
  ('transport', NULL, 'Public transport (student Istanbulkart)', 'month', NULL, 15, 35, 'Istanbul Metropolitan Municipality student fares', '2026-11-20', 9),
  -- Isik's Şile campus has its own, cheaper dormitories; Ozyegin's campus dormitories cost more; Okan's Tuzla
  -- campus is far from the city centre.
  ('housing_dormitory', 3, 'Campus dormitory room (shared), Şile', 'month', 'dormitory', 220, 400, 'Isik University dormitory price list', '2026-11-20', 6),
  ('housing_dormitory', 6, 'Campus dormitory room (shared)', 'month', 'dormitory', 450, 750, 'Ozyegin University dormitory price list', '2026-11-20', 6),
  ('transport', 4, 'Public transport to the Tuzla campus (student Istanbulkart)', 'month', NULL, 25, 50, 'Istanbul Metropolitan Municipality student fares', '2026-11-20', 9);
--> statement-breakpoint
INSERT INTO `tuition_discounts` (university_id, label, percent, checked_on) VALUES
  (1, 'Early payment discount (full year paid at registration)', 10, '2026-11-20'),
  (2, 'Early payment discount (full year paid at registration)', 10, '2026-11-20'),
  (4, 'Early payment discount (full year paid at registration)', 10, '2026-11-20'),
  (5, 'International student scholarship', 15, '2026-11-20'),
  (7, 'Early payment discount (full year paid at registration)', 5, '2026-11-20');
--> statement-breakpoint
INSERT INTO `exchange_rates` (currency, per_usd, rate_date, source) VALUES
  ('NGN', 1465.75, '2026-11-20', 'Central Bank of Nigeria, official rate');
