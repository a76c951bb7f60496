import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { Form } from "react-router";
import { SpamGuardFields } from "~/components/form/spam-guard-fields";
import { whatsappHref } from "~/lib/contact";
import {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_TYPES_TEXT,
  checkApplicationFields,
  checkDocumentList,
  DEFAULT_COUNTRY,
  EDUCATION_LEVELS,
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_TOTAL_BYTES,
  MISSING_DOCUMENTS_MESSAGE,
  SUBMIT_ERROR_MESSAGE,
  SUBMIT_FAILED_MESSAGE,
  type ApplicationField,
  type FieldErrors,
} from "~/lib/application-schema";
import { formatBytes, MB } from "~/lib/format-bytes";
import {
  findUniversity,
  groupedPrograms,
  programsOf,
  type Catalogue,
  type Choice,
} from "~/lib/application-options";

/** What the route action answers when the form was sent without JavaScript. */
export type ApplicationActionData =
  | { ok: true; reference: string }
  | { ok: false; message: string; errors?: FieldErrors; values?: Partial<Record<ApplicationField, string>> };

type Status =
  | { kind: "idle" }
  | { kind: "submitting"; progress: number | null }
  | { kind: "success"; reference: string }
  | { kind: "error"; message: string };

type Defaults = Partial<Record<ApplicationField, string>>;

const SUCCESS_VISIBLE_MS = 5000;
const noop = () => () => {};

