import { isRouteErrorResponse, Link } from "react-router";
import { CaseDocuments } from "~/components/staff/case-documents";
import { CaseHistory } from "~/components/staff/case-history";
import { CasePayments } from "~/components/staff/case-payment-forms";
import { CaseStatusForm } from "~/components/staff/case-status-form";
import { CaseSteps } from "~/components/staff/case-step-forms";
import { CaseStudent } from "~/components/staff/case-student";
import { m } from "~/i18n/paraglide/messages";
import { type PolicyHandle, staffPage } from "~/security/route-policy";
import type { CaseFormState } from "~/staff/case-page";
import { staffCaseFormAction } from "~/writes/staff-case-form.server";
import { loadCase } from "./staff-case.server";
import type { Route } from "./+types/staff-case";

export const handle = { policy: staffPage({ group: "staff", body: "form" }) } satisfies PolicyHandle;

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${m.staff_case_page_title({ reference: params.reference })} | ${m.staff_console_title()}` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params, context }: Route.LoaderArgs) => loadCase(request, params.reference, context);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  staffCaseFormAction({ request, params, context });

/**
 * A case in the console (issue 52): the student and program, the status, the steps, the documents, the payments and
 * one history, each change a form that works without JavaScript. After a refused change the page shows the case as
 * it is now (its loader reads it again) with the refusal and what was typed at the form that was sent.
 */
export default function StaffCasePage({ loaderData, actionData }: Route.ComponentProps) {
  const { staffCase, names, saved } = loaderData;
  const state: CaseFormState = { saved: actionData ? undefined : saved, answer: actionData };
  return (
    <article data-testid="staff-case" data-reference={staffCase.application.reference}>
      <p className="m-0 text-sm">
        <Link to="/staff" className="text-brand-700 underline">
          {m.staff_case_back_today()}
        </Link>
      </p>
      <h1 className="mt-2 break-words text-2xl font-bold">
        {m.staff_case_page_title({ reference: staffCase.application.reference })}
      </h1>
      <div className="mt-4">
        <CaseStudent application={staffCase.application} />
      </div>
      <CaseStatusForm application={staffCase.application} state={state} />
      <CaseSteps staffCase={staffCase} state={state} />
      <CaseDocuments staffCase={staffCase} names={names} state={state} />
      <CasePayments staffCase={staffCase} names={names} state={state} />
      <CaseHistory history={staffCase.history} names={names} />
    </article>
  );
}

/** A reference no case has: said in the console's frame, with the way back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) throw error;
  return (
    <section data-testid="staff-case-not-found">
      <title>{`${m.staff_case_not_found_title()} | ${m.staff_console_title()}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold">{m.staff_case_not_found_title()}</h1>
      <p className="mt-2 text-gray-700">
        {typeof error.data === "string" ? error.data : m.staff_case_not_found_title()}
      </p>
      <p className="mt-4">
        <Link to="/staff/search" className="text-brand-700 underline">
          {m.staff_today_search_title()}
        </Link>
      </p>
    </section>
  );
}
