import { env } from "cloudflare:workers";
import { z } from "zod";

// The one configuration module of both Workers (the web Worker: wrangler.toml; the consumer:
// workers/consumer.wrangler.toml; secrets from `wrangler secret put`), and the only module that imports `env`
// (biome.jsonc forbids it elsewhere). Settings are reached through the sections below (siteConfig, mailConfig,
// edgeConfig, paymentConfig, consumerConfig, …), bindings through `bindings()`. Each takes the env object a handler
// was given (the consumer's handlers, a test's variant) and otherwise uses this isolate's.
//
// Every variable is declared once, with its schema, in VARS; every section is a zod object picked from it and parsed
// the same way, once per env object (a Worker gets the same env object for its lifetime), failing fast with the
// variable's name, except where a section says otherwise (the consumer's tuning numbers fall back to their
// defaults; the status-link secret and the WhatsApp channel switch off). The names of the config files' [vars]
// and bindings come from `wrangler types` (npm run types: worker-configuration.d.ts for the web Worker,
// workers/consumer-configuration.d.ts for the consumer; each tsconfig includes one): tsc fails below when either
// file declares a name VARS lacks, and tests/node/config-names.test.ts checks the other way round.

/** This Worker's config as `wrangler types` generates it: Env (web) or ConsumerEnv (consumer). */
type Generated = Cloudflare.Env;
/** The names of `E` whose values are a `T`. */
type NamesOf<E, T> = { [K in keyof E]-?: E[K] extends T ? K : never }[keyof E];

/** Unset and empty are the same. */
const unsetIfEmpty = (value: unknown) => (value === "" ? undefined : value);
/** An optional variable: unset or empty is undefined. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional());
/** A variable with a default: unset or empty is `fallback`. */
const orDefault = <T extends z.ZodType>(schema: T, fallback: z.util.NoUndefined<z.output<T>>) =>
  z.preprocess(unsetIfEmpty, schema.default(fallback));
/** A secret, token or line of text: surrounding spaces dropped, and then unset or empty is undefined. */
const trimmed = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() || undefined : value),
  z.string().optional(),
);
/** A tuning number (at least `min`), or `fallback` when it is unset, empty or not such a number. */
const tuning = (fallback: number, { integer = false, min = 0 } = {}) =>
  z
    .string()
    .trim()
    .min(1)
    .pipe(z.coerce.number<string>().min(min))
    .refine((n) => !integer || Number.isInteger(n))
    .catch(fallback);

/** scheme://host[:port] of the public site; a trailing slash or path is dropped. */
const PublicOrigin = z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin);
const GatewayName = z.enum(["flutterwave", "paystack", "sandbox", "paystack-sandbox"]);

/** How old (in days) the naira rate may be before the payment page refuses to charge in naira, unless set. */
export const DEFAULT_NGN_RATE_MAX_AGE_DAYS = 7;
/** How many e-mails one unverified address may receive from us in 24 hours, unless MAIL_PER_RECIPIENT_PER_DAY says otherwise. */
export const DEFAULT_MAIL_PER_RECIPIENT_PER_DAY = 10;
/** How many WhatsApp messages one number may get from us in 24 hours, unless WHATSAPP_PER_NUMBER_PER_DAY says otherwise. */
export const DEFAULT_WHATSAPP_PER_NUMBER_PER_DAY = 5;

