import { lazyMessages } from "~/i18n/lazy-messages";
import { m } from "~/i18n/paraglide/messages";

// What the visitor is told after sending the consultation form (spec section 8), in the result panel above it,
// in the page's language (read when the panel renders).

export type ConsultationVariant = "contact" | "sidebar";

export const CONSULTATION_SENT = lazyMessages({
  title: m.forms_consultation_sent_title,
  description: m.forms_consultation_sent_description,
});

export const CONSULTATION_RECEIVED = lazyMessages({
  title: m.forms_consultation_received_title,
  description: m.forms_consultation_received_description,
});

export function consultationFailure(variant: ConsultationVariant, message: string) {
  const description =
    variant === "contact"
      ? m.forms_consultation_failed_contact({ message })
      : m.forms_consultation_failed_sidebar({ message });
  return { title: m.forms_error_title(), description };
}
