// Documents a student adds from the status page while the consultancy asks for them (status
// 'documents_requested', or a document sent back), or for an open step of the case that asks for them (a `step`
// field: docs/decisions/0045-step-uploads.md): the application's own rules (the same multipart limits, names, magic bytes), the count
// and total counted together with the documents the application already has, R2 first and then one D1 batch, and
// no object left behind when anything fails. The consultancy hears of it through the 'documents' event's e-mail.
import { m } from "~/i18n/paraglide/messages";
import {
  checkDocumentList,
  DOCUMENT_LIMITS,
  missingDocumentsMessage,
  submitFailedMessage,
} from "~/applications/application-schema";
import type { FieldErrors } from "~/lib/field-errors";
import { limitedBy, type WriteCommand } from "~/commands/write-command";
import { addDocuments, releaseEvents } from "~/models/application-tracking.server";
import { enqueue } from "~/queue/enqueue.server";
import {
  checkedUploads,
  deleteDocuments,
  putDocuments,
  typedFiles,
  type DocumentForm,
  type DocumentUpload,
} from "~/applications/document-form.server";
import { caseView, withDocumentsNow, type ApplicationStatusView } from "./case-view.server";
import { lookupApplication, type LookupResult } from "./status-lookup.server";
import { stepTakingDocuments, wrongTypeForStep } from "./step-uploads.server";
import type { ApplicationStatus, StepKind } from "~/db/enums";

export const documentsNotRequestedMessage = () => m.status_documents_not_requested();

export type AddDocumentsResult =
  | {
      ok: true;
      status: 201;
      added: { fileName: string; size: number }[];
      application?: ApplicationStatusView;
      /** The step the box named, if any: the page shows the outcome under that step. */
      step?: string;
    }
  | {
      ok: false;
      status: 400 | 404 | 409 | 413 | 415 | 429 | 500;
      message: string;
      errors?: FieldErrors;
      /** The application, once the pair was right: the page shows it again with the message. */
      application?: ApplicationStatusView;
      step?: string;
      /** A limit's refusal: the seconds until the documents may be sent again. */
      retryAfter?: number;
    };

type AddDocumentsInput = {
  found: Extract<LookupResult, { ok: true }>;
  uploads: DocumentUpload[];
  step: string | undefined;
  /** The step the documents are for, once its box's rule let them in. */
  forStep: StepKind | null;
  failure: Failure;
};
type Failure = (
  status: Exclude<AddDocumentsResult["status"], 201>,
  message: string,
  field?: string,
) => AddDocumentsResult;

