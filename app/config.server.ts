import { env } from "cloudflare:workers";
import { z } from "zod";

// The one configuration module of both Workers (the web Worker: wrangler.toml; the consumer:
// workers/consumer.wrangler.toml; secrets from `wrangler secret put`), and the only module that imports `env`
// (biome.jsonc forbids it elsewhere). Settings are reached through the sections below (siteConfig, mailConfig,
// edgeConfig, paymentConfig, consumerConfig, …), bindings through `bindings()`. Each takes the env object a handler
// was given (the consumer's handlers, a test's variant) and otherwise uses this isolate's. Every section is parsed
// with zod once per env object, which is once per isolate (a Worker gets the same env object for its lifetime). A
// missing or malformed value fails fast with its name, except the consumer's tuning numbers, which fall back to
// their defaults.

/**
 * The rate limit bindings of the web Worker ([[ratelimits]] in wrangler.toml), one per group of POST routes, and
 * one for eligibility answers (GET, but each is computed for one student).
 */
export const LIMITER_BINDINGS = [
  "CONSULTATION_LIMITER",
  "APPLICATION_LIMITER",
  "STATUS_LIMITER",
  "UPLOAD_LIMITER",
  "PAYMENT_LIMITER",
  "REPORT_LIMITER",
  "WEBHOOK_LIMITER",
  "SHORTLIST_LIMITER",
  "ELIGIBILITY_LIMITER",
] as const;
export type LimiterBinding = (typeof LIMITER_BINDINGS)[number];

/** Every variable and secret either Worker reads (wrangler.toml, workers/consumer.wrangler.toml, `wrangler secret put`). */
type VarName =
  | "PUBLIC_ORIGIN"
  | "SITE_NAME"
  | "CONTACT_EMAIL"
  | "WHATSAPP_NUMBERS"
  | "INSTAGRAM_URL"
  | "FACEBOOK_URL"
  | "OFFICE_KANO"
  | "OFFICE_LAGOS"
  | "OFFICE_ISTANBUL"
  | "MAIL_FROM"
  | "PAYMENT_GATEWAY"
  | "PAYMENT_GATEWAY_SECONDARY"
  | "PAYSTACK_SECRET_KEY"
  | "FLUTTERWAVE_SECRET_KEY"
  | "FLUTTERWAVE_WEBHOOK_HASH"
  | "SANDBOX_WEBHOOK_HASH"
  | "RETRY_DELAY_SECONDS"
  | "MAIL_PER_RECIPIENT_PER_DAY"
  | "OUTBOX_STALE_MINUTES"
  | "STATUS_LINK_SECRET"
  | "RATE_LIMITS"
  | "FORM_MIN_FILL_SECONDS"
  | "TURNSTILE_SITE_KEY"
  | "TURNSTILE_SECRET_KEY"
  | "NGN_RATE_MAX_AGE_DAYS"
  | "CATALOGUE_VERSION_TRUST_SECONDS"
  | "WHATSAPP_APP_SECRET"
  | "WHATSAPP_VERIFY_TOKEN";

/**
 * What either Worker may be given. Each has only some of it (the consumer: MAILER, MAIL_FROM; the web Worker:
 * ASSETS, the limiters, the Turnstile keys).
 */
type WorkerEnv = { [K in VarName]?: string } & {
  DB?: D1Database;
  DOCUMENTS?: R2Bucket;
  NOTIFICATIONS?: Queue;
  MAILER?: SendEmail;
  ASSETS?: Fetcher;
} & Partial<Record<LimiterBinding, RateLimit>>;

/** This isolate's env object: the default of every accessor below. */
const isolateEnv: WorkerEnv = env;

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

/** The consultancy's inbox: shown on the pages (web Worker) and the recipient and reply-to of e-mails (consumer). */
const ContactEmail = z.email().default("info@istanbulstudygateway.com");

