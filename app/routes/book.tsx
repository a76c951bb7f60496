import { useId } from "react";
import { Form, useLocation } from "react-router";
import { callLanguageName } from "~/booking/call-words";
import { DayLinks, slotLabel, TimeButtons } from "~/components/booking/slot-choices";
import { Field } from "~/components/form/field";
import { actionWithFragment, FormResult, Notice } from "~/components/form/form-result";
import { LimitedRefusal } from "~/components/form/limited-refusal";
import { SpamGuardFields } from "~/components/form/spam-guard-fields";
import { WhatsAppOptIn } from "~/components/form/whatsapp-opt-in";
import { StudentFields } from "~/components/consultation/student-fields";
import { PageHero } from "~/components/page-hero";
import type { BookingField, BookingFormValues } from "~/booking/booking-schema";
import {
  countryOfTimeZone,
  dateTimeIn,
  dayLabel as dayLabelOf,
  STUDENT_TIME_ZONES,
  timeZoneOfCountry,
} from "~/booking/time-zones";
import { CONSULTATION_LIMITS } from "~/consultations/consultation-schema";
import { Link } from "~/i18n/link";
import { LOCALE_PROFILES, LOCALES } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages";
import { pageMeta } from "~/lib/page-meta";
import { formPage, type PolicyHandle } from "~/security/route-policy";
import { type BookingActionData, bookingFormAction } from "~/writes/booking-form.server";
import type { Route } from "./+types/book";
import { type BookPageData, loadBookPage } from "./book.server";

// Booking a free call (issue 55), without a script: each step is in the query (a GET form, day links, time buttons),
// the last one a form posted here. Free times change by the minute: never cached; a form for personal data.
export const handle = {
  policy: { ...formPage({ group: "consultation", body: "form", refused: "form" }), cache: "none", prefetch: false },
} satisfies PolicyHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: m.booking_title(),
    description: m.booking_meta_description(),
    canonicalPath: "/book",
    noindex: args.location.search !== "",
  });

export const loader = (args: Route.LoaderArgs) => loadBookPage(args);

export const action = (args: Route.ActionArgs) => bookingFormAction(args);

const RESULT_ID = "booking-result";

/** /book with the given steps' answers (Link puts it in the page's language). */
const bookHref = (params: Record<string, string | undefined>) => {
  const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
  return `/book?${query}`;
};

export default function BookPage({ loaderData, actionData }: Route.ComponentProps) {
  const data: BookPageData = loaderData;
  const refused = actionData as BookingActionData | undefined;
  const { callLanguage, country, days } = data;
  const timeZone = country ? timeZoneOfCountry(country) : undefined;
  const location = useLocation();
  const editing = new URLSearchParams(location.search).has("change");
  const dayTimes = days?.find((d) => d.day === data.day)?.times ?? [];

  return (
    <>
      <PageHero
        size="compact"
        title={m.booking_title()}
        subtitle={m.booking_intro()}
        primary={null}
        crumb={m.booking_title()}
      />
      <div className="container max-w-3xl space-y-8 py-10">
        <section aria-labelledby="booking-step-choice" className="card p-5">
          <h2 id="booking-step-choice" className="text-lg font-bold text-brand-900">
            {m.booking_step_choice()}
          </h2>
          {days && country && !editing ? (
            <p className="mt-2 flex flex-wrap items-center gap-x-3 text-gray-700" data-testid="booking-choice">
              {m.booking_choice_summary({
                language: callLanguageName(callLanguage),
                country: countryOfTimeZone(timeZoneOfCountry(country)),
              })}
              <Link
                to={bookHref({ call: callLanguage, country, change: "1" })}
                className="font-semibold text-brand-700 underline"
              >
                {m.booking_change_choice()}
              </Link>
            </p>
          ) : (
            <ChoiceForm callLanguage={callLanguage} country={country} />
          )}
        </section>

        {days && country && timeZone && !editing && (
          <section aria-labelledby="booking-step-day">
            <h2 id="booking-step-day" className="text-lg font-bold text-brand-900">
              {m.booking_step_day()}
            </h2>
            {days.length > 0 ? (
              <div className="mt-3">
                <DayLinks
                  days={days.map((d) => d.day)}
                  current={data.day}
                  hrefOf={(day) => `${bookHref({ call: callLanguage, country, day })}#booking-step-time`}
                />
              </div>
            ) : (
              <p className="mt-2 text-gray-700">
                {m.booking_no_days()}{" "}
                <Link to="/contact" className="font-semibold text-brand-700 underline">
                  {m.booking_send_question()}
                </Link>
              </p>
            )}
          </section>
        )}

        {days && country && timeZone && data.day && !editing && (
          <section aria-labelledby="booking-step-time-title" id="booking-step-time" className="scroll-mt-20">
            <h2 id="booking-step-time-title" className="text-lg font-bold text-brand-900">
              {m.booking_step_time()}
            </h2>
            {dayTimes.length > 0 ? (
              <Form method="get" action={`${location.pathname}#booking-step-details`} className="mt-3">
                <p className="mb-2 text-sm text-gray-600">{m.booking_times_of_day({ day: dayLabelOf(data.day) })}</p>
                <input type="hidden" name="call" value={callLanguage} />
                <input type="hidden" name="country" value={country} />
                <input type="hidden" name="day" value={data.day} />
                <TimeButtons times={dayTimes} timeZone={timeZone} />
              </Form>
            ) : (
              <p className="mt-2 text-gray-700">{m.booking_no_times_day()}</p>
            )}
          </section>
        )}

        {(data.slot || data.slotGone || refused) && timeZone && !editing && (
          <DetailsStep data={data} refused={refused} timeZone={timeZone} />
        )}
      </div>
    </>
  );
}