/** The [vars] of wrangler.toml and workers/consumer.wrangler.toml: `wrangler types` lists them (checked below). */
const CONFIG_FILE_VARS = {
  /** Both Workers: the site's public origin (the consumer's e-mail links; `npm start` sets the origin it serves). */
  PUBLIC_ORIGIN: PublicOrigin,
  /** The consultancy's inbox: shown on the pages (web Worker), recipient and reply-to of e-mails (consumer). */
  CONTACT_EMAIL: z.email().default("info@istanbulstudygateway.com"),
  SITE_NAME: z.string().min(1).default("Istanbul Study Gateway"),
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
  /**
   * The web Worker: the consultancy's registration (registering body, name, number) as "Check us and the offer"
   * shows it (app/case/offer-check.server.ts); empty: nothing is shown. Public by design.
   */
  CONSULTANCY_REGISTRATION: trimmed,
  /** Turnstile on the forms: empty = off. Public by design. */
  TURNSTILE_SITE_KEY: optional(z.string()),
  /** Seconds a person needs at least to fill a form; 0 switches the check off (local runs). */
  FORM_MIN_FILL_SECONDS: orDefault(z.string().trim().pipe(z.coerce.number<string>().min(0)), 3),
  /** How long the edge cache trusts the catalogue version it read (app/cache/trusted-version.server.ts); 0: never. */
  CATALOGUE_VERSION_TRUST_SECONDS: orDefault(z.string().trim().pipe(z.coerce.number<string>().int().min(0)), 0),
  /**
   * A naira payment is refused when exchange_rates' NGN rate_date is more than this many days before today (UTC).
   * Anything else than a whole number fails fast with its name.
   */
  NGN_RATE_MAX_AGE_DAYS: orDefault(
    z
      .string()
      .trim()
      .regex(/^\d{1,5}$/, "a whole number of days, such as 7")
      .transform(Number),
    DEFAULT_NGN_RATE_MAX_AGE_DAYS,
  ),
  /** Both Workers: the primary gateway (paymentConfig); unset means Flutterwave. */
  PAYMENT_GATEWAY: orDefault(GatewayName, "flutterwave"),
  /** The sender: on a domain with Cloudflare Email Routing in production. */
  MAIL_FROM: z.email(),
  /** The first retry delay of a failed message (then doubled each attempt, capped at 15 minutes). */
  RETRY_DELAY_SECONDS: tuning(30),
  MAIL_PER_RECIPIENT_PER_DAY: tuning(DEFAULT_MAIL_PER_RECIPIENT_PER_DAY, { integer: true }),
  /** Minutes a notification may stay pending/queued before the outbox sweep queues it again. */
  OUTBOX_STALE_MINUTES: tuning(10),
  /** WhatsApp messages one number may get from us in 24 hours (decision 0050). */
  WHATSAPP_PER_NUMBER_PER_DAY: tuning(DEFAULT_WHATSAPP_PER_NUMBER_PER_DAY, { integer: true, min: 1 }),
  /** The consumer's WhatsApp sender (Meta's WhatsApp Manager); empty: the channel is off. */
  WHATSAPP_PHONE_NUMBER_ID: trimmed,
  WHATSAPP_API_VERSION: trimmed,
  /** The web Worker: the Cloudflare Access team's domain (https://<team>.cloudflareaccess.com), its tokens' issuer. */
  ACCESS_TEAM_DOMAIN: optional(PublicOrigin),
  /** The web Worker: the Access application's AUD tag, the audience its tokens must name. */
  ACCESS_AUD: trimmed,
};

/**
 * The secrets (`wrangler secret put`; docs list each). No config file names them: wrangler's `secrets.required`
 * would, but it makes `wrangler deploy` fail while any is unset, and these are optional (a gateway's keys only
 * with that gateway, Turnstile's only with a site key, WhatsApp's only with the channel).
 */
const SECRETS = {
  FLUTTERWAVE_SECRET_KEY: optional(z.string().min(10)),
  FLUTTERWAVE_WEBHOOK_HASH: optional(z.string().min(8)),
  PAYSTACK_SECRET_KEY: optional(z.string().min(10)),
  /** Needed once a site key is set. */
  TURNSTILE_SECRET_KEY: optional(z.string()),
  /** Signs status links; unset or shorter than 32 characters: links carry the reference only. */
  STATUS_LINK_SECRET: z
    .string()
    .min(32)
    .optional()
    .catch(({ input }) => {
      if (input) console.error("config: STATUS_LINK_SECRET is shorter than 32 characters; status links are not signed");
      return undefined;
    }),
  /** Meta's: the app secret signs each webhook notification, the verify token answers the subscription handshake. */
  WHATSAPP_APP_SECRET: trimmed,
  WHATSAPP_VERIFY_TOKEN: trimmed,
  /** The consumer's Cloud API token (a System User token). */
  WHATSAPP_ACCESS_TOKEN: trimmed,
};

