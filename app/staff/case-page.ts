// The console's case page (issue 52), its parts and forms named once for the page, its action and the tests: each
// form posts an `intent` and the part it changes; a change that worked comes back to the page (PRG) at that part's
// #anchor with `?saved=<part>`; one refused comes back with its answer beside the same part. Pure: no D1, no server.
import type { FieldErrors } from "~/lib/field-errors";
import { casePath } from "./today-words";
import type { TypedValues } from "./case-change-schema";

/** The forms of the case page, by the `intent` each posts. */
export const CASE_INTENTS = ["status", "step", "review", "attach"] as const;
export type CaseIntent = (typeof CASE_INTENTS)[number];

export const isCaseIntent = (value: unknown): value is CaseIntent =>
  typeof value === "string" && (CASE_INTENTS as readonly string[]).includes(value);

/** The page's parts a form changes, by their element id (the #anchor): status, step-<kind>, document-<id>, payments. */
export const statusPart = () => "status";
export const stepPart = (kind: string) => `step-${kind}`;
export const documentPart = (id: number | string) => `document-${id}`;
export const paymentsPart = () => "payments";

const PART = /^(status|payments|step-[a-z_]{1,40}|document-\d{1,9})$/;

/** The part a form of `intent` changes, from its fields (a step by its kind, a document by its id). */
export function partOf(intent: CaseIntent, get: (name: string) => unknown): string {
  const text = (name: string) => {
    const value = get(name);
    return typeof value === "string" ? value : "";
  };
  const part =
    intent === "status"
      ? statusPart()
      : intent === "step"
        ? stepPart(text("step"))
        : intent === "review"
          ? documentPart(text("documentId"))
          : paymentsPart();
  return PART.test(part) ? part : statusPart();
}

/** The `?saved=` of the page's address, when it names one of its parts. */
export const savedPart = (value: string | null) => (value && PART.test(value) ? value : undefined);

/** Where a change that worked sends the browser: the case, its notice, scrolled to the part changed. */
export const savedPath = (reference: string, part: string) =>
  `${casePath(reference)}?saved=${encodeURIComponent(part)}#${part}`;

/** A refused change, as the action answers it: the page again, with this beside the form of `part`. */
export type CaseFormAnswer = {
  intent: CaseIntent | null;
  part: string;
  status: 400 | 403 | 404 | 409;
  message: string;
  errors: FieldErrors;
  values: TypedValues;
};

/** What the page's forms show: which part was just saved, and the answer to a refused change. */
export type CaseFormState = { saved?: string; answer?: CaseFormAnswer };

/** The answer for the form of `part`, if it is the one that was refused. */
export const answerFor = (state: CaseFormState, part: string) =>
  state.answer?.part === part ? state.answer : undefined;
