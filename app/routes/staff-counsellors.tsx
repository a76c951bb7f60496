import type { ReactNode } from "react";
import { m } from "~/i18n/paraglide/messages";
import { type PolicyHandle, staffPage } from "~/security/route-policy";
import { callLanguageWords, callMethodWords } from "~/staff/call-words";
import {
  DAILY_CAP_INTENT,
  DAILY_CAP_MAX,
  DAY_OFF_ADD_INTENT,
  DAY_OFF_REMOVE_INTENT,
  dailyCapVersionOf,
} from "~/staff/counsellor-schema";
import { dayWords } from "~/staff/today-words";
import { type StaffCounsellorActionData, staffCounsellorsAction } from "~/writes/staff-counsellors-form.server";
import { loadCounsellors } from "./staff-counsellors.server";
import type { Route } from "./+types/staff-counsellors";

export const handle = { policy: staffPage({ group: "staff", body: "form" }) } satisfies PolicyHandle;

export const meta: Route.MetaFunction = () => [
  { title: `${m.staff_counsellors_title()} | ${m.staff_console_title()}` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ context }: Route.LoaderArgs) => loadCounsellors(context);

export const action = ({ request, context }: Route.ActionArgs) => staffCounsellorsAction({ request, context });

type Counsellor = Route.ComponentProps["loaderData"]["counsellors"][number];

const muted = "text-sm text-gray-600";
const input = "mt-1 block rounded border border-gray-300 px-2 py-1";

const WEEKDAYS: Record<number, () => string> = {
  1: m.staff_counsellors_weekday_1,
  2: m.staff_counsellors_weekday_2,
  3: m.staff_counsellors_weekday_3,
  4: m.staff_counsellors_weekday_4,
  5: m.staff_counsellors_weekday_5,
  6: m.staff_counsellors_weekday_6,
  7: m.staff_counsellors_weekday_7,
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className={muted}>{label}</dt>
      <dd className="m-0 break-words">{children}</dd>
    </div>
  );
}

/** The hidden fields every form of a counsellor carries. */
const Hidden = ({ intent, id }: { intent: string; id: number }) => (
  <>
    <input type="hidden" name="intent" value={intent} />
    <input type="hidden" name="counsellorId" value={id} />
  </>
);

