// The WhatsApp number rule, shared by the forms in the browser and by the server: normalise what a student typed to
// E.164 and refuse what cannot be a mobile number. No dependency: libphonenumber is too heavy for a phone's first
// load. Errors are codes; the forms' schemas say them in the page's language (consent-fields.ts).
//
// Mobile ranges are checked only where we read a source for them (docs/decisions/0049): Nigeria (the rule:
// 70x, 80x, 81x, 90x, 91x and 10 digits after +234), Ghana and Egypt (libphonenumber's metadata, as Moodle vendors
// it). Every other country, Cameroon and Côte d'Ivoire included, gets a plausible E.164 length only.

export type WhatsAppNumberProblem = "malformed" | "not_mobile";
export type WhatsAppNumber = { ok: true; e164: string } | { ok: false; problem: WhatsAppNumberProblem };

/** Separators people type inside a number: spaces (any), dashes, dots, slashes and brackets. */
const SEPARATORS = /[\s\-–.()/]/g;

/** Mobile numbers after the country code, where we know them; other countries: E.164 length only. */
const MOBILE_RANGES: Record<string, RegExp> = {
  // Nigeria: 0803 123 4567 is +234 803 123 4567.
  "234": /^(?:70|80|81|90|91)\d{8}$/,
  // Ghana (libphonenumber GH mobile): 024 123 4567 is +233 24 123 4567.
  "233": /^(?:2(?:[0346-9]\d|5[67])|5(?:[03-7]\d|9[1-9]))\d{6}$/,
  // Egypt (libphonenumber EG mobile): 010 1234 5678 is +20 10 1234 5678.
  "20": /^1[0-25]\d{8}$/,
};

/**
 * `+` and 8 to 15 digits (E.164 allows 15; the shortest real numbers have 8), as the table's CHECK wants. A number
 * written `00…` is international; `0…` is Nigerian (the site's students, and the form's example); digits without
 * `+` keep their country code.
 */
export function normaliseWhatsAppNumber(typed: string): WhatsAppNumber {
  const compact = typed.replace(SEPARATORS, "");
  let digits: string;
  if (compact.startsWith("+")) digits = compact.slice(1);
  else if (compact.startsWith("00")) digits = compact.slice(2);
  else if (compact.startsWith("0")) digits = `234${compact.slice(1)}`;
  else digits = compact;
  if (!/^[1-9]\d{7,14}$/.test(digits)) return { ok: false, problem: "malformed" };
  for (const [code, mobile] of Object.entries(MOBILE_RANGES)) {
    if (digits.startsWith(code) && !mobile.test(digits.slice(code.length))) return { ok: false, problem: "not_mobile" };
  }
  return { ok: true, e164: `+${digits}` };
}
