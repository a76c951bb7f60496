import type { ApplicationErrors, ApplicationField } from "~/applications/application-schema";
import type { Limited } from "~/lib/limited";
import type { DocumentType } from "~/catalogue/document-types";

// What the application form remembers between renders, as one reducer: the values it starts from, the three
// chained choices, the messages it shows and the submission waiting for its documents.

/** What the route action answers when the form was sent without JavaScript. */
export type ApplicationActionData =
  | { ok: true; reference: string }
  | ({
      ok: false;
      message: string;
      errors?: ApplicationErrors;
      values?: Partial<Record<ApplicationField, string>>;
      /** Refused by a rate limit: the files the form carried, which a page cannot give back. */
      filesNotKept?: string[];
    } & Limited);

/** A refusal by a rate limit: when it may be sent again, and the files the page could not give back. */
export type LimitedOutcome = Limited & { filesNotKept?: string[] };
export type Outcome =
  | { kind: "none" }
  | { kind: "success"; reference: string }
  | ({ kind: "error"; message: string } & LimitedOutcome);
export type Defaults = Partial<Record<ApplicationField, string>>;
/** The chained selects: a new faculty or university clears the program. */
export type ChoiceField = "faculty" | "university" | "program";

export type FormState = {
  /** The fields' starting values (a refused submission without JavaScript echoes what was typed). */
  defaults: Defaults;
  /** A new key after a success mounts empty fields. */
  formKey: number;
  faculty: string;
  university: string;
  program: string;
  /** Why the last files picked were refused, and in which box (beneath its list). */
  refusal: { message: string; type: DocumentType } | undefined;
  errors: ApplicationErrors;
  outcome: Outcome;
  lastReference: string | undefined;
  /** The checked submission waiting for its documents to finish uploading. */
  waiting: FormData | null;
  /** Photos being shrunk before they join the list. */
  preparing: number;
};

export type FormAction =
  | { type: "choose"; field: ChoiceField; value: string }
  | { type: "adopted"; choice: Record<ChoiceField, string> }
  | { type: "preparing"; change: number }
  | { type: "filesChecked"; refusal: { message: string; type: DocumentType } | undefined; added: boolean }
  | { type: "fileRemoved" }
  | { type: "waiting"; data: FormData }
  | { type: "sending" }
  | { type: "failed"; message: string; errors: ApplicationErrors; limited?: LimitedOutcome }
  | { type: "succeeded"; reference: string }
  | { type: "successHidden" };

export function initialFormState({
  actionData,
  preselected,
}: {
  actionData?: ApplicationActionData;
  preselected: { faculty: string; university: string; program: string };
}): FormState {
  // After a refused submission without JavaScript the form comes back with what was typed.
  const echoed = actionData && !actionData.ok ? actionData.values : undefined;
  const defaults: Defaults = actionData?.ok
    ? {}
    : {
        selectedFaculty: preselected.faculty,
        selectedUniversity: preselected.university,
        selectedProgram: preselected.program,
        ...echoed,
      };
  return {
    defaults,
    formKey: 0,
    faculty: defaults.selectedFaculty ?? "",
    university: defaults.selectedUniversity ?? "",
    program: defaults.selectedProgram ?? "",
    refusal: undefined,
    errors: actionData && !actionData.ok ? (actionData.errors ?? {}) : {},
    outcome: !actionData
      ? { kind: "none" }
      : actionData.ok
        ? { kind: "success", reference: actionData.reference }
        : {
            kind: "error",
            message: actionData.message,
            retryAfter: actionData.retryAfter,
            filesNotKept: actionData.filesNotKept,
          },
    lastReference: actionData?.ok ? actionData.reference : undefined,
    waiting: null,
    preparing: 0,
  };
}

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case "choose":
      return action.field === "program"
        ? { ...state, program: action.value }
        : { ...state, [action.field]: action.value, program: "" };
    case "adopted": {
      const { faculty, university, program } = action.choice;
      const same = faculty === state.faculty && university === state.university && program === state.program;
      return same ? state : { ...state, faculty, university, program };
    }
    case "preparing":
      return { ...state, preparing: state.preparing + action.change };
    case "filesChecked": {
      // Files accepted into a box clear the documents' errors.
      const rest = Object.fromEntries(Object.entries(state.errors).filter(([field]) => !field.startsWith("documents")));
      return { ...state, refusal: action.refusal, errors: !action.refusal && action.added ? rest : state.errors };
    }
    case "fileRemoved":
      return { ...state, refusal: undefined };
    case "waiting":
      return { ...state, errors: {}, outcome: { kind: "none" }, waiting: action.data };
    case "sending":
      return { ...state, waiting: null };
    case "failed":
      return {
        ...state,
        waiting: null,
        errors: action.errors,
        outcome: { kind: "error", message: action.message, ...action.limited },
      };
    case "succeeded":
      return {
        ...state,
        defaults: {},
        formKey: state.formKey + 1,
        faculty: "",
        university: "",
        program: "",
        refusal: undefined,
        errors: {},
        lastReference: action.reference,
        outcome: { kind: "success", reference: action.reference },
      };
    case "successHidden":
      return { ...state, outcome: { kind: "none" } };
  }
}