/** False on the server and during hydration, true once React runs in the browser (no effect needed). */
function useHydrated() {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

function initialStatus(actionData: ApplicationActionData | undefined): Status {
  if (!actionData) return { kind: "idle" };
  return actionData.ok ? { kind: "success", reference: actionData.reference } : { kind: "error", message: actionData.message };
}

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
  const hydrated = useHydrated();
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
  const [files, setFiles] = useState<File[]>([]);
  const [documentsError, setDocumentsError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(() => (actionData && !actionData.ok ? actionData.errors ?? {} : {}));
  const [status, setStatus] = useState<Status>(() => initialStatus(actionData));
  const [lastReference, setLastReference] = useState(actionData?.ok ? actionData.reference : undefined);
  const request = useRef<XMLHttpRequest | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  // The green confirmation shows for 5 seconds (the reference stays in a line below).
  useEffect(() => {
    if (status.kind !== "success") return;
    const timer = setTimeout(() => setStatus({ kind: "idle" }), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    if (status.kind === "success" || status.kind === "error") statusRef.current?.scrollIntoView({ block: "center" });
  }, [status.kind]);

  useEffect(() => () => request.current?.abort(), []);

  const pairChosen = Boolean(faculty && university);
  const pairPrograms = programsOf(catalogue, faculty, university);
  const universityId = findUniversity(catalogue, university)?.id;
  const submitting = status.kind === "submitting";

  function addFiles(list: FileList | null) {
    const added = Array.from(list ?? []);
    let problem: string | undefined;
    const accepted: File[] = [];
    for (const file of added) {
      const fileProblem = checkDocumentList([file]);
      if (fileProblem) problem ??= fileProblem.message;
      else if (!files.some((f) => f.name === file.name && f.size === file.size && f.lastModified === file.lastModified)) {
        accepted.push(file);
      }
    }
    const next = [...files, ...accepted];
    const listProblem = checkDocumentList(next);
    if (listProblem) problem = listProblem.message;
    else setFiles(next);
    setDocumentsError(problem);
    if (!problem && next.length > 0) setFieldErrors(({ documents: _, ...rest }) => rest);
  }

  function removeFile(index: number) {
    setFiles((current) => current.filter((_, i) => i !== index));
    setDocumentsError(undefined);
  }

  function fail(message: string, errors: FieldErrors = {}) {
    setFieldErrors(errors);
    setStatus({ kind: "error", message });
  }

  function succeed(reference: string) {
    setDefaults({});
    setFormKey((k) => k + 1);
    setFaculty("");
    setUniversity("");
    setProgram("");
    setFiles([]);
    setDocumentsError(undefined);
    setFieldErrors({});
    setLastReference(reference);
    setStatus({ kind: "success", reference });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // With JavaScript the documents live in state and go up with upload progress; without it the route action
    // receives the plain multipart form.
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    const values: Record<string, string> = {};
    for (const [name, value] of data.entries()) if (typeof value === "string") values[name] = value;
    const checked = checkApplicationFields(values);
    if (!checked.success) return fail(checked.message, checked.errors);
    if (files.length === 0) return fail(MISSING_DOCUMENTS_MESSAGE, { documents: MISSING_DOCUMENTS_MESSAGE });
    const listProblem = checkDocumentList(files);
    if (listProblem) return fail(listProblem.message, { documents: listProblem.message });

    files.forEach((file, i) => data.append(`document_${i}`, file, file.name));
    setFieldErrors({});
    setStatus({ kind: "submitting", progress: 0 });

    const xhr = new XMLHttpRequest();
    request.current = xhr;
    xhr.open("POST", "/api/applications");
    xhr.responseType = "json";
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) setStatus({ kind: "submitting", progress: e.loaded / e.total });
    };
    xhr.onload = () => {
      request.current = null;
      const body = xhr.response as { reference?: string; message?: string; errors?: FieldErrors } | null;
      if (xhr.status === 201 && body?.reference) succeed(body.reference);
      else fail(body?.message || SUBMIT_FAILED_MESSAGE, body?.errors ?? {});
    };
    xhr.onerror = xhr.ontimeout = () => {
      request.current = null;
      fail(SUBMIT_ERROR_MESSAGE);
    };
    xhr.send(data);
  }

  const inputClass = (field: string) => `form-input mt-1 box-border ${fieldErrors[field] ? "form-input-error" : ""}`;
  const invalid = (field: string) => (fieldErrors[field] ? true : undefined);

  return (
    <Form
      key={formKey}
      method="post"
      encType="multipart/form-data"
      noValidate={hydrated}
      onSubmit={hydrated ? onSubmit : undefined}
      className="card divide-y divide-gray-100"
    >
      <Section title="Personal Information">
        <div>
          <FieldLabel field="firstName" required>First Name</FieldLabel>
          <input
            id="application-firstName"
            name="firstName"
            autoComplete="given-name"
            required
            defaultValue={defaults.firstName}
            className={inputClass("firstName")}
            aria-invalid={invalid("firstName")}
          />
        </div>
        <div>
          <FieldLabel field="lastName" required>Last Name</FieldLabel>
          <input
            id="application-lastName"
            name="lastName"
            autoComplete="family-name"
            required
            defaultValue={defaults.lastName}
            className={inputClass("lastName")}
            aria-invalid={invalid("lastName")}
          />
        </div>
        <div>
          <FieldLabel field="email" required>Email Address</FieldLabel>
          <input
            id="application-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={defaults.email}
            className={inputClass("email")}
            aria-invalid={invalid("email")}
          />
        </div>
        <div>
          <FieldLabel field="phone" optional>Phone Number</FieldLabel>
          <input
            id="application-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            defaultValue={defaults.phone}
            placeholder="+234 801 234 5678"
            className={inputClass("phone")}
          />
        </div>
        <div className="sm:col-span-2">
          <FieldLabel field="countryOfResidence">Country of Residence</FieldLabel>
          <input
            id="application-countryOfResidence"
            name="countryOfResidence"
            autoComplete="country-name"
            defaultValue={defaults.countryOfResidence ?? DEFAULT_COUNTRY}
            className={inputClass("countryOfResidence")}
          />
        </div>
      </Section>

      <Section title="Academic Information">
        <div>
          <FieldLabel field="selectedFaculty" required>Faculty</FieldLabel>
          <select
            id="application-selectedFaculty"
            name="selectedFaculty"
            required
            value={faculty}
            onChange={(e) => {
              setFaculty(e.target.value);
              setProgram("");
            }}
            className={inputClass("selectedFaculty")}
            aria-invalid={invalid("selectedFaculty")}
          >
            <option value="">Select a faculty</option>
            {catalogue.faculties.map((f) => (
              <option key={f.id} value={f.name}>
                {f.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <FieldLabel field="selectedUniversity" required>University</FieldLabel>
          <select
            id="application-selectedUniversity"
            name="selectedUniversity"
            required
            value={university}
            onChange={(e) => {
              setUniversity(e.target.value);
              setProgram("");
            }}
            className={inputClass("selectedUniversity")}
            aria-invalid={invalid("selectedUniversity")}
          >
            <option value="">Select a university</option>
            {catalogue.universities.map((u) => (
              <option key={u.id} value={u.name}>
                {u.name}
              </option>
            ))}
          </select>
          <input type="hidden" name="universityId" value={universityId ?? ""} />
        </div>
        <div className="sm:col-span-2">
          <FieldLabel field="selectedProgram" required>Program</FieldLabel>
          <select
            id="application-selectedProgram"
            name="selectedProgram"
            required
            value={program}
            onChange={(e) => setProgram(e.target.value)}
            disabled={hydrated && !pairChosen}
            className={`${inputClass("selectedProgram")} disabled:(cursor-not-allowed bg-gray-100 text-gray-500)`}
            aria-invalid={invalid("selectedProgram")}
            aria-describedby="application-program-hint"
          >
            <option value="">{hydrated && !pairChosen ? "Select a faculty and university first" : "Select a program"}</option>
            {hydrated
              ? pairPrograms.map((p) => (
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
          <p id="application-program-hint" className="mt-1 text-sm text-gray-500">
            {hydrated
              ? "The programs listed depend on the faculty and university you choose."
              : "Choose a program offered by your chosen faculty and university."}
          </p>
          {pairChosen && pairPrograms.length === 0 && (
            <p role="status" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-800">
              No programs are available for this faculty at the selected university. Please choose another faculty or
              university.
            </p>
          )}
        </div>
        <div>
          <FieldLabel field="educationLevel" optional>Education Level</FieldLabel>
          <select
            id="application-educationLevel"
            name="educationLevel"
            defaultValue={defaults.educationLevel ?? ""}
            className={inputClass("educationLevel")}
          >
            <option value="">Select your education level</option>
            {EDUCATION_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        </div>
      </Section>

      <Section
        title="Document Upload"
        intro={`Upload your academic transcripts, passport copy and any other supporting documents. Accepted formats: ${ACCEPTED_TYPES_TEXT}; up to ${MAX_FILES} files, ${MAX_FILE_BYTES / MB} MB each, ${MAX_TOTAL_BYTES / MB} MB in total.`}
      >
        <div className="sm:col-span-2">
          {hydrated ? (
            <DocumentPicker
              files={files}
              onAdd={addFiles}
              onRemove={removeFile}
              disabled={submitting}
              error={documentsError}
              invalid={Boolean(documentsError ?? fieldErrors.documents)}
            />
          ) : (
            <>
              <FieldLabel field="documents" required>Documents</FieldLabel>
              <input
                id="application-documents"
                name="documents"
                type="file"
                multiple
                required
                accept={ACCEPT_ATTRIBUTE}
                className={inputClass("documents")}
              />
            </>
          )}
        </div>
      </Section>

      <Section title="Additional Message">
        <div className="sm:col-span-2">
          <FieldLabel field="message" optional>Message</FieldLabel>
          <textarea
            id="application-message"
            name="message"
            rows={4}
            defaultValue={defaults.message}
            placeholder="Anything else we should know: preferred intake, scholarship questions…"
            className={inputClass("message")}
            aria-invalid={invalid("message")}
          />
        </div>
      </Section>

      <div className="space-y-5 p-6 sm:p-8">
        <p className="rounded-lg bg-gray-50 p-4 text-sm text-gray-700">
          <strong>Declaration:</strong> By submitting this application, I confirm that the information I have given is
          true and complete, and that every document I upload is authentic. I understand that false information or
          documents may lead to the rejection of my application.
        </p>

        <div ref={statusRef} aria-live="polite">
          {status.kind === "success" && (
            <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-800">
              <p className="font-semibold">Application submitted successfully!</p>
              <p className="mt-1 text-sm">
                Your application reference is <strong data-testid="application-reference">{status.reference}</strong>.
                We have sent a confirmation to your e-mail and will contact you within 24 hours.
              </p>
            </div>
          )}
          {status.kind === "error" && (
            <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-700">
              {status.message}
            </div>
          )}
          {status.kind === "submitting" && (
            <div className="text-sm text-gray-700">
              <p>Uploading your documents…{status.progress !== null && ` ${Math.round(status.progress * 100)}%`}</p>
              <progress className="mt-2 h-2 w-full" max={1} value={status.progress ?? undefined} aria-label="Upload progress" />
            </div>
          )}
          {lastReference && status.kind !== "success" && (
            <p className="mt-2 text-sm text-gray-600">
              Your last application reference: <strong>{lastReference}</strong>
            </p>
          )}
        </div>

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
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22z" />
              </svg>
              Need help with your application? Chat with us on WhatsApp
            </a>
          )}
        </div>
      </div>
      <SpamGuardFields />
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

function FieldLabel({
  field,
  required,
  optional,
  children,
}: {
  field: string;
  required?: boolean;
  optional?: boolean;
  children: React.ReactNode;
}) {
  return (
    <label htmlFor={`application-${field}`} className="block text-sm font-medium text-gray-700">
      {children}
      {required && <Required />}
      {optional && <span className="font-normal text-gray-500"> (optional)</span>}
    </label>
  );
}

function Required() {
  return (
    <span className="text-red-600" aria-hidden="true">
      {" *"}
    </span>
  );
}

function DocumentPicker({
  files,
  onAdd,
  onRemove,
  disabled,
  error,
  invalid,
}: {
  files: File[];
  onAdd: (files: FileList | null) => void;
  onRemove: (index: number) => void;
  disabled: boolean;
  /** A file the picker refused just now (the form's own message box shows submission errors). */
  error?: string;
  invalid: boolean;
}) {
  const total = files.reduce((sum, f) => sum + f.size, 0);
  return (
    <div>
      <label
        className={`flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-8 text-center hover:bg-brand-50 ${
          invalid ? "border-red-400" : "border-gray-300"
        }`}
      >
        <span className="font-semibold text-brand-700">Add documents</span>
        <span className="text-sm text-gray-500">Choose one or more files; you can add more before submitting.</span>
        <input
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          disabled={disabled}
          className="sr-only"
          aria-label="Add documents"
          onChange={(e) => {
            onAdd(e.currentTarget.files);
            // Lets the same file be chosen again after removing it.
            e.currentTarget.value = "";
          }}
        />
      </label>
      {error && <p className="form-error" role="alert">{error}</p>}
      {files.length > 0 && (
        <>
          <ul className="m-0 mt-4 list-none divide-y divide-gray-100 rounded-lg border border-gray-200 p-0" aria-label="Selected documents">
            {files.map((file, i) => (
              <li key={`${file.name}-${file.size}-${file.lastModified}`} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
                <span className="min-w-0 truncate font-medium text-gray-800">{file.name}</span>
                <span className="flex shrink-0 items-center gap-3">
                  <span className="text-gray-500">{formatBytes(file.size)}</span>
                  <button
                    type="button"
                    onClick={() => onRemove(i)}
                    disabled={disabled}
                    className="rounded px-2 py-1 text-red-600 hover:bg-red-50"
                    aria-label={`Remove ${file.name}`}
                  >
                    Remove
                  </button>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-gray-500">
            {files.length} of {MAX_FILES} files, {formatBytes(total)} of {MAX_TOTAL_BYTES / MB} MB
          </p>
        </>
      )}
    </div>
  );
}
