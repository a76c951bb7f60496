import { env } from "cloudflare:workers";
import { z } from "zod";

// The one configuration module of both Workers (the web Worker: wrangler.toml; the consumer:
// workers/consumer.wrangler.toml; secrets from `wrangler secret put`). Every section is parsed with zod once per
// env object, which is once per isolate (a Worker gets the same env object for its lifetime). A missing or
// malformed value fails fast with its name, except the consumer's tuning numbers, which fall back to their defaults.

/** `parse`, run once per env object. A parse that throws is not cached: it throws again next time. */
function oncePer<V extends object, T>(parse: (vars: V) => T): (vars: V) => T {
  const parsed = new WeakMap<V, T>();
  return (vars) => {
    if (parsed.has(vars)) return parsed.get(vars)!;
    const value = parse(vars);
    parsed.set(vars, value);
    return value;
  };
}

/** scheme://host[:port] of the public site; a trailing slash or path is dropped. */
const PublicOrigin = z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin);

// Every [vars] entry the site reads, parsed once. A missing or malformed value fails fast with its name.
const ConfigSchema = z.object({
  PUBLIC_ORIGIN: PublicOrigin.default("http://localhost:8787"),
  SITE_NAME: z.string().min(1).default("Istanbul Study Gateway"),
  CONTACT_EMAIL: z.email().default("info@istanbulstudygateway.com"),
  WHATSAPP_NUMBERS: z
    .string()
    .default("+2348031234567,+905321234567")
    .transform((s) =>
      s
        .split(",")
        .map((n) => n.trim())
        .filter(Boolean),
    ),
  INSTAGRAM_URL: z.url().default("https://www.instagram.com/istanbulstudygateway"),
  FACEBOOK_URL: z.url().default("https://www.facebook.com/istanbulstudygateway"),
  OFFICE_KANO: z.string().default("Kano, Nigeria"),
  OFFICE_LAGOS: z.string().default("Lagos, Nigeria"),
  OFFICE_ISTANBUL: z.string().default("Istanbul, Turkey"),
  TURNSTILE_SITE_KEY: z.string().default(""),
});

export type SiteConfig = ReturnType<typeof siteConfig>;

const parseSiteVars = oncePer((vars: object) => {
  const result = ConfigSchema.safeParse(vars);
  if (!result.success) {
    throw new Error(`Invalid [vars] in wrangler.toml: ${z.prettifyError(result.error)}`);
  }
  return result.data;
});

/** Contact details and links the pages show; safe to send to the browser. */
export function siteConfig() {
  const c = parseSiteVars(env);
  return {
    siteName: c.SITE_NAME,
    publicOrigin: c.PUBLIC_ORIGIN,
    email: c.CONTACT_EMAIL,
    whatsappNumbers: c.WHATSAPP_NUMBERS,
    instagramUrl: c.INSTAGRAM_URL,
    facebookUrl: c.FACEBOOK_URL,
    /** Public by design; the forms show the Turnstile widget only when it is set. */
    turnstileSiteKey: c.TURNSTILE_SITE_KEY || undefined,
    offices: [
      { city: "Kano", country: "Nigeria", address: c.OFFICE_KANO },
      { city: "Lagos", country: "Nigeria", address: c.OFFICE_LAGOS },
      { city: "Istanbul", country: "Turkey", address: c.OFFICE_ISTANBUL, representative: true },
    ],
  };
}

/**
 * The site's public origin for links that leave the site (e-mails), from PUBLIC_ORIGIN: the one setting both
 * Workers read (wrangler.toml and workers/consumer.wrangler.toml; `npm start` sets the origin it serves).
 */
export function publicOrigin(vars: { PUBLIC_ORIGIN?: string } = env) {
  return parsePublicOrigin(vars);
}

const parsePublicOrigin = oncePer((vars: { PUBLIC_ORIGIN?: string }) => {
  const result = PublicOrigin.safeParse(vars.PUBLIC_ORIGIN);
  if (!result.success) {
    throw new Error(
      `Invalid [vars] PUBLIC_ORIGIN '${vars.PUBLIC_ORIGIN ?? ""}': expected an origin such as https://example.com`,
    );
  }
  return result.data;
});

/**
 * The bindings the payment code reads, shared by the web Worker and the consumer. The secrets are set with
 * `wrangler secret put FLUTTERWAVE_SECRET_KEY` / `FLUTTERWAVE_WEBHOOK_HASH` (on both Workers), never committed.
 */
export type PaymentEnv = {
  DB: D1Database;
  PAYMENT_GATEWAY?: string;
  FLUTTERWAVE_SECRET_KEY?: string;
  FLUTTERWAVE_WEBHOOK_HASH?: string;
  SANDBOX_WEBHOOK_HASH?: string;
};

