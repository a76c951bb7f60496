import { EligibilityForm } from "~/components/eligibility/eligibility-form";
import { Notice } from "~/components/form/form-result";
import { EligibilityResults } from "~/components/eligibility/eligibility-results";
import { Scholarships } from "~/components/eligibility/scholarships";
import { PageHero } from "~/components/page-hero";
import { m } from "~/i18n/paraglide/messages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/eligibility";
import { loadEligibilityPage } from "./eligibility.server";
import { type PolicyHandle, PUBLIC_PAGE } from "~/security/route-policy";

// An answer (the form's query) is computed for one student: counted against the eligibility limit at the edge.
export const handle = {
  policy: { ...PUBLIC_PAGE, cache: "bare-only", answers: "eligibility" },
} satisfies PolicyHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: m.eligibility_meta_title(),
    description: m.eligibility_meta_description(),
    // One address for search engines: a query is one family's answer.
    canonicalPath: "/eligibility",
    noindex: args.location.search !== "",
  });

export const loader = (args: Route.LoaderArgs) => loadEligibilityPage(args);

/** The loader's Cache-Control (private, no-store when the URL carries a profile) on the page. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function EligibilityPage({ loaderData }: Route.ComponentProps) {
  const errors = loaderData.state === "invalid" ? loaderData.errors : {};
  const limited = loaderData.state === "limited";
  return (
    <>
      <PageHero
        size="compact"
        title={m.eligibility_title()}
        subtitle={m.eligibility_subtitle()}
        primary={null}
        crumb={m.eligibility_breadcrumb()}
      />
      <div className="container space-y-14 py-10">
        {limited && (
          <Notice tone="error" title={m.eligibility_limited_title()}>
            <p className="m-0">{m.eligibility_limited_text()}</p>
          </Notice>
        )}
        <EligibilityForm
          values={loaderData.values}
          errors={errors}
          budgetCurrency={loaderData.budgetCurrency}
          keepCurrency={loaderData.keepCurrency}
        />
        {loaderData.state === "ok" && (
          <EligibilityResults
            query={loaderData.query}
            results={loaderData.results}
            total={loaderData.total}
            counts={loaderData.counts}
            more={loaderData.more}
            budget={loaderData.budget}
            currency={loaderData.currency}
            rate={loaderData.rate}
          />
        )}
        {!limited && <Scholarships scholarships={loaderData.scholarships} />}
      </div>
    </>
  );
}
