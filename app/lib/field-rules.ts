// The limits and character rules of every text a visitor sends (consultation, application and payment forms),
// in one place: the three zod schemas in this folder read them, so the browser and the server agree.
import * as z from "zod/mini";
import { m } from "~/i18n/paraglide/messages";

/** Maximum characters per field. E-mail: RFC 5321's 254. Names: far above any real name. */
export const FIELD_LIMITS = {
  consultation: { fullName: 100, email: 254, phone: 30, message: 5000 },
  application: {
    firstName: 100,
    lastName: 100,
    email: 254,
    phone: 30,
    countryOfResidence: 100,
    selectedFaculty: 200,
    selectedUniversity: 200,
    selectedProgram: 200,
    message: 5000,
  },
  payment: {
    customerName: 100,
    customerEmail: 254,
    customerPhone: 30,
    service: 64,
    serviceName: 200,
    description: 2000,
  },
} as const;

/**
 * One plain e-mail address, the rule of every form whose address we write to: zod's (what `z.email()` checks). The
 * spec's "non-space text, @, a domain with a dot" let `<victim@evil.example>,x.example` through as one address.
 */
export const EMAIL_ADDRESS = z.regexes.email;

/** E.164 allows at most 15 digits; fewer than 5 is no phone number anywhere. */
export const PHONE_DIGITS = { max: 15 } as const;

// Digits, spaces, hyphens and parentheses, with an optional leading '+': '+234 (0)803-123 4567'.
const PHONE_PATTERN = /^\+?[\d ()-]+$/;

/** Digits, spaces, hyphens, parentheses, an optional leading '+', and `minDigits` to 15 digits. */
export function isPhoneNumber(value: string, minDigits: number) {
  const digits = value.replace(/\D/g, "").length;
  return PHONE_PATTERN.test(value) && digits >= minDigits && digits <= PHONE_DIGITS.max;
}

/**
 * A message for a schema: a function is read each time a value is checked (the schemas are built once, and each
 * request or page reads them in its own language); a string stays as it is.
 */
export type Message = string | (() => string);

/** zod's `error` parameter for a message (see `Message`). */
export const errorOf = (message: Message) => ({ error: typeof message === "string" ? message : () => message() });

/**
 * A phone number as people write it by hand: the spec's minimum length (in characters) and message, then
 * `isPhoneNumber`. With `optional`, an empty value passes (the application's phone is optional).
 */
export function phoneNumber({
  minLength,
  minDigits,
  maxLength,
  message,
  optional = false,
  tooLongMessage = () => m.forms_phone_max({ max: String(maxLength) }),
}: {
  minLength: number;
  minDigits: number;
  maxLength: number;
  message: Message;
  optional?: boolean;
  tooLongMessage?: Message;
}) {
  return z.string(errorOf(message)).check(
    z.trim(),
    z.maxLength(maxLength, errorOf(tooLongMessage)),
    // An over-long value already has its own message.
    z.refine(
      (value) =>
        (optional && value === "") ||
        value.length > maxLength ||
        (value.length >= minLength && isPhoneNumber(value, minDigits)),
      errorOf(message),
    ),
  );
}

/**
 * Characters no single-line field may hold: every control (Cc: C0, C1, DEL, line breaks and tabs), every format
 * character (Cf: the direction marks, embeddings, overrides and isolates that make text read differently from what
 * it is, the Arabic letter mark U+061C, zero-width spaces, the BOM, soft hyphens) and the line and paragraph
 * separators (Zl, Zp: U+2028, U+2029). The zero-width non-joiner (U+200C) stays: Persian and Urdu spell names with
 * it, and it cannot reorder text. Letters of every script, their accents and Arabic's marks are not touched.
 */
export const SINGLE_LINE_FORBIDDEN = /(?!\u200c)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
/** The same for a multi-line message, which may hold line breaks (\n, \r) and tabs. */
export const MULTI_LINE_FORBIDDEN = /(?![\t\n\r\u200c])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** The field's label (a function: read in the language of the moment) in the message. */
export const controlCharactersMessage = (label: Message) =>
  m.forms_control_characters({ label: typeof label === "string" ? label : label() });

/** A check that refuses control and direction characters in a single-line field. */
export const singleLine = (label: Message) =>
  z.refine<string>((value) => !SINGLE_LINE_FORBIDDEN.test(value), { error: () => controlCharactersMessage(label) });

/** A check that refuses control and direction characters other than line breaks and tabs. */
export const multiLine = (label: Message) =>
  z.refine<string>((value) => !MULTI_LINE_FORBIDDEN.test(value), { error: () => controlCharactersMessage(label) });

const UNSAFE_CHARACTERS = /(?:(?!\u200c)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}])+/gu;
/** The characters among them that break a line. */
const BREAKS = /[\t\n\r\v\f\u0085\u2028\u2029]/u;

/**
 * One line of text with every control, format and separator character removed (line breaks and tabs become one
 * space): for e-mail subjects, file names and names shown to people, whatever was stored before these rules existed.
 */
export function toSafeLine(value: string) {
  return value
    .replace(UNSAFE_CHARACTERS, (run) => (BREAKS.test(run) ? " " : ""))
    .replace(/ {2,}/g, " ")
    .trim();
}

const UNSAFE_IN_TEXT = /(?:(?![\t\n\u200c])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}])+/gu;

/** Multi-line text with every control, format and separator character removed except line breaks (\n) and tabs. */
export function toSafeText(value: string) {
  return value.replace(/\r\n?|[\u2028\u2029]/g, "\n").replace(UNSAFE_IN_TEXT, "");
}

/**
 * Words staff wrote for a student (a note, a reason, a place), as the student may read them: `toSafeText`, so a
 * direction override pasted into the D1 console cannot reverse what the page, the API or an e-mail shows
 * (docs/decisions/0054-case-page-honest.md). Null stays null.
 */
export const staffWords = (value: string | null) => (value === null ? null : toSafeText(value));