/** Variables in no config file: an optional one the files show commented out, and those only local runs set. */
const OTHER_VARS = {
  /** The optional second gateway (docs/decisions/0030-second-gateway.md), commented out in both config files. */
  PAYMENT_GATEWAY_SECONDARY: optional(GatewayName),
  /** The Flutterwave sandbox's webhook hash (scripts/local-env.mjs). */
  SANDBOX_WEBHOOK_HASH: optional(z.string().min(8)),
  /** "off" switches the rate limits off on localhost only (the end-to-end servers, playwright.config.ts). */
  RATE_LIMITS: optional(z.enum(["on", "off"])),
  /** Meta's API unless set; local runs point it at the sandbox (scripts/whatsapp-sandbox.mjs, localhost only). */
  WHATSAPP_API_BASE: trimmed,
  /**
   * The local stand-in for Access (app/staff/local-access.server.ts, local builds only): its key pair as JWK JSON,
   * made by scripts/serve.mjs (and vitest.config.ts for the Worker tests). A deployed build has no code that reads them.
   */
  LOCAL_ACCESS_PUBLIC_JWK: trimmed,
  LOCAL_ACCESS_PRIVATE_JWK: trimmed,
};

/** Every variable and secret either Worker reads, with its schema: the one list. */
const VARS = { ...CONFIG_FILE_VARS, ...SECRETS, ...OTHER_VARS };
type VarName = keyof typeof VARS;

/** The names in each group, for tests/node/config-names.test.ts. */
export const VAR_NAMES = {
  configFiles: Object.keys(CONFIG_FILE_VARS),
  secrets: Object.keys(SECRETS),
  other: Object.keys(OTHER_VARS),
};

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
  "STAFF_LIMITER",
  "STUDENT_LIMITER",
  "CASE_LIMITER",
  "PROXY_LIMITER",
] as const;
export type LimiterBinding = (typeof LIMITER_BINDINGS)[number];

/** The bindings either Worker may be given; each has only some (the consumer no ASSETS, the web Worker no MAILER). */
type BindingEnv = {
  DB?: D1Database;
  DOCUMENTS?: R2Bucket;
  NOTIFICATIONS?: Queue;
  MAILER?: SendEmail;
  ASSETS?: Fetcher;
} & Partial<Record<LimiterBinding, RateLimit>>;

/** What either Worker may be given. */
type WorkerEnv = { [K in VarName]?: string } & BindingEnv;

// tsc fails here when this Worker's config file declares a variable or binding that this module does not read:
// the error names it. (Each tsconfig sees one generated file, so each Worker is checked in its own project.)
type Unread =
  | Exclude<NamesOf<Generated, string>, VarName>
  | Exclude<NamesOf<Generated, D1Database | R2Bucket | Queue | SendEmail | Fetcher | RateLimit>, keyof BindingEnv>;
const everyGeneratedNameIsRead: [Unread] extends [never] ? true : { unread: Unread } = true;
void everyGeneratedNameIsRead;

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

/** A zod object of the named variables, as VARS declares them. */
function pick<const K extends VarName>(...names: K[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, VARS[name]])) as Pick<typeof VARS, K>);
}

type Section = z.ZodObject<z.ZodRawShape>;
/** The variables a section reads: strings, each optional (a test passes only those it varies). */
type VarsOf<S extends Section> = { [K in keyof S["shape"]]?: string };

/**
 * A section: `schema` parsed from the env object once per env object, and `read` from its values. A value the schema
 * refuses throws `failure(prettified issues, vars)`; `undefined` for a section whose schema refuses nothing.
 */
function section<S extends Section, T>(
  schema: S,
  failure: ((issues: string, vars: VarsOf<S>) => string) | undefined,
  read: (values: z.output<S>) => T,
): (vars?: VarsOf<S>) => T {
  const parse = oncePer((vars: VarsOf<S>) => {
    // z.object reads only its own keys: the env object's bindings are left alone.
    const result = schema.safeParse(vars);
    if (!result.success) {
      const issues = z.prettifyError(result.error);
      throw new Error(failure ? failure(issues, vars) : `Invalid configuration: ${issues}`);
    }
    return read(result.data);
  });
  return (vars = isolateEnv as VarsOf<S>) => parse(vars);
}

