-- One open checkout per application and package (docs/decisions/0055-one-open-checkout.md): the gateway's link is
-- kept so a second start is sent to it, and staff mark a refunded double payment.
ALTER TABLE `payments` ADD `checkout_url` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `refunded_at` text;--> statement-breakpoint
-- Open checkouts already doubled before the rule: the newest stays open, the older ones are cancelled (a gateway
-- that still reports one paid moves it to successful, and the digest below lists it for a refund).
UPDATE `payments` SET `status` = 'cancelled', `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE `status` = 'pending' AND `application_id` IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM `payments` newer
    WHERE newer.`status` = 'pending' AND newer.`application_id` = `payments`.`application_id`
      AND newer.`service_key` = `payments`.`service_key` AND newer.`id` > `payments`.`id`
  );--> statement-breakpoint
CREATE UNIQUE INDEX `payments_open_checkout_unique` ON `payments` (`application_id`,`service_key`) WHERE "status" = 'pending' AND "application_id" IS NOT NULL;--> statement-breakpoint
-- The staff digest's fifth section: a payment that arrived for a package its application had already paid (two
-- checkouts paid, a cancelled one paid late): the later one is to be refunded, until staff set refunded_at.
CREATE VIEW `staff_digest_payments_to_refund` AS
SELECT p.`id` AS `payment_id`, p.`tx_ref`, p.`customer_name`, p.`customer_email`, p.`customer_phone`,
  p.`service_name`, p.`amount`, p.`currency`, p.`gateway`, p.`gateway_transaction_id`,
  coalesce(p.`verified_at`, p.`updated_at`, p.`created_at`) AS `paid_at`, a.`reference`,
  (SELECT first.`tx_ref` FROM `payments` first
    WHERE first.`status` = 'successful' AND first.`application_id` = p.`application_id`
      AND first.`service_key` = p.`service_key`
    ORDER BY coalesce(first.`verified_at`, first.`updated_at`, first.`created_at`), first.`id` LIMIT 1) AS `paid_first_by`
FROM `payments` p
JOIN `applications` a ON a.`id` = p.`application_id`
WHERE p.`status` = 'successful' AND p.`refunded_at` IS NULL
  AND EXISTS (
    SELECT 1 FROM `payments` earlier
    WHERE earlier.`status` = 'successful' AND earlier.`application_id` = p.`application_id`
      AND earlier.`service_key` = p.`service_key` AND earlier.`id` <> p.`id`
      AND (coalesce(earlier.`verified_at`, earlier.`updated_at`, earlier.`created_at`), earlier.`id`)
        < (coalesce(p.`verified_at`, p.`updated_at`, p.`created_at`), p.`id`)
  )
ORDER BY `paid_at`, p.`id`;
