import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, useLocation } from "react-router";
import { EmailInput, PhoneInput } from "~/components/form/contact-inputs";
import { Field } from "~/components/form/field";
import { useHydrated, WhenHydrated } from "~/components/hydrated";
import { Icon } from "~/components/icons";
import { invalidFields } from "~/lib/field-errors";
import { actionWithFragment, FormResult, Notice } from "~/components/form/form-result";
import { SpamGuardFields } from "~/components/form/spam-guard-fields";
import { whatsappHref } from "~/lib/contact";
import {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_TYPES_TEXT,
  checkApplicationFields,
  checkDocumentList,
  DEFAULT_COUNTRY,
  EDUCATION_LEVELS,
  FIELD_LABELS,
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_TOTAL_BYTES,
  MISSING_DOCUMENTS_MESSAGE,
  type ApplicationErrors,
  type ApplicationField,
} from "~/lib/application-schema";
import { MB } from "~/lib/format-bytes";
import {
  findUniversity,
  groupedPrograms,
  programsOf,
  type Catalogue,
  type Choice,
  type ProgramChoice,
} from "~/lib/application-options";
import { DocumentPicker, DOCUMENTS_INPUT_ID } from "./document-picker";
import { shrinkPhoto } from "./shrink-photo";
import { useApplicationUpload } from "./use-application-upload";
import { entryKey, type UploadEntry, useResumableUploads } from "./use-resumable-uploads";
import { DRAFT_FIELD, uploadFieldName } from "~/lib/upload-schema";

/** What the route action answers when the form was sent without JavaScript. */
export type ApplicationActionData =
  | { ok: true; reference: string }
  | { ok: false; message: string; errors?: ApplicationErrors; values?: Partial<Record<ApplicationField, string>> };

type Outcome = { kind: "none" } | { kind: "success"; reference: string } | { kind: "error"; message: string };
type Defaults = Partial<Record<ApplicationField, string>>;

/** The result panel's id: the #fragment the form posts to, so a page answered without JavaScript opens on it. */
export const APPLICATION_RESULT_ID = "application-result";
const FIELD_ORDER: (ApplicationField | "documents")[] = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "countryOfResidence",
  "selectedFaculty",
  "selectedUniversity",
  "selectedProgram",
  "educationLevel",
  "documents",
  "message",
];
const SUCCESS_VISIBLE_MS = 5000;

const inputId = (field: string) => (field === "documents" ? DOCUMENTS_INPUT_ID : `application-${field}`);

