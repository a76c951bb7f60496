import { APPLICATION_BODY_LIMIT as APPLICATION_BODY_BYTES, MAX_TOTAL_BYTES } from "~/lib/application-schema";
import { CONSULTATION_BODY_LIMIT } from "~/lib/consultation-schema";
import { MB } from "~/lib/format-bytes";
import { MAX_CHUNK_BYTES, UPLOAD_ENDPOINT } from "~/lib/upload-schema";

// Every POST (and the PATCH of resumable uploads) the site accepts, in one table: which rate-limit group it counts against and how many bytes of
// body it may send. workers/app.ts applies both before a handler sees the request. docs/decisions/0013.

export type RateLimitGroup = "consultation" | "application" | "status" | "upload" | "payment" | "report" | "webhook";

export const BODY_LIMITS = {
  /** JSON and urlencoded forms: the consultation (5,000-character message) and payment forms, the sandbox. */
  form: CONSULTATION_BODY_LIMIT,
  /** Multipart applications: 25 MB of documents plus room for fields and boundaries. */
  application: APPLICATION_BODY_BYTES,
  /** One PATCH of a resumable upload: one chunk (the browser sends 256 KiB; any tus client up to 1 MiB). */
  uploadChunk: MAX_CHUNK_BYTES,
  /** Flutterwave's charge.completed webhook is a few KB. */
  webhook: 64 * 1024,
  /** A CSP violation report. */
  report: 16 * 1024,
  /** Any other POST (answered 404/405 without reading it). */
  other: 16 * 1024,
} as const;

const CONSULTATION_TOO_LARGE = `The request body is larger than ${BODY_LIMITS.form / 1024} KB.`;
const CONSULTATION_FORM_TOO_LARGE = `The form is larger than ${BODY_LIMITS.form / 1024} KB. Please shorten your message.`;
const APPLICATION_TOO_LARGE = `Your application is too large: documents may add up to at most ${MAX_TOTAL_BYTES / MB} MB in total (10 MB per file).`;

export type PostRoute = {
  /** What a 413 says (the applications' and the consultation's own wording, where they have one). */
  tooLarge?: string;
  /** Rate-limit group; undefined for POSTs that are refused without reading or writing anything. */
  group: RateLimitGroup | undefined;
  maxBytes: number;
  /**
   * Refuse a body without Content-Length (411) instead of counting it: uploads may be 26 MB, and a chunked body
   * would be read that far before the limit cuts it. Browsers always send the length of a form or FormData.
   */
  lengthRequired?: boolean;
  /** 'api': JSON answers; 'page': a React Router action, answered with a page (or fetcher data). */
  kind: "api" | "page";
};

const API_POSTS: Record<string, Omit<PostRoute, "kind">> = {
  "/api/consultation-requests": { group: "consultation", maxBytes: BODY_LIMITS.form, tooLarge: CONSULTATION_TOO_LARGE },
  "/api/applications": {
    group: "application",
    maxBytes: BODY_LIMITS.application,
    tooLarge: APPLICATION_TOO_LARGE,
    lengthRequired: true,
  },
  // Reference + e-mail: few tries per minute, so references cannot be guessed at speed.
  "/api/applications/status": { group: "status", maxBytes: BODY_LIMITS.form },
  // tus creation: headers only (creation-with-upload is not offered).
  [UPLOAD_ENDPOINT]: { group: "upload", maxBytes: BODY_LIMITS.other },
  "/api/payment/initiate": { group: "payment", maxBytes: BODY_LIMITS.form },
  "/api/payment/webhook": { group: "webhook", maxBytes: BODY_LIMITS.webhook },
  "/api/csp-report": { group: "report", maxBytes: BODY_LIMITS.report },
};

const PAGE_POSTS: [RegExp, Omit<PostRoute, "kind">][] = [
  [/^\/contact$/, { group: "consultation", maxBytes: BODY_LIMITS.form, tooLarge: CONSULTATION_FORM_TOO_LARGE }],
  [
    /^\/universities\/[^/]+$/,
    { group: "consultation", maxBytes: BODY_LIMITS.form, tooLarge: CONSULTATION_FORM_TOO_LARGE },
  ],
  [
    /^\/apply$/,
    { group: "application", maxBytes: BODY_LIMITS.application, tooLarge: APPLICATION_TOO_LARGE, lengthRequired: true },
  ],
  [/^\/applications\/status$/, { group: "status", maxBytes: BODY_LIMITS.form }],
  // Documents added from the status page: the application's own limits, counted against its group.
  [
    /^\/applications\/status\/documents$/,
    { group: "application", maxBytes: BODY_LIMITS.application, tooLarge: APPLICATION_TOO_LARGE, lengthRequired: true },
  ],
  [/^\/payments$/, { group: "payment", maxBytes: BODY_LIMITS.form }],
  [/^\/sandbox-gateway\/checkout\/[^/]+$/, { group: "payment", maxBytes: BODY_LIMITS.form }],
];

/** A tus PATCH: one chunk, its length declared (so it is refused before it is read when over the cap). */
const UPLOAD_PATCH: PostRoute = {
  kind: "api",
  group: "upload",
  maxBytes: BODY_LIMITS.uploadChunk,
  lengthRequired: true,
  tooLarge: `Send at most ${MAX_CHUNK_BYTES / 1024} KB of an upload per request.`,
};
const UPLOAD_PATH = new RegExp(`^${UPLOAD_ENDPOINT}/[^/]+$`);

/** The methods whose bodies the edge guards (workers/app.ts): every other method is answered without a body. */
export const BODY_METHODS = ["POST", "PATCH"];

/**
 * The policy of a POST (or PATCH) to `pathname` (React Router's `.data` requests count as their page). A PATCH is
 * only accepted by an upload; anywhere else it gets the smallest cap and no group (it is refused unread).
 */
export function postRoute(pathname: string, method = "POST"): PostRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (method === "PATCH") {
    return UPLOAD_PATH.test(path) ? UPLOAD_PATCH : { kind: "api", group: undefined, maxBytes: BODY_LIMITS.other };
  }
  if (path === "/api" || path.startsWith("/api/")) {
    return { kind: "api", ...(API_POSTS[path] ?? { group: undefined, maxBytes: BODY_LIMITS.other }) };
  }
  if (path.startsWith("/sandbox-gateway/v3/")) return { kind: "api", group: "payment", maxBytes: BODY_LIMITS.form };
  const page = path.replace(/\.data$/, "");
  const match = PAGE_POSTS.find(([pattern]) => pattern.test(page));
  return { kind: "page", ...(match?.[1] ?? { group: undefined, maxBytes: BODY_LIMITS.other }) };
}
