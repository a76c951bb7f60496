// Messages the web Worker puts on the notifications queue and the consumer Worker (workers/consumer.ts) handles.
// Every message carries a unique `id` (a random UUID, given by enqueueBatch in enqueue.server.ts, the one way a message
// is queued); handlers are idempotent, because Queues deliver at least once.

export type QueueMessage =
  | { id: string; type: "consultation.created"; consultationId: number }
  // A signed gateway webhook, to reconcile with the gateway's verify call (workers/consumer/payment.ts).
  // `gateway` names the gateway that signed it (older messages have none: the primary's); `transactionId` is its
  // lookup key (Flutterwave's transaction id, Paystack's reference).
  | {
      id: string;
      type: "payment.webhook";
      event: string;
      transactionId: string;
      txRef: string | null;
      gateway?: string;
    }
  // The web Worker saw a payment become successful (verify endpoint, /payment-success): send the e-mails.
  | { id: string; type: "payment.succeeded"; paymentId: number }
  | { id: string; type: "application.created"; applicationId: number }
  // An application_events row owed an e-mail (a status change for the student, added documents for the inbox).
  | { id: string; type: "application.event"; eventId: number }
  // A student's step is due within 7 days or overdue on `today` (the cron's day in Istanbul, an ISO day): its one
  // reminder (workers/consumer/step-reminder.ts).
  | { id: string; type: "step.reminder"; stepId: number; reminder: "due-soon" | "overdue"; today: string }
  // The staff digest of `day` (an ISO day in Istanbul), e-mailed once to the inbox (workers/consumer/staff-digest.ts).
  | { id: string; type: "staff.digest"; day: string }
  // A student's WhatsApp message to the business number (not STOP), from Meta's webhook: forwarded to the inbox
  // once (workers/consumer/whatsapp-reply.ts). `from` is E.164; `text` is null for a photo, a voice note, etc.
  | {
      id: string;
      type: "whatsapp.reply";
      waMessageId: string;
      from: string;
      kind: string;
      text: string | null;
      at: string;
    }
  // A student made a sponsor link with the sponsor's e-mail (decision 61): the consumer writes that e-mail in the
  // link's language (workers/consumer/sponsor-link.ts). The token exists only here and in the e-mail: D1 keeps its
  // hash, which the consumer checks the token against before sending.
  | { id: string; type: "sponsor.link"; linkId: number; token: string }
  // A booked call changed (issue 55): `sequence` is the booking's after the change: 0 and booked, its confirmation; a
  // higher one and booked, a move; cancelled, the cancellation. The student's e-mail (with the calendar invitation)
  // and WhatsApp message about it go once each (workers/consumer/booking-changed.ts); a stale sequence sends nothing.
  | { id: string; type: "booking.changed"; bookingId: number; sequence: number }
  // A booked call starts within 24 hours or within the hour (the cron, workers/consumer/booking-reminders-cron.ts): its
  // one reminder of the call at `startsAt` (workers/consumer/booking-reminder.ts). Moved or cancelled since: nothing.
  | { id: string; type: "booking.reminder"; bookingId: number; reminder: "24h" | "1h"; startsAt: string }
  // Staff marked a booked call missed (issue 55): the student is e-mailed once, in the booking's language, a link to
  // book a new time (workers/consumer/booking-missed.ts).
  | { id: string; type: "booking.missed"; bookingId: number };
// Each feature adds its own kinds here, with a handler in workers/consumer/.

export type QueueMessageType = QueueMessage["type"];
export type MessageOf<T extends QueueMessageType> = Extract<QueueMessage, { type: T }>;