export function ApplicationForm({
  catalogue,
  preselected,
  actionData,
  whatsappNumber,
}: {
  catalogue: Catalogue;
  preselected: Choice;
  actionData?: ApplicationActionData;
  whatsappNumber?: string;
}) {
  const location = useLocation();
  const upload = useApplicationUpload();
  const documents = useResumableUploads();
  // After a refused submission without JavaScript the form comes back with what was typed.
  const echoed = actionData && !actionData.ok ? actionData.values : undefined;
  const [defaults, setDefaults] = useState<Defaults>(() =>
    actionData?.ok
      ? {}
      : {
          selectedFaculty: preselected.faculty,
          selectedUniversity: preselected.university,
          selectedProgram: preselected.program,
          ...echoed,
        },
  );
  const [formKey, setFormKey] = useState(0);
  const [faculty, setFaculty] = useState(defaults.selectedFaculty ?? "");
  const [university, setUniversity] = useState(defaults.selectedUniversity ?? "");
  const [program, setProgram] = useState(defaults.selectedProgram ?? "");
  const [refusal, setRefusal] = useState<string>();
  const [errors, setErrors] = useState<ApplicationErrors>(() =>
    actionData && !actionData.ok ? (actionData.errors ?? {}) : {},
  );
  const [outcome, setOutcome] = useState<Outcome>(() =>
    !actionData
      ? { kind: "none" }
      : actionData.ok
        ? { kind: "success", reference: actionData.reference }
        : { kind: "error", message: actionData.message },
  );
  const [lastReference, setLastReference] = useState(actionData?.ok ? actionData.reference : undefined);
  const resultRef = useRef<HTMLDivElement>(null);

  // The green confirmation shows for 5 seconds (the reference stays in a line below).
  useEffect(() => {
    if (outcome.kind !== "success") return;
    const timer = setTimeout(() => setOutcome({ kind: "none" }), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const pairChosen = Boolean(faculty && university);
  const pairPrograms = programsOf(catalogue, faculty, university);
  const universityId = findUniversity(catalogue, university)?.id;
  const [waiting, setWaiting] = useState<FormData | null>(null);
  /** Photos being shrunk before they join the list. */
  const [preparing, setPreparing] = useState(0);
  const submitting = upload.uploading || waiting !== null;

  // Each accepted file starts uploading at once (photos shrunk first); the list checks use the sizes sent.
  async function addFiles(list: FileList | null) {
    let problem: string | undefined;
    const picked = Array.from(list ?? []).filter((file) => !documents.entries.some((e) => e.key === entryKey(file)));
    const candidates = [];
    for (const file of picked) {
      const fileProblem = checkDocumentList([{ name: file.name, size: 1 }]);
      if (fileProblem) problem ??= fileProblem.message;
      else candidates.push(file);
    }
    setPreparing((n) => n + candidates.length);
    const shrunk = await Promise.all(candidates.map(shrinkPhoto));
    setPreparing((n) => n - candidates.length);
    const prepared = shrunk.filter(({ file }) => {
      const sizeProblem = checkDocumentList([file]);
      if (sizeProblem) problem ??= sizeProblem.message;
      return !sizeProblem;
    });
    const listProblem = checkDocumentList([...documents.entries.map((e) => e.file), ...prepared.map((p) => p.file)]);
    if (listProblem) problem = listProblem.message;
    else void documents.add(prepared);
    setRefusal(problem);
    if (!problem && prepared.length > 0) setErrors(({ documents: _, ...rest }) => rest);
  }

  function show(next: Outcome) {
    setOutcome(next);
    // Where the eye is: the result, next to the button that was pressed.
    requestAnimationFrame(() => resultRef.current?.scrollIntoView({ block: "center" }));
  }

  function fail(message: string, found: ApplicationErrors = {}) {
    setErrors(found);
    show({ kind: "error", message });
    const [first] = invalidFields(found, FIELD_ORDER);
    if (first) document.getElementById(inputId(first))?.focus({ preventScroll: true });
  }

  function succeed(reference: string) {
    setDefaults({});
    setFormKey((k) => k + 1);
    setFaculty("");
    setUniversity("");
    setProgram("");
    documents.reset();
    setRefusal(undefined);
    setErrors({});
    setLastReference(reference);
    show({ kind: "success", reference });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // With JavaScript the documents live in state and go up with upload progress; without it the route action
    // receives the plain multipart form.
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    const values: Record<string, string> = {};
    for (const [name, value] of data.entries()) if (typeof value === "string") values[name] = value;
    const checked = checkApplicationFields(values);
    if (!checked.success) return fail(checked.message, checked.errors);
    const { entries } = documents;
    if (entries.length === 0 && preparing === 0)
      return fail(MISSING_DOCUMENTS_MESSAGE, { documents: [MISSING_DOCUMENTS_MESSAGE] });
    const listProblem = checkDocumentList(entries.map((e) => e.file));
    if (listProblem) return fail(listProblem.message, { documents: [listProblem.message] });
    setErrors({});
    setOutcome({ kind: "none" });
    // Sent as soon as every document is uploaded (at once when they all are): on 2G the student presses Submit once.
    setWaiting(data);
  }

  // The submission waiting for its documents: sent when all are uploaded, refused when one was not accepted.
  const { entries } = documents;
  useEffect(() => {
    if (!waiting || preparing > 0) return;
    if (entries.length === 0) {
      setWaiting(null);
      fail(MISSING_DOCUMENTS_MESSAGE, { documents: [MISSING_DOCUMENTS_MESSAGE] });
    } else if (entries.some((e) => e.state === "failed")) {
      setWaiting(null);
      const message = "A document was not accepted: read the message beneath it, remove it, then submit again.";
      fail(message, { documents: [message] });
    } else if (entries.every((e) => e.state === "done")) {
      setWaiting(null);
      void send(waiting, entries);
    }
  });

  async function send(data: FormData, done: UploadEntry[]) {
    // The documents are on the server already: the application names them by upload id.
    data.set(DRAFT_FIELD, documents.draftId());
    for (const [i, entry] of done.entries()) data.append(uploadFieldName(i), entry.uploadId ?? "");
    const result = await upload.send(data);
    if (result.ok) succeed(result.reference);
    else fail(result.message, result.errors);
  }

  const field = (name: ApplicationField) => ({ id: inputId(name), name, errors: errors[name] });
  const refusedFields = invalidFields(errors, FIELD_ORDER);

  return (
    <EnhancedForm key={formKey} action={actionWithFragment(location, APPLICATION_RESULT_ID)} onSubmit={onSubmit}>
      <Section title="Personal Information">
        <Field {...field("firstName")} label="First Name" required>
          {(control) => <input {...control} autoComplete="given-name" required defaultValue={defaults.firstName} />}
        </Field>
        <Field {...field("lastName")} label="Last Name" required>
          {(control) => <input {...control} autoComplete="family-name" required defaultValue={defaults.lastName} />}
        </Field>
        <Field {...field("email")} label="Email Address" required>
          {(control) => <EmailInput {...control} required defaultValue={defaults.email} />}
        </Field>
        <Field {...field("phone")} label="Phone Number" optional>
          {(control) => <PhoneInput {...control} defaultValue={defaults.phone} />}
        </Field>
        <Field {...field("countryOfResidence")} label="Country of Residence" className="sm:col-span-2">
          {(control) => (
            <input
              {...control}
              autoComplete="country-name"
              defaultValue={defaults.countryOfResidence ?? DEFAULT_COUNTRY}
            />
          )}
        </Field>
      </Section>

      <Section title="Academic Information">
        <Field {...field("selectedFaculty")} label="Faculty" required>
          {(control) => (
            <select
              {...control}
              required
              value={faculty}
              onChange={(e) => {
                setFaculty(e.target.value);
                setProgram("");
              }}
            >
              <option value="">Select a faculty</option>
              {catalogue.faculties.map((f) => (
                <option key={f.id} value={f.name}>
                  {f.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div>
          <Field {...field("selectedUniversity")} label="University" required>
            {(control) => (
              <select
                {...control}
                required
                value={university}
                onChange={(e) => {
                  setUniversity(e.target.value);
                  setProgram("");
                }}
              >
                <option value="">Select a university</option>
                {catalogue.universities.map((u) => (
                  <option key={u.id} value={u.name}>
                    {u.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <input type="hidden" name="universityId" value={universityId ?? ""} />
        </div>
        <div className="sm:col-span-2">
          <ProgramField
            {...field("selectedProgram")}
            catalogue={catalogue}
            pairPrograms={pairChosen ? pairPrograms : undefined}
            value={program}
            onChange={setProgram}
          />
          {pairChosen && pairPrograms.length === 0 && (
            <p
              role="status"
              className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-800"
            >
              No programs are available for this faculty at the selected university. Please choose another faculty or
              university.
            </p>
          )}
        </div>
        <Field {...field("educationLevel")} label="Education Level" optional>
          {(control) => (
            <select {...control} defaultValue={defaults.educationLevel ?? ""}>
              <option value="">Select your education level</option>
              {EDUCATION_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </select>
          )}
        </Field>
      </Section>

      <Section
        title="Document Upload"
        intro={`Upload your academic transcripts, passport copy and any other supporting documents. Accepted formats: ${ACCEPTED_TYPES_TEXT}; up to ${MAX_FILES} files, ${MAX_FILE_BYTES / MB} MB each, ${MAX_TOTAL_BYTES / MB} MB in total.`}
      >
        <div className="sm:col-span-2">
          <WhenHydrated
            fallback={
              <Field id={DOCUMENTS_INPUT_ID} name="documents" label="Documents" required errors={errors.documents}>
                {(control) => <input {...control} type="file" multiple required accept={ACCEPT_ATTRIBUTE} />}
              </Field>
            }
          >
            <DocumentPicker
              entries={documents.entries}
              onAdd={(list) => void addFiles(list)}
              onRemove={(entry) => {
                documents.remove(entry);
                setRefusal(undefined);
              }}
              disabled={upload.uploading}
              refusal={refusal}
              errors={errors.documents}
            />
            {preparing > 0 && (
              <p className="mt-2 text-sm text-gray-700" role="status">
                Making {preparing === 1 ? "a photo" : `${preparing} photos`} smaller before upload…
              </p>
            )}
          </WhenHydrated>
        </div>
      </Section>

      <Section title="Additional Message">
        <Field {...field("message")} label="Message" optional className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              rows={4}
              defaultValue={defaults.message}
              placeholder="Anything else we should know: preferred intake, scholarship questions…"
            />
          )}
        </Field>
      </Section>

      <div className="space-y-5 p-6 sm:p-8">
        <p className="rounded-lg bg-gray-50 p-4 text-sm text-gray-700">
          <strong>Declaration:</strong> By submitting this application, I confirm that the information I have given is
          true and complete, and that every document I upload is authentic. I understand that false information or
          documents may lead to the rejection of my application.
        </p>

        <FormResult id={APPLICATION_RESULT_ID}>
          <div ref={resultRef} aria-live="polite">
            {outcome.kind === "success" && (
              <Notice tone="success" title="Application submitted successfully!">
                Your application reference is <strong data-testid="application-reference">{outcome.reference}</strong>.
                We have sent a confirmation to your e-mail and will contact you within 24 hours.{" "}
                <a
                  href={`/applications/status?ref=${encodeURIComponent(outcome.reference)}`}
                  className="font-semibold underline"
                  data-testid="status-link"
                >
                  Follow your application
                </a>
              </Notice>
            )}
            {outcome.kind === "error" && (
              <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-700">
                {outcome.message}
                {refusedFields.length > 0 && (
                  // Without JavaScript the fields are far above this message on a phone: one tap takes the student
                  // to each (with JavaScript, focus moves to the first one instead).
                  <WhenHydrated
                    fallback={
                      <ul className="m-0 mt-2 list-none space-y-1 p-0 text-sm">
                        {refusedFields.map((name) => (
                          <li key={name}>
                            <a href={`#${inputId(name)}`} className="font-medium text-red-800 underline">
                              {name === "documents" ? "Documents" : FIELD_LABELS[name]}
                            </a>
                          </li>
                        ))}
                      </ul>
                    }
                  />
                )}
              </div>
            )}
            {waiting && (
              <p className="text-sm text-gray-700">
                Your application will be sent as soon as your documents are uploaded (
                {entries.filter((e) => e.state === "done").length} of {entries.length} done). You can keep this page
                open; a lost connection only pauses the upload.
              </p>
            )}
            {upload.uploading && (
              <div className="text-sm text-gray-700">
                <p>Sending your application…{upload.progress !== null && ` ${Math.round(upload.progress * 100)}%`}</p>
                <progress
                  className="mt-2 h-2 w-full"
                  max={1}
                  value={upload.progress ?? undefined}
                  aria-label="Sending progress"
                />
              </div>
            )}
            {lastReference && outcome.kind !== "success" && (
              <p className="mt-2 text-sm text-gray-600">
                Your last application reference: <strong>{lastReference}</strong> (
                <a href={`/applications/status?ref=${encodeURIComponent(lastReference)}`} className="underline">
                  follow it
                </a>
                )
              </p>
            )}
          </div>
        </FormResult>

        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submitting}>
            {submitting ? "Submitting..." : "Submit Application"}
          </button>
          {whatsappNumber && (
            <a
              href={whatsappHref(whatsappNumber, "Hello, I need help with my university application.")}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 text-sm font-medium text-green-700 hover:underline"
            >
              <Icon name="whatsapp" />
              Need help with your application? Chat with us on WhatsApp
            </a>
          )}
        </div>
      </div>
      <SpamGuardFields />
    </EnhancedForm>
  );
}

/**
 * Without JavaScript the list cannot follow the faculty and university chosen: it offers every program, grouped.
 * With it, only the programs of the chosen pair (none, and disabled, until both are chosen).
 */
function ProgramField({
  catalogue,
  pairPrograms,
  value,
  onChange,
  ...field
}: {
  id: string;
  name: string;
  errors?: readonly string[];
  catalogue: Catalogue;
  /** The chosen pair's programs; undefined until both are chosen. */
  pairPrograms: ProgramChoice[] | undefined;
  value: string;
  onChange: (program: string) => void;
}) {
  const hydrated = useHydrated();
  return (
    <Field
      {...field}
      label="Program"
      required
      hint={
        hydrated
          ? "The programs listed depend on the faculty and university you choose."
          : "Choose a program offered by your chosen faculty and university."
      }
      controlClassName="disabled:(cursor-not-allowed bg-gray-100 text-gray-600)"
    >
      {(control) => (
        <select
          {...control}
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={hydrated && !pairPrograms}
        >
          <option value="">
            {hydrated && !pairPrograms ? "Select a faculty and university first" : "Select a program"}
          </option>
          {hydrated
            ? pairPrograms?.map((p) => (
                <option key={p.id} value={p.name}>
                  {p.name}
                </option>
              ))
            : groupedPrograms(catalogue).map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.programs.map((p) => (
                    <option key={p.id} value={p.name}>
                      {p.name}
                    </option>
                  ))}
                </optgroup>
              ))}
        </select>
      )}
    </Field>
  );
}

/**
 * Until hydration the browser checks the fields and the route action receives the plain multipart form; then
 * `onSubmit` checks them and sends the uploaded documents by id. Only this wrapper renders again when that
 * changes: its children are the same elements, so React leaves the form's fields alone.
 */
function EnhancedForm({
  action,
  onSubmit,
  children,
}: {
  action: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate={hydrated}
      onSubmit={hydrated ? onSubmit : undefined}
      className="card divide-y divide-gray-100"
    >
      {children}
    </Form>
  );
}

function Section({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
  return (
    <section className="p-6 sm:p-8">
      <h2 className="text-xl font-bold text-brand-900">{title}</h2>
      {intro && <p className="mt-2 text-sm text-gray-600">{intro}</p>}
      <div className="mt-5 grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}
