// What the visitor is told after sending the consultation form (spec section 8), in the result panel above it.

export type ConsultationVariant = "contact" | "sidebar";

export const CONSULTATION_SENT = {
  title: "Message Sent!",
  description: "Your message has been sent to our team's e-mail. We'll get back to you shortly.",
};

export const CONSULTATION_RECEIVED = {
  title: "Message Received",
  description:
    "Your request has been saved, but the notification e-mail could not be sent. Don't worry: it will still be processed and we'll contact you soon.",
};

export function consultationFailure(variant: ConsultationVariant, message: string) {
  const prefix = variant === "contact" ? "Failed to send your message" : "Failed to submit your request";
  return { title: "Error", description: `${prefix}: ${message}` };
}
