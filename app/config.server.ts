import { env } from "cloudflare:workers";
import { z } from "zod";

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
    .transform((s) => s.split(",").map((n) => n.trim()).filter(Boolean)),
  INSTAGRAM_URL: z.url().default("https://www.instagram.com/istanbulstudygateway"),
  FACEBOOK_URL: z.url().default("https://www.facebook.com/istanbulstudygateway"),
  OFFICE_KANO: z.string().default("Kano, Nigeria"),
  OFFICE_LAGOS: z.string().default("Lagos, Nigeria"),
  OFFICE_ISTANBUL: z.string().default("Istanbul, Turkey"),
  TURNSTILE_SITE_KEY: z.string().default(""),
});

export type SiteConfig = ReturnType<typeof siteConfig>;

let cached: ReturnType<typeof parse> | undefined;

function parse() {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    throw new Error(`Invalid [vars] in wrangler.toml: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/** Contact details and links the pages show; safe to send to the browser. */
export function siteConfig() {
  cached ??= parse();
  const c = cached;
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
  const result = PublicOrigin.safeParse(vars.PUBLIC_ORIGIN);
  if (!result.success) {
    throw new Error(`Invalid [vars] PUBLIC_ORIGIN '${vars.PUBLIC_ORIGIN ?? ""}': expected an origin such as https://example.com`);
  }
  return result.data;
}
