CREATE TABLE `application_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL,
	`r2_key` text NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `application_documents_r2_key_unique` ON `application_documents` (`r2_key`);--> statement-breakpoint
CREATE INDEX `application_documents_application_idx` ON `application_documents` (`application_id`);--> statement-breakpoint
CREATE TABLE `applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`country_of_residence` text NOT NULL,
	`selected_faculty` text NOT NULL,
	`selected_university` text NOT NULL,
	`selected_program` text NOT NULL,
	`university_id` integer,
	`program_id` integer,
	`education_level` text,
	`message` text,
	`notification_status` text DEFAULT 'pending' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`university_id`) REFERENCES `universities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`program_id`) REFERENCES `programs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `applications_reference_unique` ON `applications` (`reference`);--> statement-breakpoint
CREATE INDEX `applications_created_idx` ON `applications` (`created_at`);--> statement-breakpoint
CREATE INDEX `applications_email_idx` ON `applications` (`email`);--> statement-breakpoint
CREATE TABLE `consultation_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`full_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`study_level` text NOT NULL,
	`message` text,
	`source` text DEFAULT 'api' NOT NULL,
	`university_id` integer,
	`notification_status` text DEFAULT 'pending' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`university_id`) REFERENCES `universities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `consultation_requests_created_idx` ON `consultation_requests` (`created_at`);--> statement-breakpoint
CREATE TABLE `destinations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`universities` integer NOT NULL,
	`programs` integer NOT NULL,
	`average_annual_cost` text NOT NULL,
	`image_url` text NOT NULL,
	`flag_code` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `email_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`recipient` text NOT NULL,
	`subject` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_log_key_unique` ON `email_log` (`key`);--> statement-breakpoint
CREATE TABLE `faculties` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`short_name` text NOT NULL,
	`sort_order` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `faculties_slug_unique` ON `faculties` (`slug`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tx_ref` text NOT NULL,
	`service_key` text NOT NULL,
	`service_name` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text NOT NULL,
	`customer_phone` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`gateway` text NOT NULL,
	`gateway_transaction_id` text,
	`receipt_status` text DEFAULT 'pending' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	`verified_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_tx_ref_unique` ON `payments` (`tx_ref`);--> statement-breakpoint
CREATE INDEX `payments_gateway_tx_idx` ON `payments` (`gateway_transaction_id`);--> statement-breakpoint
CREATE INDEX `payments_created_idx` ON `payments` (`created_at`);--> statement-breakpoint
CREATE TABLE `programs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`university_id` integer NOT NULL,
	`faculty_id` integer NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`category` text NOT NULL,
	`catalog_tab` text NOT NULL,
	`description` text NOT NULL,
	`study_level` text NOT NULL,
	`duration` text NOT NULL,
	`duration_years` real NOT NULL,
	`languages` text NOT NULL,
	`tuition_per_year` integer NOT NULL,
	`tuition_text` text NOT NULL,
	`fees_per_semester` text NOT NULL,
	`total_courses` integer,
	`featured` integer DEFAULT false NOT NULL,
	`icon_name` text NOT NULL,
	`image_url` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`university_id`) REFERENCES `universities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`faculty_id`) REFERENCES `faculties`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `programs_university_slug_unique` ON `programs` (`university_id`,`slug`);--> statement-breakpoint
CREATE INDEX `programs_university_idx` ON `programs` (`university_id`,`sort_order`);--> statement-breakpoint
CREATE INDEX `programs_slug_idx` ON `programs` (`slug`);--> statement-breakpoint
CREATE INDEX `programs_faculty_university_idx` ON `programs` (`faculty_id`,`university_id`);--> statement-breakpoint
CREATE INDEX `programs_featured_idx` ON `programs` (`featured`);--> statement-breakpoint
CREATE TABLE `sandbox_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tx_ref` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`customer_email` text NOT NULL,
	`customer_name` text NOT NULL,
	`redirect_url` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sandbox_transactions_tx_ref_unique` ON `sandbox_transactions` (`tx_ref`);--> statement-breakpoint
CREATE TABLE `services` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`payment_name` text NOT NULL,
	`description` text NOT NULL,
	`price_usd` integer NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`features` text NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`kind` text NOT NULL,
	`icon_name` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `services_key_unique` ON `services` (`key`);--> statement-breakpoint
CREATE TABLE `testimonials` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`country` text NOT NULL,
	`program` text NOT NULL,
	`university` text NOT NULL,
	`testimonial` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `universities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`short_name` text NOT NULL,
	`location` text NOT NULL,
	`country` text DEFAULT 'Turkey' NOT NULL,
	`description` text NOT NULL,
	`about` text NOT NULL,
	`total_programs` integer NOT NULL,
	`total_students` integer NOT NULL,
	`teaching_language` text NOT NULL,
	`tuition_fee` text NOT NULL,
	`rating` text NOT NULL,
	`established_year` integer,
	`logo_url` text NOT NULL,
	`image_url` text NOT NULL,
	`website` text,
	`featured` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `universities_slug_unique` ON `universities` (`slug`);--> statement-breakpoint
CREATE INDEX `universities_featured_idx` ON `universities` (`featured`,`sort_order`);