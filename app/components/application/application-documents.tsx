import { useCallback, useRef } from "react";
import { ErrorList } from "~/components/form/error-list";
import { WhenHydrated } from "~/components/hydrated";
import { m } from "~/i18n/paraglide/messages";
import {
  ACCEPT_ATTRIBUTE,
  acceptedTypesText,
  documentFieldName,
  type ApplicationErrors,
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_TOTAL_BYTES,
} from "~/applications/application-schema";
import type { ChecklistItem } from "~/catalogue/checklist";
import { documentTypeName, type DocumentType } from "~/catalogue/document-types";
import { formatBytes, MB } from "~/lib/format-bytes";
import { FormSection } from "./application-fields";
import { DocumentPicker, DOCUMENTS_INPUT_ID } from "./document-picker";
import type { UploadEntry } from "./use-resumable-uploads";

/** The file input of a checklist item ('other': the box of any other document, DOCUMENTS_INPUT_ID). */
export const documentInputId = (type: DocumentType) =>
  type === "other" ? DOCUMENTS_INPUT_ID : `${DOCUMENTS_INPUT_ID}-${type}`;

type DocumentsProps = {
  /** The student's checklist for the chosen program (or the general one). */
  checklist: ChecklistItem[];
  entries: UploadEntry[];
  onAdd: (files: FileList | null, type: DocumentType) => void;
  onRemove: (entry: UploadEntry) => void;
  /** While the application is being sent. */
  disabled: boolean;
  /** A file the picker refused just now, and the box it was picked in. */
  refusal?: { message: string; type: DocumentType };
  errors: ApplicationErrors;
  /** Photos being shrunk before they join the list. */
  preparing: number;
  /** No program chosen: the list is what every application needs. */
  general: boolean;
  /** With no program chosen, what some programs need to apply besides. */
  sometimes: ChecklistItem[];
};

/**
 * 'Document Upload': the checklist of the chosen program, one box per item (needed to apply, then only to
 * register, then any other document). Without JavaScript each box is a plain file input sent with the form
 * (`documents_<type>`); with it each file uploads as soon as it is picked, carrying its type.
 */
export function ApplicationDocuments({ checklist, general, sometimes, preparing, ...props }: DocumentsProps) {
  const toApply = checklist.filter((item) => item.stage === "apply");
  const toRegister = checklist.filter((item) => item.stage === "register");
  const total = props.entries.reduce((sum, e) => sum + e.file.size, 0);
  // Files added to a box the list no longer shows (another program chosen since) are listed with the others.
  const boxed = new Set<string>([...checklist, ...sometimes].map((item) => item.docType));
  return (
    <FormSection
      title={m.forms_section_documents()}
      intro={m.forms_documents_intro({
        types: acceptedTypesText(),
        maxFiles: String(MAX_FILES),
        perFile: String(MAX_FILE_BYTES / MB),
        total: String(MAX_TOTAL_BYTES / MB),
      })}
    >
      <div className="sm:col-span-2 space-y-6" data-testid="document-checklist">
        <p className="m-0 text-sm text-gray-700">{general ? m.checklist_general() : m.checklist_indicative()}</p>
        <ErrorList errors={props.errors.documents} />
        <ChecklistGroup title={m.checklist_to_apply()} items={toApply} {...props} />
        {/* The other groups show only when they hold something. */}
        {[
          { title: m.checklist_some_programs(), hint: m.checklist_some_programs_hint(), items: sometimes },
          { title: m.checklist_to_register(), hint: m.checklist_register_later(), items: toRegister },
        ].map((group) => group.items.length > 0 && <ChecklistGroup key={group.title} {...group} {...props} />)}
        <DocumentBox
          item={{ docType: "other", stage: "register", note: m.checklist_other_hint() }}
          {...props}
          entries={props.entries.filter((e) => !boxed.has(e.docType))}
        />
        <WhenHydrated>
          {preparing > 0 && (
            <p className="mt-2 text-sm text-gray-700" role="status">
              {m.forms_preparing_photos({ count: preparing })}
            </p>
          )}
          {props.entries.length > 0 && (
            <p className="m-0 text-sm text-gray-600">
              {m.forms_documents_summary({
                count: String(props.entries.length),
                max: String(MAX_FILES),
                size: formatBytes(total),
                total: String(MAX_TOTAL_BYTES / MB),
              })}
            </p>
          )}
        </WhenHydrated>
      </div>
    </FormSection>
  );
}

type BoxProps = Omit<DocumentsProps, "checklist" | "preparing" | "general" | "sometimes">;

function ChecklistGroup({
  title,
  hint,
  items,
  ...props
}: BoxProps & { title: string; hint?: string; items: ChecklistItem[] }) {
  return (
    <section aria-label={title}>
      <h3 className="m-0 text-base font-semibold text-brand-900">{title}</h3>
      {hint && <p className="mt-1 mb-0 text-sm text-gray-600">{hint}</p>}
      <ul className="m-0 mt-3 list-none space-y-4 p-0">
        {items.map((item) => (
          <li key={item.docType}>
            <DocumentBox item={item} {...props} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One checklist item: its name and note, and its box (a file input without JavaScript, the picker with it). */
function DocumentBox({
  item,
  entries,
  onAdd,
  onRemove,
  disabled,
  refusal,
  errors,
}: BoxProps & { item: ChecklistItem }) {
  const type = item.docType;
  const id = documentInputId(type);
  const name = documentTypeName(type);
  const field = documentFieldName(type);
  const handOver = useHandOver(onAdd, type);
  const label = type === "other" ? m.forms_add_documents() : m.checklist_add({ document: name });
  return (
    <div className="rounded-lg border border-gray-200 p-3" data-doc-type={type}>
      <p className="m-0 font-semibold text-gray-900">{name}</p>
      {item.note && <p className="mt-1 mb-2 text-sm text-gray-700">{item.note}</p>}
      <WhenHydrated
        fallback={
          <div>
            <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
              {label}
            </label>
            <input
              ref={handOver}
              id={id}
              name={field}
              type="file"
              multiple
              accept={ACCEPT_ATTRIBUTE}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `${id}-error` : undefined}
              className="form-input box-border w-full"
            />
            <div id={`${id}-error`}>
              <ErrorList errors={errors[field]} />
            </div>
          </div>
        }
      >
        <DocumentPicker
          inputId={id}
          label={label}
          listLabel={m.checklist_selected({ document: name })}
          entries={type === "other" ? entries : entries.filter((e) => e.docType === type)}
          onAdd={(files) => onAdd(files, type)}
          onRemove={onRemove}
          disabled={disabled}
          refusal={refusal?.type === type ? refusal.message : undefined}
          errors={errors[field]}
          summary={false}
        />
      </WhenHydrated>
    </div>
  );
}

/**
 * The plain input's ref. The scripts start when the student reaches for the form (app/components/scripts-on-intent.tsx)
 * and may still be loading while the file chooser is open: when React then swaps the plain input for the picker,
 * the files chosen in it join the picker (as its type) and upload, instead of going with the input.
 */
function useHandOver(onAdd: DocumentsProps["onAdd"], type: DocumentType) {
  const latest = useRef(onAdd);
  latest.current = onAdd;
  return useCallback(
    (input: HTMLInputElement | null) => {
      if (!input) return;
      return () => {
        if (input.files?.length) latest.current(input.files, type);
      };
    },
    [type],
  );
}
