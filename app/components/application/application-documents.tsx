import { Field } from "~/components/form/field";
import { WhenHydrated } from "~/components/hydrated";
import {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_TYPES_TEXT,
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
  return (
    <FormSection
      title="Document Upload"
      intro={`Upload your academic transcripts, passport copy and any other supporting documents. Accepted formats: ${ACCEPTED_TYPES_TEXT}; up to ${MAX_FILES} files, ${MAX_FILE_BYTES / MB} MB each, ${MAX_TOTAL_BYTES / MB} MB in total.`}
    >
      <div className="sm:col-span-2">
        <WhenHydrated
          fallback={
            <Field id={DOCUMENTS_INPUT_ID} name="documents" label="Documents" required errors={picker.errors}>
              {(control) => <input {...control} type="file" multiple required accept={ACCEPT_ATTRIBUTE} />}
            </Field>
          }
        >
          <DocumentPicker {...picker} />
          {preparing > 0 && (
            <p className="mt-2 text-sm text-gray-700" role="status">
              Making {preparing === 1 ? "a photo" : `${preparing} photos`} smaller before upload…
            </p>
          )}
        </WhenHydrated>
      </div>
    </FormSection>
  );
}