// Every [vars] entry the site reads, parsed once. A missing or malformed value fails fast with its name.
const ConfigSchema = z.object({
  PUBLIC_ORIGIN: PublicOrigin.default("http://localhost:8787"),
  SITE_NAME: z.string().min(1).default("Istanbul Study Gateway"),
  CONTACT_EMAIL: ContactEmail,
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
export function siteConfig(vars: object = isolateEnv) {
  const c = parseSiteVars(vars);
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
export function publicOrigin(vars: { PUBLIC_ORIGIN?: string } = isolateEnv) {
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
 * `wrangler secret put FLUTTERWAVE_SECRET_KEY` / `FLUTTERWAVE_WEBHOOK_HASH` / `PAYSTACK_SECRET_KEY` (on both
 * Workers), never committed.
 *
 * Two gateways at most: PAYMENT_GATEWAY is the primary (every payment starts there), PAYMENT_GATEWAY_SECONDARY an
 * optional other one, offered to the payer at once when the primary cannot start a checkout
 * (docs/decisions/0030-second-gateway.md). Each is one of
 *   flutterwave       Flutterwave Standard v3 (FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_WEBHOOK_HASH)
 *   paystack          Paystack redirect checkout (PAYSTACK_SECRET_KEY; its webhooks are signed with it)
 *   sandbox           the local Flutterwave sandbox (SANDBOX_WEBHOOK_HASH; localhost only)
 *   paystack-sandbox  the local Paystack sandbox (localhost only)
 * Production: PAYMENT_GATEWAY = "flutterwave", PAYMENT_GATEWAY_SECONDARY = "paystack" (or the other way round:
 * swapping the two values is how staff switch the primary). Local runs (scripts/local-env.mjs, vitest.config.ts):
 * "sandbox" and "paystack-sandbox". Sandboxes and real gateways are never mixed.
 */
export type PaymentEnv = PaymentVars & { DB: D1Database };

const PAYMENT_VARS = [
  "PAYMENT_GATEWAY",
  "PAYMENT_GATEWAY_SECONDARY",
  "FLUTTERWAVE_SECRET_KEY",
  "FLUTTERWAVE_WEBHOOK_HASH",
  "SANDBOX_WEBHOOK_HASH",
  "PAYSTACK_SECRET_KEY",
] as const;
type PaymentVars = Partial<Record<(typeof PAYMENT_VARS)[number], string>>;

const GatewayNameSchema = z.enum(["flutterwave", "paystack", "sandbox", "paystack-sandbox"]);
const isSandbox = (name: string | undefined) => name === "sandbox" || name === "paystack-sandbox";

const PaymentConfigSchema = z
  .object({
    PAYMENT_GATEWAY: GatewayNameSchema,
    PAYMENT_GATEWAY_SECONDARY: GatewayNameSchema.optional(),
    FLUTTERWAVE_SECRET_KEY: z.string().min(10).optional(),
    FLUTTERWAVE_WEBHOOK_HASH: z.string().min(8).optional(),
    SANDBOX_WEBHOOK_HASH: z.string().min(8).optional(),
    PAYSTACK_SECRET_KEY: z.string().min(10).optional(),
  })
  .superRefine((config, context) => {
    const chosen = [config.PAYMENT_GATEWAY, config.PAYMENT_GATEWAY_SECONDARY];
    const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if (config.PAYMENT_GATEWAY_SECONDARY === config.PAYMENT_GATEWAY) {
      issue("PAYMENT_GATEWAY_SECONDARY", "must name another gateway than PAYMENT_GATEWAY, or be unset");
    }
    if (
      config.PAYMENT_GATEWAY_SECONDARY &&
      isSandbox(config.PAYMENT_GATEWAY) !== isSandbox(config.PAYMENT_GATEWAY_SECONDARY)
    ) {
      issue("PAYMENT_GATEWAY_SECONDARY", "a local sandbox and a real gateway are never mixed");
    }
    if (chosen.includes("flutterwave") && !config.FLUTTERWAVE_SECRET_KEY) {
      issue("FLUTTERWAVE_SECRET_KEY", "set it with `wrangler secret put FLUTTERWAVE_SECRET_KEY`");
    }
    if (chosen.includes("paystack") && !config.PAYSTACK_SECRET_KEY) {
      issue("PAYSTACK_SECRET_KEY", "set it with `wrangler secret put PAYSTACK_SECRET_KEY`");
    }
  });

export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

/**
 * The payment configuration, failing fast with the name of what is missing. An unset PAYMENT_GATEWAY means
 * Flutterwave: the sandboxes run only where local configuration asks for them (scripts/local-env.mjs).
 */
export function paymentConfig(vars: PaymentVars = isolateEnv): PaymentConfig {
  return parsePaymentConfig(vars);
}

const parsePaymentConfig = oncePer((vars: PaymentVars): PaymentConfig => {
  // Only the payment variables, and only those set (the env holds every binding).
  const set = Object.fromEntries(
    PAYMENT_VARS.map((name) => [name, vars[name]]).filter(([, v]) => v !== undefined && v !== ""),
  );
  const result = PaymentConfigSchema.safeParse({ PAYMENT_GATEWAY: "flutterwave", ...set });
  if (!result.success) {
    throw new Error(`Invalid payment configuration: ${z.prettifyError(result.error)}`);
  }
  return result.data;
});

/**
 * True when PAYMENT_GATEWAY (or PAYMENT_GATEWAY_SECONDARY) names a local sandbox, exactly. Unlike paymentConfig
 * this checks no secret, so the sandboxes' paths still answer 404 on a real deployment that lacks its keys.
 */
export function sandboxGatewaySelected(
  vars: { PAYMENT_GATEWAY?: string; PAYMENT_GATEWAY_SECONDARY?: string } = isolateEnv,
) {
  return isSandbox(vars.PAYMENT_GATEWAY) || isSandbox(vars.PAYMENT_GATEWAY_SECONDARY);
}

/** How old (in days) the naira rate may be before the payment page refuses to charge in naira, unless set. */
export const DEFAULT_NGN_RATE_MAX_AGE_DAYS = 7;

const NgnRateMaxAgeSchema = z.union([
  z.undefined().transform(() => DEFAULT_NGN_RATE_MAX_AGE_DAYS),
  z.literal("").transform(() => DEFAULT_NGN_RATE_MAX_AGE_DAYS),
  z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, "a whole number of days, such as 7")
    .transform(Number),
]);

/**
 * NGN_RATE_MAX_AGE_DAYS ([vars]): a naira payment is refused when exchange_rates' NGN rate_date is more than this
 * many days before today (UTC). Unset or empty: 7. Anything else than a whole number fails fast with its name.
 */
export function nairaRateMaxAgeDays(vars: { NGN_RATE_MAX_AGE_DAYS?: string } = isolateEnv) {
  return parseNairaRateMaxAge(vars);
}

const parseNairaRateMaxAge = oncePer((vars: { NGN_RATE_MAX_AGE_DAYS?: string }) => {
  const result = NgnRateMaxAgeSchema.safeParse(vars.NGN_RATE_MAX_AGE_DAYS);
  if (!result.success) {
    throw new Error(`Invalid NGN_RATE_MAX_AGE_DAYS in [vars]: ${z.prettifyError(result.error)}`);
  }
  return result.data;
});

/** A number from a [vars] string (at least `min`: 0), or `fallback` when it is unset, empty or not such a number. */
const tuning = (fallback: number, { integer = false, min = 0 } = {}) =>
  z
    .string()
    .trim()
    .min(1)
    .pipe(z.coerce.number<string>().min(min))
    .refine((n) => !integer || Number.isInteger(n))
    .catch(fallback);

/** How many e-mails one unverified address may receive from us in 24 hours, unless MAIL_PER_RECIPIENT_PER_DAY says otherwise. */
export const DEFAULT_MAIL_PER_RECIPIENT_PER_DAY = 10;
/** How many WhatsApp messages one number may get from us in 24 hours, unless WHATSAPP_PER_NUMBER_PER_DAY says otherwise. */
export const DEFAULT_WHATSAPP_PER_NUMBER_PER_DAY = 5;

const ConsumerTuningSchema = z.object({
  /** The first retry delay of a failed message (then doubled each attempt, capped at 15 minutes). */
  RETRY_DELAY_SECONDS: tuning(30),
  MAIL_PER_RECIPIENT_PER_DAY: tuning(DEFAULT_MAIL_PER_RECIPIENT_PER_DAY, { integer: true }),
  /** Minutes a notification may stay pending/queued before the outbox sweep queues it again. */
  OUTBOX_STALE_MINUTES: tuning(10),
  /** WhatsApp messages one number may get from us in 24 hours (decision 0050). */
  WHATSAPP_PER_NUMBER_PER_DAY: tuning(DEFAULT_WHATSAPP_PER_NUMBER_PER_DAY, { integer: true, min: 1 }),
});

type ConsumerVars = {
  RETRY_DELAY_SECONDS?: string;
  MAIL_PER_RECIPIENT_PER_DAY?: string;
  OUTBOX_STALE_MINUTES?: string;
  WHATSAPP_PER_NUMBER_PER_DAY?: string;
};

/** The consumer's retry, mail-limit, WhatsApp-cap and outbox-sweep settings (workers/consumer.wrangler.toml). */
export function consumerConfig(vars: ConsumerVars = isolateEnv) {
  return parseConsumerVars(vars);
}

const parseConsumerVars = oncePer((vars: ConsumerVars) => {
  const c = ConsumerTuningSchema.parse({
    RETRY_DELAY_SECONDS: vars.RETRY_DELAY_SECONDS,
    MAIL_PER_RECIPIENT_PER_DAY: vars.MAIL_PER_RECIPIENT_PER_DAY,
    OUTBOX_STALE_MINUTES: vars.OUTBOX_STALE_MINUTES,
    WHATSAPP_PER_NUMBER_PER_DAY: vars.WHATSAPP_PER_NUMBER_PER_DAY,
  });
  return {
    retryBaseSeconds: c.RETRY_DELAY_SECONDS,
    mailPerRecipientPerDay: c.MAIL_PER_RECIPIENT_PER_DAY,
    outboxStaleMinutes: c.OUTBOX_STALE_MINUTES,
    whatsAppPerNumberPerDay: c.WHATSAPP_PER_NUMBER_PER_DAY,
  };
});

/**
 * The key that signs status links (HMAC-SHA-256, app/applications/status-link.server.ts), on both Workers:
 * `wrangler secret put STATUS_LINK_SECRET` (and `-c workers/consumer.wrangler.toml`); local runs get a local-only
 * value from scripts/local-env.mjs. Unset or too short: undefined, and links carry the reference only (the student
 * types the e-mail address), so a missing secret never stops a page or an e-mail.
 */
export function statusLinkSecret(vars: { STATUS_LINK_SECRET?: string } = isolateEnv) {
  return parseStatusLinkSecret(vars);
}

const parseStatusLinkSecret = oncePer((vars: { STATUS_LINK_SECRET?: string }) => {
  const secret = z.string().min(32).safeParse(vars.STATUS_LINK_SECRET);
  if (!secret.success && vars.STATUS_LINK_SECRET) {
    console.error("config: STATUS_LINK_SECRET is shorter than 32 characters; status links are not signed");
  }
  return secret.success ? secret.data : undefined;
});

/**
 * Meta's WhatsApp webhook secrets, on the web Worker (`wrangler secret put WHATSAPP_APP_SECRET`, `…_VERIFY_TOKEN`;
 * decision 0050): the app secret signs each notification, the verify token answers the subscription handshake.
 * Unset: undefined, and the webhook refuses everything.
 */
export function whatsAppWebhookSecrets(
  vars: { WHATSAPP_APP_SECRET?: string; WHATSAPP_VERIFY_TOKEN?: string } = isolateEnv,
) {
  return {
    appSecret: vars.WHATSAPP_APP_SECRET?.trim() || undefined,
    verifyToken: vars.WHATSAPP_VERIFY_TOKEN?.trim() || undefined,
  };
}

/** Meta's API; local runs point WHATSAPP_API_BASE at the sandbox (scripts/whatsapp-sandbox.mjs, localhost only). */
const GRAPH_API = "https://graph.facebook.com";

export type WhatsAppVars = {
  WHATSAPP_PHONE_NUMBER_ID?: string;
  WHATSAPP_API_VERSION?: string;
  WHATSAPP_ACCESS_TOKEN?: string;
  WHATSAPP_API_BASE?: string;
};

/**
 * Where the consumer sends WhatsApp templates (decision 0050): on when the phone number id and API version
 * ([vars] of workers/consumer.wrangler.toml) and the access token (a secret) are all set, and the base URL is Meta's
 * or a localhost sandbox. Otherwise off, with the reason, and every message goes by e-mail.
 */
export function whatsAppChannelConfig(
  vars: WhatsAppVars,
): { on: true; endpoint: string; token: string } | { on: false; reason: string } {
  const missing = (["WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_API_VERSION", "WHATSAPP_ACCESS_TOKEN"] as const).filter(
    (name) => !vars[name]?.trim(),
  );
  if (missing.length > 0) return { on: false, reason: `${missing.join(", ")} not set` };
  const base = vars.WHATSAPP_API_BASE?.trim() || GRAPH_API;
  if (base !== GRAPH_API && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(base)) {
    return { on: false, reason: "WHATSAPP_API_BASE may only be Meta's API or a localhost sandbox" };
  }
  const version = vars.WHATSAPP_API_VERSION!.trim();
  const phoneNumberId = vars.WHATSAPP_PHONE_NUMBER_ID!.trim();
  if (!/^v\d+\.\d+$/.test(version) || !/^\d+$/.test(phoneNumberId)) {
    return { on: false, reason: "WHATSAPP_API_VERSION (vNN.N) or WHATSAPP_PHONE_NUMBER_ID (digits) malformed" };
  }
  return {
    on: true,
    endpoint: `${base}/${version}/${phoneNumberId}/messages`,
    token: vars.WHATSAPP_ACCESS_TOKEN!.trim(),
  };
}

/** An optional [vars] string: unset and empty are the same. */
const optionalVar = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const MailConfigSchema = z.object({
  CONTACT_EMAIL: ContactEmail,
  /** The sender: on a domain with Cloudflare Email Routing in production. */
  MAIL_FROM: z.email(),
});

const parseMailVars = oncePer((vars: { CONTACT_EMAIL?: string; MAIL_FROM?: string }) => {
  const result = MailConfigSchema.safeParse({ CONTACT_EMAIL: vars.CONTACT_EMAIL, MAIL_FROM: vars.MAIL_FROM });
  if (!result.success) {
    throw new Error(`Invalid [vars] in workers/consumer.wrangler.toml: ${z.prettifyError(result.error)}`);
  }
  return { contactEmail: result.data.CONTACT_EMAIL, mailFrom: result.data.MAIL_FROM };
});

/** The consumer's e-mail addresses: the consultancy inbox (CONTACT_EMAIL) and the sender (MAIL_FROM). */
export function mailConfig(vars: { CONTACT_EMAIL?: string; MAIL_FROM?: string } = isolateEnv) {
  return parseMailVars(vars);
}

const EdgeConfigSchema = z.object({
  /** "off" switches the rate limits off on localhost only (the end-to-end servers, playwright.config.ts). */
  RATE_LIMITS: optionalVar(z.enum(["on", "off"])),
  /** Seconds a person needs at least to fill a form; 0 switches the check off (local runs). */
  FORM_MIN_FILL_SECONDS: optionalVar(z.string().trim().pipe(z.coerce.number<string>().min(0))).default(3),
  /** Turnstile on the forms: empty = off. Public by design. */
  TURNSTILE_SITE_KEY: optionalVar(z.string()),
  /** `wrangler secret put TURNSTILE_SECRET_KEY`, needed once a site key is set. */
  TURNSTILE_SECRET_KEY: optionalVar(z.string()),
  /** How long the edge cache trusts the catalogue version it read (app/cache/trusted-version.server.ts); 0: never. */
  CATALOGUE_VERSION_TRUST_SECONDS: optionalVar(z.string().trim().pipe(z.coerce.number<string>().int().min(0))).default(
    0,
  ),
});

type EdgeVars = { [K in keyof z.input<typeof EdgeConfigSchema>]?: string };

const parseEdgeVars = oncePer((vars: EdgeVars) => {
  const {
    RATE_LIMITS,
    FORM_MIN_FILL_SECONDS,
    TURNSTILE_SITE_KEY,
    TURNSTILE_SECRET_KEY,
    CATALOGUE_VERSION_TRUST_SECONDS,
  } = vars;
  const result = EdgeConfigSchema.safeParse({
    RATE_LIMITS,
    FORM_MIN_FILL_SECONDS,
    TURNSTILE_SITE_KEY,
    TURNSTILE_SECRET_KEY,
    CATALOGUE_VERSION_TRUST_SECONDS,
  });
  if (!result.success) {
    throw new Error(`Invalid [vars] in wrangler.toml: ${z.prettifyError(result.error)}`);
  }
  const c = result.data;
  return {
    rateLimitsOff: c.RATE_LIMITS === "off",
    formMinFillSeconds: c.FORM_MIN_FILL_SECONDS,
    turnstileSiteKey: c.TURNSTILE_SITE_KEY,
    turnstileSecretKey: c.TURNSTILE_SECRET_KEY,
    catalogueVersionTrustSeconds: c.CATALOGUE_VERSION_TRUST_SECONDS,
  };
});

/**
 * The web Worker's edge and form-check settings (app/security): RATE_LIMITS, FORM_MIN_FILL_SECONDS (3 when unset),
 * TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY (undefined when unset or empty), CATALOGUE_VERSION_TRUST_SECONDS (0 when
 * unset: wrangler.toml sets production's).
 */
export function edgeConfig(vars: EdgeVars = isolateEnv) {
  return parseEdgeVars(vars);
}

/** A binding the Worker cannot work without: missing, it fails where it is used, with its name. */
function required<T>(value: T | undefined, name: string): T {
  if (value == null) {
    throw new Error(`Missing binding ${name}: declare it in wrangler.toml (or workers/consumer.wrangler.toml)`);
  }
  return value;
}

export type Bindings = {
  /** D1 (`DB`). Most code wants getDb() (app/db/client.server.ts), which also reads through the request's session. */
  readonly db: D1Database;
  /** R2 (`DOCUMENTS`): application documents and resumable upload chunks. */
  readonly documents: R2Bucket;
  /** The notifications queue producer (`NOTIFICATIONS`). */
  readonly notifications: Queue;
  /** The consumer's send_email binding (`MAILER`). */
  readonly mailer: SendEmail;
  /** The web Worker's static assets (`ASSETS`); undefined where there are none (the stylesheet is then linked). */
  readonly assets: Fetcher | undefined;
  /** The web Worker's rate limit bindings; a missing one allows (app/security/rate-limit.server.ts). */
  readonly limiters: Partial<Record<LimiterBinding, RateLimit>>;
};

const readBindings = oncePer(
  (vars: WorkerEnv): Bindings => ({
    get db() {
      return required(vars.DB, "DB");
    },
    get documents() {
      return required(vars.DOCUMENTS, "DOCUMENTS");
    },
    get notifications() {
      return required(vars.NOTIFICATIONS, "NOTIFICATIONS");
    },
    get mailer() {
      return required(vars.MAILER, "MAILER");
    },
    get assets() {
      return vars.ASSETS;
    },
    get limiters() {
      return Object.fromEntries(LIMITER_BINDINGS.flatMap((name) => (vars[name] ? [[name, vars[name]]] : [])));
    },
  }),
);

/**
 * The Worker's bindings (D1, R2, the queue, send_email, assets, rate limiters): the one way code reaches them. Each
 * is read when used, so a Worker without one (the consumer has no ASSETS, the web Worker no MAILER) is fine until
 * something asks for it; a missing required one then throws with its name.
 */
export function bindings(vars: WorkerEnv = isolateEnv): Bindings {
  return readBindings(vars);
}
