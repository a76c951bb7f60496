// The one server path of an application, shared by POST /api/applications and the /apply route action
// (the form without JavaScript): limits first, then fields, files and their content, then the catalogue,
// and only then storage. Nothing is stored for a rejected application.
import type { Db } from "~/db/client.server";
import { currentLocale } from "~/i18n/current-locale";
import { joinList } from "~/lib/join-list";
import {
  findCatalogueChoice,
  insertApplication,
  insertApplicationIf,
  markApplicationQueued,
  newApplicationReference,
  type NewApplication,
  type TypedDocument,
} from "~/models/applications.server";
import { adoptUploadsStatement, uploadsStillOpen } from "~/models/uploads.server";
import { DRAFT_FIELD, UPLOAD_FIELD } from "~/applications/upload-schema";
import { alreadySubmittedMessage, findAdoptableUploads } from "./internal/upload-adoption.server";
import { m } from "~/i18n/paraglide/messages";
import { enqueue } from "~/queue/enqueue.server";
import { checklistFor, missingToApply } from "~/catalogue/checklist";
import { intakeName, istanbulToday, nextOpenIntake, upcomingIntakes } from "~/catalogue/intakes";
import { selectChecklistRows } from "~/models/entry-rules.server";
import type { Limited } from "~/lib/limited";
import { limitedBy, type WriteCommand } from "~/commands/write-command";
import { applicationConsentStatement, type NewWhatsAppConsent } from "~/models/whatsapp-consents.server";
import { whatsappConsentNumber, whatsappConsentWording } from "~/whatsapp/consent-fields";
import {
  checkApplicationFields,
  checkDocumentList,
  DEFAULT_COUNTRY,
  documentFieldName,
  FIELD_LABELS,
  TEXT_FIELDS,
  missingChecklistMessage,
  missingDocumentsMessage,
  submitFailedMessage,
  TEXT_LIMITS,
  type ApplicationField,
  type ApplicationErrors,
} from "~/applications/application-schema";
import {
  checkedUploads,
  deleteDocuments,
  putDocuments,
  typedFiles,
  type DocumentForm,
  type DocumentUpload,
  type ReceivedForm,
  sentFileNames,
} from "./document-form.server";

export type SubmittedDocument = { fileName: string; contentType: string; size: number; docType: string };
export type SubmissionSuccess = {
  ok: true;
  status: 201;
  body: { reference: string; id: number; documents: SubmittedDocument[]; notificationQueued: boolean };
};
export type SubmissionFailure = {
  ok: false;
  status: 400 | 409 | 413 | 415 | 429 | 500;
  body: { message: string; errors?: ApplicationErrors };
  /** The text the visitor typed, to fill the form again when it is shown without JavaScript. */
  values?: Partial<Record<ApplicationField, string>>;
  /** Refused by a rate limit: the files sent in the form (not kept: a page cannot give a file back), by name. */
  filesNotKept?: string[];
} & Limited;
export type SubmissionResult = SubmissionSuccess | SubmissionFailure;

function fail(
  status: SubmissionFailure["status"],
  message: string,
  errors?: ApplicationErrors,
  values?: SubmissionFailure["values"],
): SubmissionFailure {
  return { ok: false, status, body: errors ? { message, errors } : { message }, values };
}

function textValues({ fields, files }: ReceivedForm) {
  const values: Partial<Record<ApplicationField, string>> = {};
  const errors: ApplicationErrors = {};
  for (const field of TEXT_FIELDS) {
    const sent = fields.filter((f) => f.name === field);
    const value = sent[0];
    if (sent.length > 1) errors[field] = [m.forms_field_sent_twice({ label: FIELD_LABELS[field] })];
    else if (value) values[field] = value.value;
    else if (files.some((f) => f.field === field))
      errors[field] = [m.forms_field_not_file({ label: FIELD_LABELS[field] })];
  }
  return { values, errors };
}

/** The values echoed back to the form, each cut to its limit (a huge value is not sent back whole). */
function echo(values: Partial<Record<ApplicationField, string>>) {
  const out: Partial<Record<ApplicationField, string>> = {};
  for (const [field, value] of Object.entries(values) as [ApplicationField, string][]) {
    const limit = (TEXT_LIMITS as Record<string, number>)[field] ?? 100;
    out[field] = value.slice(0, limit);
  }
  return out;
}

