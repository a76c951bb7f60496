-- Which steps each package or add-on on /services does for the student (decision 0043, "Packages"). Each row follows
-- a feature line the package promises on /services (migration 0001); staff change the mapping with one SQL line.
INSERT INTO `service_steps` (`service_key`, `kind`, `source`) VALUES
  ('basic', 'visa_documents_ready', 'Basic: "Document preparation guidance"'),
  ('basic', 'visa_appointment_booked', 'Basic: "Embassy appointment scheduling"'),
  ('standard', 'visa_documents_ready', 'Standard: "Document verification", "Complete document review before submission"'),
  ('residency', 'residence_permit_applied', 'Residency Support: "Residency document sorting in Turkey", "Student residence permit preparation"'),
  ('full', 'visa_documents_ready', 'Full Support: "Document verification and embassy standards check"'),
  ('full', 'visa_appointment_booked', 'Full Support: "Student visa application and embassy appointment"'),
  ('full', 'residence_permit_applied', 'Full Support: "Residency document sorting and student permit preparation"'),
  ('full', 'arrived', 'Full Support: "Post-arrival organisation in Istanbul"'),
  ('visa-addon', 'visa_appointment_booked', 'Visa Application Support: "Embassy appointment booking"'),
  ('document-addon', 'results_authenticated', 'Document Verification: "Notarisation and apostille guidance", "Certified translation coordination"'),
  ('residency-addon', 'residence_permit_applied', 'Residency Document Sorting: "Residence permit document checklist", "Document sorting and ordering"');
