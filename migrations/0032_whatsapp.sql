CREATE TABLE `whatsapp_consents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phone` text NOT NULL,
	`application_id` integer,
	`consultation_request_id` integer,
	`payment_id` integer,
	`wording` text NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`consented_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`revoked_at` text,
	`revoked_via` text,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`consultation_request_id`) REFERENCES `consultation_requests`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "whatsapp_consents: phone must be E.164 (+ and 8 to 15 digits)" CHECK("whatsapp_consents"."phone" GLOB '+[1-9]*' AND length("whatsapp_consents"."phone") BETWEEN 9 AND 16 AND substr("whatsapp_consents"."phone", 2) NOT GLOB '*[^0-9]*'),
	CONSTRAINT "whatsapp_consents: a consent is for an application, a consultation request or a payment" CHECK("whatsapp_consents"."application_id" IS NOT NULL OR "whatsapp_consents"."consultation_request_id" IS NOT NULL OR "whatsapp_consents"."payment_id" IS NOT NULL),
	CONSTRAINT "whatsapp_consents: revoked_via must be status_page or stop_reply (or NULL)" CHECK("whatsapp_consents"."revoked_via" IS NULL OR "whatsapp_consents"."revoked_via" IN ('status_page', 'stop_reply'))
);
--> statement-breakpoint
CREATE INDEX `whatsapp_consents_phone_idx` ON `whatsapp_consents` (`phone`);--> statement-breakpoint
CREATE INDEX `whatsapp_consents_application_idx` ON `whatsapp_consents` (`application_id`);--> statement-breakpoint
CREATE TABLE `whatsapp_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`phone` text NOT NULL,
	`template` text NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`variables` text NOT NULL,
	`wa_message_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`status_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "whatsapp_messages: status must be one of pending, sent, delivered, read, failed" CHECK("whatsapp_messages"."status" IN ('pending', 'sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `whatsapp_messages_key_unique` ON `whatsapp_messages` (`key`);--> statement-breakpoint
CREATE UNIQUE INDEX `whatsapp_messages_wa_id_unique` ON `whatsapp_messages` (`wa_message_id`);--> statement-breakpoint
CREATE INDEX `whatsapp_messages_phone_created_idx` ON `whatsapp_messages` (`phone`,`created_at`);