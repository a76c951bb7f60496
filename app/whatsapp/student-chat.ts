import { whatsappHref } from "~/consultations/office-contact";
import { normaliseWhatsAppNumber } from "./internal/whatsapp-number";

/**
 * A wa.me link that opens a chat with the student at `phone` (as they typed it: a local 0… number is Nigerian, the
 * site's rule), `text` written in the box; undefined when the number cannot be a WhatsApp one.
 */
export function studentChatHref(phone: string, text: string) {
  const number = normaliseWhatsAppNumber(phone);
  return number.ok ? whatsappHref(number.e164, text) : undefined;
}
