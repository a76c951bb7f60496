import type { ReactNode } from "react";
import { LabelledSection } from "~/components/labelled-section";
import type { Today, TodayList } from "~/components/server-data";
import { type Column, StackedCell, StackedRow, StackedTable } from "~/components/stacked-table";
import { CallOutcomeForms, refusalOfCall } from "~/components/staff/call-outcome-form";
import { callLanguageWords, callMethodWords, callTimeWords } from "~/staff/call-words";
import { m } from "~/i18n/paraglide/messages";
import {
  actorWords,
  amountWords,
  casePath,
  consultationPath,
  countWords,
  dayWords,
  daysWaitingWords,
  documentWords,
  hoursWaitingWords,
  lateWords,
  replyByWords,
  stepTitle,
  whenWords,
} from "~/staff/today-words";

/** A row of one of today's lists. */
type TodayRow<List extends Exclude<keyof Today, "today">> = Today[List]["rows"][number];

// The staff console's Today (issue 52): the day's booked calls (issue 55), then five lists of what needs someone now, oldest first, each a section named by
// its h2 with its count; each line links to its case (a consultation to its place on the consultations list). Plain
// links and tables: nothing here needs a script. The tables turn into cards in a narrow frame (stacked-table.tsx),
// so a phone at 412 px reads each line as a card and a desk screen as a table.

const link = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";
const muted = "text-sm text-gray-600";

/** A moment with its machine-readable value. */
const When = ({ at }: { at: string }) => <time dateTime={at}>{whenWords(at)}</time>;

const CaseLink = ({ reference }: { reference: string }) => (
  <a href={casePath(reference)} className={link}>
    {reference}
  </a>
);

/** One of Today's lists: its heading and count, then its table, or "Nothing waiting". */
function TodaySection<Row>({
  id,
  title,
  list,
  columns,
  row,
}: {
  id: string;
  title: string;
  list: TodayList<Row>;
  columns: readonly Column[];
  row: (row: Row) => ReactNode;
}) {
  const count = list.rows.length;
  return (
    <LabelledSection
      id={`${id}-heading`}
      title={
        <>
          {title}{" "}
          <span className="ms-1 whitespace-nowrap rounded-full bg-gray-100 px-2 py-0.5 align-middle text-sm font-semibold text-gray-700">
            {countWords(count)}
          </span>
        </>
      }
      className="mt-8"
      headingClassName="m-0 text-lg font-bold text-gray-900 sm:text-xl"
    >
      <div data-testid={id} data-count={count}>
        {count === 0 ? (
          <p className="mt-2 mb-0 text-gray-700">{m.staff_today_nothing()}</p>
        ) : (
          <>
            <div className="card @container mt-3 overflow-x-auto">
              <StackedTable columns={columns} headClassName="text-gray-600">
                {list.rows.map(row)}
              </StackedTable>
            </div>
            {list.more && <p className={`mt-2 mb-0 ${muted}`}>{m.staff_today_more({ count })}</p>}
          </>
        )}
      </div>
    </LabelledSection>
  );
}

const documentColumns = (): Column[] => [
  { label: m.staff_today_col_case() },
  { label: m.staff_today_col_student() },
  { label: m.staff_today_col_document() },
  { label: m.staff_today_col_received() },
  { label: m.staff_today_col_waiting() },
];

function DocumentRow(d: TodayRow<"documents">) {
  return (
    <StackedRow key={d.documentId} data-document-id={d.documentId}>
      <StackedCell header>
        <CaseLink reference={d.reference} />
      </StackedCell>
      <StackedCell>{d.student}</StackedCell>
      <StackedCell span="full">
        {documentWords(d.docType, d.stepKind)}
        <span className={`block break-all ${muted}`}>{d.fileName}</span>
      </StackedCell>
      <StackedCell className={muted}>
        <When at={d.receivedAt} />
      </StackedCell>
      <StackedCell className="font-semibold">{daysWaitingWords(d.daysWaiting)}</StackedCell>
    </StackedRow>
  );
}

