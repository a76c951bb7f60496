import { Form, useLocation } from "react-router";
import { cityOf, DayLinks, TimeButtons } from "~/components/booking/slot-choices";
import { callHow, callLanguageName } from "~/booking/call-words";
import { Notice } from "~/components/form/form-result";
import { PageHero } from "~/components/page-hero";
import { dateTimeIn, dayLabel, ISTANBUL } from "~/booking/time-zones";
import { Link } from "~/i18n/link";
import { m } from "~/i18n/paraglide/messages";
import { SITE_NAME } from "~/lib/page-meta";
import { PERSONAL_PAGE, type PolicyHandle } from "~/security/route-policy";
import { type BookingChangeActionData, bookingChangeFormAction } from "~/writes/booking-change-form.server";
import type { Route } from "./+types/booking";
import { type BookingPageData, type BookingView, loadBookingPage } from "./booking.server";

// A booked call's page, opened by its signed link (issue 55): a personal page (private, no-store, never prefetched,
// no script), noindex. Its POSTs move the call (once) or cancel it; a GET changes nothing.
export const handle = {
  policy: { ...PERSONAL_PAGE, post: { group: "consultation", body: "form" } },
} satisfies PolicyHandle;

export const meta: Route.MetaFunction = () => [
  { title: `${m.booking_title()} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const loader = (args: Route.LoaderArgs) => loadBookingPage(args);

export const action = ({ request, params }: Route.ActionArgs) => bookingChangeFormAction({ request, params });

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData as BookingPageData;
  const refused = actionData as BookingChangeActionData | undefined;
  if (data.state !== "open") {
    const expired = data.state === "expired";
    return (
      <Closed
        title={expired ? m.booking_link_expired_title() : m.booking_link_tampered_title()}
        text={expired ? m.booking_link_expired() : m.booking_link_tampered()}
      />
    );
  }
  const { booking } = data;
  if (booking.status === "cancelled") {
    return <Closed title={m.booking_manage_cancelled_title()} text={m.booking_cancelled_text()} booking={booking} />;
  }
  if (booking.status !== "booked") {
    return <Closed title={m.booking_manage_past_title()} text={m.booking_past_text()} booking={booking} />;
  }
  return (
    <>
      <PageHero size="compact" title={m.booking_manage_title()} subtitle={m.booking_manage_intro()} primary={null} />
      <div className="container max-w-3xl space-y-8 py-10">
        {data.changed === "moved" && !refused && <Notice tone="success" title={m.booking_moved_notice()} />}
        {refused && (
          <Notice tone="error" title={m.forms_error_title()}>
            {refused.message}
          </Notice>
        )}
        <Summary booking={booking} />
        <MoveIt booking={booking} move={data.move} nearest={refused?.nearest} />
        <section aria-labelledby="booking-cancel" className="card p-5">
          <h2 id="booking-cancel" className="text-lg font-bold text-brand-900">
            {m.booking_cancel_title()}
          </h2>
          <p className="mt-1 text-gray-700">{m.booking_cancel_intro()}</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="cancel" />
            <button type="submit" className="btn-secondary">
              {m.booking_cancel_button()}
            </button>
          </Form>
        </section>
      </div>
    </>
  );
}

/** The call in words: its time on both clocks, who calls, how, in which language, and the student's question. */
function Summary({ booking }: { booking: BookingView }) {
  const how = callHow(booking.counsellor.callMethod, booking.counsellor.callDetail);
  const rows: [string, string, string][] = [
    [
      "your-time",
      m.booking_label_your_time(),
      `${dateTimeIn(booking.startsAt, booking.timeZone)} (${cityOf(booking.timeZone)})`,
    ],
    ["istanbul-time", m.booking_label_istanbul_time(), dateTimeIn(booking.startsAt, ISTANBUL)],
    ["counsellor", m.booking_label_counsellor(), booking.counsellor.name],
    ["how", m.booking_label_how(), how],
    ["language", m.booking_label_language(), callLanguageName(booking.callLanguage)],
    ...(booking.question
      ? [["question", m.booking_label_question(), booking.question] as [string, string, string]]
      : []),
  ];
  return (
    <dl className="card m-0 grid gap-3 p-5" data-testid="booking-summary">
      {rows.map(([key, label, value]) => (
        <div key={key} data-testid={`booking-${key}`}>
          <dt className="text-sm font-medium text-gray-500">{label}</dt>
          <dd className="m-0 whitespace-pre-wrap break-words text-gray-900">
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** "Move it", once: day links and time buttons as on /book (the chosen time POSTs intent=move). */
function MoveIt({
  booking,
  move,
  nearest,
}: {
  booking: BookingView;
  move?: { days: { day: string; times: string[] }[]; day?: string };
  nearest?: string[];
}) {
  const location = useLocation();
  const link = new URLSearchParams(location.search);
  const hrefWith = (extra: Record<string, string>) => {
    const query = new URLSearchParams({ expires: link.get("expires") ?? "", sig: link.get("sig") ?? "", ...extra });
    return `?${query}`;
  };
  const times = move?.days.find((d) => d.day === move.day)?.times ?? [];
  return (
    <section aria-labelledby="booking-move" className="card p-5">
      <h2 id="booking-move" className="text-lg font-bold text-brand-900">
        {m.booking_move_title()}
      </h2>
      {booking.moved ? (
        <p className="mt-1 text-gray-700">{m.booking_moved_once()}</p>
      ) : (
        <>
          <p className="mt-1 text-gray-700">{m.booking_move_intro()}</p>
          {nearest && nearest.length > 0 && (
            <Form method="post" className="mt-3" data-testid="booking-nearest">
              <input type="hidden" name="intent" value="move" />
              <TimeButtons times={nearest} timeZone={booking.timeZone} />
            </Form>
          )}
          {move ? (
            <div className="mt-3 space-y-4">
              <DayLinks
                days={move.days.map((d) => d.day)}
                current={move.day}
                hrefOf={(day) => hrefWith({ move: "1", day })}
              />
              {move.day && times.length > 0 && (
                <Form method="post" className="grid gap-2">
                  <p className="m-0 text-sm text-gray-600">{m.booking_times_of_day({ day: dayLabel(move.day) })}</p>
                  <input type="hidden" name="intent" value="move" />
                  <TimeButtons times={times} timeZone={booking.timeZone} />
                </Form>
              )}
              <Link to={hrefWith({})} className="inline-block font-semibold text-brand-700 underline">
                {m.booking_move_keep()}
              </Link>
            </div>
          ) : (
            <Link to={hrefWith({ move: "1" })} className="btn-secondary mt-3">
              {m.booking_move_start()}
            </Link>
          )}
        </>
      )}
    </section>
  );
}

/** A link that opens no call, or a call that can no longer change: its words, and /book. */
function Closed({ title, text, booking }: { title: string; text: string; booking?: BookingView }) {
  return (
    <>
      <PageHero size="compact" title={title} primary={null} />
      <div className="container max-w-3xl space-y-6 py-10">
        <p className="m-0 text-gray-700" data-testid="booking-closed">
          {text}
        </p>
        {booking && <Summary booking={booking} />}
        <Link to="/book" className="btn-primary">
          {m.booking_book_new()}
        </Link>
      </div>
    </>
  );
}