/** Documents added from the status page's upload box (multipart, read by the application's own reader). */
export const addDocumentsCommand: WriteCommand<DocumentForm, AddDocumentsInput, AddDocumentsResult> = {
  // Per application (wrangler.toml, CASE_LIMITER): the case shown again with the refusal beside its upload box.
  countedBy: ({ found }) => [{ group: "documents-reference", kind: "reference", value: found.application.reference }],
  // The edge's refusal comes before the parse: no case was read, so the page shows the lookup form with the pair.
  refuse: (refusal, _form, input) => ({
    ...(input?.failure(refusal.status, refusal.message) ?? {
      ok: false,
      status: refusal.status,
      message: refusal.message,
    }),
    ...limitedBy(refusal),
  }),
  async parse(form, { db }) {
    const value = (name: string) => form.fields.find((f) => f.name === name)?.value;
    const pair = { reference: value("reference"), email: value("email") };
    // Who: the same pair as the lookup (the page's form sends them back), with the same neutral answer.
    const found = await lookupApplication(pair, db);
    if (!found.ok)
      return { ok: false, result: { ok: false, status: found.status, message: found.message, errors: found.errors } };
    const stepKind = value("step");
    const failure: Failure = (status, message, field) => ({
      ok: false,
      status,
      message,
      errors: field ? { [field]: [message] } : undefined,
      application: found.application,
      step: stepKind,
    });
    const refuse = (...args: Parameters<Failure>) => ({ ok: false, result: failure(...args) }) as const;
    // For a step: the step opens the box (whatever the status), and its rule says which types it takes.
    const forStep = stepKind === undefined ? undefined : stepTakingDocuments(found.application, stepKind);
    if (forStep && !forStep.ok) return refuse(forStep.status, forStep.message, forStep.field);
    if (!forStep && !found.application.acceptsDocuments) return refuse(409, documentsNotRequestedMessage());

    // What: at least one file, within the limits counted with what the application already holds. The box names
    // the type of what it sends (`docType`, the requested one by default); a typed field names its own. A type
    // that is none of ours is refused, as /apply refuses it.
    const typed = typedFiles(form, value("docType"));
    if (!typed.ok) return refuse(400, typed.message, typed.field);
    const { files } = typed;
    if (files.length === 0) return refuse(400, missingDocumentsMessage(), "documents");
    const wrongType =
      forStep &&
      wrongTypeForStep(
        forStep.step,
        files.map((f) => f.docType),
      );
    if (wrongType) return refuse(wrongType.status, wrongType.message, wrongType.field);
    const existing = found.application.documents.map((d) => ({ name: d.fileName, size: d.size }));
    const added = files.map((f) => ({ name: f.fileName, size: f.size }));
    const problem = checkDocumentList(added) ?? checkDocumentList([...existing, ...added]);
    if (problem) {
      const status = problem.kind === "size" || problem.kind === "total" || problem.kind === "count" ? 413 : 400;
      return refuse(status, problem.message, "documents");
    }
    const uploads = checkedUploads(files);
    if ("message" in uploads) return refuse(400, uploads.message, "documents");
    return { ok: true, input: { found, uploads, step: stepKind, forStep: forStep?.step.kind ?? null, failure } };
  },

  async run({ found, uploads, step, forStep, failure }, { db, documents: bucket }) {
    // Store: R2, then the rows and the event in one batch; the objects go again if the batch fails or refuses them.
    let eventId: number | undefined;
    let stored: Awaited<ReturnType<typeof putDocuments>>;
    try {
      stored = await putDocuments(bucket, found.application.reference, uploads);
      try {
        // The event keeps the status the application is at (a step's upload comes after the offer).
        const status = found.application.status as ApplicationStatus;
        // A step's documents are its own (decision 54): they replace only what was sent for that step.
        eventId = await addDocuments(db, { id: found.id, status }, stored, DOCUMENT_LIMITS, forStep);
      } finally {
        if (eventId === undefined)
          await deleteDocuments(
            bucket,
            stored.map((d) => d.key),
          );
      }
    } catch (error) {
      console.error("applications: could not add documents", found.id, error);
      return failure(500, submitFailedMessage());
    }
    // The case was read once, before the write: only its documents and history are read again.
    const now = await withDocumentsNow(db, found.read).catch((error: unknown) => {
      console.error("applications: could not read the documents again", found.id, error);
      return undefined;
    });
    if (eventId === undefined) return overTheLimits(now?.reads.documents, uploads, failure);

    // Tell the consultancy now; if the queue refuses, the cron sends it on its next run.
    if (!(await enqueue({ type: "application.event", eventId }))) {
      await releaseEvents(db, [eventId]).catch((error: unknown) =>
        console.error("applications: could not release event", eventId, error),
      );
    }
    return {
      ok: true,
      status: 201,
      added: stored.map(({ fileName, size }) => ({ fileName, size })),
      application: now ? caseView(now.application, now.reads) : undefined,
      step,
    };
  },
};

/**
 * The batch let nothing in: documents added meanwhile (another request at the same moment) leave no room. The
 * count or total message, counted with what the application holds now.
 */
function overTheLimits(
  documents: { fileName: string; size: number }[] | undefined,
  uploads: DocumentUpload[],
  failure: Failure,
) {
  const existing = (documents ?? []).map((d) => ({ name: d.fileName, size: d.size }));
  const problem = checkDocumentList([...existing, ...uploads.map((u) => ({ name: u.fileName, size: u.size }))]);
  return problem ? failure(413, problem.message, "documents") : failure(409, submitFailedMessage());
}
