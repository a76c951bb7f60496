// The limits and character rules of every text a visitor sends (consultation, application and payment forms),
// in one place: the three zod schemas in this folder read them, so the browser and the server agree.
import * as z from "zod/mini";

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
 * A phone number as people write it by hand: the spec's minimum length (in characters) and message, then
 * `isPhoneNumber`. With `optional`, an empty value passes (the application's phone is optional).
 */
export function phoneNumber({
  minLength,
  minDigits,
  maxLength,
  message,
  optional = false,
  tooLongMessage = `Phone number must be at most ${maxLength} characters`,
}: {
  minLength: number;
  minDigits: number;
  maxLength: number;
  message: string;
  optional?: boolean;
  tooLongMessage?: string;
}) {
  return z.string({ error: message }).check(
    z.trim(),
    z.maxLength(maxLength, tooLongMessage),
    // An over-long value already has its own message.
    z.refine(
      (value) =>
        (optional && value === "") ||
        value.length > maxLength ||
        (value.length >= minLength && isPhoneNumber(value, minDigits)),
      message,
    ),
  );
}

/**
 * Characters no single-line field may hold: C0 and C1 controls (line breaks and tabs included), DEL, and the
 * invisible direction marks and overrides that can make text read differently from what it is
 * (U+200E/F, U+202A–U+202E, U+2066–U+2069).
 */
// eslint-disable-next-line no-control-regex
export const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** The same for a multi-line message, which may hold line breaks and tabs. */
// eslint-disable-next-line no-control-regex
export const MULTI_LINE_FORBIDDEN =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export const controlCharactersMessage = (label: string) =>
  `${label} contains invisible control characters; please type it again.`;

/** A check that refuses control and direction characters in a single-line field. */
export const singleLine = (label: string) =>
  z.refine<string>((value) => !SINGLE_LINE_FORBIDDEN.test(value), controlCharactersMessage(label));

/** A check that refuses control and direction characters other than line breaks and tabs. */
export const multiLine = (label: string) =>
  z.refine<string>((value) => !MULTI_LINE_FORBIDDEN.test(value), controlCharactersMessage(label));

// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g;

/**
 * One line of text with every control and direction character removed (line breaks and tabs become one space):
 * for e-mail subjects, file names and names shown to people, whatever was stored before these rules existed.
 */
export function toSafeLine(value: string) {
  return value
    .replace(UNSAFE_CHARACTERS, (run) => (/[\t\n\r\v\f\u0085]/.test(run) ? " " : ""))
    .replace(/ {2,}/g, " ")
    .trim();
}

// eslint-disable-next-line no-control-regex
const UNSAFE_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g;

/** Multi-line text with every control and direction character removed except line breaks (\n) and tabs. */
export function toSafeText(value: string) {
  return value.replace(/\r\n?/g, "\n").replace(UNSAFE_IN_TEXT, "");
}
