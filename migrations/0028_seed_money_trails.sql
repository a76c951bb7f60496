-- The money trail the issue reports for four universities (decision 0043, "Money trail"), as their international
-- offices publish it: indicative, never marked checked; staff confirm and correct them with one SQL line (README).
-- Universities: 2 Istinye, 4 Okan, 5 Beykoz, 7 Uskudar; faculties 1 Medicine, 2 Dentistry, 3 Pharmacy (0001).
INSERT INTO `money_trails` (university_id, faculty_id, deposit_usd, balance_due, refund_rule, refund_percent, refund_claim_months, refund_to, source, source_date, indicative) VALUES
  (7, NULL, NULL, NULL, 'on_visa_refusal', 50, 3, 'payer_account', 'Reported in issue 42 as the university''s international office publishes it; not checked here (no access to the page); staff to confirm', '2026-11-27', 1),
  (4, NULL, NULL, NULL, 'not_after_registration', NULL, NULL, NULL, 'Reported in issue 42 as the university''s international office publishes it; not checked here (no access to the page); staff to confirm', '2026-11-27', 1),
  (5, NULL, 1000, NULL, 'on_visa_refusal', NULL, NULL, NULL, 'Reported in issue 42 as the university''s international office publishes it; not checked here (no access to the page); staff to confirm', '2026-11-27', 1),
  (2, NULL, 2500, 'half_at_registration_rest_by_1_december', NULL, NULL, NULL, NULL, 'Reported in issue 42 as the university''s international office publishes it; not checked here (no access to the page); staff to confirm', '2026-11-27', 1),
  (2, 1, 6000, 'half_at_registration_rest_by_1_december', NULL, NULL, NULL, NULL, 'Reported in issue 42 as the university''s international office publishes it; not checked here (no access to the page); staff to confirm', '2026-11-27', 1),
  (2, 2, 6000, 'half_at_registration_rest_by_1_december', NULL, NULL, NULL, NULL, 'Reported in issue 42 as the university''s international office publishes it; not checked here (no access to the page); staff to confirm', '2026-11-27', 1),
  (2, 3, 6000, 'half_at_registration_rest_by_1_december', NULL, NULL, NULL, NULL, 'Reported in issue 42 as the university''s international office publishes it; not checked here (no access to the page); staff to confirm', '2026-11-27', 1);
