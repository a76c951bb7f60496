import { type FormEvent, useEffect, useEffectEvent, useReducer, useRef } from "react";
import { useFetcher } from "react-router";
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { useLocale } from "~/i18n/use-locale";
import { useFetcherAnswer } from "~/components/form/use-fetcher-answer";
import {
  checkApplicationFields,
  checkDocumentList,
  documentFieldName,
  missingChecklistMessage,
  missingDocumentsMessage,
  type ApplicationErrors,
} from "~/applications/application-schema";
import type { Choice } from "~/applications/application-options";
import { type ChecklistItem, missingToApply } from "~/catalogue/checklist";
import type { DocumentType } from "~/catalogue/document-types";
import { invalidFields } from "~/lib/field-errors";
import { DRAFT_FIELD, uploadFieldName } from "~/applications/upload-schema";
import {
  type ApplicationActionData,
  type ChoiceField,
  formReducer,
  initialFormState,
  type LimitedOutcome,
} from "./application-form-state";
import { FIELD_ORDER, inputId } from "./application-fields";
import { shrinkPhoto } from "./shrink-photo";
import { entryKey, type UploadEntry, useResumableUploads } from "./use-resumable-uploads";

const SUCCESS_VISIBLE_MS = 5000;

/**
 * The application form's state and what changes it: the documents upload as soon as they are picked
 * (useResumableUploads), the checked submission waits for them, then a fetcher sends it, naming them, to the route
 * action (through its clientAction, which turns a dropped connection or a 5xx into a failure). The fields and the
 * document list only render what this holds.
 */
