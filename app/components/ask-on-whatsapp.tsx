import { Icon } from "~/components/icons";
import { useSiteData } from "~/components/use-site-data";
import { renderLocale } from "~/i18n/intl";
import { m } from "~/i18n/paraglide/messages";
import { whatsappHref, whatsappNumberFor } from "~/consultations/office-contact";

/**
 * 'Ask on WhatsApp': a plain link (no script) to the number that fits the student, with the first message written
 * for them from what the page is about (`text`: a program and university, a reference, a service). Never a name,
 * e-mail or phone: the text is in the URL, which WhatsApp, the browser history and any shared screenshot keep.
 */
export function AskOnWhatsApp({
  text,
  nationality,
  phone,
  className = "",
}: {
  text: string;
  nationality?: string | null;
  phone?: string | null;
  className?: string;
}) {
  const numbers = useSiteData()?.config.whatsappNumbers ?? [];
  const number = whatsappNumberFor(numbers, { phone, nationality, locale: renderLocale() });
  if (!number) return null;
  return (
    <a
      href={whatsappHref(number, text)}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="ask-on-whatsapp"
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg border border-green-700 px-4 py-2 text-sm font-semibold text-green-800 hover:bg-green-50 ${className}`}
    >
      <Icon name="whatsapp" className="h-5 w-5 shrink-0" />
      {m.handoff_ask_on_whatsapp()}
    </a>
  );
}
