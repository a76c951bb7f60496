// The names of the spam-guard fields the three HTML forms carry (app/components/form/spam-guard-fields.tsx) and
// the server checks (spam-guard.server.ts). Shared by browser and server.
import { m } from "~/i18n/paraglide/messages";

/** A field people never see or fill: only form-filling bots put something in it. */
export const HONEYPOT_FIELD = "website";
/** When the form was rendered (ms since the epoch): bots post within a moment of fetching the page. */
export const STARTED_AT_FIELD = "formStartedAt";
/** Where the Turnstile widget puts its token. */
export const TURNSTILE_FIELD = "cf-turnstile-response";

export const TOO_FAST_MESSAGE = "That was quicker than we expected. Please check your details and send the form again.";
export const TURNSTILE_FAILED_MESSAGE = "Please confirm you are not a robot, then send the form again.";

/**
 * The spam guard's refusal (one of the two messages above, in English) in the language of the request: the forms'
 * commands show it to the person who sent the form. Any other message is returned as it is.
 */
export function spamRefusalMessage(message: string) {
  if (message === TOO_FAST_MESSAGE) return m.forms_too_fast();
  if (message === TURNSTILE_FAILED_MESSAGE) return m.forms_turnstile_failed();
  return message;
}
