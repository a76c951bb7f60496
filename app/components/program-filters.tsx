// Filter controls of the program pages. Each page's filters are a GET form: the visitor sets the controls and
// presses its button ('Apply Filters', or 'Search'), and the browser loads the URL, so links are shareable and the
// back button steps back through the filters. The program pages ship no script bundle (docs/decisions/0026), only
// the few inline bytes that reset the filters of a page shown again from the back/forward cache (FilterForm).
import { type ReactNode, useContext } from "react";
import { Form } from "react-router";
import { CspNonceContext } from "~/components/csp-nonce";
import { Link } from "~/i18n/link";
import { localizedHref } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { useLocale } from "~/i18n/use-locale";
import { PROGRAM_LANGUAGES } from "~/catalogue/program-filter-options";
import { languageLabel } from "~/catalogue/program-format";
import { SelectOptions } from "./form/select-options";

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

/** The program pages' select filters by query parameter: the label, and the first choice's words (all, or any). */
const SELECT_FILTERS = {
  program: { label: m.programs_filter_category, all: m.programs_filter_all_categories },
  level: { label: m.programs_label_study_level, all: m.programs_filter_all_levels },
  language: { label: m.programs_label_language, all: m.programs_filter_all_languages },
  university: { label: m.programs_filter_university, all: m.programs_filter_all_universities },
  faculty: { label: m.programs_label_faculty, all: m.programs_filter_all_faculties },
  intake: { label: m.programs_filter_intake, all: m.programs_filter_any_intake },
};

/** A select filter (query parameter `name`): its first choice is all (the empty value), then `options`. */
export function FilterSelect({
  name,
  value,
  options,
}: {
  name: keyof typeof SELECT_FILTERS;
  value: string | number | undefined;
  options: readonly { value: string | number; label: string }[];
}) {
  const id = `filter-${name}`;
  const words = SELECT_FILTERS[name];
  return (
    <FilterField id={id} label={words.label()}>
      <select id={id} name={name} defaultValue={value === undefined ? "" : String(value)} className="form-input mt-1">
        <SelectOptions placeholder={words.all()} options={options} />
      </select>
    </FilterField>
  );
}

/** Text search: Enter (or the form's button) sends it. */
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
  const id = `filter-${name}`;
  return (
    <FilterField id={id} label={label}>
      <input
        id={id}
        type="search"
        name={name}
        defaultValue={value ?? ""}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={100}
        className="form-input mt-1"
      />
    </FilterField>
  );
}

/** The languages as query values (D1's, in English), each labelled in the page's language. */
export const languageOptions = () => PROGRAM_LANGUAGES.map((l) => ({ value: l, label: languageLabel(l) }));

/**
 * The card that holds a program page's filters: a GET form to `action` (a site path, kept in the page's language).
 * After Back its controls show the filters of the address, not one changed and never applied (issue 40):
 * `autoComplete="off"` stops the browser restoring them into a page it loads again, and RESET_ON_RESTORE resets them
 * in a page Chromium shows again from its back/forward cache, kept whole.
 */
export function FilterForm({ id, action, children }: { id?: string; action: string; children: ReactNode }) {
  const locale = useLocale();
  const nonce = useContext(CspNonceContext);
  return (
    <>
      <Form
        id={id}
        method="get"
        autoComplete="off"
        action={localizedHref(action, locale)}
        className="card grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-4"
        data-filters
      >
        {children}
      </Form>
      <script
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, no visitor input
        dangerouslySetInnerHTML={{ __html: RESET_ON_RESTORE }}
      />
    </>
  );
}

/**
 * The one script of the program lists, inline (199 bytes with its tag and nonce, 115 gzipped): a page Chromium restores from its
 * back/forward cache fires `pageshow` with `persisted`, and its filter forms go back to what the server rendered,
 * the filters of the address. Nothing without JavaScript keeps these pages out of that cache: autocomplete="off"
 * does not reach a page kept whole, and Chromium 156 keeps `Cache-Control: no-store` pages too (measured in
 * tests/e2e/programs.spec.ts).
 */
const RESET_ON_RESTORE =
  'addEventListener("pageshow",e=>{if(e.persisted)for(const f of document.querySelectorAll("form[data-filters]"))f.reset()})';

/**
 * The last row of a filter form: its submit button (`submitLabel`, 'Apply Filters' unless given), a 'Clear Filters'
 * link to `clearTo` while the page is `filtered`, then whatever else the page adds.
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
      <button type="submit" className="btn-brand w-full sm:w-auto">
        {submitLabel ?? m.programs_filter_apply()}
      </button>
      {filtered && (
        <Link to={clearTo} preventScrollReset className="text-sm font-semibold text-brand-700 hover:underline">
          {m.programs_filter_clear()}
        </Link>
      )}
      {children}
    </div>
  );
}
