import { numberFormat, renderLocale } from "~/i18n/intl";

/** One megabyte as the upload limits count it (1024 × 1024 bytes). */
export const MB = 1024 * 1024;

// The units as each language abbreviates them (French counts octets).
const UNITS = { en: ["B", "KB", "MB"], fr: ["o", "Ko", "Mo"], ar: ["بايت", "ك.ب", "م.ب"] } as const;

/** '512 B', '340 KB', '2.4 MB' ('2,4 Mo' in French): file sizes as the form and the e-mails show them. */
export function formatBytes(bytes: number) {
  const [b, kb, mb] = UNITS[renderLocale()];
  const digits = (value: number, fraction: number) =>
    numberFormat({ minimumFractionDigits: fraction, maximumFractionDigits: fraction }).format(value);
  if (bytes < 1024) return `${digits(bytes, 0)} ${b}`;
  if (bytes < MB) return `${digits(Math.round(bytes / 1024), 0)} ${kb}`;
  return `${digits(bytes / MB, 1)} ${mb}`;
}