const PaymentConfigSchema = z.discriminatedUnion("PAYMENT_GATEWAY", [
  z.object({
    PAYMENT_GATEWAY: z.literal("sandbox"),
    SANDBOX_WEBHOOK_HASH: z.string().min(8).optional(),
  }),
  z.object({
    PAYMENT_GATEWAY: z.literal("flutterwave"),
    FLUTTERWAVE_SECRET_KEY: z.string({ error: "set it with `wrangler secret put FLUTTERWAVE_SECRET_KEY`" }).min(10),
    FLUTTERWAVE_WEBHOOK_HASH: z.string().min(8).optional(),
  }),
]);

export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

/**
 * The payment configuration, failing fast with the name of what is missing. An unset PAYMENT_GATEWAY means
 * Flutterwave: the sandbox runs only where local configuration asks for it (scripts/local-env.mjs).
 */
export const paymentConfig = oncePer((vars: PaymentEnv): PaymentConfig => {
  const { PAYMENT_GATEWAY, FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_WEBHOOK_HASH, SANDBOX_WEBHOOK_HASH } = vars;
  const set = Object.fromEntries(
    Object.entries({ PAYMENT_GATEWAY, FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_WEBHOOK_HASH, SANDBOX_WEBHOOK_HASH }).filter(
      ([, v]) => v !== undefined && v !== "",
    ),
  );
  const result = PaymentConfigSchema.safeParse({ PAYMENT_GATEWAY: "flutterwave", ...set });
  if (!result.success) {
    throw new Error(`Invalid payment configuration: ${z.prettifyError(result.error)}`);
  }
  return result.data;
});

/** A non-negative number from a [vars] string, or `fallback` when it is unset, empty or not such a number. */
const tuning = (fallback: number, { integer = false } = {}) =>
  z
    .string()
    .trim()
    .min(1)
    .pipe(z.coerce.number<string>().min(0))
    .refine((n) => !integer || Number.isInteger(n))
    .catch(fallback);

/** How many e-mails one unverified address may receive from us in 24 hours, unless MAIL_PER_RECIPIENT_PER_DAY says otherwise. */
export const DEFAULT_MAIL_PER_RECIPIENT_PER_DAY = 10;

const ConsumerTuningSchema = z.object({
  /** The first retry delay of a failed message (then doubled each attempt, capped at 15 minutes). */
  RETRY_DELAY_SECONDS: tuning(30),
  MAIL_PER_RECIPIENT_PER_DAY: tuning(DEFAULT_MAIL_PER_RECIPIENT_PER_DAY, { integer: true }),
  /** Minutes a notification may stay pending/queued before the outbox sweep queues it again. */
  OUTBOX_STALE_MINUTES: tuning(10),
});

type ConsumerVars = {
  RETRY_DELAY_SECONDS?: string;
  MAIL_PER_RECIPIENT_PER_DAY?: string;
  OUTBOX_STALE_MINUTES?: string;
};

/** The consumer's retry, mail-limit and outbox-sweep settings (workers/consumer.wrangler.toml). */
export const consumerConfig = oncePer((vars: ConsumerVars) => {
  const c = ConsumerTuningSchema.parse({
    RETRY_DELAY_SECONDS: vars.RETRY_DELAY_SECONDS,
    MAIL_PER_RECIPIENT_PER_DAY: vars.MAIL_PER_RECIPIENT_PER_DAY,
    OUTBOX_STALE_MINUTES: vars.OUTBOX_STALE_MINUTES,
  });
  return {
    retryBaseSeconds: c.RETRY_DELAY_SECONDS,
    mailPerRecipientPerDay: c.MAIL_PER_RECIPIENT_PER_DAY,
    outboxStaleMinutes: c.OUTBOX_STALE_MINUTES,
  };
});

/**
 * The key that signs status links (HMAC-SHA-256, app/lib/status-link.server.ts), on both Workers:
 * `wrangler secret put STATUS_LINK_SECRET` (and `-c workers/consumer.wrangler.toml`); local runs get a local-only
 * value from scripts/local-env.mjs. Unset or too short: undefined, and links carry the reference only (the student
 * types the e-mail address), so a missing secret never stops a page or an e-mail.
 */
export const statusLinkSecret = oncePer((vars: { STATUS_LINK_SECRET?: string }) => {
  const secret = z.string().min(32).safeParse(vars.STATUS_LINK_SECRET);
  if (!secret.success && vars.STATUS_LINK_SECRET) {
    console.error("config: STATUS_LINK_SECRET is shorter than 32 characters; status links are not signed");
  }
  return secret.success ? secret.data : undefined;
});
