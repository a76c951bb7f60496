ALTER TABLE `application_documents` ADD `review_state` text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE `application_documents` ADD `review_reason` text;--> statement-breakpoint
ALTER TABLE `application_documents` ADD `replaced_by` integer;--> statement-breakpoint
ALTER TABLE `application_events` ADD `document_id` integer;