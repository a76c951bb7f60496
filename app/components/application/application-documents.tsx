import { useCallback, useRef } from "react";
import { Field } from "~/components/form/field";
import { WhenHydrated } from "~/components/hydrated";
import { m } from "~/i18n/paraglide/messages";
import {
  ACCEPT_ATTRIBUTE,
  acceptedTypesText,
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_TOTAL_BYTES,
} from "~/lib/application-schema";
import { MB } from "~/lib/format-bytes";
import { FormSection } from "./application-fields";
import { DocumentPicker, type DocumentPickerProps, DOCUMENTS_INPUT_ID } from "./document-picker";

/**
 * 'Document Upload': without JavaScript a plain file input sent with the form; with it the list of documents,
 * each uploading as soon as it is picked.
 */
export function ApplicationDocuments({
  preparing,
  ...picker
}: DocumentPickerProps & {
  /** Photos being shrunk before they join the list. */
  preparing: number;
}) {
  const handOver = useHandOver(picker.onAdd);
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
      <div className="sm:col-span-2">
        <WhenHydrated
          fallback={
            <Field
              id={DOCUMENTS_INPUT_ID}
              name="documents"
              label={m.forms_label_documents()}
              required
              errors={picker.errors}
            >
              {(control) => (
                <input {...control} ref={handOver} type="file" multiple required accept={ACCEPT_ATTRIBUTE} />
              )}
            </Field>
          }
        >
          <DocumentPicker {...picker} />
          {preparing > 0 && (
            <p className="mt-2 text-sm text-gray-700" role="status">
              {m.forms_preparing_photos({ count: preparing })}
            </p>
          )}
        </WhenHydrated>
      </div>
    </FormSection>
  );
}

/**
 * The plain input's ref. The scripts start when the student reaches for the form (app/lib/scripts-on-intent.server.ts)
 * and may still be loading while the file chooser is open: when React then swaps the plain input for the picker,
 * the files chosen in it join the picker and upload, instead of going with the input.
 */
function useHandOver(onAdd: DocumentPickerProps["onAdd"]) {
  const latest = useRef(onAdd);
  latest.current = onAdd;
  return useCallback((input: HTMLInputElement | null) => {
    if (!input) return;
    return () => {
      if (input.files?.length) latest.current(input.files);
    };
  }, []);
}
