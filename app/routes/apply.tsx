import { data, useRouteLoaderData } from "react-router";
import { Link } from "~/i18n/link";
import { ProgramsErrorPanel } from "~/components/programs-error-panel";
import { FormPageHero } from "~/components/page-hero";
import { ApplicationForm, type ApplicationActionData } from "~/components/application/application-form";
import { submitApplication } from "~/writes/submit-application.server";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/apply";
import { loadApplyPage } from "./apply.server";
import { fixedPageMeta } from "~/lib/page-meta";
import { guardedClientAction, keepDataAfterPost } from "~/components/form/guarded-client-action";
import { submitErrorMessage, submitFailedMessage } from "~/applications/application-schema";
import { m } from "~/i18n/paraglide/messages";
import { type PolicyHandle, formPage } from "~/security/route-policy";

// The documents upload resumably as they are picked (tus), the form checks itself and keeps what was typed offline.
export const handle = {
  policy: { ...formPage({ group: "application", body: "application" }), scripts: true },
} satisfies PolicyHandle;

export const meta = fixedPageMeta(m.forms_apply_meta_title, m.forms_apply_meta_description);

export const loader = (args: Route.LoaderArgs) => loadApplyPage(args);

/** The form posts here (a fetcher with JavaScript); the same server path as POST /api/applications. */
export async function action({ request }: Route.ActionArgs) {
  const result = await submitApplication(request);
  if (result.ok) return data<ApplicationActionData>({ ok: true, reference: result.body.reference });
  return data<ApplicationActionData>(
    { ok: false, message: result.body.message, errors: result.body.errors, values: result.values },
    // A body that is not multipart is a form this action cannot read: 400 here (the JSON API says 415).
    { status: result.status === 415 ? 400 : result.status },
  );
}

const isApplicationAnswer = (value: unknown): value is ApplicationActionData =>
  typeof value === "object" && value !== null && typeof (value as { ok?: unknown }).ok === "boolean";

/** With JavaScript: a dropped connection or a 5xx becomes the red message beside the button, the form kept. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return guardedClientAction(serverAction, isApplicationAnswer, (why) => ({
    ok: false as const,
    message:
      why.kind === "refused" ? why.message : why.kind === "server" ? submitFailedMessage() : submitErrorMessage(),
  }));
}

export const shouldRevalidate = keepDataAfterPost;

export default function ApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      <FormPageHero
        page={{ label: m.forms_apply_breadcrumb(), to: "/apply" }}
        title={m.forms_apply_meta_title()}
        intro={m.forms_apply_intro()}
        className="py-12"
      >
        <p className="mt-3 mb-0">
          <Link to="/applications/status" className="font-semibold text-white underline">
            {m.forms_apply_status_link()}
          </Link>
        </p>
      </FormPageHero>
      <div className="container py-10">
        <div className="mx-auto max-w-4xl">
          {loaderData.catalogue && loaderData.preselected ? (
            <ApplicationForm
              catalogue={loaderData.catalogue}
              preselected={loaderData.preselected}
              checklistRows={loaderData.checklistRows}
              actionData={actionData}
              whatsappNumber={root?.config.whatsappNumbers[0]}
            />
          ) : (
            <ProgramsErrorPanel />
          )}
        </div>
      </div>
    </>
  );
}
