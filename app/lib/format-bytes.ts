import { numberFormat, renderLocale } from "~/i18n/intl";
import { m } from "~/i18n/paraglide/messages";

/** One megabyte as the upload limits count it (1024 × 1024 bytes). */
export const MB = 1024 * 1024;

/** '512 B', '340 KB', '2.4 MB' ('2,4 Mo' in French, which counts octets): file sizes as the form and e-mails show them. */
export function formatBytes(bytes: number, locale = renderLocale()) {
  const count = (value: number, fraction: number) =>
    numberFormat({ minimumFractionDigits: fraction, maximumFractionDigits: fraction }, locale).format(value);
  const options = { locale };
  if (bytes < 1024) return m.size_bytes({ count: count(bytes, 0) }, options);
  if (bytes < MB) return m.size_kilobytes({ count: count(Math.round(bytes / 1024), 0) }, options);
  return m.size_megabytes({ count: count(bytes / MB, 1) }, options);
}