/** Step 1: the call's language and the student's country (their clock), as a GET form. */
function ChoiceForm({ callLanguage, country }: Pick<BookPageData, "callLanguage" | "country">) {
  const id = useId();
  return (
    <Form method="get" className="mt-3 grid gap-4">
      <fieldset className="m-0 border-0 p-0">
        <legend className="text-sm font-medium text-gray-700">{m.booking_call_language_label()}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {LOCALES.map((locale) => (
            <label
              key={locale}
              lang={locale}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-sm has-[:checked]:(border-brand-600 bg-brand-50 font-semibold text-brand-900)"
            >
              <input
                type="radio"
                name="call"
                value={locale}
                defaultChecked={locale === callLanguage}
                className="h-6 w-6 shrink-0 accent-brand-600"
              />
              {LOCALE_PROFILES[locale].name}
            </label>
          ))}
        </div>
      </fieldset>
      <Field id={`${id}-country`} name="country" label={m.booking_country_label()} hint={m.booking_country_hint()}>
        {(control) => (
          <select {...control} defaultValue={country ?? STUDENT_TIME_ZONES[0].country}>
            {STUDENT_TIME_ZONES.map((z) => (
              <option key={z.country} value={z.country}>
                {countryOfTimeZone(z.timeZone)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className="btn-primary sm:justify-self-start">
        {m.booking_show_days()}
      </button>
    </Form>
  );
}

/** Step 4: the consultation's fields with the chosen time; refused, the same form as typed (and the nearest times). */
function DetailsStep({
  data,
  refused,
  timeZone,
}: {
  data: BookPageData;
  refused?: BookingActionData;
  timeZone: string;
}) {
  const id = useId();
  const location = useLocation();
  const values: Partial<BookingFormValues> = refused?.values ?? {};
  const errors = refused?.errors ?? {};
  const slot = values.slot || data.slot;
  const nearest = refused?.nearest ?? [];
  const taken = refused && nearest.length > 0;
  const field = (name: BookingField) => ({ id: `${id}-${name}`, name, errors: errors[name] });
  const value = (name: keyof BookingFormValues) => values[name] ?? "";

  return (
    <section aria-labelledby="booking-step-details" className="card p-5">
      <h2 id="booking-step-details" className="scroll-mt-20 text-lg font-bold text-brand-900">
        {m.booking_step_details()}
      </h2>
      <FormResult id={RESULT_ID} className="mt-3">
        {refused && (
          <Notice tone="error" title={m.forms_error_title()}>
            {refused.errors ? m.forms_consultation_refused() : refused.message}
            <LimitedRefusal retryAfter={refused.retryAfter} handoff={m.handoff_limited_consultation()} />
          </Notice>
        )}
        {!refused && data.slotGone && <Notice tone="error" title={m.booking_time_gone()} />}
      </FormResult>
      {slot && !taken && !data.slotGone && (
        <p className="mt-3 font-semibold text-gray-800" data-testid="booking-chosen">
          <bdi>{m.booking_chosen_time({ time: `${dateTimeIn(slot, timeZone)} · ${slotLabel(slot, timeZone)}` })}</bdi>
        </p>
      )}
      {(!data.slotGone || refused) && (
        <Form method="post" action={actionWithFragment(location, RESULT_ID)} noValidate className="mt-4 grid gap-4">
          <SpamGuardFields />
          <input type="hidden" name="callLanguage" value={values.callLanguage || data.callLanguage} />
          <input type="hidden" name="timeZone" value={values.timeZone || timeZone} />
          {!taken && <input type="hidden" name="slot" value={slot ?? ""} />}
          <StudentFields field={field} value={value} className="grid gap-4 sm:grid-cols-2" />
          <WhatsAppOptIn idPrefix={id} defaults={values} errors={errors.whatsappNumber} hasStatusPage={false} />
          <Field {...field("message")} label={m.booking_question_label()}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={CONSULTATION_LIMITS.message}
                placeholder={m.forms_consultation_message_placeholder()}
                defaultValue={value("message")}
              />
            )}
          </Field>
          {taken ? (
            <div data-testid="booking-nearest">
              <p className="mb-2 font-semibold text-gray-800">{m.booking_nearest_title()}</p>
              <TimeButtons times={nearest} timeZone={values.timeZone || timeZone} />
            </div>
          ) : (
            <button type="submit" className="btn-primary sm:justify-self-start">
              {m.booking_submit()}
            </button>
          )}
        </Form>
      )}
    </section>
  );
}
