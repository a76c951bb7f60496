import { bindings } from "~/config.server";
import { getDb } from "~/db/client.server";
import { spamRefusalMessage } from "~/lib/spam-guard-codes";
import type { FieldSource, WriteCommand, WriteContext } from "~/commands/write-command";
import { checkSpamGuard } from "~/security/spam-guard.server";
import { currentLocale } from "~/i18n/current-locale";
import { isLocalHost } from "~/lib/local-host";
import { identityKey } from "~/security/identity-keys";
import { noteLimit } from "~/security/limit-notes.server";
import { identityLimited } from "~/security/rate-limit.server";
import { refusalWords } from "~/security/refusal-words.server";
import { refusedWrite } from "~/security/refused-write.server";
import type { EdgeRefusal } from "~/security/edge-context";

// The steps every write passes, in one place. Before a handler runs, the edge (workers/app.ts, post-routes.server.ts)
// has resolved the route, counted the client's rate limit and capped the body. Then, here:
//   0. the edge's refusal (rate limit) of a page's form: the command's own failure, with what was typed;
//   1. the spam guard (honeypot, fill time, Turnstile), for the forms people fill;
//   2. the command's parse (zod schemas, catalogue checks);
//   3. the limits of the student it belongs to (an e-mail, a phone, a reference: WriteCommand.countedBy);
//   4. the command's run: D1, R2 and the queue.

/** The context of a write from `request`: this request's D1 session, the bucket binding, its origin. */
export function writeContext(request: Request): WriteContext {
  return {
    db: getDb(),
    // Read when a write stores a document: a consultation needs no bucket, and must not fail for the lack of one.
    get documents() {
      return bindings().documents;
    },
    origin: new URL(request.url).origin,
    request,
  };
}

export async function runWrite<Fields extends FieldSource, Input, Result>(
  command: WriteCommand<Fields, Input, Result>,
  fields: Fields,
  context: WriteContext,
): Promise<Result> {
  const limited = refusedWrite();
  if (limited) {
    // The form comes back as it was sent, saying when to send it again; nothing is checked or stored.
    if (!command.refuse) throw await refusalPage(limited);
    const message = refusalWords(limited, currentLocale());
    return command.refuse({ status: 429, message, retryAfter: limited.retryAfter }, fields);
  }
  if (command.guarded) {
    const verdict = await checkSpamGuard(fields, context.request);
    if (!verdict.ok) {
      // A bot that filled the honeypot is told it worked; nothing is stored.
      if (verdict.reason === "honeypot") return command.guarded.decoy(fields, context);
      // Worded here, once, in the language of the request: every form and API shows the same words.
      return command.refuse({ status: 400, message: spamRefusalMessage(verdict.reason) }, fields);
    }
  }
  const parsed = await command.parse(fields, context);
  if (!parsed.ok) return parsed.result;
  if (command.countedBy) {
    const keys = await Promise.all(command.countedBy(parsed.input).map(identityKey));
    const local = isLocalHost(new URL(context.request.url).hostname);
    const retryAfter = await identityLimited(undefined, keys, { local });
    if (retryAfter !== undefined) {
      // The edge's words for its own limit, so a refusal reads the same whichever limit said it; the edge adds
      // Retry-After to the answer (limit-notes.server.ts). The form comes back as the edge's refusal brings it.
      noteLimit(retryAfter);
      const refusal = { status: 429, code: "rate-limited", retryAfter } as const;
      if (!command.refuse) throw await refusalPage(refusal);
      const message = refusalWords(refusal, currentLocale());
      return command.refuse({ status: 429, message, retryAfter }, fields, parsed.input);
    }
  }
  return command.run(parsed.input, context);
}

/**
 * The route's error page for a refusal its command cannot answer in its form (imported when needed: it is React
 * Router's, and the write road otherwise imports no UI, so tests can import it directly).
 */
async function refusalPage(refusal: EdgeRefusal) {
  return (await import("~/security/edge-refusal.server")).refusalPage(refusal);
}
