-- French and Arabic text of two catalogue columns that pages show and 0012 left untranslated (issue 40): a
-- testimonial's country (home and about pages) and a service's payment-page name (/payments, its title and the
-- payment answers). A row equal to its English cell ('Ghana' in French) says the word reads the same there.

-- Testimonials: country, by its English name
INSERT INTO catalogue_translations (table_name, row_id, column_name, locale, text) SELECT 'testimonials', id, 'country', 'fr', 'Nigeria' FROM testimonials WHERE country = 'Nigeria';
INSERT INTO catalogue_translations (table_name, row_id, column_name, locale, text) SELECT 'testimonials', id, 'country', 'ar', 'نيجيريا' FROM testimonials WHERE country = 'Nigeria';
INSERT INTO catalogue_translations (table_name, row_id, column_name, locale, text) SELECT 'testimonials', id, 'country', 'fr', 'Ghana' FROM testimonials WHERE country = 'Ghana';
INSERT INTO catalogue_translations (table_name, row_id, column_name, locale, text) SELECT 'testimonials', id, 'country', 'ar', 'غانا' FROM testimonials WHERE country = 'Ghana';

-- Services: payment_name. Where it is the service's name, its translation is the name's (0012)
INSERT INTO catalogue_translations (table_name, row_id, column_name, locale, text)
  SELECT 'services', s.id, 'payment_name', t.locale, t.text
    FROM services s JOIN catalogue_translations t ON t.table_name = 'services' AND t.row_id = s.id AND t.column_name = 'name'
   WHERE s.payment_name = s.name;
-- and where it says more, its own
INSERT INTO catalogue_translations (table_name, row_id, column_name, locale, text) SELECT 'services', id, 'payment_name', 'fr', 'Vérification et traduction des documents' FROM services WHERE payment_name = 'Document Verification & Translation';
INSERT INTO catalogue_translations (table_name, row_id, column_name, locale, text) SELECT 'services', id, 'payment_name', 'ar', 'التحقق من المستندات وترجمتها' FROM services WHERE payment_name = 'Document Verification & Translation';
