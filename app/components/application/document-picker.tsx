import { ErrorList } from "~/components/form/error-list";
import { m } from "~/i18n/paraglide/messages";
import { ACCEPT_ATTRIBUTE, MAX_FILES, MAX_TOTAL_BYTES } from "~/applications/application-schema";
import { formatBytes, MB } from "~/lib/format-bytes";
import type { UploadEntry } from "./use-resumable-uploads";

export const DOCUMENTS_INPUT_ID = "application-documents";

/**
 * The documents chosen so far (with JavaScript): each uploads as soon as it is picked, with its progress; add in
 * several goes, remove any before sending. The file input is visually hidden inside its drop-zone label, so the
 * label shows the focus ring when the input has focus.
 */
export type DocumentPickerProps = {
  /** The file input's id (DOCUMENTS_INPUT_ID for the box of other documents). */
  inputId?: string;
  /** What the drop zone says and names the input ('Add documents', 'Add: Passport'). */
  label?: string;
  /** The list's name ('Selected documents: Passport'). */
  listLabel?: string;
  entries: UploadEntry[];
  onAdd: (files: FileList | null) => void;
  onRemove: (entry: UploadEntry) => void;
  /** While the application is being sent. */
  disabled: boolean;
  /** A file the picker refused just now: announced at once. */
  refusal?: string;
  /** The submission's messages about the documents. */
  errors?: string[];
};

export function DocumentPicker({
  inputId = DOCUMENTS_INPUT_ID,
  label = m.forms_add_documents(),
  listLabel = m.forms_selected_documents(),
  entries,
  onAdd,
  onRemove,
  disabled,
  refusal,
  errors,
  summary = true,
}: DocumentPickerProps & {
  /** The count and size of the documents listed (off when boxes share the limits: their section shows it). */
  summary?: boolean;
}) {
  const total = entries.reduce((sum, e) => sum + e.file.size, 0);
  const invalid = Boolean(refusal) || Boolean(errors?.length);
  const errorId = `${inputId}-error`;
  return (
    <div>
      <label
        htmlFor={inputId}
        className={`flex min-h-11 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-4 text-center hover:bg-brand-50 focus-within:(ring-3 ring-brand-600 ring-offset-2 bg-brand-50) ${
          invalid ? "border-red-500" : "border-gray-400"
        }`}
      >
        <span className="font-semibold text-brand-700">{label}</span>
        <span className="text-sm text-gray-600">{m.forms_add_documents_hint()}</span>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          disabled={disabled}
          className="sr-only"
          aria-label={label}
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
      {entries.length > 0 && (
        <>
          <ul
            className="m-0 mt-4 list-none divide-y divide-gray-100 rounded-lg border border-gray-200 p-0"
            aria-label={listLabel}
          >
            {entries.map((entry) => (
              <li key={entry.key} className="px-4 py-2 text-sm">
                <div className="flex items-center justify-between gap-3">
                  <span className="min-w-0 truncate font-medium text-gray-800">{entry.file.name}</span>
                  <span className="flex shrink-0 items-center gap-3">
                    <span className="text-gray-600">{formatBytes(entry.file.size)}</span>
                    <button
                      type="button"
                      onClick={() => onRemove(entry)}
                      disabled={disabled}
                      className="min-h-11 rounded px-3 py-2 text-red-700 hover:bg-red-50"
                      aria-label={m.forms_remove_file({ name: entry.file.name })}
                    >
                      {m.forms_remove()}
                    </button>
                  </span>
                </div>
                <UploadProgress entry={entry} />
              </li>
            ))}
          </ul>
          {summary && (
            <p className="mt-2 text-sm text-gray-600">
              {m.forms_documents_summary({
                count: String(entries.length),
                max: String(MAX_FILES),
                size: formatBytes(total),
                total: String(MAX_TOTAL_BYTES / MB),
              })}
            </p>
          )}
        </>
      )}
    </div>
  );
}

/** '2 min left', '40 s left': rounded the way a person says it. */
function timeLeft(seconds: number) {
  if (seconds < 60) return m.forms_time_left_seconds({ seconds: String(Math.max(1, Math.round(seconds))) });
  return m.forms_time_left_minutes({ minutes: String(Math.round(seconds / 60)) });
}

function UploadProgress({ entry }: { entry: UploadEntry }) {
  const { file, sent, speed, state, shrunkFrom, error, resumesIn } = entry;
  const percent = Math.floor((sent / Math.max(1, file.size)) * 100);
  let status: string;
  if (state === "done") status = m.forms_upload_done();
  else if (state === "paused" && resumesIn !== undefined)
    status = m.forms_upload_waiting({ percent: String(percent), seconds: String(resumesIn) });
  else if (state === "paused") status = m.forms_upload_paused({ percent: String(percent) });
  else if (state === "failed") status = m.forms_upload_failed_status();
  else {
    const rate = speed ? ` · ${formatBytes(Math.round(speed))}/s · ${timeLeft((file.size - sent) / speed)}` : "";
    status = `${m.forms_uploading({ percent: String(percent) })}${rate}`;
  }
  return (
    <div className="mt-1">
      {shrunkFrom && (
        <p className="m-0 text-xs text-gray-600">
          {m.forms_photo_shrunk({
            from: formatBytes(shrunkFrom),
            to: formatBytes(file.size),
            percent: String(Math.round((1 - file.size / shrunkFrom) * 100)),
          })}
        </p>
      )}
      {state === "failed" ? (
        <p className="form-error m-0" role="alert">
          {error}
        </p>
      ) : (
        <>
          <progress
            className="mt-1 h-2 w-full"
            max={file.size}
            value={state === "done" ? file.size : sent}
            aria-label={m.forms_upload_of({ name: file.name })}
          />
          <p className={`m-0 text-xs ${state === "done" ? "text-green-700" : "text-gray-700"}`}>{status}</p>
          {/* Screen readers hear the changes of state, not every percent. */}
          <span className="sr-only" aria-live="polite">
            {state === "done"
              ? m.forms_file_uploaded({ name: file.name })
              : state === "paused"
                ? m.forms_file_paused({ name: file.name })
                : ""}
          </span>
        </>
      )}
    </div>
  );
}
