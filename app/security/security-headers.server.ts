import { isLocalHost } from "~/lib/local-host";
import type { RoutePolicy } from "./route-policy";

// The headers every answer of the web Worker carries (pages, /api, redirects, errors). Static files served by the
// assets binding never reach the Worker: public/_headers gives them the same non-CSP headers.

/** Where Flutterwave Standard's hosted checkout lives: the /payments form's redirect ends there (form-action). */
export const FLUTTERWAVE_CHECKOUT_ORIGIN = "https://checkout.flutterwave.com";
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
export const CSP_REPORT_PATH = "/api/csp-report";

/** A fresh nonce per response (128 random bits, base64). */
export function createNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export type CspOptions = { nonce: string; turnstile: boolean; local: boolean };

export function contentSecurityPolicy({ nonce, turnstile, local }: CspOptions) {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // Every script React Router and React write carries the nonce; scripts they load inherit trust (strict-dynamic).
    "script-src": [`'nonce-${nonce}'`, "'strict-dynamic'"],
    // React and Radix set style attributes; no script can come from a style.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": turnstile ? [TURNSTILE_ORIGIN] : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    // The /payments form (without JavaScript) is redirected to the gateway's hosted checkout.
    "form-action": ["'self'", FLUTTERWAVE_CHECKOUT_ORIGIN],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    "report-uri": [CSP_REPORT_PATH],
    "report-to": ["csp"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (!local) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

/**
 * Pages and API paths that take or show personal data: never stored by a browser or a shared cache. A page says so in
 * its route's policy (route-policy.ts `personal`); the API, and the local sandbox gateways' APIs, here. "shows": a
 * GET answers with someone's personal data (an application's status, a receipt, the sandbox checkout). With the answer
 * to any POST, they alone get `Cross-Origin-Opener-Policy: same-origin` (decision 0033): no page of another site that
 * opened them keeps a handle on their window. A public page or a blank form has nothing such a handle could read, and
 * there the header would cost a student arriving from WhatsApp or a search a browsing-context swap (on Android, a
 * renderer process of its own) before the first paint.
 */
export type PersonalData = RoutePolicy["personal"];

const NON_PAGE_PERSONAL: [RegExp, PersonalData][] = [
  [/^\/sandbox-gateway(\/|$)/, "shows"],
  [/^\/api\/(applications|uploads|payment)(\/|$)/, "takes"],
];

/** What the answer at a canonical path holds of a visitor: its page's policy, else the table above. */
export function personalDataAt(pathname: string, page: RoutePolicy | undefined): PersonalData {
  if (page && page.personal !== "none") return page.personal;
  return NON_PAGE_PERSONAL.find(([pattern]) => pattern.test(pathname))?.[1] ?? "none";
}

/** The response with the site's security headers (and, for HTML, the CSP and a Cache-Control). */
export function withSecurityHeaders(
  response: Response,
  request: Request,
  { personal: personalData, ...options }: CspOptions & { personal: PersonalData },
): Response {
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  const url = new URL(request.url);
  // A response that brings a sandboxing policy of its own (a document shown to staff: app/staff/document-preview.ts)
  // keeps it and its Referrer-Policy: both are stricter than the site's.
  const ownSandbox = /^\s*sandbox\b/.test(headers.get("Content-Security-Policy") ?? "");
  headers.set("X-Content-Type-Options", "nosniff");
  if (!ownSandbox) headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  headers.set("X-Frame-Options", "DENY");
  if (!isLocalHost(url.hostname)) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  // Every answer gets the policy: an API error or a redirect rendered as a document is covered too.
  if (!ownSandbox) headers.set("Content-Security-Policy", contentSecurityPolicy(options));
  headers.set("Reporting-Endpoints", `csp="${CSP_REPORT_PATH}"`);
  const isHtml = (headers.get("Content-Type") ?? "").startsWith("text/html");
  const isRead = ["GET", "HEAD"].includes(request.method);
  if (!isRead || personalData === "shows") headers.set("Cross-Origin-Opener-Policy", "same-origin");
  const personal = !isRead || personalData !== "none" || response.status >= 400;
  if (personal) {
    headers.set("Cache-Control", "private, no-store");
  } else if ((isHtml || (response.status >= 300 && response.status < 400)) && !headers.get("Cache-Control")) {
    // The nonce is per response: HTML is revalidated each time, never shared.
    headers.set("Cache-Control", "private, no-cache");
  }
  return secured;
}