type ApplicationInput = {
  application: NewApplication;
  /** "Send my updates on WhatsApp", ticked: written in the application's batch. */
  consent: NewWhatsAppConsent | undefined;
  documents: Exclude<Documents, { kind: "none" }>;
  echoed: SubmissionFailure["values"];
};

/**
 * An application (POST /api/applications and the /apply form, both multipart): the text fields, then the documents
 * (files in the request, checked by content, or finished resumable uploads named by id), then the catalogue
 * choice; only then storage. Nothing is stored for a rejected application.
 */
export const applicationCommand: WriteCommand<DocumentForm, ApplicationInput, SubmissionResult> = {
  guarded: {
    decoy: () => ({
      ok: true,
      status: 201,
      body: { reference: newApplicationReference(), id: 0, documents: [], notificationQueued: true },
    }),
  },
  refuse: (refusal, form) => ({
    ...fail(refusal.status, refusal.message, undefined, echo(textValues(form).values)),
    ...limitedBy(refusal),
    // Documents uploaded resumably (with JavaScript) are on the server already and stay named in the form.
    ...(refusal.status === 429 ? { filesNotKept: sentFileNames(form) } : {}),
  }),

  // One student's applications, per e-mail address and per phone number (wrangler.toml, STUDENT_LIMITER).
  countedBy: ({ application }) => [
    { group: "application-email", kind: "email", value: application.email },
    ...(application.phone ? [{ group: "application-phone", kind: "phone", value: application.phone } as const] : []),
  ],

  async parse(form, { db }) {
    // 1. The text fields.
    const { values, errors: typeErrors } = textValues(form);
    const echoed = echo(values);
    const refuse = (...args: Parameters<typeof fail>) => ({ ok: false, result: fail(...args) }) as const;
    if (Object.keys(typeErrors).length > 0) return refuse(400, Object.values(typeErrors)[0]![0]!, typeErrors, echoed);
    const checked = checkApplicationFields(values);
    if (!checked.success) {
      const missing = checked.missing.map((field) => FIELD_LABELS[field]);
      const message =
        missing.length > 0 ? m.forms_required_fields_missing({ fields: joinList(missing, "names") }) : checked.message;
      return refuse(400, message, checked.errors, echoed);
    }
    const fields = checked.data;

    // What decides (2-4 below) is read in one round trip (decision 0047): the documents named by id, the catalogue
    // choice and the checklist, started together; they are judged in that order.
    const [documents, choice, checklistRows] = await Promise.all([
      receivedDocuments(form, db),
      findCatalogueChoice(db, {
        faculty: fields.selectedFaculty,
        university: fields.selectedUniversity,
        program: fields.selectedProgram,
      }),
      selectChecklistRows(db),
    ]);
    // 2. The documents: sent in this request, or uploaded before (resumable uploads) and named by id.
    if (!documents.ok) return { ok: false, result: { ...documents, values: echoed } };

    // 3. The program must belong to the chosen faculty and university.
    if (!choice.faculty) {
      const message = m.forms_unknown_faculty({ name: fields.selectedFaculty });
      return refuse(400, message, { selectedFaculty: [message] }, echoed);
    }
    if (!choice.university) {
      const message = m.forms_unknown_university({ name: fields.selectedUniversity });
      return refuse(400, message, { selectedUniversity: [message] }, echoed);
    }
    if (!choice.program) {
      const message = m.forms_unknown_program({
        program: fields.selectedProgram,
        faculty: choice.faculty.label,
        university: choice.university.name,
      });
      return refuse(400, message, { selectedProgram: [message] }, echoed);
    }

    // The intake applied for: one of the program's that has not started, or by default its next open one.
    const intake = chosenIntake(choice.intakes, fields.intake ?? "");
    if (!intake.ok) {
      const message = m.forms_unknown_intake({
        program: choice.program.name,
        intakes: joinList(intake.offered.map(intakeName)),
      });
      return refuse(400, message, { intake: [message] }, echoed);
    }

    // 4. Every document the checklist needs to apply for this offering, by the types the student gave them (a
    // type is a name: each file's content was checked as any other's).
    const checklist = checklistFor(checklistRows, {
      offering: choice.program,
      qualification: fields.qualification || null,
      nationality: fields.nationality || null,
    });
    const sentTypes =
      documents.kind === "none" ? [] : documents.kind === "files" ? documents.uploads : documents.documents;
    const missing = missingToApply(
      checklist,
      sentTypes.map((d) => d.docType),
    );
    // No document at all is refused with the spec's message where the checklist asks for none to apply.
    if (missing.length > 0 || documents.kind === "none") {
      // Beneath the first missing item's box (the form focuses it); the message names them all.
      const message = missing.length > 0 ? missingChecklistMessage(missing) : missingDocumentsMessage();
      const field = missing.length > 0 ? documentFieldName(missing[0]!) : "documents";
      return refuse(400, message, { [field]: [message] }, echoed);
    }
    const application: NewApplication = {
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      phone: fields.phone || null,
      countryOfResidence: fields.countryOfResidence || DEFAULT_COUNTRY,
      selectedFaculty: choice.faculty.name,
      selectedUniversity: choice.university.name,
      selectedProgram: choice.program.name,
      universityId: choice.university.id,
      programId: choice.program.id,
      intakeId: intake.id,
      educationLevel: fields.educationLevel || null,
      qualification: fields.qualification || null,
      nationality: fields.nationality || null,
      message: fields.message || null,
      locale: currentLocale(),
    };
    const number = whatsappConsentNumber(fields);
    const consent = number?.ok
      ? { phone: number.e164, wording: whatsappConsentWording(), locale: application.locale ?? "en" }
      : undefined;
    return { ok: true, input: { application, consent, documents, echoed } };
  },

  async run({ application, consent, documents, echoed }, { db, documents: bucket }) {
    // 5. Store: R2 objects (or the uploads, already there), then one D1 batch (all or nothing).
    let created: Awaited<ReturnType<typeof storeApplication>> | undefined;
    try {
      created =
        documents.kind === "files"
          ? await storeApplication(db, bucket, application, documents.uploads, consent)
          : await adoptUploads(db, application, documents, consent);
    } catch (error) {
      console.error("applications: could not store the application", error);
      return fail(500, submitFailedMessage(), undefined, echoed);
    }
    if (!created && documents.kind === "uploads") {
      const refusal = await notAdopted(db, documents);
      return fail(refusal.status, refusal.message, { documents: [refusal.message] }, echoed);
    }
    if (!created) return fail(500, submitFailedMessage(), undefined, echoed);

    // 6. Notify through the queue; the application is saved whatever the queue says.
    const notificationQueued = await enqueue({ type: "application.created", applicationId: created.id });
    if (notificationQueued) {
      await markApplicationQueued(db, created.id).catch((error: unknown) =>
        console.error("applications: could not mark the notification queued", created.id, error),
      );
    }
    return {
      ok: true,
      status: 201,
      body: {
        reference: created.reference,
        id: created.id,
        documents: created.documents.map(({ fileName, contentType, size, docType }) => ({
          fileName,
          contentType,
          size,
          docType,
        })),
        notificationQueued,
      },
    };
  },
};

