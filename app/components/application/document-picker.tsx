import { ErrorList } from "~/components/form/error-list";
import { ACCEPT_ATTRIBUTE, MAX_FILES, MAX_TOTAL_BYTES } from "~/lib/application-schema";
import { formatBytes, MB } from "~/lib/format-bytes";

export const DOCUMENTS_INPUT_ID = "application-documents";

/**
 * The documents chosen so far (with JavaScript): add in several goes, remove any before sending. The file input
 * is visually hidden inside its drop-zone label, so the label shows the focus ring when the input has focus.
 */
export function DocumentPicker({
  files,
  onAdd,
  onRemove,
  disabled,
  refusal,
  errors,
}: {
  files: File[];
  onAdd: (files: FileList | null) => void;
  onRemove: (index: number) => void;
  disabled: boolean;
  /** A file the picker refused just now: announced at once. */
  refusal?: string;
  /** The submission's messages about the documents. */
  errors?: string[];
}) {
  const total = files.reduce((sum, f) => sum + f.size, 0);
  const invalid = Boolean(refusal) || Boolean(errors?.length);
  const errorId = `${DOCUMENTS_INPUT_ID}-error`;
  return (
    <div>
      <label
        htmlFor={DOCUMENTS_INPUT_ID}
        className={`flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-8 text-center hover:bg-brand-50 focus-within:(ring-3 ring-brand-600 ring-offset-2 bg-brand-50) ${
          invalid ? "border-red-500" : "border-gray-400"
        }`}
      >
        <span className="font-semibold text-brand-700">Add documents</span>
        <span className="text-sm text-gray-600">Choose one or more files; you can add more before submitting.</span>
        <input
          id={DOCUMENTS_INPUT_ID}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          disabled={disabled}
          className="sr-only"
          aria-label="Add documents"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(e) => {
            onAdd(e.currentTarget.files);
            // Lets the same file be chosen again after removing it.
            e.currentTarget.value = "";
          }}
        />
      </label>
      <div id={errorId}>
        {refusal ? (
          <p className="form-error" role="alert">
            {refusal}
          </p>
        ) : (
          <ErrorList errors={errors} />
        )}
      </div>
      {files.length > 0 && (
        <>
          <ul
            className="m-0 mt-4 list-none divide-y divide-gray-100 rounded-lg border border-gray-200 p-0"
            aria-label="Selected documents"
          >
            {files.map((file, i) => (
              <li
                key={`${file.name}-${file.size}-${file.lastModified}`}
                className="flex items-center justify-between gap-3 px-4 py-2 text-sm"
              >
                <span className="min-w-0 truncate font-medium text-gray-800">{file.name}</span>
                <span className="flex shrink-0 items-center gap-3">
                  <span className="text-gray-600">{formatBytes(file.size)}</span>
                  <button
                    type="button"
                    onClick={() => onRemove(i)}
                    disabled={disabled}
                    className="min-h-11 rounded px-3 py-2 text-red-700 hover:bg-red-50"
                    aria-label={`Remove ${file.name}`}
                  >
                    Remove
                  </button>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-gray-600">
            {files.length} of {MAX_FILES} files, {formatBytes(total)} of {MAX_TOTAL_BYTES / MB} MB
          </p>
        </>
      )}
    </div>
  );
}