export function useApplicationForm({
  actionData,
  preselected,
}: {
  actionData?: ApplicationActionData;
  preselected: Choice;
}) {
  const fetcher = useFetcher<ApplicationActionData>();
  // The action of the page's own language: its messages come back in that language.
  const action = localizedHref("/apply", useLocale());
  const sending = fetcher.state !== "idle";
  const documents = useResumableUploads();
  const [state, dispatch] = useReducer(formReducer, { actionData, preselected }, initialFormState);
  const resultRef = useRef<HTMLDivElement>(null);
  const { entries } = documents;
  const submitting = sending || state.waiting !== null;

  // The scripts load once the student reaches for the form (app/components/scripts-on-intent.tsx): what was chosen
  // while they loaded is in the selects, not in this state, and the next render would put the state's choice back.
  useEffect(() => {
    const chosen = (field: string) => {
      const select = document.getElementById(inputId(field));
      return select instanceof HTMLSelectElement ? select.value : "";
    };
    dispatch({
      type: "adopted",
      choice: {
        faculty: chosen("selectedFaculty"),
        university: chosen("selectedUniversity"),
        program: chosen("selectedProgram"),
      },
    });
  }, []);

  // The green confirmation shows for 5 seconds (the reference stays in a line below).
  useEffect(() => {
    if (state.outcome.kind !== "success") return;
    const timer = setTimeout(() => dispatch({ type: "successHidden" }), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [state.outcome]);

  function showResult() {
    // Where the eye is: the result, next to the button that was pressed.
    requestAnimationFrame(() => resultRef.current?.scrollIntoView({ block: "center" }));
  }

  function fail(message: string, found: ApplicationErrors = {}, limited?: LimitedOutcome) {
    dispatch({ type: "failed", message, errors: found, limited });
    showResult();
    const [first] = invalidFields(found, FIELD_ORDER);
    if (first) document.getElementById(inputId(first))?.focus({ preventScroll: true });
  }

  function succeed(reference: string) {
    documents.reset();
    dispatch({ type: "succeeded", reference });
    showResult();
  }

  // Each accepted file starts uploading at once (photos shrunk first); the list checks use the sizes sent.
  async function addFiles(list: FileList | null, docType: DocumentType) {
    let problem: string | undefined;
    const picked = Array.from(list ?? []).filter((file) => !entries.some((e) => e.key === entryKey(file, docType)));
    const candidates = [];
    for (const file of picked) {
      const fileProblem = checkDocumentList([{ name: file.name, size: 1 }]);
      if (fileProblem) problem ??= fileProblem.message;
      else candidates.push(file);
    }
    dispatch({ type: "preparing", change: candidates.length });
    const shrunk = await Promise.all(candidates.map(shrinkPhoto));
    dispatch({ type: "preparing", change: -candidates.length });
    const prepared = shrunk.filter(({ file }) => {
      const sizeProblem = checkDocumentList([file]);
      if (sizeProblem) problem ??= sizeProblem.message;
      return !sizeProblem;
    });
    const listProblem = checkDocumentList([...entries.map((e) => e.file), ...prepared.map((p) => p.file)]);
    if (listProblem) problem = listProblem.message;
    else void documents.add(prepared, docType);
    dispatch({
      type: "filesChecked",
      refusal: problem ? { message: problem, type: docType } : undefined,
      added: prepared.length > 0,
    });
  }

  function removeFile(entry: UploadEntry) {
    documents.remove(entry);
    dispatch({ type: "fileRemoved" });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>, checklist: ChecklistItem[]) {
    // With JavaScript the documents live in state and go up with upload progress; without it the route action
    // receives the plain multipart form.
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    const values: Record<string, string> = {};
    for (const [name, value] of data.entries()) if (typeof value === "string") values[name] = value;
    const checked = checkApplicationFields(values);
    if (!checked.success) return fail(checked.message, checked.errors);
    if (entries.length === 0 && state.preparing === 0 && checklist.every((item) => item.stage !== "apply"))
      return fail(missingDocumentsMessage(), { documents: [missingDocumentsMessage()] });
    // What the server would refuse: a document the checklist needs to apply, named in a box of its type.
    const missing = missingToApply(
      checklist,
      entries.map((e) => e.docType),
    );
    if (missing.length > 0) {
      const message = missingChecklistMessage(missing);
      return fail(message, { [documentFieldName(missing[0]!)]: [message] });
    }
    const listProblem = checkDocumentList(entries.map((e) => e.file));
    if (listProblem) return fail(listProblem.message, { documents: [listProblem.message] });
    // Sent as soon as every document is uploaded (at once when they all are): on 2G the student presses Submit once.
    dispatch({ type: "waiting", data });
  }

  function send(data: FormData, done: UploadEntry[]) {
    // The documents are on the server already: the application names them by upload id.
    data.set(DRAFT_FIELD, documents.draftId());
    for (const [i, entry] of done.entries()) data.append(uploadFieldName(i), entry.uploadId ?? "");
    void fetcher.submit(data, { method: "post", action, encType: "multipart/form-data" });
  }

  useFetcherAnswer(fetcher, (result) => {
    if (result.ok) succeed(result.reference);
    // A limit's refusal: the uploads stay in their boxes, done, for the same submission to be sent again.
    else fail(result.message, result.errors, { retryAfter: result.retryAfter, filesNotKept: result.filesNotKept });
  });

  // The submission waiting for its documents: sent when all are uploaded, refused when one was not accepted. An
  // effect, because what it waits for (an upload finishing) happens outside any event of this form; the settling
  // itself is an effect event, so only the waiting submission, the photos being prepared and the list re-run it.
  const settle = useEffectEvent((waiting: FormData, current: UploadEntry[]) => {
    if (current.length === 0) fail(missingDocumentsMessage(), { documents: [missingDocumentsMessage()] });
    else if (current.some((e) => e.state === "failed"))
      fail(m.forms_document_not_accepted(), { documents: [m.forms_document_not_accepted()] });
    else if (current.every((e) => e.state === "done")) {
      dispatch({ type: "sending" });
      send(waiting, current);
    }
  });
  useEffect(() => {
    if (state.waiting && state.preparing === 0) settle(state.waiting, entries);
  }, [state.waiting, state.preparing, entries]);

  return {
    state,
    choose: (field: ChoiceField, value: string) => dispatch({ type: "choose", field, value }),
    entries,
    addFiles,
    removeFile,
    onSubmit,
    submitting,
    sending,
    resultRef,
  };
}
