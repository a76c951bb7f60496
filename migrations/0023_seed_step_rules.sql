-- The case's rules (docs/decisions/0043-case-steps.md): one default row per step kind (nationality '*'), then the
-- nationalities where a step goes differently. days_from_anchor counts from the program's next intake start
-- (negative: before it) or, for the residence permit, from the arrival date. None of these was read from an
-- embassy's or ministry's page: each says so in `source`, for staff to check and correct with one UPDATE.

INSERT INTO `step_rules` (`kind`, `nationality`, `applies`, `actor`, `anchor`, `days_from_anchor`, `doc_types`, `source`) VALUES
  ('offer_accepted', '*', 1, 'student', 'intake_start', -120, '[]', 'Consultancy practice (offer answered within two weeks of the letter); not checked against each university'),
  ('deposit_paid', '*', 1, 'student', 'intake_start', -110, '[]', 'Consultancy practice; the universities set their own deposit deadlines, not checked here'),
  ('acceptance_letter_issued', '*', 1, 'us', 'intake_start', -100, '[]', 'Consultancy practice (the letter follows the deposit by about ten days); not checked against each university'),
  ('results_authenticated', '*', 0, 'student', 'intake_start', -90, '["results"]', 'Consultancy practice: not asked of most nationalities; not checked against the embassies'),
  ('visa_documents_ready', '*', 1, 'student', 'intake_start', -75, '["passport","photo","sponsor"]', 'Consultancy practice; not checked against the embassy''s current visa list'),
  ('visa_appointment_booked', '*', 1, 'student', 'intake_start', -60, '["passport"]', 'Consultancy practice; not checked against the embassy'),
  ('visa_decision', '*', 1, 'us', 'intake_start', -30, '[]', 'Consultancy practice (decisions usually within a few weeks of the appointment); not checked against the embassy'),
  ('travel_booked', '*', 1, 'student', 'intake_start', -14, '["passport"]', 'Consultancy practice; not checked'),
  ('arrived', '*', 1, 'student', 'intake_start', -3, '[]', 'Consultancy practice (arrive before orientation); not checked against each university'),
  ('residence_permit_applied', '*', 1, 'student', 'arrival', 30, '["passport","photo"]', 'Consultancy practice: apply for the residence permit (e-ikamet) within about 30 days of arrival; not checked against the migration authority'),
  ('residence_permit_granted', '*', 1, 'us', 'arrival', 90, '[]', 'Consultancy practice (a card usually within two months of the application); not checked against the migration authority'),
  ('registered', '*', 1, 'student', 'intake_start', 0, '["diploma","passport","photo"]', 'Consultancy practice (register by the first day with the originals); not checked against each university'),
  -- Nigeria: results authenticated by the Federal Ministry of Education, then the Ministry of Foreign Affairs;
  -- appointments at the Embassy in Abuja or the Consulate in Lagos go weeks ahead, so everything visa moves earlier.
  ('results_authenticated', 'NG', 1, 'student', 'intake_start', -100, '["results"]', 'Consultancy practice for Nigerian students (Federal Ministry of Education, then Ministry of Foreign Affairs); not checked against the ministries'),
  ('visa_documents_ready', 'NG', 1, 'student', 'intake_start', -90, '["passport","photo","sponsor","results"]', 'Consultancy practice for Nigerian students; not checked against the Turkish Embassy in Abuja'),
  ('visa_appointment_booked', 'NG', 1, 'student', 'intake_start', -80, '["passport"]', 'Consultancy practice: Abuja and Lagos appointments are booked weeks ahead; not checked against the embassy'),
  ('visa_decision', 'NG', 1, 'us', 'intake_start', -40, '[]', 'Consultancy practice for Nigerian students; not checked against the embassy'),
  -- Ghana: results (WAEC) authenticated like Nigeria's.
  ('results_authenticated', 'GH', 1, 'student', 'intake_start', -90, '["results"]', 'Consultancy practice for Ghanaian students (WAEC results authenticated); not checked against the ministries'),
  -- Cameroon and Côte d'Ivoire: one embassy each, appointments booked earlier than the default.
  ('visa_appointment_booked', 'CM', 1, 'student', 'intake_start', -75, '["passport"]', 'Consultancy practice: appointments at the Turkish Embassy in Yaoundé booked ahead; not checked against the embassy'),
  ('visa_appointment_booked', 'CI', 1, 'student', 'intake_start', -75, '["passport"]', 'Consultancy practice: appointments at the Turkish Embassy in Abidjan booked ahead; not checked against the embassy'),
  -- Egypt: secondary results (Thanaweya Amma) authenticated; appointments come sooner.
  ('results_authenticated', 'EG', 1, 'student', 'intake_start', -90, '["results"]', 'Consultancy practice for Egyptian students (certificate authenticated); not checked against the ministries'),
  ('visa_appointment_booked', 'EG', 1, 'student', 'intake_start', -45, '["passport"]', 'Consultancy practice: appointments in Cairo come sooner; not checked against the consulate');
