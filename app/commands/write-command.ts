import type { Db } from "~/db/client.server";

// The shape of every write the site takes (consultation, application, extra documents, status lookup, payment
// start, payment webhook, upload creation): one command in its feature folder, run by app/writes/run-write.server.ts
// after the steps every write passes. The route action and the Hono handler of a write are adapters: they read
// their transport into fields, call runWrite, and turn the command's typed result into their answer.

/**
 * What a write may read and use: the request's D1 session and bucket, its origin and the request itself (headers,
 * client). The notifications queue is not here: enqueue() takes it when a message is sent, so a missing queue
 * leaves a notification unsent (the outbox sends it later) and never fails the write.
 */
export type WriteContext = {
  db: Db;
  documents: R2Bucket;
  /** scheme://host of the request: where a payer is sent back to. */
  origin: string;
  request: Request;
};

/** Fields as a transport read them: a FormData, a JSON object, or a multipart form; the spam guard reads by name. */
export type FieldSource = { get(name: string): unknown };

/** A parsed JSON body (or anything else) as fields: what is not an object has none. */
export function fieldsOf(value: unknown): FieldSource {
  const record = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  return { get: (name) => record[name] };
}

/**
 * A write refused before it ran, in the request's words: by the spam guard (sent too fast, or Turnstile failed: 400)
 * or by a rate limit (429, with the seconds after which it may be sent again).
 */
export type WriteRefusal = { status: 400; message: string } | { status: 429; message: string; retryAfter: number };

/** The `retryAfter` of a rate limit's refusal (nothing for the spam guard's), for a command's failure. */
export const limitedBy = (refusal: WriteRefusal): { retryAfter?: number } =>
  refusal.status === 429 ? { retryAfter: refusal.retryAfter } : {};

/** The counts a student's writes are kept in besides the address (app/security/rate-limit.server.ts, wrangler.toml). */
export type IdentityGroup =
  | "consultation-email"
  | "consultation-phone"
  | "application-email"
  | "application-phone"
  | "status-reference"
  | "opt-in-reference"
  | "documents-reference";

/** One identity a write is counted by, as it was typed: runWrite turns it into a key (app/security/identity-keys.ts). */
export type Identity = { group: IdentityGroup; kind: "email" | "phone" | "reference"; value: string };

export type Parsed<Input, Result> = { ok: true; input: Input } | { ok: false; result: Result };

/**
 * A command's answer to a refusal: its own failure, with what was typed, so every form shows it the same way.
 * `input`: what the parse made of the fields, for a refusal met after it (a student's own limit: countedBy).
 * (Method syntax: a command of a narrower Input still fits a list of commands.)
 */
type Refuse<Fields, Input, Result> = { refuse(refusal: WriteRefusal, fields: Fields, input?: Input): Result };

export type WriteCommand<Fields extends FieldSource, Input, Result> = {
  /**
   * Whom the write belongs to besides the address (issue 54): one student's e-mail and phone, or an application's
   * reference, counted by runWrite after the parse and before the run. Past a limit, `refuse` answers with a 429
   * (keeping what was typed) and nothing is written.
   */
  countedBy?(input: Input): Identity[];
  /** The fields checked (zod schemas, catalogue choices): the command's input, or its answer to bad input. */
  parse(fields: Fields, context: WriteContext): Parsed<Input, Result> | Promise<Parsed<Input, Result>>;
  /** The write itself: D1, R2 and the queue, all or nothing. */
  run(input: Input, context: WriteContext): Promise<Result>;
} & (
  | ({
      /**
       * Set for the forms people fill (consultation, application, payment): the spam guard runs first. A filled
       * honeypot gets `decoy`, an answer that looks like success and stores nothing; another refusal gets `refuse`.
       */
      guarded: { decoy: (fields: Fields, context: WriteContext) => Result };
    } & Refuse<Fields, Input, Result>)
  | ({
      guarded?: undefined;
      // A form's command answers a refusal (a rate limit) with its own failure (`refuse`); without it, the error
      // page does.
    } & Partial<Refuse<Fields, Input, Result>>)
);