const WEB_VARS = (issues: string) => `Invalid [vars] in wrangler.toml: ${issues}`;
const CONSUMER_VARS = (issues: string) => `Invalid [vars] in workers/consumer.wrangler.toml: ${issues}`;

/** Contact details and links the pages show; safe to send to the browser. */
export const siteConfig = section(
  pick(
    "SITE_NAME",
    "CONTACT_EMAIL",
    "WHATSAPP_NUMBERS",
    "INSTAGRAM_URL",
    "FACEBOOK_URL",
    "OFFICE_KANO",
    "OFFICE_LAGOS",
    "OFFICE_ISTANBUL",
    "TURNSTILE_SITE_KEY",
  ).extend({ PUBLIC_ORIGIN: PublicOrigin.default("http://localhost:8787") }),
  WEB_VARS,
  (c) => ({
    siteName: c.SITE_NAME,
    publicOrigin: c.PUBLIC_ORIGIN,
    email: c.CONTACT_EMAIL,
    whatsappNumbers: c.WHATSAPP_NUMBERS,
    instagramUrl: c.INSTAGRAM_URL,
    facebookUrl: c.FACEBOOK_URL,
    /** Public by design; the forms show the Turnstile widget only when it is set. */
    turnstileSiteKey: c.TURNSTILE_SITE_KEY,
    offices: [
      { city: "Kano", country: "Nigeria", address: c.OFFICE_KANO },
      { city: "Lagos", country: "Nigeria", address: c.OFFICE_LAGOS },
      { city: "Istanbul", country: "Turkey", address: c.OFFICE_ISTANBUL, representative: true },
    ],
  }),
);

export type SiteConfig = ReturnType<typeof siteConfig>;

/**
 * The site's public origin for links that leave the site (e-mails), from PUBLIC_ORIGIN: the one setting both
 * Workers read (wrangler.toml and workers/consumer.wrangler.toml; `npm start` sets the origin it serves).
 */
export const publicOrigin = section(
  pick("PUBLIC_ORIGIN"),
  (_, vars) =>
    `Invalid [vars] PUBLIC_ORIGIN '${vars.PUBLIC_ORIGIN ?? ""}': expected an origin such as https://example.com`,
  (c) => c.PUBLIC_ORIGIN,
);

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

const isSandbox = (name: string | undefined) => name === "sandbox" || name === "paystack-sandbox";

