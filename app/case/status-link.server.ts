// Links to /applications/status that open the application without retyping: the reference, an expiry and
// HMAC-SHA-256("status:" + reference + "." + expiry) under STATUS_LINK_SECRET (lib/signed-link.server.ts). Anyone holding the link sees the application
// until it expires (like the e-mail it came in); nothing else is in it. Without a secret, links carry the
// reference only and the student types the e-mail address.
import { statusLinkSecret } from "~/config.server";
import { m } from "~/i18n/paraglide/messages";
import { checkLink, linkExpiry, signLink } from "~/lib/signed-link.server";

export const STATUS_PATH = "/applications/status";
/** How long a link in an e-mail opens the application. */
export const STATUS_LINK_DAYS = 30;

/** The env object STATUS_LINK_SECRET is read from (by statusLinkSecret); undefined: the Worker's own. */
type SecretVars = { STATUS_LINK_SECRET?: string } | undefined;

/** The path (and query) of the status page for `reference`: signed when a secret is configured. */
export async function statusLinkPath(vars: SecretVars, reference: string, now = Date.now()) {
  const secret = statusLinkSecret(vars);
  const params = new URLSearchParams({ ref: reference });
  if (secret) {
    const expires = linkExpiry(now, STATUS_LINK_DAYS);
    params.set("expires", expires);
    params.set("sig", await signLink(secret, "status", reference, expires));
  }
  return `${STATUS_PATH}?${params}`;
}

/** What the status page says when a link was altered in any way: the same words whatever part was changed. */
export const invalidLinkMessage = () => m.status_link_invalid();
/** What it says when a genuine link is past its days. */
export const expiredLinkMessage = () => m.status_link_expired();

/** A link is signed when it carries any of the signed parts: one without its `sig` was altered too. */
export const isSignedLink = (params: URLSearchParams) => params.has("sig") || params.has("expires");

export type LinkCheck =
  | { ok: true; reference: string }
  | { ok: false; reason: "expired"; reference: string }
  /** Forged or altered (signature, reference or expiry), or no secret to check it with: nothing more is said. */
  | { ok: false; reason: "invalid" };

const INVALID = { ok: false, reason: "invalid" } as const;

/** What a link's `ref`, `expires` and `sig` vouch for (lib/signed-link.server.ts's checkLink). */
export async function checkStatusLink(vars: SecretVars, params: URLSearchParams, now = Date.now()): Promise<LinkCheck> {
  const reference = params.get("ref") ?? "";
  const parts = { subject: reference, expires: params.get("expires") ?? "", sig: params.get("sig") ?? "" };
  const check = await checkLink(statusLinkSecret(vars), "status", parts, now);
  if (check === "invalid") return INVALID;
  return check === "expired" ? { ok: false, reason: "expired", reference } : { ok: true, reference };
}
