import type { Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { applicationTooLargeMessage } from "~/applications/application-schema";
import type { BodyLimit } from "./post-routes.server";

// What the edge refuses travels as a code with its parameters (workers/app.ts, post-routes.server.ts, the root
// middleware); the visitor reads it once, here, in the language of the request (request-locale.server.ts).

export type EdgeRefusalCode =
  | { code: "rate-limited"; retryAfter: number }
  | { code: "too-many-answers" }
  | { code: "length-required" }
  | { code: "internal-error" }
  | { code: "busy" }
  | { code: "not-found" }
  | { code: "too-large"; limit: BodyLimit }
  | { code: "method-not-allowed"; allowed: string[] };

/** The words of `refusal` in `locale`. */
export function refusalWords(refusal: EdgeRefusalCode, locale: Locale): string {
  const options = { locale };
  switch (refusal.code) {
    case "rate-limited":
      return m.edge_rate_limited({ seconds: String(refusal.retryAfter) }, options);
    case "too-many-answers":
      return m.edge_too_many_answers({}, options);
    case "length-required":
      return m.edge_length_required({}, options);
    case "internal-error":
      return m.edge_internal_error({}, options);
    case "busy":
      return m.edge_busy({}, options);
    case "not-found":
      return m.edge_not_found({}, options);
    case "too-large":
      return tooLarge(refusal.limit, locale);
    case "method-not-allowed": {
      // The methods are HTTP's tokens, listed as the Allow header lists them.
      const methods = refusal.allowed.join(", ");
      return refusal.allowed.includes("POST")
        ? m.edge_method_not_allowed_form({ methods }, options)
        : m.edge_method_not_allowed_link({ methods }, options);
    }
  }
}

function tooLarge({ bytes, tooLarge }: BodyLimit, locale: Locale) {
  const size = m.size_kilobytes({ count: String(bytes / 1024) }, { locale });
  switch (tooLarge) {
    case "form":
      return m.edge_form_too_large({ size }, { locale });
    case "application":
      return applicationTooLargeMessage(locale);
    case "upload-chunk":
      return m.edge_upload_chunk_too_large({ size }, { locale });
    case "request":
      return m.edge_request_too_large({ size }, { locale });
  }
}
