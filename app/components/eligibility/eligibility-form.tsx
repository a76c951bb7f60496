import { ErrorList } from "~/components/form/error-list";
import { Field } from "~/components/form/field";
import { Notice } from "~/components/form/form-result";
import { SelectField } from "~/components/form/select-field";
import { localizedHref } from "~/i18n/locale";
import { currencyName } from "~/i18n/intl";
import { m } from "~/i18n/paraglide/messages";
import { useLocale } from "~/i18n/use-locale";
import { CURRENCY_PARAM, type DisplayCurrency } from "~/catalogue/display-currency";
import { degreeLabel, PROOF_LABELS, QUALIFICATION_LABELS, SUBJECT_LABELS } from "~/catalogue/eligibility-labels";
import {
  BUDGET_CURRENCIES,
  BUDGET_CURRENCY_PARAM,
  type BudgetCurrency,
  ELIGIBILITY_FIELDS,
  type EligibilityField,
} from "~/catalogue/eligibility-schema";
import { nationalityName, nationalityOptions, readNationality } from "~/catalogue/nationality";
import type { FieldErrors } from "~/lib/field-errors";
import { apiLevelOptions, categoryOptions } from "~/catalogue/program-filter-options";
import { DEGREE_CLASSES, ENGLISH_PROOFS, QUALIFICATIONS, SCALES, SUBJECTS } from "~/catalogue/qualifications";

/** Where the answer starts: the form's action names it, so the browser scrolls there. */
export const RESULTS_ID = "results";

const WAEC_GRADES = SCALES.waec.kind === "subjects" ? SCALES.waec.grades : [];
const A_LEVEL_GRADES = SCALES.a_level.kind === "subjects" ? SCALES.a_level.grades : [];

/** The field's control id: `el-` keeps it clear of the page's other ids (results, scholarships). */
const idOf = (field: EligibilityField) => `el-${field.replace(/_/g, "-")}`;

/** A budget currency as the select names it: 'US dollars ($)', 'Central African CFA Franc (XAF)'. */
const budgetCurrencyLabel = (currency: BudgetCurrency) =>
  currency === "USD" ? m.eligibility_currency_usd() : `${currencyName(currency)} (${currency})`;

/**
 * The eligibility form: a GET form, so it works without JavaScript and its answer is a link. Every control is
 * shown at once (no script hides the ones another qualification uses); hints say which applies to which.
 * `budgetCurrency` is what the budget's currency select shows; `keepCurrency` the display currency the address
 * names, sent again so the answer keeps it (a shared link has no cookie).
 */
