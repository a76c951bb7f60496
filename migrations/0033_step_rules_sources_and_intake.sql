-- step_rules gains what issue 50 asks of it (docs/decisions/0053-rules-as-published.md): the university as an actor
-- (it files the residence permit), a step as an anchor (`anchor_step`: the permit granted counts from the day it
-- was applied for, the state health insurance from registration), `wording` (apostille or the ministry chain), and
-- each rule's page and the day it was read (`source_url`, `source_date`, the names money_trails uses). New CHECKs
-- mean rebuilding the table: the triggers and views that read it are dropped first (SQLite refuses to rename a
-- table while a view or trigger names a missing one) and made again after; 0038 re-creates the triggers with the
-- new rules. D1 cannot switch foreign keys off inside a migration: deferred, the rows keep their ids, so
-- application_steps.rule_id holds at the commit. Applications record the intake chosen on /apply (`intake_id`).
DROP TRIGGER IF EXISTS `applications_offer_issued_steps`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `application_steps_follow_arrival`;--> statement-breakpoint
DROP VIEW IF EXISTS `staff_digest_overdue_steps`;--> statement-breakpoint
DROP VIEW IF EXISTS `staff_cases_due`;--> statement-breakpoint
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__new_step_rules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`nationality` text DEFAULT '*' NOT NULL,
	`applies` integer DEFAULT true NOT NULL,
	`actor` text NOT NULL,
	`anchor` text DEFAULT 'intake_start' NOT NULL,
	`anchor_step` text,
	`days_from_anchor` integer NOT NULL,
	`doc_types` text DEFAULT '[]' NOT NULL,
	`wording` text,
	`source` text NOT NULL,
	`source_url` text,
	`source_date` text,
	FOREIGN KEY (`kind`) REFERENCES `step_kinds`(`kind`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`anchor_step`) REFERENCES `step_kinds`(`kind`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "step_rules: actor must be student, us or university" CHECK("actor" IN ('student', 'us', 'university')),
	CONSTRAINT "step_rules: anchor must be intake_start, arrival or step (with anchor_step)" CHECK("anchor" IN ('intake_start', 'arrival', 'step') AND ("anchor" = 'step') = ("anchor_step" IS NOT NULL)),
	CONSTRAINT "step_rules: wording must be apostille or ministry_chain (or NULL)" CHECK("wording" IS NULL OR "wording" IN ('apostille', 'ministry_chain')),
	CONSTRAINT "step_rules: source_date must be an ISO day (or NULL)" CHECK("source_date" IS NULL OR date("source_date") IS "source_date")
);
--> statement-breakpoint
INSERT INTO `__new_step_rules`("id", "kind", "nationality", "applies", "actor", "anchor", "days_from_anchor", "doc_types", "source") SELECT "id", "kind", "nationality", "applies", "actor", "anchor", "days_from_anchor", "doc_types", "source" FROM `step_rules`;--> statement-breakpoint
DROP TABLE `step_rules`;--> statement-breakpoint
ALTER TABLE `__new_step_rules` RENAME TO `step_rules`;--> statement-breakpoint
CREATE UNIQUE INDEX `step_rules_kind_nationality_unique` ON `step_rules` (`kind`,`nationality`);--> statement-breakpoint
ALTER TABLE `applications` ADD `intake_id` integer REFERENCES program_intakes(id);--> statement-breakpoint
-- The views as 0022 and 0031 made them.
CREATE VIEW `staff_cases_due` AS
SELECT a.`reference`, s.`kind`, s.`state`, r.`actor` AS `who_acts`, s.`due_on`,
  CASE WHEN s.`due_on` < date('now', '+3 hours') THEN 'overdue' ELSE 'due' END AS `due_state`,
  CAST(julianday(date('now', '+3 hours')) - julianday(s.`due_on`) AS integer) AS `days_late`,
  a.`first_name` || ' ' || a.`last_name` AS `student`, a.`email`, a.`nationality`
FROM `application_steps` s
JOIN `applications` a ON a.`id` = s.`application_id`
JOIN `step_rules` r ON r.`id` = s.`rule_id`
WHERE s.`state` IN ('to_do', 'in_progress', 'blocked') AND s.`due_on` IS NOT NULL
  AND s.`due_on` <= date('now', '+3 hours', '+7 days')
ORDER BY s.`due_on`, a.`reference`, s.`position`;
--> statement-breakpoint
CREATE VIEW `staff_digest_overdue_steps` AS
SELECT `reference`, `student`, `kind`, `state`, `who_acts`, `due_on`, `days_late`, `email`, `nationality`
FROM `staff_cases_due`
WHERE `due_state` = 'overdue'
ORDER BY `due_on`, `reference`, `kind`;