const PaymentSchema = pick(
  "PAYMENT_GATEWAY",
  "PAYMENT_GATEWAY_SECONDARY",
  "FLUTTERWAVE_SECRET_KEY",
  "FLUTTERWAVE_WEBHOOK_HASH",
  "SANDBOX_WEBHOOK_HASH",
  "PAYSTACK_SECRET_KEY",
).superRefine((config, context) => {
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
type PaymentVars = VarsOf<typeof PaymentSchema>;
export type PaymentConfig = z.output<typeof PaymentSchema>;

/**
 * The payment configuration, failing fast with the name of what is missing. An unset PAYMENT_GATEWAY means
 * Flutterwave: the sandboxes run only where local configuration asks for them (scripts/local-env.mjs).
 */
export const paymentConfig: (vars?: PaymentVars) => PaymentConfig = section(
  PaymentSchema,
  (issues) => `Invalid payment configuration: ${issues}`,
  (c) => c,
);

/**
 * True when PAYMENT_GATEWAY (or PAYMENT_GATEWAY_SECONDARY) names a local sandbox, exactly. Unlike paymentConfig
 * this checks no secret and refuses no value, so the sandboxes' paths still answer 404 on a real deployment that
 * lacks its keys.
 */
export function sandboxGatewaySelected(
  vars: Pick<WorkerEnv, "PAYMENT_GATEWAY" | "PAYMENT_GATEWAY_SECONDARY"> = isolateEnv,
) {
  return isSandbox(vars.PAYMENT_GATEWAY) || isSandbox(vars.PAYMENT_GATEWAY_SECONDARY);
}

/** NGN_RATE_MAX_AGE_DAYS ([vars]): the naira rate's greatest age in days; unset or empty: 7. */
export const nairaRateMaxAgeDays = section(
  pick("NGN_RATE_MAX_AGE_DAYS"),
  (issues) => `Invalid NGN_RATE_MAX_AGE_DAYS in [vars]: ${issues}`,
  (c) => c.NGN_RATE_MAX_AGE_DAYS,
);

/** The consumer's retry, mail-limit, WhatsApp-cap and outbox-sweep settings (workers/consumer.wrangler.toml). */
export const consumerConfig = section(
  pick("RETRY_DELAY_SECONDS", "MAIL_PER_RECIPIENT_PER_DAY", "OUTBOX_STALE_MINUTES", "WHATSAPP_PER_NUMBER_PER_DAY"),
  undefined, // each falls back to its default
  (c) => ({
    retryBaseSeconds: c.RETRY_DELAY_SECONDS,
    mailPerRecipientPerDay: c.MAIL_PER_RECIPIENT_PER_DAY,
    outboxStaleMinutes: c.OUTBOX_STALE_MINUTES,
    whatsAppPerNumberPerDay: c.WHATSAPP_PER_NUMBER_PER_DAY,
  }),
);

/**
 * The key that signs status links (HMAC-SHA-256, app/case/status-link.server.ts), on both Workers:
 * `wrangler secret put STATUS_LINK_SECRET` (and `-c workers/consumer.wrangler.toml`); local runs get a local-only
 * value from scripts/local-env.mjs. Unset or too short: undefined, and links carry the reference only (the student
 * types the e-mail address), so a missing secret never stops a page or an e-mail.
 */
export const statusLinkSecret = section(
  pick("STATUS_LINK_SECRET"),
  undefined, // a bad one is logged and unset
  (c) => c.STATUS_LINK_SECRET,
);

/**
 * The console's Cloudflare Access application ([vars] ACCESS_TEAM_DOMAIN and ACCESS_AUD, docs/deploy.md): whose
 * tokens /staff accepts. Either unset: undefined, and every /staff request is refused (the console fails closed).
 */
export const staffAccessConfig = section(pick("ACCESS_TEAM_DOMAIN", "ACCESS_AUD"), WEB_VARS, (c) =>
  c.ACCESS_TEAM_DOMAIN && c.ACCESS_AUD ? { teamDomain: c.ACCESS_TEAM_DOMAIN, aud: c.ACCESS_AUD } : undefined,
);

/** The local Access stand-in's key pair (JWK JSON strings), only local runs set them; the local-only module reads them. */
export const localAccessKeys = section(pick("LOCAL_ACCESS_PUBLIC_JWK", "LOCAL_ACCESS_PRIVATE_JWK"), undefined, (c) =>
  c.LOCAL_ACCESS_PUBLIC_JWK && c.LOCAL_ACCESS_PRIVATE_JWK
    ? { publicJwk: c.LOCAL_ACCESS_PUBLIC_JWK, privateJwk: c.LOCAL_ACCESS_PRIVATE_JWK }
    : undefined,
);

/**
 * Meta's WhatsApp webhook secrets, on the web Worker (`wrangler secret put WHATSAPP_APP_SECRET`, `…_VERIFY_TOKEN`;
 * decision 0050): the app secret signs each notification, the verify token answers the subscription handshake.
 * Unset: undefined, and the webhook refuses everything.
 */
export const whatsAppWebhookSecrets = section(
  pick("WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"),
  undefined, // each is a string or unset
  (c) => ({ appSecret: c.WHATSAPP_APP_SECRET, verifyToken: c.WHATSAPP_VERIFY_TOKEN }),
);

/** Meta's API; local runs point WHATSAPP_API_BASE at the sandbox (scripts/whatsapp-sandbox.mjs, localhost only). */
const GRAPH_API = "https://graph.facebook.com";

const WhatsAppSchema = pick(
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_API_VERSION",
  "WHATSAPP_ACCESS_TOKEN",
  "WHATSAPP_API_BASE",
);
export type WhatsAppVars = VarsOf<typeof WhatsAppSchema>;

/**
 * Where the consumer sends WhatsApp templates (decision 0050): on when the phone number id and API version
 * ([vars] of workers/consumer.wrangler.toml) and the access token (a secret) are all set, and the base URL is Meta's
 * or a localhost sandbox. Otherwise off, with the reason, and every message goes by e-mail.
 */
export const whatsAppChannelConfig = section(
  WhatsAppSchema,
  undefined, // each is a string or unset
  (c): { on: true; endpoint: string; token: string } | { on: false; reason: string } => {
    const { WHATSAPP_PHONE_NUMBER_ID: phoneNumberId, WHATSAPP_API_VERSION: version, WHATSAPP_ACCESS_TOKEN: token } = c;
    if (!phoneNumberId || !version || !token) {
      const missing = Object.entries({
        WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
        WHATSAPP_API_VERSION: version,
        WHATSAPP_ACCESS_TOKEN: token,
      }).flatMap(([name, value]) => (value ? [] : [name]));
      return { on: false, reason: `${missing.join(", ")} not set` };
    }
    const base = c.WHATSAPP_API_BASE ?? GRAPH_API;
    if (base !== GRAPH_API && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(base)) {
      return { on: false, reason: "WHATSAPP_API_BASE may only be Meta's API or a localhost sandbox" };
    }
    if (!/^v\d+\.\d+$/.test(version) || !/^\d+$/.test(phoneNumberId)) {
      return { on: false, reason: "WHATSAPP_API_VERSION (vNN.N) or WHATSAPP_PHONE_NUMBER_ID (digits) malformed" };
    }
    return { on: true, endpoint: `${base}/${version}/${phoneNumberId}/messages`, token };
  },
);

/** The consumer's e-mail addresses: the consultancy inbox (CONTACT_EMAIL) and the sender (MAIL_FROM). */
export const mailConfig = section(pick("CONTACT_EMAIL", "MAIL_FROM"), CONSUMER_VARS, (c) => ({
  contactEmail: c.CONTACT_EMAIL,
  mailFrom: c.MAIL_FROM,
}));

/**
 * The web Worker's edge and form-check settings (app/security): RATE_LIMITS, FORM_MIN_FILL_SECONDS (3 when unset),
 * TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY (undefined when unset or empty), CATALOGUE_VERSION_TRUST_SECONDS (0 when
 * unset: wrangler.toml sets production's).
 */
export const edgeConfig = section(
  pick(
    "RATE_LIMITS",
    "FORM_MIN_FILL_SECONDS",
    "TURNSTILE_SITE_KEY",
    "TURNSTILE_SECRET_KEY",
    "CATALOGUE_VERSION_TRUST_SECONDS",
  ),
  WEB_VARS,
  (c) => ({
    rateLimitsOff: c.RATE_LIMITS === "off",
    formMinFillSeconds: c.FORM_MIN_FILL_SECONDS,
    turnstileSiteKey: c.TURNSTILE_SITE_KEY,
    turnstileSecretKey: c.TURNSTILE_SECRET_KEY,
    catalogueVersionTrustSeconds: c.CATALOGUE_VERSION_TRUST_SECONDS,
  }),
);

/**
 * The consultancy's registration ([vars] CONSULTANCY_REGISTRATION), shown on the case page and the sponsor view;
 * undefined while it is empty (then nothing about a registration is shown).
 */
export const consultancyRegistration = section(pick("CONSULTANCY_REGISTRATION"), WEB_VARS, (c) => ({
  registration: c.CONSULTANCY_REGISTRATION,
}));

export type ConsultancyRegistration = ReturnType<typeof consultancyRegistration>;

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
  (vars: BindingEnv): Bindings => ({
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
 * something asks for it; a missing required one then throws with its name. (Bindings are objects, not text: they
 * are read, not parsed.)
 */
export function bindings(vars: BindingEnv = isolateEnv): Bindings {
  return readBindings(vars);
}