export function EligibilityForm({
  values,
  errors,
  budgetCurrency,
  keepCurrency,
}: {
  values: Record<string, string>;
  errors: FieldErrors<EligibilityField>;
  budgetCurrency: BudgetCurrency;
  keepCurrency: DisplayCurrency | null;
}) {
  const locale = useLocale();
  const invalid = ELIGIBILITY_FIELDS.filter((f) => errors[f]?.length);
  /** A field's control id, name and messages. */
  const field = (name: EligibilityField) => ({ id: idOf(name), name, errors: errors[name] });
  const nationality = values.nationality?.toUpperCase();
  // The site's list (Nigeria first), and a code from a shared URL that is not on it.
  const nationalities = [
    ...nationalityOptions(locale),
    ...(nationality && !readNationality(nationality)
      ? [{ code: nationality, name: nationalityName(nationality) }]
      : []),
  ].map(({ code, name }) => ({ value: code, label: name }));
  return (
    <section aria-labelledby="eligibility-form-heading">
      <h2 id="eligibility-form-heading" className="text-2xl font-bold text-brand-900">
        {m.eligibility_form_heading()}
      </h2>
      <p className="mt-2 max-w-2xl text-gray-700">{m.eligibility_form_intro()}</p>
      {invalid.length > 0 && (
        <div className="mt-4">
          <Notice tone="error" title={m.eligibility_error_summary()}>
            <ul className="m-0 list-none space-y-1 p-0">
              {invalid.map((field) => (
                <li key={field}>
                  <a href={`#${idOf(field)}`} className="inline-flex min-h-11 items-center underline">
                    {errors[field]?.[0]}
                  </a>
                </li>
              ))}
            </ul>
          </Notice>
        </div>
      )}
      <form
        method="get"
        action={`${localizedHref("/eligibility", locale)}#${RESULTS_ID}`}
        className="card mt-6 space-y-8 p-4 sm:p-6"
        noValidate
      >
        {keepCurrency && <input type="hidden" name={CURRENCY_PARAM} value={keepCurrency} />}
        <SelectField
          {...field("qualification")}
          label={m.eligibility_label_qualification()}
          required
          placeholder={m.eligibility_choose()}
          options={QUALIFICATIONS.map((q) => ({ value: q, label: QUALIFICATION_LABELS[q]() }))}
          select={{ defaultValue: values.qualification ?? "" }}
        />

        <fieldset
          id={idOf("grades")}
          className="m-0 min-w-0 border-0 p-0"
          aria-describedby={`${idOf("grades")}-hint${errors.grades ? ` ${idOf("grades")}-error` : ""}`}
        >
          <legend className="text-base font-semibold text-brand-900">{m.eligibility_grades_legend()}</legend>
          <p id={`${idOf("grades")}-hint`} className="mt-1 text-sm text-gray-600">
            {m.eligibility_grades_hint()}
          </p>
          <ErrorList id={`${idOf("grades")}-error`} errors={errors.grades} />
          <div className="mt-3 grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-3">
            {SUBJECTS.map((subject) => (
              <Field
                key={subject}
                id={idOf(subject)}
                name={subject}
                label={SUBJECT_LABELS[subject]()}
                errors={errors[subject]}
                className="min-w-0"
              >
                {(control) => (
                  <select {...control} defaultValue={values[subject] ?? ""}>
                    <option value="">{m.eligibility_not_taken()}</option>
                    <GradeGroup label={m.eligibility_grades_waec()} grades={WAEC_GRADES} />
                    <GradeGroup label={m.eligibility_grades_a_level()} grades={A_LEVEL_GRADES} />
                  </select>
                )}
              </Field>
            ))}
          </div>
        </fieldset>

        <div className="grid gap-6 sm:grid-cols-2">
          <Field {...field("score")} label={m.eligibility_label_score()} hint={m.eligibility_score_hint()}>
            {(control) => (
              <input {...control} type="text" inputMode="decimal" autoComplete="off" defaultValue={values.score} />
            )}
          </Field>
          <SelectField
            {...field("degree")}
            label={m.eligibility_label_degree()}
            hint={m.eligibility_degree_hint()}
            placeholder={m.eligibility_not_applicable()}
            options={DEGREE_CLASSES.map((d) => ({ value: d, label: degreeLabel(d) }))}
            select={{ defaultValue: values.degree ?? "" }}
          />
        </div>

        <div className="grid gap-6 sm:grid-cols-2">
          <SelectField
            {...field("proof")}
            label={m.eligibility_label_proof()}
            placeholder={m.eligibility_proof_none()}
            options={ENGLISH_PROOFS.map((p) => ({ value: p, label: PROOF_LABELS[p]() }))}
            select={{ defaultValue: values.proof ?? "" }}
          />
          <Field
            {...field("proof_score")}
            label={m.eligibility_label_proof_score()}
            hint={m.eligibility_proof_score_hint()}
            optional
          >
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                defaultValue={values.proof_score}
              />
            )}
          </Field>
        </div>

        <div className="grid gap-6 sm:grid-cols-2">
          <SelectField
            {...field("level")}
            label={m.eligibility_label_level()}
            options={apiLevelOptions()}
            select={{ defaultValue: values.level ?? "bachelor" }}
          />
          <SelectField
            {...field("field")}
            label={m.eligibility_label_field()}
            placeholder={m.eligibility_field_any()}
            options={categoryOptions()}
            select={{ defaultValue: values.field ?? "" }}
          />
        </div>

        <div className="grid gap-6 sm:grid-cols-2">
          <Field {...field("budget")} label={m.eligibility_label_budget()} hint={m.eligibility_budget_hint()} optional>
            {(control) => (
              <input {...control} type="text" inputMode="numeric" autoComplete="off" defaultValue={values.budget} />
            )}
          </Field>
          <SelectField
            id={idOf("budget_currency")}
            name={BUDGET_CURRENCY_PARAM}
            label={m.eligibility_label_currency()}
            errors={errors.budget_currency}
            options={BUDGET_CURRENCIES.map((c) => ({ value: c, label: budgetCurrencyLabel(c) }))}
            select={{ defaultValue: budgetCurrency }}
          />
        </div>

        <SelectField
          {...field("nationality")}
          label={m.eligibility_label_nationality()}
          hint={m.eligibility_nationality_hint()}
          placeholder={m.eligibility_nationality_other()}
          options={nationalities}
          select={{ defaultValue: nationality ?? "" }}
        />

        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-gray-800">
          <input
            type="checkbox"
            name="sibling"
            value="on"
            defaultChecked={values.sibling !== undefined}
            className="h-6 w-6 shrink-0 accent-brand-600"
          />
          {m.eligibility_label_sibling()}
        </label>

        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className="btn-primary">
            {m.eligibility_submit()}
          </button>
          <p className="m-0 text-sm text-gray-600">{m.eligibility_stores_nothing()}</p>
        </div>
      </form>
    </section>
  );
}

/** One scale's grades in a subject's select. */
function GradeGroup({ label, grades }: { label: string; grades: readonly string[] }) {
  return (
    <optgroup label={label}>
      {grades.map((g) => (
        <option key={g} value={g}>
          {g}
        </option>
      ))}
    </optgroup>
  );
}
