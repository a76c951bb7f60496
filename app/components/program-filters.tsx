// Filter controls of the program pages. Each page's filters are a GET <Form>: without JavaScript the visitor
// presses 'Apply Filters' and the browser loads the URL; with it, changing a control updates the URL in place
// (a new history entry, so links are shareable and the back button steps back through the filters). Each control
// submits its own form, so a page only lays the controls out.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { PROGRAM_LANGUAGES } from "~/lib/program-filter-options";
import { SelectOptions } from "./form/select-options";

/** Submits a filter form as a clean query string (empty fields left out) without reloading the page. */
function useFilterSubmit() {
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

/** Whether the page at `pathname` is loading, e.g. the results of a filter change. */
export function usePageLoading(pathname: string) {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === pathname;
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

/** A filter control under its label (`id` is the control's). */
function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      {children}
    </div>
  );
}

export function FilterSelect({
  label,
  name,
  value,
  allLabel,
  options,
}: {
  label: string;
  name: string;
  value: string | number | undefined;
  allLabel: string;
  options: readonly { value: string | number; label: string }[];
}) {
  const submit = useFilterSubmit();
  const [current, setCurrent] = useUrlValue(value === undefined ? "" : String(value));
  const id = `filter-${name}`;
  return (
    <FilterField id={id} label={label}>
      <select
        id={id}
        name={name}
        value={current}
        onChange={(e) => {
          setCurrent(e.currentTarget.value);
          submit(e.currentTarget.form);
        }}
        className="form-input mt-1"
      >
        <SelectOptions placeholder={allLabel} options={options} />
      </select>
    </FilterField>
  );
}

/** Text search that updates the URL once the visitor pauses typing (350 ms). */
export function SearchInput({
  label,
  name,
  value,
  placeholder,
}: {
  label: string;
  name: string;
  value: string | undefined;
  placeholder: string;
}) {
  const submit = useFilterSubmit();
  const [current, setCurrent] = useUrlValue(value ?? "");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const id = `filter-${name}`;
  return (
    <FilterField id={id} label={label}>
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
          timer.current = setTimeout(() => submit(form, { replace: value !== undefined }), 350);
        }}
        className="form-input mt-1"
      />
    </FilterField>
  );
}

/** The Study Level filter (query parameter `level`) of /programs and /programs-catalog, each with its own levels. */
export function LevelFilter({
  value,
  options,
}: {
  value: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  return <FilterSelect label="Study Level" name="level" value={value} allLabel="All Levels" options={options} />;
}

const LANGUAGE_OPTIONS = PROGRAM_LANGUAGES.map((l) => ({ value: l, label: l }));

/** The Language filter (query parameter `language`) of every program page. */
export function LanguageFilter({ value }: { value: string | undefined }) {
  return (
    <FilterSelect label="Language" name="language" value={value} allLabel="All Languages" options={LANGUAGE_OPTIONS} />
  );
}

/** The University filter (query parameter `university`, a university id) of every program page. */
export function UniversityFilter({
  value,
  options,
}: {
  value: number | undefined;
  options: readonly { value: number; label: string }[];
}) {
  return (
    <FilterSelect label="University" name="university" value={value} allLabel="All Universities" options={options} />
  );
}

/** The card that holds a program page's filters: a GET form to `action`, submitted in place. */
export function FilterForm({ id, action, children }: { id?: string; action: string; children: ReactNode }) {
  const submit = useFilterSubmit();
  return (
    <Form
      id={id}
      method="get"
      action={action}
      className="card grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit(e.currentTarget);
      }}
    >
      {children}
    </Form>
  );
}

/**
 * The last row of a filter form: the no-JavaScript submit button (`submitLabel`, 'Apply Filters' unless given),
 * a 'Clear Filters' link to `clearTo` while the page is `filtered`, then whatever else the page adds.
 */
export function FilterActions({
  submitLabel,
  clearTo,
  filtered,
  children,
}: {
  submitLabel?: ReactNode;
  clearTo: string;
  filtered: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-4">
      <NoScriptSubmit>{submitLabel}</NoScriptSubmit>
      {filtered && (
        <Link to={clearTo} preventScrollReset className="text-sm font-semibold text-brand-700 hover:underline">
          Clear Filters
        </Link>
      )}
      {children}
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
