// The queue consumer Worker: sends notification e-mails and reconciles payment callbacks.
// Message kinds are added by the features that enqueue them (consultations, applications, payments).

export default {
  async queue(batch, _env) {
    for (const message of batch.messages) {
      console.warn("consumer: no handler for message", message.id);
      message.ack();
    }
  },
} satisfies ExportedHandler<ConsumerEnv>;