const stepColumns = (): Column[] => [
  { label: m.staff_today_col_case() },
  { label: m.staff_today_col_student() },
  { label: m.staff_today_col_step() },
  { label: m.staff_today_col_who() },
  { label: m.staff_today_col_due() },
];

function StepRow(s: TodayRow<"steps">) {
  return (
    <StackedRow key={`${s.reference}-${s.kind}`} data-kind={s.kind}>
      <StackedCell header>
        <CaseLink reference={s.reference} />
      </StackedCell>
      <StackedCell>{s.student}</StackedCell>
      <StackedCell span="full">{stepTitle(s.kind, s.state)}</StackedCell>
      <StackedCell>{actorWords(s.whoActs)}</StackedCell>
      <StackedCell>
        <span className={s.daysLate > 0 ? "font-semibold text-red-800" : "font-semibold text-gray-900"}>
          {lateWords(s.daysLate)}
        </span>{" "}
        <time dateTime={s.dueOn} className={muted}>
          ({dayWords(s.dueOn)})
        </time>
      </StackedCell>
    </StackedRow>
  );
}

const paymentColumns = (): Column[] => [
  { label: m.staff_today_col_case() },
  { label: m.staff_today_col_payer() },
  { label: m.staff_today_col_package() },
  { label: m.staff_today_col_amount() },
  { label: m.staff_today_col_when() },
];

function PaymentRow(p: TodayRow<"failedPayments">) {
  return (
    <StackedRow key={p.paymentId} data-tx-ref={p.txRef}>
      <StackedCell header>
        {p.reference ? (
          <CaseLink reference={p.reference} />
        ) : (
          <span className="text-gray-700">{m.staff_today_no_case()}</span>
        )}
        <span className={`block break-all font-normal ${muted}`}>{p.txRef}</span>
      </StackedCell>
      <StackedCell>
        {p.customerName}
        <span className={`block break-all ${muted}`}>{p.customerEmail}</span>
      </StackedCell>
      <StackedCell>{p.serviceName}</StackedCell>
      <StackedCell className="font-semibold">{amountWords(p.amount, p.currency)}</StackedCell>
      <StackedCell className={muted}>
        <When at={p.failedAt} />
      </StackedCell>
    </StackedRow>
  );
}

const consultationColumns = (): Column[] => [
  { label: m.staff_today_col_name() },
  { label: m.staff_today_col_contact() },
  { label: m.staff_today_col_reply_by() },
  { label: m.staff_today_col_source() },
  { label: m.staff_today_col_waiting() },
];

function ConsultationRow(c: TodayRow<"consultations">) {
  return (
    <StackedRow key={c.id} data-consultation-id={c.id}>
      <StackedCell header>
        <a href={consultationPath(c.id)} className={link}>
          {c.fullName}
        </a>
      </StackedCell>
      <StackedCell span="full">
        <span className="block break-all">{c.email}</span>
        <span className={`block ${muted}`}>{c.phone}</span>
      </StackedCell>
      <StackedCell>{replyByWords(c.replyBy)}</StackedCell>
      <StackedCell className={muted}>{c.source}</StackedCell>
      <StackedCell>
        <span className="font-semibold">{hoursWaitingWords(c.hoursWaiting)}</span>
        <span className={`block ${muted}`}>
          <When at={c.createdAt} />
        </span>
      </StackedCell>
    </StackedRow>
  );
}

const applicationColumns = (): Column[] => [
  { label: m.staff_today_col_case() },
  { label: m.staff_today_col_student() },
  { label: m.staff_today_col_program() },
  { label: m.staff_today_col_received() },
];

function ApplicationRow(a: TodayRow<"applications">) {
  return (
    <StackedRow key={a.reference}>
      <StackedCell header>
        <CaseLink reference={a.reference} />
      </StackedCell>
      <StackedCell>{a.student}</StackedCell>
      <StackedCell span="full">
        {a.program}
        <span className={`block ${muted}`}>{a.university}</span>
      </StackedCell>
      <StackedCell className={muted}>
        <When at={a.createdAt} />
      </StackedCell>
    </StackedRow>
  );
}