/** One counsellor: who, how, their week and days off, and the forms; its anchor is `counsellor<id>`. */
function CounsellorCard({ c, refusal }: { c: Counsellor; refusal?: StaffCounsellorActionData }) {
  const typed = (intent: string, name: string) =>
    refusal?.intent === intent ? (refusal.values?.[name] ?? undefined) : undefined;
  const capError = refusal?.intent === DAILY_CAP_INTENT ? refusal : undefined;
  const dayError = refusal?.intent === DAY_OFF_ADD_INTENT ? refusal : undefined;
  return (
    <article
      id={`counsellor${c.id}`}
      data-counsellor-id={c.id}
      aria-labelledby={`counsellor${c.id}-name`}
      className="card mt-4 p-4"
    >
      <h2 id={`counsellor${c.id}-name`} className="m-0 text-lg font-bold text-gray-900">
        {c.name}{" "}
        <span className={`font-normal ${muted}`}>
          ({c.active ? m.staff_counsellors_active() : m.staff_counsellors_inactive()})
        </span>
      </h2>
      {refusal && refusal.intent !== DAILY_CAP_INTENT && refusal.intent !== DAY_OFF_ADD_INTENT && (
        <p role="alert" className="mt-2 rounded border border-red-300 bg-red-50 p-2 text-red-900">
          {refusal.message}
        </p>
      )}
      <dl className="m-0 mt-3 grid gap-3 sm:grid-cols-3">
        <Field label={m.staff_counsellors_languages()}>{c.languages.map(callLanguageWords).join(", ")}</Field>
        <Field label={m.staff_counsellors_method()}>{callMethodWords(c.callMethod, c.callDetail)}</Field>
        <Field label={m.staff_counsellors_cap()}>{c.dailyCap}</Field>
      </dl>
      <h3 className="mt-4 mb-1 text-base font-bold">{m.staff_counsellors_hours()}</h3>
      {c.hours.length === 0 ? (
        <p className={`m-0 ${muted}`}>{m.staff_counsellors_no_hours()}</p>
      ) : (
        <ul className="m-0 ps-5">
          {c.hours.map((h) => (
            <li key={`${h.weekday}-${h.startsAt}`}>
              {`${WEEKDAYS[h.weekday]?.() ?? h.weekday}: ${h.startsAt}–${h.endsAt}`}
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 mb-1 text-base font-bold">{m.staff_counsellors_days_off()}</h3>
      {c.daysOff.length === 0 ? (
        <p className={`m-0 ${muted}`}>{m.staff_counsellors_no_days_off()}</p>
      ) : (
        <ul className="m-0 flex flex-wrap gap-3 p-0 list-none" data-testid={`days-off-${c.id}`}>
          {c.daysOff.map((day) => (
            <li key={day}>
              <form method="post" className="inline">
                <Hidden intent={DAY_OFF_REMOVE_INTENT} id={c.id} />
                <input type="hidden" name="day" value={day} />
                <time dateTime={day}>{dayWords(day)}</time>{" "}
                <button type="submit" className="btn btn-secondary">
                  {m.staff_counsellors_remove_day_off({ day })}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-6">
        <form method="post">
          <Hidden intent={DAY_OFF_ADD_INTENT} id={c.id} />
          <label className="block">
            {m.staff_counsellors_day_off_label()}
            <input
              type="date"
              name="day"
              required
              className={input}
              defaultValue={typed(DAY_OFF_ADD_INTENT, "day")}
              aria-invalid={dayError ? true : undefined}
              aria-describedby={dayError ? `counsellor${c.id}-day-error` : undefined}
            />
          </label>
          {dayError && (
            <p id={`counsellor${c.id}-day-error`} role="alert" className="m-0 mt-1 text-red-800">
              {dayError.message}
            </p>
          )}
          <button type="submit" className="btn btn-primary mt-2">
            {m.staff_counsellors_add_day_off()}
          </button>
        </form>
        <form method="post">
          <Hidden intent={DAILY_CAP_INTENT} id={c.id} />
          <input type="hidden" name="version" value={dailyCapVersionOf(c)} />
          <label className="block">
            {m.staff_counsellors_cap_label()}
            <input
              type="number"
              name="dailyCap"
              min={0}
              max={DAILY_CAP_MAX}
              required
              className={input}
              defaultValue={typed(DAILY_CAP_INTENT, "dailyCap") ?? c.dailyCap}
              aria-invalid={capError ? true : undefined}
              aria-describedby={capError ? `counsellor${c.id}-cap-error` : undefined}
            />
          </label>
          {capError && (
            <p id={`counsellor${c.id}-cap-error`} role="alert" className="m-0 mt-1 text-red-800">
              {capError.message}
            </p>
          )}
          <button type="submit" className="btn btn-secondary mt-2">
            {m.staff_counsellors_change_cap()}
          </button>
        </form>
      </div>
    </article>
  );
}

/** The counsellors students book calls with (issue 55): their week, days off and daily cap, changed here or in SQL. */
export default function StaffCounsellors({ loaderData, actionData }: Route.ComponentProps) {
  const { counsellors } = loaderData;
  const refusalFor = (id: number) => (actionData?.counsellorId === String(id) ? actionData : undefined);
  const unplaced = actionData && !counsellors.some((c) => refusalFor(c.id)) ? actionData : undefined;
  return (
    <>
      <h1 className="text-2xl font-bold">{m.staff_counsellors_title()}</h1>
      <p className="mt-1 text-gray-600">{m.staff_counsellors_intro()}</p>
      {unplaced && (
        <p role="alert" className="mt-3 rounded border border-red-300 bg-red-50 p-2 text-red-900">
          {unplaced.message}
        </p>
      )}
      {counsellors.length === 0 ? (
        <p className="mt-4 text-gray-700">{m.staff_counsellors_none()}</p>
      ) : (
        <div data-testid="counsellors" data-count={counsellors.length}>
          {counsellors.map((c) => (
            <CounsellorCard key={c.id} c={c} refusal={refusalFor(c.id)} />
          ))}
        </div>
      )}
    </>
  );
}