/**
 * The intake `startsOn` names among the program's (ones that have not started), or the next open one when it is
 * empty (else the next one, or none when the program has no intake ahead); refused when the program has no such
 * intake, with the ones it has.
 */
function chosenIntake(intakes: Awaited<ReturnType<typeof findCatalogueChoice>>["intakes"], startsOn: string) {
  const today = istanbulToday();
  const ahead = upcomingIntakes(
    intakes.map((i) => ({ ...i, decisionWeeks: 0, checkedOn: "" })),
    today,
  );
  const byStart = (start: string | undefined) => intakes.find((i) => i.startsOn === start)?.id ?? null;
  if (!startsOn) return { ok: true, id: byStart((nextOpenIntake(ahead, today) ?? ahead[0])?.startsOn) } as const;
  const id = ahead.some((i) => i.startsOn === startsOn) ? byStart(startsOn) : null;
  return id === null ? ({ ok: false, offered: ahead.map((i) => i.startsOn) } as const) : ({ ok: true, id } as const);
}

type Documents =
  | { ok: true; kind: "none" }
  | { ok: true; kind: "files"; uploads: DocumentUpload[] }
  | { ok: true; kind: "uploads"; draftId: string; ids: string[]; documents: TypedDocument[] };

/**
 * The documents of the application: files in this request (checked here, by content too), or finished resumable
 * uploads named by `upload_N` fields of the draft `draftId` (checked when their last byte arrived).
 */
