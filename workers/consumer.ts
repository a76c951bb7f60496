// The queue consumer Worker: sends notification e-mails and reconciles payment callbacks.
// It consumes the notifications queue and its dead-letter queue (see consumer.wrangler.toml).
import type { QueueMessage, QueueMessageType } from "~/queue/messages";
import { applicationCreated } from "./consumer/application";
import { applicationEvent } from "./consumer/application-event";
import { notifyApplicationEvents } from "./consumer/application-events-cron";
import { consultationCreated } from "./consumer/consultation";
import { bindings, consumerConfig } from "~/config.server";
import { removeStaleUploads } from "~/applications/upload-cleanup.server";
import { getDb } from "~/db/client.server";
import { retryDelaySeconds, type MessageHandler } from "./consumer/handler";
import { sweepOutbox } from "./consumer/outbox-cron";
import { paymentSucceeded, paymentWebhook } from "./consumer/payment";
import { stepReminder } from "./consumer/step-reminder";
import { queueStepReminders } from "./consumer/step-reminders-cron";
import { staffDigestHandler } from "./consumer/staff-digest";
import { queueStaffDigest } from "./consumer/staff-digest-cron";
import { whatsAppReply } from "./consumer/whatsapp-reply";
import { sponsorLinkSent } from "./consumer/sponsor-link";
import { bookingChanged } from "./consumer/booking-changed";
import { bookingReminder } from "./consumer/booking-reminder";
import { queueBookingReminders, requeueBookingChanges } from "./consumer/booking-reminders-cron";
import { bookingMissed } from "./consumer/booking-missed";

const handlers: { [T in QueueMessageType]: MessageHandler<T> } = {
  "consultation.created": consultationCreated,
  "payment.webhook": paymentWebhook,
  "payment.succeeded": paymentSucceeded,
  "application.created": applicationCreated,
  "application.event": applicationEvent,
  "step.reminder": stepReminder,
  "staff.digest": staffDigestHandler,
  "whatsapp.reply": whatsAppReply,
  "sponsor.link": sponsorLinkSent,
  "booking.changed": bookingChanged,
  "booking.reminder": bookingReminder,
  "booking.missed": bookingMissed,
};

const DEAD_LETTER_SUFFIX = "-dlq";

function handlerFor(message: QueueMessage) {
  return handlers[message.type] as MessageHandler<QueueMessageType> | undefined;
}

export default {
  async queue(batch, env) {
    const deadLetters = batch.queue.endsWith(DEAD_LETTER_SUFFIX);
    // Each message is acked or retried on its own, so one failure never replays the whole batch.
    for (const msg of batch.messages) {
      const message = msg.body as QueueMessage;
      const handler = handlerFor(message);
      if (!handler) {
        console.error("consumer: unknown message type, dropping", message?.type, msg.id);
        msg.ack();
        continue;
      }
      try {
        if (deadLetters) {
          await handler.deadLettered(message, env);
        } else {
          await handler.handle(message, env);
        }
        msg.ack();
      } catch (error) {
        console.error(`consumer: ${message.type} failed (attempt ${msg.attempts})`, error);
        msg.retry({ delaySeconds: retryDelaySeconds(msg.attempts, consumerConfig(env).retryBaseSeconds) });
      }
    }
  },

  // Cron Trigger (consumer.wrangler.toml): the outbox sweep re-enqueues notifications a crash left behind, each new
  // application_events row (a status change staff made in D1) gets its e-mail queued, and uploads no application
  // adopted within 24 hours are removed, and a student's step due within 7 days or overdue gets its reminder queued,
  // and from 07:00 Istanbul the day's staff digest is queued once, and a booked call within 24 hours or the hour gets
  // its reminder queued, and a booking's change whose e-mail never started is queued again.
  // Each runs even when another fails.
  async scheduled(controller, env) {
    const now = new Date(controller.scheduledTime);
    const results = await Promise.allSettled([
      sweepOutbox(env, now),
      notifyApplicationEvents(env, now),
      queueStepReminders(env, now),
      queueStaffDigest(env, now),
      queueBookingReminders(env, now),
      requeueBookingChanges(env, now),
      (async () => removeStaleUploads(getDb(bindings(env).db), bindings(env).documents, now))(),
    ]);
    for (const result of results) {
      if (result.status === "rejected") console.error("cron: a sweep failed", result.reason);
    }
    const failed = results.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
  },
} satisfies ExportedHandler<ConsumerEnv>;
