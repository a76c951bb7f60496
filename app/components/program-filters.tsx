// Filter controls of the program pages. Each page's filters are a GET <Form>: without JavaScript the visitor
// presses 'Apply Filters' and the browser loads the URL; with it, changing a control updates the URL in place
// (a new history entry, so links are shareable and the back button steps back through the filters).
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useSubmit } from "react-router";

/** Submits a filter form as a clean query string (empty fields left out) without reloading the page. */
export function useFilterSubmit() {
  const submit = useSubmit();
  return (form: HTMLFormElement | null, options: { replace?: boolean } = {}) => {
    if (!form) return;
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === "string" && value.trim() !== "") params.append(key, value.trim());
    }
    submit(params, {
      method: "get",
      action: form.getAttribute("action") ?? undefined,
      preventScrollReset: true,
      replace: options.replace,
    });
  };
}

/** A value that follows the URL (back button, links) but can be changed locally in between. */
function useUrlValue(fromUrl: string) {
  const [value, setValue] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  if (fromUrl !== seen) {
    setSeen(fromUrl);
    if (value.trim() !== fromUrl) setValue(fromUrl);
  }
  return [value, setValue] as const;
}

export function FilterSelect({
  label,
  name,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: string | number | undefined;
  allLabel: string;
  options: readonly { value: string | number; label: string }[];
  onChange: (form: HTMLFormElement | null) => void;
}) {
  const [current, setCurrent] = useUrlValue(value === undefined ? "" : String(value));
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={current}
        onChange={(e) => {
          setCurrent(e.currentTarget.value);
          onChange(e.currentTarget.form);
        }}
        className="form-input mt-1"
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Text search that updates the URL once the visitor pauses typing (350 ms). */
export function SearchInput({
  label,
  name,
  value,
  placeholder,
  onSearch,
}: {
  label: string;
  name: string;
  value: string | undefined;
  placeholder: string;
  onSearch: (form: HTMLFormElement | null, options: { replace: boolean }) => void;
}) {
  const [current, setCurrent] = useUrlValue(value ?? "");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name={name}
        value={current}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={100}
        onChange={(e) => {
          const form = e.currentTarget.form;
          setCurrent(e.currentTarget.value);
          clearTimeout(timer.current);
          // One history entry per search: refining a search already in the URL replaces it.
          timer.current = setTimeout(() => onSearch(form, { replace: value !== undefined }), 350);
        }}
        className="form-input mt-1"
      />
    </div>
  );
}

/** The submit button a visitor without JavaScript needs; with JavaScript the controls apply themselves. */
export function NoScriptSubmit({ children = "Apply Filters" }: { children?: ReactNode }) {
  return (
    <noscript>
      <button type="submit" className="btn-brand w-full sm:w-auto">
        {children}
      </button>
    </noscript>
  );
}
