// The status lookup, shared by /applications/status (form and signed link), its documents action and
// POST /api/applications/status: the case as its student may see it, or one neutral "not found".
import { getDb, type Db } from "~/db/client.server";
import { checkStatusLookup, notFoundMessage, type StatusLookup, type StatusLookupField } from "./status-lookup-schema";
import type {
  FieldSource,
  Identity,
  IdentityGroup,
  Parsed,
  WriteCommand,
  WriteRefusal,
} from "~/commands/write-command";
import type { FieldErrors } from "~/lib/field-errors";
import { checkStatusLink, expiredLinkMessage, invalidLinkMessage } from "./status-link.server";
import { caseView, readCase, type ApplicationStatusView, type CaseRead } from "./case-view.server";
import { displayCurrency, type DisplayCurrency } from "~/catalogue/display-currency";
import { currentLocale } from "~/i18n/current-locale";

export type LookupResult =
  | { ok: true; application: ApplicationStatusView; id: number; read: CaseRead }
  | { ok: false; status: 400 | 404; message: string; errors?: FieldErrors<StatusLookupField> }
  /** A student's limit (the edge sends Retry-After). */
  | { ok: false; status: 429; message: string; errors?: undefined; retryAfter?: number };

/** Made at each answer: the message is in the request's language. */
const notFound = () => ({ ok: false, status: 404, message: notFoundMessage() }) as const;
const encoder = new TextEncoder();

async function digest(text: string) {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text.trim().toLowerCase())));
}

/** Equal e-mail addresses (any case), compared as digests in full: no early exit on the first differing byte. */
async function sameEmail(typed: string, stored: string) {
  const [a, b] = await Promise.all([digest(typed), digest(stored)]);
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

/** A stand-in compared when the reference is unknown, so that answer costs what a wrong address costs. */
const NOBODY = "nobody@invalid.example";

/** The lookup form's or body's two fields checked, or the 400 that names what is wrong. */
export function checkPair(values: Record<string, unknown>): Parsed<StatusLookup, LookupResult> {
  const checked = checkStatusLookup(values);
  if (checked.success) return { ok: true, input: checked.data };
  return { ok: false, result: { ok: false, status: 400, message: checked.message, errors: checked.errors } };
}

/** The application of a pair; a wrong pair and an unknown reference cost the same work and get the same answer. */
export async function findByPair(
  { reference, email }: StatusLookup,
  db: Db,
  currency?: DisplayCurrency,
): Promise<LookupResult> {
  const { found, reads } = await readCase(db, reference);
  const matches = await sameEmail(email, found?.email ?? NOBODY);
  return matches && found
    ? { ok: true, application: caseView(found, reads, currency), id: found.id, read: { application: found, reads } }
    : notFound();
}

/**
 * A status lookup (the /applications/status form and POST /api/applications/status). Its rate limit is what keeps
 * references from being guessed at speed (app/security/post-routes.server.ts).
 */
export const statusLookupCommand: WriteCommand<FieldSource, StatusLookup, LookupResult> = {
  countedBy: caseCount("status-reference", (pair) => pair.reference),
  refuse: refusedLookup,
  parse: (fields) => checkPair({ reference: fields.get("reference"), email: fields.get("email") }),
  run: (pair, { db, request }) => findByPair(pair, db, displayCurrency(request, currentLocale())),
};

/**
 * The count of a case's writes per application (wrangler.toml, CASE_LIMITER): by the reference the student typed,
 * so one reference is held to its limit whatever address guesses its e-mail.
 */
export function caseCount<Input>(group: IdentityGroup, reference: (input: Input) => string) {
  return (input: Input): Identity[] => [{ group, kind: "reference", value: reference(input) }];
}

/** A case's write refused by a limit: the lookup's failure, in the refusal's words (and when to send it again). */
export function refusedLookup(refusal: WriteRefusal): LookupResult {
  const { status, message } = refusal;
  return status === 429
    ? { ok: false, status, message, retryAfter: refusal.retryAfter }
    : { ok: false, status, message };
}

/** The same lookup inside another write (documents added from the status page name their application by the pair). */
export async function lookupApplication(values: Record<string, unknown>, db: Db): Promise<LookupResult> {
  const parsed = checkPair(values);
  return parsed.ok ? findByPair(parsed.input, db) : parsed.result;
}

export type SignedLinkResult =
  | { ok: true; application: ApplicationStatusView }
  | { ok: false; message: string; reference?: string };

/**
 * The application a signed status link opens, or why not. Only a link we signed is called expired (and keeps its
 * reference for the form); any other is "not valid" with nothing of the link echoed, so an altered signature,
 * reference or expiry all get the same page.
 */
export async function lookupBySignedLink(
  params: URLSearchParams,
  db = getDb(),
  currency?: DisplayCurrency,
): Promise<SignedLinkResult> {
  const link = await checkStatusLink(undefined, params);
  if (!link.ok) {
    return link.reason === "expired"
      ? { ok: false, message: expiredLinkMessage(), reference: link.reference }
      : { ok: false, message: invalidLinkMessage() };
  }
  const { found, reads } = await readCase(db, link.reference);
  return found
    ? { ok: true, application: caseView(found, reads, currency) }
    : { ok: false, message: invalidLinkMessage() };
}
