import type { ReactNode } from "react";
import { m } from "~/i18n/paraglide/messages";
import { type PolicyHandle, staffPage } from "~/security/route-policy";
import { studyLevelLabel } from "~/consultations/consultation-schema";
import { replyByWords, whenWords } from "~/staff/today-words";
import { ANSWERED_INTENT } from "~/staff/consultation-intent";
import { type StaffConsultationActionData, staffConsultationAction } from "~/writes/staff-consultation-form.server";
import { CallOutcomeForms, refusalOfCall } from "~/components/staff/call-outcome-form";
import { callTimeWords } from "~/staff/call-words";
import { loadConsultations } from "./staff-consultations.server";
import type { Route } from "./+types/staff-consultations";

export const handle = { policy: staffPage({ group: "staff", body: "form" }) } satisfies PolicyHandle;

export const meta: Route.MetaFunction = () => [
  { title: `${m.staff_consultations_title()} | ${m.staff_console_title()}` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ context }: Route.LoaderArgs) => loadConsultations(context);

export const action = ({ request, context }: Route.ActionArgs) => staffConsultationAction({ request, context });

type Consultation = Route.ComponentProps["loaderData"]["consultations"][number];
type Refusal = StaffConsultationActionData;

const link = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";
const muted = "text-sm text-gray-600";

const When = ({ at }: { at: string }) => <time dateTime={at}>{whenWords(at)}</time>;

/** Who marked it answered and when; null actor: an UPDATE typed in the D1 console. */
function Answered({ at, by }: { at: string | null; by: string | null }) {
  if (!at) return <span className="font-semibold text-amber-800">{m.staff_consultations_not_answered()}</span>;
  const when = whenWords(at);
  return (
    <time dateTime={at}>
      {by
        ? m.staff_consultations_answered_by({ at: when, who: by })
        : m.staff_consultations_answered_in_d1({ at: when })}
    </time>
  );
}

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2 lg:col-span-3" : undefined}>
      <dt className={muted}>{label}</dt>
      <dd className="m-0 break-words">{children}</dd>
    </div>
  );
}

/** One request: who, what, how they want the answer, and what staff do with it. Its anchor is `c<id>`. */
function ConsultationCard({ c, refusal, actionData }: { c: Consultation; refusal?: Refusal; actionData?: unknown }) {
  const answered = c.answeredAt !== null;
  return (
    <article
      id={`c${c.id}`}
      data-consultation-id={c.id}
      aria-labelledby={`c${c.id}-name`}
      className={`card mt-4 p-4 ${answered ? "" : "border-amber-300"}`}
    >
      <h2 id={`c${c.id}-name`} className="m-0 text-lg font-bold text-gray-900">
        {c.fullName}
      </h2>
      {refusal && (
        <div role="alert" className="mt-2 rounded border border-red-300 bg-red-50 p-2 text-red-900">
          <p className="m-0">{refusal.message}</p>
          {refusal.current && (
            <p className="m-0 mt-1">
              {m.staff_consultations_current()}{" "}
              <Answered at={refusal.current.answeredAt} by={refusal.current.answeredBy} />
            </p>
          )}
        </div>
      )}
      <dl className="m-0 mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={m.staff_consultations_col_email()}>
          <a href={`mailto:${c.email}`} className={`${link} break-all`}>
            {c.email}
          </a>
        </Field>
        <Field label={m.staff_consultations_col_phone()}>{c.phone}</Field>
        <Field label={m.staff_consultations_col_study_level()}>{studyLevelLabel(c.studyLevel)}</Field>
        <Field label={m.staff_consultations_col_reply_by()}>{replyByWords(c.replyBy)}</Field>
        <Field label={m.staff_consultations_col_source()}>{c.source}</Field>
        <Field label={m.staff_consultations_col_received()}>
          <When at={c.createdAt} />
        </Field>
        <Field label={m.staff_consultations_col_message()} wide>
          {c.message ? (
            <span className="whitespace-pre-line">{c.message}</span>
          ) : (
            <span className={muted}>{m.staff_consultations_no_message()}</span>
          )}
        </Field>
        <Field label={m.staff_consultations_col_answered()} wide>
          <Answered at={c.answeredAt} by={c.answeredBy} />
        </Field>
        {c.bookingId !== null && c.bookingStatus !== null && c.bookingStartsAt !== null && (
          <Field label={m.staff_calls_booked_call()} wide>
            <div id={`call${c.bookingId}`} data-booking-id={c.bookingId}>
              <p className="m-0 mb-2">
                <time dateTime={c.bookingStartsAt}>{callTimeWords(c.bookingStartsAt)}</time>
                {c.counsellor ? ` · ${c.counsellor}` : ""}
              </p>
              <CallOutcomeForms
                call={{
                  bookingId: c.bookingId,
                  status: c.bookingStatus,
                  sequence: c.bookingSequence ?? 0,
                  startsAt: c.bookingStartsAt,
                  outcomeAt: c.bookingOutcomeAt,
                  outcomeBy: c.bookingOutcomeBy,
                }}
                refusal={refusalOfCall(actionData, c.bookingId)}
              />
            </div>
          </Field>
        )}
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {c.replyBy === "whatsapp" &&
          (c.chatHref ? (
            <a href={c.chatHref} className={link} rel="noopener noreferrer" target="_blank">
              {m.staff_consultations_whatsapp_handoff({ name: c.fullName })}
            </a>
          ) : (
            <span className={muted}>{m.staff_consultations_whatsapp_no_number()}</span>
          ))}
        {!answered && (
          <form method="post">
            <input type="hidden" name="intent" value={ANSWERED_INTENT} />
            <input type="hidden" name="consultationId" value={c.id} />
            <input type="hidden" name="version" value={c.version} />
            <button type="submit" className="btn btn-primary">
              {m.staff_consultations_mark_answered()}
            </button>
          </form>
        )}
      </div>
    </article>
  );
}

/** The consultation requests (issue 52): unanswered first, newest first; answer each the way the student asked. */
export default function StaffConsultations({ loaderData, actionData }: Route.ComponentProps) {
  const { consultations, more } = loaderData;
  const answered = actionData && "consultationId" in actionData ? (actionData as Refusal) : undefined;
  const refusalFor = (id: number) => (answered?.consultationId === String(id) ? answered : undefined);
  const placed = (c: Consultation) =>
    refusalFor(c.id) !== undefined || (c.bookingId !== null && refusalOfCall(actionData, c.bookingId) !== undefined);
  const unplaced = actionData && !consultations.some(placed) ? actionData : undefined;
  return (
    <>
      <h1 className="text-2xl font-bold">{m.staff_consultations_title()}</h1>
      <p className="mt-1 text-gray-600">{m.staff_consultations_intro()}</p>
      {unplaced && (
        <p role="alert" className="mt-3 rounded border border-red-300 bg-red-50 p-2 text-red-900">
          {unplaced.message}
        </p>
      )}
      {consultations.length === 0 ? (
        <p className="mt-4 text-gray-700">{m.staff_consultations_none()}</p>
      ) : (
        <div data-testid="consultations" data-count={consultations.length}>
          {consultations.map((c) => (
            <ConsultationCard key={c.id} c={c} refusal={refusalFor(c.id)} actionData={actionData} />
          ))}
        </div>
      )}
      {more && <p className={`mt-3 ${muted}`}>{m.staff_consultations_capped({ count: consultations.length })}</p>}
    </>
  );
}