const callColumns = (): Column[] => [
  { label: m.staff_calls_col_when() },
  { label: m.staff_calls_col_student() },
  { label: m.staff_calls_col_question() },
  { label: m.staff_calls_col_how() },
  { label: m.staff_calls_col_applications() },
  { label: m.staff_calls_col_outcome() },
];

/** A booked call: when, who with whom, in which language, the question, how, the student's cases, the outcome. */
function callRow(actionData: unknown) {
  return (c: TodayRow<"calls">) => {
    return (
      <StackedRow key={c.bookingId} data-booking-id={c.bookingId}>
        <StackedCell header>
          <span id={`call${c.bookingId}`}>
            <time dateTime={c.startsAt}>{callTimeWords(c.startsAt)}</time>
          </span>
          <span className={`block font-normal ${muted}`}>
            {c.counsellor} · {callLanguageWords(c.callLanguage)}
          </span>
        </StackedCell>
        <StackedCell>
          <a href={consultationPath(c.consultationId)} className={link}>
            {c.student}
          </a>
          <span className={`block break-all ${muted}`}>{c.email}</span>
        </StackedCell>
        <StackedCell span="full">
          {c.question ? (
            <span className="whitespace-pre-line">{c.question}</span>
          ) : (
            <span className={muted}>{m.staff_calls_no_question()}</span>
          )}
        </StackedCell>
        <StackedCell>
          <span className="break-all">{callMethodWords(c.callMethod, c.callDetail)}</span>
        </StackedCell>
        <StackedCell>
          {c.applications.length === 0 ? (
            <span className={muted}>{m.staff_calls_no_application()}</span>
          ) : (
            c.applications.map((reference) => (
              <span key={reference} className="block">
                <CaseLink reference={reference} />
              </span>
            ))
          )}
        </StackedCell>
        <StackedCell>
          {/* `?index`: Today is the console's index route; a plain form posting to /staff would reach the layout. */}
          <CallOutcomeForms call={c} refusal={refusalOfCall(actionData, c.bookingId)} action="/staff?index" />
        </StackedCell>
      </StackedRow>
    );
  };
}

/** Today's lists, in the order staff work them: the day's calls first (they keep time). */
export function TodayLists({ today, actionData }: { today: Today; actionData?: unknown }) {
  const unplaced = actionData != null && !today.calls.rows.some((c) => refusalOfCall(actionData, c.bookingId));
  return (
    <div data-testid="today-lists" data-today={today.today}>
      {unplaced && (
        <p role="alert" className="mt-3 rounded border border-red-300 bg-red-50 p-2 text-red-900">
          {(actionData as { message: string }).message}
        </p>
      )}
      <TodaySection
        id="today-calls"
        title={m.staff_calls_title()}
        list={today.calls}
        columns={callColumns()}
        row={callRow(actionData)}
      />
      <TodaySection
        id="today-documents"
        title={m.staff_today_documents_title()}
        list={today.documents}
        columns={documentColumns()}
        row={DocumentRow}
      />
      <TodaySection
        id="today-steps"
        title={m.staff_today_steps_title()}
        list={today.steps}
        columns={stepColumns()}
        row={StepRow}
      />
      <TodaySection
        id="today-payments"
        title={m.staff_today_payments_title()}
        list={today.failedPayments}
        columns={paymentColumns()}
        row={PaymentRow}
      />
      <TodaySection
        id="today-consultations"
        title={m.staff_today_consultations_title()}
        list={today.consultations}
        columns={consultationColumns()}
        row={ConsultationRow}
      />
      <TodaySection
        id="today-applications"
        title={m.staff_today_applications_title()}
        list={today.applications}
        columns={applicationColumns()}
        row={ApplicationRow}
      />
    </div>
  );
}
