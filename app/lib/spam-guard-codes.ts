// The spam guard's codes, shared by browser and server: the names of the fields the three HTML forms carry
// (app/components/form/spam-guard-fields.tsx) and the server checks (spam-guard.server.ts), and its refusals' codes.
import { m } from "~/i18n/paraglide/messages";

/** A field people never see or fill: only form-filling bots put something in it. */
export const HONEYPOT_FIELD = "website";
/** When the form was rendered (ms since the epoch): bots post within a moment of fetching the page. */
export const STARTED_AT_FIELD = "formStartedAt";
/** Where the Turnstile widget puts its token. */
export const TURNSTILE_FIELD = "cf-turnstile-response";

/** Why the spam guard refused a form a person may have filled (spam-guard.server.ts): a code, not words. */
export type SpamRefusalCode = "too-fast" | "turnstile";

/** The spam guard's refusal in the language of the request (run-write.server.ts words it once, for every form). */
export const spamRefusalMessage = (code: SpamRefusalCode) =>
  code === "too-fast" ? m.forms_too_fast() : m.forms_turnstile_failed();
