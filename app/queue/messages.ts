// Messages the web Worker puts on the notifications queue and the consumer Worker (workers/consumer.ts) handles.
// Every message carries a unique `id`; handlers are idempotent, because Queues deliver at least once.

export type QueueMessage =
  | { id: string; type: "consultation.created"; consultationId: number }
  | { id: string; type: "application.created"; applicationId: number }
  // Each feature adds its own kinds here, with a handler in workers/consumer/.
  ;

export type QueueMessageType = QueueMessage["type"];
export type MessageOf<T extends QueueMessageType> = Extract<QueueMessage, { type: T }>;
