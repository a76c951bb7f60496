import { APPLICATION_BODY_LIMIT as APPLICATION_BODY_BYTES } from "~/applications/application-schema";
import { CONSULTATION_BODY_LIMIT } from "~/consultations/consultation-schema";
import { MAX_CHUNK_BYTES, UPLOAD_ENDPOINT } from "~/applications/upload-schema";
import { isApiPath } from "./canonical-path.server";
import type { PostPolicy, RateLimitGroup, RoutePolicy } from "./route-policy";

// Every POST (and the PATCH of resumable uploads) the site accepts: which rate-limit group it counts against and how
// many bytes of body it may send. workers/app.ts applies both before a handler sees the request (decision 0013). A
// page's form is declared in its route's policy (route-policy.ts, decision 0036); the API's, in API_POSTS below.

export type { RateLimitGroup };

/**
 * A body cap and which 413 it answers, whichever route and transport met it: a code, worded in the visitor's
 * language by refusal-words.server.ts.
 */
export type BodyLimit = { bytes: number; tooLarge: "form" | "application" | "upload-chunk" | "request" };

export const BODY_LIMITS = {
  /** JSON and urlencoded forms: the consultation (5,000-character message), payment and lookup forms, the sandbox. */
  form: { bytes: CONSULTATION_BODY_LIMIT, tooLarge: "form" },
  /** Multipart applications: 25 MB of documents plus room for fields and boundaries. */
  application: { bytes: APPLICATION_BODY_BYTES, tooLarge: "application" },
  /** One PATCH of a resumable upload: one chunk (the browser sends 256 KiB; any tus client up to 1 MiB). */
  uploadChunk: { bytes: MAX_CHUNK_BYTES, tooLarge: "upload-chunk" },
  /** Flutterwave's charge.completed webhook is a few KB. */
  webhook: { bytes: 64 * 1024, tooLarge: "request" },
  /** A CSP violation report. */
  report: { bytes: 16 * 1024, tooLarge: "request" },
  /** Any other POST (answered 404/405 without reading it). */
  other: { bytes: 16 * 1024, tooLarge: "request" },
} as const satisfies Record<PostPolicy["body"] | "uploadChunk" | "webhook" | "report", BodyLimit>;

export type PostRoute = {
  /** Rate-limit group; undefined for POSTs that are refused without reading or writing anything. */
  group: RateLimitGroup | undefined;
  limit: BodyLimit;
  /**
   * Refuse a body without Content-Length (411) instead of counting it: uploads may be 26 MB, and a chunked body
   * would be read that far before the limit cuts it. Browsers always send the length of a form or FormData.
   */
  lengthRequired?: boolean;
  /** 'api': JSON answers; 'page': a React Router action, answered with a page (or fetcher data). */
  kind: "api" | "page";
};

const API_POSTS: Record<string, Omit<PostRoute, "kind">> = {
  "/api/consultation-requests": { group: "consultation", limit: BODY_LIMITS.form },
  "/api/applications": {
    group: "application",
    limit: BODY_LIMITS.application,
    lengthRequired: true,
  },
  // Reference + e-mail: few tries per minute, so references cannot be guessed at speed.
  "/api/applications/status": { group: "status", limit: BODY_LIMITS.form },
  // tus creation: headers only (creation-with-upload is not offered).
  [UPLOAD_ENDPOINT]: { group: "upload", limit: BODY_LIMITS.other },
  "/api/payment/initiate": { group: "payment", limit: BODY_LIMITS.form },
  "/api/payment/failover": { group: "payment", limit: BODY_LIMITS.form },
  "/api/payment/webhook": { group: "webhook", limit: BODY_LIMITS.webhook },
  "/api/payment/webhook/paystack": { group: "webhook", limit: BODY_LIMITS.webhook },
  "/api/csp-report": { group: "report", limit: BODY_LIMITS.report },
  // Meta's delivery statuses and replies (decision 0050): signed, checked by the handler before it parses.
  "/api/whatsapp/webhook": { group: "webhook", limit: BODY_LIMITS.webhook },
};

/** A page's form, as its route's policy declares it: documents (multipart) must declare their length. */
const pagePost = ({ group, body }: PostPolicy): Omit<PostRoute, "kind"> =>
  body === "application"
    ? { group, limit: BODY_LIMITS[body], lengthRequired: true }
    : { group, limit: BODY_LIMITS[body] };

/** A tus PATCH: one chunk, its length declared (so it is refused before it is read when over the cap). */
const UPLOAD_PATCH: PostRoute = { kind: "api", group: "upload", limit: BODY_LIMITS.uploadChunk, lengthRequired: true };
const UPLOAD_PATH = new RegExp(`^${UPLOAD_ENDPOINT}/[^/]+$`);

/** The methods whose bodies the edge guards (workers/app.ts): every other method is answered without a body. */
export const BODY_METHODS = ["POST", "PATCH"];

/**
 * The policy of a POST (or PATCH) to `pathname`; for a page, from its route's `policy` (route-policies.server.ts
 * finds it, for React Router's `.data` requests too). A PATCH is only accepted by an upload; anywhere else it gets the
 * smallest cap and no group (it is refused unread).
 */
export function postRoute(path: string, method = "POST", page?: RoutePolicy): PostRoute {
  if (method === "PATCH") {
    return UPLOAD_PATH.test(path) ? UPLOAD_PATCH : { kind: "api", group: undefined, limit: BODY_LIMITS.other };
  }
  if (isApiPath(path)) {
    return { kind: "api", ...(API_POSTS[path] ?? { group: undefined, limit: BODY_LIMITS.other }) };
  }
  if (path.startsWith("/sandbox-gateway/v3/") || path.startsWith("/sandbox-gateway/paystack/"))
    return { kind: "api", group: "payment", limit: BODY_LIMITS.form };
  return { kind: "page", ...(page?.post ? pagePost(page.post) : { group: undefined, limit: BODY_LIMITS.other }) };
}