async function receivedDocuments(form: ReceivedForm, db: Db): Promise<Documents | SubmissionFailure> {
  const typed = typedFiles(form);
  if (!typed.ok) return fail(400, typed.message, { [typed.field]: [typed.message] });
  const { files } = typed;
  const uploadIds = form.fields.filter((f) => UPLOAD_FIELD.test(f.name)).map((f) => f.value);
  if (uploadIds.length > 0) {
    if (files.length > 0) {
      const message = m.forms_files_or_uploads();
      return fail(400, message, { documents: [message] });
    }
    const draftId = form.fields.find((f) => f.name === DRAFT_FIELD)?.value ?? "";
    const found = await findAdoptableUploads(db, draftId, uploadIds);
    if (!found.ok) return fail(found.status, found.message, { documents: [found.message] });
    return { ok: true, kind: "uploads", draftId, ids: uploadIds, documents: found.documents };
  }
  // Refused once the program is known, naming what its checklist needs (step 4 of the command).
  if (files.length === 0) return { ok: true, kind: "none" };
  const listProblem = checkDocumentList(files.map(({ fileName, size }) => ({ name: fileName, size })));
  if (listProblem) {
    const status = listProblem.kind === "size" || listProblem.kind === "total" ? 413 : 400;
    const field = listProblem.index === undefined ? "documents" : files[listProblem.index]!.field;
    return fail(status, listProblem.message, { [field]: [listProblem.message] });
  }
  const uploads = checkedUploads(files);
  if ("message" in uploads) return fail(400, uploads.message, { [uploads.field]: [uploads.message] });
  return { ok: true, kind: "files", uploads };
}

/**
 * The application and its documents in one D1 batch that also marks the uploads as adopted (nothing to put), written
 * only while every upload is still nobody's: of two applications naming one upload at the same moment, the second
 * writes nothing (undefined) instead of meeting the unique index of application_documents.r2_key.
 */
async function adoptUploads(
  db: Db,
  application: NewApplication,
  { draftId, ids, documents }: Extract<Documents, { kind: "uploads" }>,
  consent: NewWhatsAppConsent | undefined,
) {
  const reference = newApplicationReference();
  const id = await insertApplicationIf(db, reference, application, documents, uploadsStillOpen(draftId, ids), [
    adoptUploadsStatement(db, reference, draftId, ids),
    ...consentStatements(db, reference, consent),
  ]);
  return id === undefined ? undefined : { id, reference, documents };
}

/** Why uploads checked a moment ago were not adopted after all: taken by another application (409), or removed. */
async function notAdopted(db: Db, { draftId, ids }: Extract<Documents, { kind: "uploads" }>) {
  const again = await findAdoptableUploads(db, draftId, ids);
  return again.ok ? { status: 409 as const, message: alreadySubmittedMessage() } : again;
}

/** The consent's row in the application's batch, if the box was ticked. */
const consentStatements = (db: Db, reference: string, consent: NewWhatsAppConsent | undefined) =>
  consent ? [applicationConsentStatement(db, reference, consent)] : [];

/**
 * Stores the documents in R2, then the application and its document rows in ONE D1 batch (a transaction).
 * If the batch fails, the objects just put are deleted: either the whole application exists or none of it.
 */
async function storeApplication(
  db: Db,
  bucket: R2Bucket,
  application: NewApplication,
  uploads: DocumentUpload[],
  consent: NewWhatsAppConsent | undefined,
) {
  if (uploads.length === 0) throw new Error("An application needs at least one document");
  const reference = newApplicationReference();
  const documents = await putDocuments(bucket, reference, uploads);
  try {
    const id = await insertApplication(
      db,
      reference,
      application,
      documents,
      consentStatements(db, reference, consent),
    );
    return { id, reference, documents };
  } catch (error) {
    await deleteDocuments(
      bucket,
      documents.map((d) => d.key),
    );
    throw error;
  }
}
