-- Where a family checks an offer letter with the university itself (issue 53, "Check us and the offer"): each
-- university's international office page and e-mail address, as its own pages publish them. All read 2026-12-06
-- from stored copies of the pages (not the live sites): staff confirm them on the live pages. An address nobody
-- read stays NULL; the case page then sends the family to the university's main website (universities.website), and
-- staff_unconfirmed_international_offices below lists the university.

-- Medipol: the international office's "How To Apply" page (offer letter, then the acceptance letter; documents go
-- to the International Office). No e-mail address of the office was found on a stored page.
UPDATE `universities` SET
  `international_office_url` = 'https://mio.medipol.edu.tr/how-to-apply',
  `international_office_email` = NULL,
  `international_office_read_on` = '2026-12-06'
WHERE `slug` = 'medipol';
--> statement-breakpoint
-- İstinye: the International Relations Directorate's "Online Registration Information", which asks for the signed
-- documents and payment receipts at international@istinye.edu.tr (stored copy).
UPDATE `universities` SET
  `international_office_url` = 'https://international.istinye.edu.tr/en/announcements/online-registration-information',
  `international_office_email` = 'international@istinye.edu.tr',
  `international_office_read_on` = '2026-12-06'
WHERE `slug` = 'istinye';
--> statement-breakpoint
-- Işık: the international office's FAQ; the office's address international@isikun.edu.tr as its Erasmus+ study
-- mobility page gives it (http://www.isikun.edu.tr/international/incoming/student-mobility/erasmus/erasmus-study-mobility,
-- stored copy).
UPDATE `universities` SET
  `international_office_url` = 'https://isikun.edu.tr/en/international/faq',
  `international_office_email` = 'international@isikun.edu.tr',
  `international_office_read_on` = '2026-12-06'
WHERE `slug` = 'isik';
--> statement-breakpoint
-- Okan: the international office's "Application Road Map" (conditional acceptance, advance payment, full
-- acceptance letter). No e-mail address of the office was found on a stored page.
UPDATE `universities` SET
  `international_office_url` = 'https://www.okan.edu.tr/en/international/page/7301/application-road-map/',
  `international_office_email` = NULL,
  `international_office_read_on` = '2026-12-06'
WHERE `slug` = 'okan';
--> statement-breakpoint
-- Beykoz: the international office's site (int.beykoz.edu.tr), its after-arrival guide naming the office and its
-- address; iso@beykoz.edu.tr is the address its transfer-students page gives (https://int.beykoz.edu.tr/transfer-students/,
-- stored copy).
UPDATE `universities` SET
  `international_office_url` = 'https://int.beykoz.edu.tr/international-students-after-arrival-guide/',
  `international_office_email` = 'iso@beykoz.edu.tr',
  `international_office_read_on` = '2026-12-06'
WHERE `slug` = 'beykoz';
--> statement-breakpoint
-- Özyeğin: "International Student Admissions to Undergraduate Programs" (2026–2027). That page gives only the
-- university's general address (info@ozyegin.edu.tr), not the office's; the office's own address was read only in
-- a 2015 fact sheet copied on a third-party site: no e-mail here.
UPDATE `universities` SET
  `international_office_url` = 'https://www.ozyegin.edu.tr/en/student-services/university-enrollments/international-student-admissions-undergraduate-programs',
  `international_office_email` = NULL,
  `international_office_read_on` = '2026-12-06'
WHERE `slug` = 'ozyegin';
--> statement-breakpoint
-- Üsküdar: the international office's FAQ; international@uskudar.edu.tr is the address its "FAQ for prospective
-- international students" gives (https://uskudar.edu.tr/en/faq-for-registered-international-students, stored copy).
UPDATE `universities` SET
  `international_office_url` = 'https://international.uskudar.edu.tr/en/faq',
  `international_office_email` = 'international@uskudar.edu.tr',
  `international_office_read_on` = '2026-12-06'
WHERE `slug` = 'uskudar';
--> statement-breakpoint
-- For the D1 console: the universities whose international office page, e-mail or reading day is missing (the case
-- page shows what there is, and the main website where the page is missing). docs/staff.md, "Query D1 as staff".
CREATE VIEW `staff_unconfirmed_international_offices` AS
SELECT u.`id`, u.`slug`, u.`name`, u.`website`, u.`international_office_url`, u.`international_office_email`,
  u.`international_office_read_on`
FROM `universities` u
WHERE nullif(trim(coalesce(u.`international_office_url`, '')), '') IS NULL
  OR nullif(trim(coalesce(u.`international_office_email`, '')), '') IS NULL
  OR nullif(trim(coalesce(u.`international_office_read_on`, '')), '') IS NULL
ORDER BY u.`sort_order`, u.`id`;
